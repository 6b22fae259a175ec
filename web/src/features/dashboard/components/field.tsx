import { Grid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "@/i18n/message-ids";

/**
 * A labelled value in a list row. On a phone each row is a card and the label sits above its value; from lg the
 * rows line up under a RowHeader like a table, and the label stays for screen readers only.
 */
export function Field({ label, children }: { label: MessageId; children: ReactNode }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text
        fontSize="xs"
        color="fg.muted"
        fontWeight="medium"
        textTransform="uppercase"
        letterSpacing="0.04em"
        srOnly={{ base: false, lg: true }}
      >
        <FormattedMessage id={label} />
      </Text>
      <Text as="div" fontSize="sm">
        {children}
      </Text>
    </Stack>
  );
}

/** The column titles over a list's rows on wide screens (each cell also names itself to screen readers). */
export function RowHeader({ columns, labels }: { columns: string; labels: (MessageId | null)[] }) {
  return (
    <Grid
      hideBelow="lg"
      aria-hidden="true"
      templateColumns={columns}
      gap="4"
      px="5"
      pb="1"
      fontSize="xs"
      color="fg.muted"
      fontWeight="medium"
      textTransform="uppercase"
      letterSpacing="0.04em"
    >
      {labels.map((label, i) => (
        <Text key={i}>{label ? <FormattedMessage id={label} /> : null}</Text>
      ))}
    </Grid>
  );
}
