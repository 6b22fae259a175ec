import { Box, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { RotateIcon } from "@/components/ui/icons";
import { features } from "@/config/features";

/**
 * An optional portrait-only 'Please Rotate Your Device' overlay (docs/product/screens.md#rotate-overlay). It exists
 * but is not enforced: off unless features.rotateOverlay is turned on, and then shown only on a phone held upright.
 */
export function RotateOverlay() {
  if (!features.rotateOverlay) return null;
  return (
    <Box
      display="none"
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="bg.chrome"
      color="fg.onChrome"
      alignItems="center"
      justifyContent="center"
      textAlign="center"
      p="8"
      css={{ "@media (orientation: portrait) and (max-width: 767.98px)": { display: "flex" } }}
      role="alert"
    >
      <Stack align="center" gap="4">
        <RotateIcon boxSize="12" color="accent.400" />
        <Text fontSize="xl" fontWeight="semibold">
          <FormattedMessage id="layout.rotate.title" />
        </Text>
      </Stack>
    </Box>
  );
}
