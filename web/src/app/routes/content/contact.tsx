import { Box, Circle, Grid, Heading, Link, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ChapterView, type ContentChapter } from "@/components/layouts/content-blocks";
import { ContentPage } from "@/components/layouts/content-page";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, type AppIcon } from "@/components/ui/icons";
import { telHref } from "@/config/contact";
import { ContactForm } from "@/features/contact/components/contact-form";
import { useCompanyContact } from "@/features/settings/hooks/use-company-contact";
import type { MessageId } from "@/i18n/message-ids";

function ContactCard({ icon: Icon, title, children }: { icon: AppIcon; title: MessageId; children: ReactNode }) {
  return (
    <Stack layerStyle="card" gap="3" p={{ base: "5", md: "7" }}>
      <Circle size="11" bg="accent.subtle" color="accent.fg">
        <Icon boxSize="5" />
      </Circle>
      <Heading as="h2" size="md">
        <FormattedMessage id={title} />
      </Heading>
      <Box color="fg.muted">{children}</Box>
    </Stack>
  );
}

const fasterAnswer: ContentChapter = {
  id: "faster-answer",
  title: "content.contact.tips.title",
  blocks: [
    { kind: "list", items: ["content.contact.tips.lot", "content.contact.tips.money", "content.contact.tips.faq"] },
  ],
};

/** /contact: the company's contacts beside the contact form block; after sending, the visitor returns home. */
export function ContactRoute() {
  const intl = useIntl();
  const contact = useCompanyContact();
  return (
    <ContentPage title="content.contact.title" lead="content.contact.lead">
      <Grid
        templateColumns={{ base: "1fr", lg: "minmax(0, 1.6fr) minmax(0, 1fr)" }}
        gap={{ base: "8", lg: "10" }}
        alignItems="start"
      >
        <ContactForm
          title={intl.formatMessage({ id: "contact.page.formTitle" })}
          description={intl.formatMessage({ id: "contact.page.formDescription" })}
          redirectTo="/"
          extra={{ page: "/contact" }}
        />
        <Stack gap={{ base: "4", md: "5" }}>
          <ContactCard icon={PhoneIcon} title="content.contact.phoneTitle">
            <Stack gap="1">
              {contact.phones.map((phone) => (
                <Link key={phone} href={telHref(phone)} color="fg" fontWeight="medium" textStyle="numeric">
                  {phone}
                </Link>
              ))}
            </Stack>
          </ContactCard>
          <ContactCard icon={MailIcon} title="content.contact.emailTitle">
            <Link href={`mailto:${contact.email}`} color="fg" fontWeight="medium">
              {contact.email}
            </Link>
          </ContactCard>
          <ContactCard icon={MapPinIcon} title="content.contact.officeTitle">
            <Text htmlTranslate="no">
              {contact.addressLines.map((line) => (
                <Box as="span" display="block" key={line}>
                  {line}
                </Box>
              ))}
            </Text>
          </ContactCard>
          <ContactCard icon={ClockIcon} title="content.contact.hoursTitle">
            <Stack gap="1">
              <Text color="fg" fontWeight="medium">
                <FormattedMessage id="layout.contact.hours" />
              </Text>
              <Text fontSize="sm">
                <FormattedMessage id="content.contact.hoursBody" />
              </Text>
            </Stack>
          </ContactCard>
        </Stack>
      </Grid>
      <ChapterView chapter={fasterAnswer} />
    </ContentPage>
  );
}
