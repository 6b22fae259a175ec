import { Box, Button } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { useIntl } from "react-intl";
import { ChatIcon } from "@/components/ui/icons";

// The form and its dialog are downloaded on the first click only.
const ContactPanel = lazy(() =>
  import("@/features/contact/components/contact-panel").then((m) => ({ default: m.ContactPanel })),
);

/**
 * Floating contact button (docs/product/screens.md#contact-button-and-panel), bottom right on every public page; it
 * opens the contact panel.
 */
export function ContactButton() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: "layout.contactButton.label" });
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        position="fixed"
        bottom={{ base: "4", md: "6" }}
        right={{ base: "4", md: "6" }}
        zIndex="docked"
        colorPalette="accent"
        size={{ base: "xl", md: "lg" }}
        borderRadius="full"
        boxShadow="lg"
        px={{ base: "0", md: "5" }}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        title={label}
        data-testid="contact-button"
        onClick={() => {
          setRequested(true);
          setOpen((o) => !o);
        }}
      >
        <ChatIcon boxSize="5" />
        <Box as="span" hideBelow="md">
          {label}
        </Box>
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <ContactPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
