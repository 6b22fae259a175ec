import { Badge, Box, Button, CloseButton, Drawer, Link, Portal, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { NavLink, Link as RouterLink } from "react-router-dom";
import { MailIcon, PhoneIcon } from "@/components/ui/icons";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { Logo } from "@/components/ui/logo";
import { defaultContact, telHref } from "@/config/contact";
import type { MessageId } from "@/i18n/message-ids";
import { authAtom, useAtomValue } from "@/lib/store";
import { dashboardNav, mainNav, type NavItem } from "./nav-items";

function Section({ title, children }: { title: MessageId; children: ReactNode }) {
  return (
    <Stack gap="1" as="section">
      <Text textStyle="eyebrow" color="fg.subtle" px="3" mb="1">
        <FormattedMessage id={title} />
      </Text>
      {children}
    </Stack>
  );
}

function MenuLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  return (
    <Link
      asChild
      px="3"
      py="2.5"
      borderRadius="l2"
      fontWeight="medium"
      color="fg"
      _hover={{ bg: "bg.muted", textDecoration: "none" }}
      css={{ "&[aria-current=page]": { bg: "bg.muted" } }}
    >
      <NavLink to={item.to} end onClick={onNavigate}>
        <FormattedMessage id={item.label} />
        {item.isNew ? (
          <Badge size="sm" colorPalette="accent" variant="solid" ms="2" borderRadius="full">
            <FormattedMessage id="layout.nav.new" />
          </Badge>
        ) : null}
      </NavLink>
    </Link>
  );
}

/** Mobile slide-in menu (spec section 2): main links, the account section, contacts. Closes on Escape and outside click. */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const intl = useIntl();
  const auth = useAtomValue(authAtom);
  const close = () => onOpenChange(false);

  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px" borderColor="border" py="3">
              <Drawer.Title asChild>
                <Box>
                  <Logo />
                  <Text srOnly>
                    <FormattedMessage id="layout.mobileMenu.title" />
                  </Text>
                </Box>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: "layout.mobileMenu.close" })} />
            </Drawer.CloseTrigger>
            <Drawer.Body py="5">
              <Stack gap="7">
                <Section title="layout.mobileMenu.main">
                  {mainNav.map((item) => (
                    <MenuLink key={item.to} item={item} onNavigate={close} />
                  ))}
                  <MenuLink item={{ to: "/contact", label: "layout.nav.contact" }} onNavigate={close} />
                </Section>

                {auth.status === "signed-in" ? (
                  <Section title="layout.mobileMenu.dashboard">
                    {dashboardNav.map((item) => (
                      <MenuLink key={item.to} item={item} onNavigate={close} />
                    ))}
                  </Section>
                ) : (
                  <Section title="layout.mobileMenu.account">
                    <Stack gap="2" px="3">
                      <Button asChild colorPalette="accent">
                        <RouterLink to="/register" onClick={close}>
                          <FormattedMessage id="layout.header.register" />
                        </RouterLink>
                      </Button>
                      <Button asChild variant="outline">
                        <RouterLink to="/login" onClick={close}>
                          <FormattedMessage id="layout.header.login" />
                        </RouterLink>
                      </Button>
                    </Stack>
                  </Section>
                )}

                <Section title="layout.language.label">
                  <Box px="3">
                    <LanguageSwitch />
                  </Box>
                </Section>

                <Section title="layout.mobileMenu.contact">
                  <Stack gap="2" px="3" fontSize="sm">
                    {defaultContact.phones.map((phone) => (
                      <Link key={phone} href={telHref(phone)} color="fg" gap="2">
                        <PhoneIcon boxSize="4" color="fg.subtle" />
                        {phone}
                      </Link>
                    ))}
                    <Link href={`mailto:${defaultContact.email}`} color="fg" gap="2">
                      <MailIcon boxSize="4" color="fg.subtle" />
                      {defaultContact.email}
                    </Link>
                  </Stack>
                </Section>
              </Stack>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
