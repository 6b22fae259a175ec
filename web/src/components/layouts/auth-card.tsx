import { Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { PageTitle } from "@/components/ui/page-title";
import type { MessageId } from "@/i18n/message-ids";

/** Title, subtitle and body of one auth page (login, register, password reset). */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: MessageId;
  subtitle: MessageId;
  children: ReactNode;
}) {
  return (
    <Stack gap="8">
      <PageTitle id={title} />
      <Stack gap="2">
        <Heading as="h1" fontSize={{ base: "2xl", md: "3xl" }}>
          <FormattedMessage id={title} />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id={subtitle} />
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}
