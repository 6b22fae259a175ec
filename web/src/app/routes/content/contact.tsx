import { Box, Circle, Link, SimpleGrid, Stack, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { ContentPage } from "@/components/layouts/content-page";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, type AppIcon } from "@/components/ui/icons";
import { defaultContact, telHref } from "@/config/contact";
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

export function ContactRoute() {
  return (
    <ContentPage title="content.contact.title" lead="content.contact.lead">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: "4", md: "6" }}>
        <ContactCard icon={PhoneIcon} title="content.contact.phoneTitle">
          <Stack gap="1">
            {defaultContact.phones.map((phone) => (
              <Link key={phone} href={telHref(phone)} color="fg" fontWeight="medium" textStyle="numeric">
                {phone}
              </Link>
            ))}
          </Stack>
        </ContactCard>
        <ContactCard icon={MailIcon} title="content.contact.emailTitle">
          <Link href={`mailto:${defaultContact.email}`} color="fg" fontWeight="medium">
            {defaultContact.email}
          </Link>
        </ContactCard>
        <ContactCard icon={MapPinIcon} title="content.contact.officeTitle">
          <Text>
            {defaultContact.addressLines.map((line) => (
              <Box as="span" display="block" key={line}>
                {line}
              </Box>
            ))}
            <FormattedMessage id="layout.contact.country" />
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
      </SimpleGrid>
    </ContentPage>
  );
}
