import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { dialogSlotRecipe } from "@chakra-ui/react/theme";
import { useIntl } from "react-intl";
import { ContactForm } from "./contact-form";

/**
 * The floating contact panel (docs/product/contact.md#contact-panel): a compact 'Send Us a Message' form with name,
 * email and message, all required; it closes on Escape or the close button. Anchored bottom right above the button on
 * wide screens, a bottom sheet on phones.
 */
export function ContactPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const intl = useIntl();
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      closeOnEscape
      closeOnInteractOutside={false}
      modal={false}
      preventScroll={false}
      trapFocus={false}
    >
      <Portal>
        <Dialog.Positioner
          pointerEvents="none"
          justifyContent={{ base: "stretch", md: "flex-end" }}
          alignItems="flex-end"
          p={{ base: "0", md: "6" }}
          pb={{ base: "0", md: "24" }}
        >
          <Dialog.Content
            pointerEvents="auto"
            data-testid="contact-panel"
            w={{ base: "full", md: "24rem" }}
            maxW="full"
            m="0"
            borderRadius={{ base: "2xl 2xl 0 0", md: "2xl" }}
            boxShadow="2xl"
            maxH={{ base: "85dvh", md: "calc(100dvh - 8rem)" }}
            overflowY="auto"
          >
            <Dialog.Header pb="0">
              <Dialog.Title fontSize="lg">{intl.formatMessage({ id: "contact.panel.title" })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pt="1" pb="5">
              <ContactForm
                variant="compact"
                description={intl.formatMessage({ id: "contact.panel.description" })}
                fields={["name", "email", "message"]}
                required={["name", "email", "message"]}
                extra={{ page: window.location.pathname }}
              />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: "contact.panel.close" })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
