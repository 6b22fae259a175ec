import { Box, Button } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { ChatIcon } from "@/components/ui/icons";

/**
 * Floating contact button (spec section 2), bottom right on every public page. The compact 'Send Us a Message' form
 * is a later issue; until then the button leads to /contact.
 */
export function ContactButton() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: "layout.contactButton.label" });
  return (
    <Button
      asChild
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
      title={label}
    >
      <RouterLink to="/contact">
        <ChatIcon boxSize="5" />
        <Box as="span" hideBelow="md">
          {label}
        </Box>
      </RouterLink>
    </Button>
  );
}
