import { Accordion, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { ContentPage } from "@/components/layouts/content-page";
import type { MessageId } from "@/i18n/message-ids";

const questions: readonly { q: MessageId; a: MessageId }[] = [
  { q: "content.faq.q1", a: "content.faq.a1" },
  { q: "content.faq.q2", a: "content.faq.a2" },
  { q: "content.faq.q3", a: "content.faq.a3" },
  { q: "content.faq.q4", a: "content.faq.a4" },
];

export function FaqRoute() {
  return (
    <ContentPage title="content.faq.title" lead="content.faq.lead">
      <Stack gap="8" maxW="3xl">
        <Accordion.Root collapsible defaultValue={["content.faq.q1"]} variant="enclosed" bg="bg">
          {questions.map(({ q, a }) => (
            <Accordion.Item key={q} value={q}>
              <Accordion.ItemTrigger py="4" cursor="pointer">
                <Heading as="h2" size="sm" flex="1" textAlign="start">
                  <FormattedMessage id={q} />
                </Heading>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  <Text color="fg.muted">
                    <FormattedMessage id={a} />
                  </Text>
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
        <Button asChild variant="outline" alignSelf="start">
          <RouterLink to="/contact">
            <FormattedMessage id="layout.mobileMenu.contact" />
          </RouterLink>
        </Button>
      </Stack>
    </ContentPage>
  );
}
