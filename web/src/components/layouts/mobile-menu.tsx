import { Badge, Box, Button, CloseButton, Drawer, Link, Portal, Stack, Text } from "@chakra-ui/react";
import { drawerSlotRecipe } from "@chakra-ui/react/theme";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { NavLink, Link as RouterLink } from "react-router-dom";
import { LogOutIcon, MailIcon, PhoneIcon } from "@/components/ui/icons";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { Logo } from "@/components/ui/logo";
import { telHref } from "@/config/contact";
import { useLogout } from "@/features/auth/hooks/use-logout";
import { SearchBox } from "@/features/search/components/search-box";
import { useCompanyContact } from "@/features/settings/hooks/use-company-contact";
import type { MessageId } from "@/i18n/message-ids";
import { authAtom, useAtomValue } from "@/lib/store";
import { accountNav, dashboardNav, mainNav, type NavItem } from "./nav-items";

function Section({ title, children }: { title: MessageId; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack gap="1" as="section" aria-label={intl.formatMessage({ id: title })}>
      <Text textStyle="eyebrow" color="fg.muted" px="3" mb="1">
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

export type MobileMenuMode = "main" | "dashboard";

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Dashboard pages show the dashboard links plus the account section; others main plus account
   * (docs/product/screens.md#mobile-menu).
   */
  mode?: MobileMenuMode;
}

/**
 * Mobile slide-in menu (docs/product/screens.md#mobile-menu): Main or Dashboard links, the Account section, phones and
 * e-mail. The drawer closes on an outside click or Escape and locks the page's scrolling while open; logout closes it.
 */
export function MobileMenu({ open, onOpenChange, mode = "main" }: MobileMenuProps) {
  const intl = useIntl();
  const auth = useAtomValue(authAtom);
  const contact = useCompanyContact();
  const logout = useLogout();
  const close = () => onOpenChange(false);

  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
      size="xs"
      preventScroll
      closeOnInteractOutside
      closeOnEscape
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="mobile-menu">
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
                <Box px="3">
                  <SearchBox variant="mobile" onSearched={close} />
                </Box>

                {mode === "dashboard" ? (
                  <Section title="layout.mobileMenu.dashboard">
                    {dashboardNav.map((item) => (
                      <MenuLink key={item.to} item={item} onNavigate={close} />
                    ))}
                  </Section>
                ) : (
                  <Section title="layout.mobileMenu.main">
                    <MenuLink item={{ to: "/", label: "layout.nav.home" }} onNavigate={close} />
                    {mainNav.map((item) => (
                      <MenuLink key={item.to} item={item} onNavigate={close} />
                    ))}
                    <MenuLink item={{ to: "/contact", label: "layout.nav.contact" }} onNavigate={close} />
                  </Section>
                )}

                <Section title="layout.mobileMenu.account">
                  {auth.status === "signed-in" ? (
                    <>
                      {(mode === "dashboard" ? [] : accountNav).map((item) => (
                        <MenuLink key={item.to} item={item} onNavigate={close} />
                      ))}
                      <Button
                        variant="ghost"
                        justifyContent="start"
                        px="3"
                        fontWeight="medium"
                        loading={logout.isPending}
                        onClick={() => logout.mutate(undefined, { onSuccess: close })}
                      >
                        <LogOutIcon boxSize="4" />
                        <FormattedMessage id="layout.account.logout" />
                      </Button>
                    </>
                  ) : (
                    <Stack gap="2" px="3" visibility={auth.status === "loading" ? "hidden" : "visible"}>
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
                  )}
                </Section>

                <Section title="layout.language.label">
                  <Box px="3">
                    <LanguageSwitch />
                  </Box>
                </Section>

                <Section title="layout.mobileMenu.contact">
                  <Stack gap="2" px="3" fontSize="sm">
                    {contact.phones.map((phone) => (
                      <Link key={phone} href={telHref(phone)} color="fg" gap="2">
                        <PhoneIcon boxSize="4" color="fg.muted" />
                        {phone}
                      </Link>
                    ))}
                    <Link href={`mailto:${contact.email}`} color="fg" gap="2">
                      <MailIcon boxSize="4" color="fg.muted" />
                      {contact.email}
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
