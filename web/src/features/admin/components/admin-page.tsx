import { Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { PageTitle } from "@/components/ui/page-title";
import type { MessageId } from "@/i18n/message-ids";

/** An admin page's heading, one-line purpose and its tools (filters, search) on the right. */
export function AdminPage({
  title,
  subtitle,
  tools,
  children,
}: {
  title: MessageId;
  subtitle: MessageId;
  tools?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="6">
      <PageTitle id={title} />
      <HStack justify="space-between" align="end" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h2" size="xl">
            <FormattedMessage id={title} />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id={subtitle} />
          </Text>
        </Stack>
        {tools}
      </HStack>
      {children}
    </Stack>
  );
}
