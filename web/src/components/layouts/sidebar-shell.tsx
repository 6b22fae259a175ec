import {
  Box,
  CloseButton,
  Drawer,
  Flex,
  Heading,
  HStack,
  IconButton,
  Link,
  Portal,
  Stack,
  Text,
} from "@chakra-ui/react";
import { drawerSlotRecipe } from "@chakra-ui/react/theme";
import { useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { matchPath, NavLink, Link as RouterLink, useLocation } from "react-router-dom";
import { ArrowLeftIcon, MenuIcon, type AppIcon } from "@/components/ui/icons";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { Logo } from "@/components/ui/logo";
import { PageTitle } from "@/components/ui/page-title";
import type { MessageId } from "@/i18n/message-ids";
import type { NavItem } from "./nav-items";

export interface SidebarItem extends NavItem {
  icon: AppIcon;
}

export interface SidebarShellProps {
  /** Small label under the logo, e.g. "Administration". */
  area?: MessageId;
  navLabel: MessageId;
  openLabel: MessageId;
  defaultTitle: MessageId;
  items: readonly SidebarItem[];
  /** Right side of the top bar (search, bell, user menu); the language switch is always there. */
  headerActions?: ReactNode;
  /** Below lg, the menu the toggle opens instead of the sidebar drawer (the dashboard's mobile menu). */
  mobileMenu?: (open: boolean, onOpenChange: (open: boolean) => void) => ReactNode;
  children: ReactNode;
}

function SidebarNav({
  area,
  navLabel,
  items,
  onNavigate,
}: Pick<SidebarShellProps, "area" | "navLabel" | "items"> & { onNavigate?: () => void }) {
  const intl = useIntl();
  return (
    <Flex direction="column" h="full" bg="bg.chrome" color="fg.onChrome" px="4" py="5" gap="8">
      <Stack gap="1" px="2">
        <Link asChild color="inherit" _hover={{ textDecoration: "none" }}>
          <RouterLink to="/" onClick={onNavigate}>
            <Logo tone="onDark" />
          </RouterLink>
        </Link>
        {area ? (
          <Text textStyle="eyebrow" color="accent.300" ps="10.5">
            <FormattedMessage id={area} />
          </Text>
        ) : null}
      </Stack>
      <Stack as="nav" aria-label={intl.formatMessage({ id: navLabel })} gap="1" flex="1">
        {items.map(({ to, label, icon: Icon }) => (
          <Link
            key={to}
            asChild
            gap="3"
            px="3"
            py="2.5"
            borderRadius="l2"
            fontSize="sm"
            fontWeight="medium"
            color="fg.onChromeMuted"
            _hover={{ bg: "bg.chromeRaised", color: "fg.onChrome", textDecoration: "none" }}
            css={{ "&[aria-current=page]": { bg: "bg.chromeActive", color: "fg.onChrome" } }}
          >
            <NavLink to={to} end onClick={onNavigate}>
              <Icon boxSize="5" />
              <FormattedMessage id={label} />
            </NavLink>
          </Link>
        ))}
      </Stack>
      <Link asChild gap="2" px="3" fontSize="sm" color="fg.onChromeMuted" _hover={{ color: "fg.onChrome" }}>
        <RouterLink to="/" onClick={onNavigate}>
          <ArrowLeftIcon boxSize="4" />
          <FormattedMessage id="layout.dashboard.backToSite" />
        </RouterLink>
      </Link>
    </Flex>
  );
}

/** Shared frame of the dashboard and admin areas: navy sidebar (a drawer below lg) and a white top bar. */
export function SidebarShell({
  area,
  navLabel,
  openLabel,
  defaultTitle,
  items,
  headerActions,
  mobileMenu,
  children,
}: SidebarShellProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The sidebar toggle (docs/product/screens.md#dashboard-header-and-sidebar): hides and shows the sidebar on wide
  // screens, opens the menu on small ones.
  const [sidebarHidden, setSidebarHidden] = useState(false);
  const isWide = () => window.matchMedia?.("(min-width: 1024px)").matches ?? true;
  // The area's home (the first item) is titled after the area itself: "Dashboard", "Administration".
  const current = items.slice(1).find((item) => matchPath({ path: item.to, end: true }, pathname));
  const title = current?.label ?? defaultTitle;

  return (
    <Box minH="100dvh" bg="bg.subtle">
      <PageTitle id={title} />
      <Box
        as="aside"
        hideBelow="lg"
        position="fixed"
        insetY="0"
        left="0"
        w="sidebar"
        zIndex="docked"
        display={sidebarHidden ? "none" : undefined}
      >
        <SidebarNav area={area} navLabel={navLabel} items={items} />
      </Box>

      {mobileMenu ? (
        mobileMenu(drawerOpen, setDrawerOpen)
      ) : (
        <Drawer.Root
          recipe={drawerSlotRecipe}
          open={drawerOpen}
          onOpenChange={(details) => setDrawerOpen(details.open)}
          placement="start"
          size="xs"
        >
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content bg="bg.chrome">
                <Drawer.Title srOnly>
                  <FormattedMessage id={navLabel} />
                </Drawer.Title>
                <SidebarNav area={area} navLabel={navLabel} items={items} onNavigate={() => setDrawerOpen(false)} />
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" color="fg.onChrome" _hover={{ bg: "bg.chromeRaised" }} />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      )}

      <Box ms={{ base: "0", lg: sidebarHidden ? "0" : "sidebar" }} transition="margin 0.2s">
        <Box
          as="header"
          position="sticky"
          top="0"
          zIndex="sticky"
          h="header"
          bg="bg"
          borderBottomWidth="1px"
          borderColor="border"
        >
          <HStack h="full" px={{ base: "4", md: "8" }} gap={{ base: "2", md: "3" }}>
            <IconButton
              variant="ghost"
              aria-label={intl.formatMessage({ id: openLabel })}
              aria-expanded={isWide() ? !sidebarHidden : drawerOpen}
              data-testid="sidebar-toggle"
              onClick={() => (isWide() ? setSidebarHidden((h) => !h) : setDrawerOpen(true))}
            >
              <MenuIcon boxSize="6" />
            </IconButton>
            <Heading as="h1" size={{ base: "md", md: "lg" }} flex="1" minW="0" lineClamp={{ base: 2, md: 1 }}>
              <FormattedMessage id={title} />
            </Heading>
            {headerActions}
            {/* On a phone the language is chosen in the menu, when there is one: the title needs the room. */}
            <Box hideBelow={mobileMenu ? "sm" : undefined}>
              <LanguageSwitch />
            </Box>
          </HStack>
        </Box>
        <Box as="main" id="main" px={{ base: "4", md: "8" }} py={{ base: "6", md: "8" }} maxW="7xl">
          {children}
        </Box>
      </Box>
    </Box>
  );
}
