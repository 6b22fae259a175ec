import { Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "@/i18n/message-ids";

/** A labelled value in a row: the label sits above the value, so rows read the same as cards on a phone. */
export function Field({ label, children }: { label: MessageId; children: ReactNode }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text fontSize="xs" color="fg.muted" fontWeight="medium" textTransform="uppercase" letterSpacing="0.04em">
        <FormattedMessage id={label} />
      </Text>
      <Text as="div" fontSize="sm">
        {children}
      </Text>
    </Stack>
  );
}
