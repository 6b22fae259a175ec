import { Box, Container, Grid, Heading, HStack, Link, Separator, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "@/components/ui/icons";
import { Logo } from "@/components/ui/logo";
import { telHref } from "@/config/contact";
import { useCompanyContact } from "@/features/settings/hooks/use-company-contact";
import type { MessageId } from "@/i18n/message-ids";
import { footerServices, footerUsefulLinks, type NavItem } from "./nav-items";

function LinkColumn({ title, items }: { title: MessageId; items: readonly NavItem[] }) {
  return (
    <Stack as="nav" gap="3" aria-label={useIntl().formatMessage({ id: title })}>
      <Heading as="h2" textStyle="eyebrow" color="fg.onChromeMuted" lineHeight="short">
        <FormattedMessage id={title} />
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {items.map((item) => (
          <li key={item.to}>
            <Link asChild color="fg.onChrome" fontSize="sm" _hover={{ color: "accent.300" }}>
              <RouterLink to={item.to}>
                <FormattedMessage id={item.label} />
              </RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

export function SiteFooter() {
  const intl = useIntl();
  const name = intl.formatMessage({ id: "app.brand.name" });
  const year = new Date().getFullYear();
  const contact = useCompanyContact();

  return (
    // The bottom padding keeps the last line clear of the floating contact button at the end of the page.
    <Box as="footer" bg="bg.chrome" color="fg.onChrome" pt={{ base: "12", md: "16" }} pb={{ base: "20", md: "24" }}>
      <Container maxW="7xl">
        <Grid
          templateColumns={{ base: "repeat(2, minmax(0, 1fr))", lg: "1.4fr 1fr 1fr 1.2fr" }}
          columnGap={{ base: "6", lg: "12" }}
          rowGap="10"
        >
          <Stack gap="4" gridColumn={{ base: "span 2", lg: "auto" }} maxW="sm">
            <Logo tone="onDark" />
            <Text fontSize="sm" color="fg.onChromeMuted">
              <FormattedMessage id="layout.footer.about" />
            </Text>
          </Stack>
          <LinkColumn title="layout.footer.services" items={footerServices} />
          <LinkColumn title="layout.footer.usefulLinks" items={footerUsefulLinks} />
          <Stack gap="3" as="address" fontStyle="normal" gridColumn={{ base: "span 2", lg: "auto" }}>
            <Heading as="h2" textStyle="eyebrow" color="fg.onChromeMuted" lineHeight="short">
              {contact.title ?? <FormattedMessage id="layout.footer.contact" />}
            </Heading>
            <Stack gap="2.5" fontSize="sm">
              {contact.phones.map((phone) => (
                <Link key={phone} href={telHref(phone)} color="fg.onChrome" gap="2.5" _hover={{ color: "accent.300" }}>
                  <PhoneIcon boxSize="4" color="fg.onChromeMuted" />
                  {phone}
                </Link>
              ))}
              <Link href={`mailto:${contact.email}`} color="fg.onChrome" gap="2.5" _hover={{ color: "accent.300" }}>
                <MailIcon boxSize="4" color="fg.onChromeMuted" />
                {contact.email}
              </Link>
              <HStack gap="2.5" align="start">
                <MapPinIcon boxSize="4" color="fg.onChromeMuted" mt="0.5" />
                <Text htmlTranslate="no">
                  {contact.companyName ? (
                    <Box as="span" display="block" fontWeight="semibold">
                      {contact.companyName}
                    </Box>
                  ) : null}
                  {contact.addressLines.map((line) => (
                    <Box as="span" display="block" key={line}>
                      {line}
                    </Box>
                  ))}
                </Text>
              </HStack>
              {contact.companyReference.length ? (
                <Text color="fg.onChromeMuted" fontSize="xs">
                  {contact.companyReference.map((line) => (
                    <Box as="span" display="block" key={line}>
                      {line}
                    </Box>
                  ))}
                </Text>
              ) : null}
              <HStack gap="2.5">
                <ClockIcon boxSize="4" color="fg.onChromeMuted" />
                <Text>
                  <FormattedMessage id="layout.contact.hours" />
                </Text>
              </HStack>
            </Stack>
          </Stack>
        </Grid>

        <Separator my={{ base: "8", md: "10" }} borderColor="border.chrome" />

        <Stack
          direction={{ base: "column", md: "row" }}
          justify="space-between"
          gap="3"
          fontSize="xs"
          color="fg.onChromeMuted"
        >
          <Text>
            <FormattedMessage id="layout.footer.copyright" values={{ year, name }} />
          </Text>
          <Text>
            <FormattedMessage id="layout.footer.disclaimer" values={{ name }} />
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
