import { IconButton } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { ArrowUpIcon } from "@/components/ui/icons";

/**
 * A back-to-top button once the page is scrolled more than 300 px; it sits above the contact button
 * (docs/product/screens.md#back-to-top).
 */
export function BackToTop({ visible }: { visible: boolean }) {
  const intl = useIntl();
  return (
    <IconButton
      position="fixed"
      right={{ base: "4", md: "6" }}
      bottom={{ base: "20", md: "24" }}
      zIndex="docked"
      size="md"
      borderRadius="full"
      variant="surface"
      bg="bg"
      boxShadow="md"
      aria-label={intl.formatMessage({ id: "layout.footer.backToTop" })}
      data-testid="back-to-top"
      opacity={visible ? 1 : 0}
      visibility={visible ? "visible" : "hidden"}
      transform={visible ? "none" : "translateY(0.5rem)"}
      transition="opacity 0.2s, transform 0.2s, visibility 0.2s"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
    >
      <ArrowUpIcon boxSize="5" />
    </IconButton>
  );
}
