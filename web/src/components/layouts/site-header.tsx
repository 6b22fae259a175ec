import { Badge, Box, Container, HStack, IconButton, Link, Spacer } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { NavLink, Link as RouterLink, useLocation } from "react-router-dom";
import { MenuIcon } from "@/components/ui/icons";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { Logo } from "@/components/ui/logo";
import { SearchBox } from "@/features/search/components/search-box";
import { useHeaderScroll } from "@/hooks/use-header-scroll";
import { useNavHighlight } from "@/hooks/use-nav-highlight";
import { authAtom, useAtomValue } from "@/lib/store";
import { AccountActions } from "./account-actions";
import { mainNav } from "./nav-items";
import { withTexts } from "@/i18n/area-texts";

// Guests never download the bell and its panel's popover machinery (floating-ui, focus trap): signed-in only.
const NotificationBell = lazy(
  withTexts(["notifications"], () =>
    import("@/features/notifications/components/notification-bell").then((m) => ({ default: m.NotificationBell })),
  ),
);

// The drawer (and its dialog machinery) is only downloaded when someone opens the menu.
const MobileMenu = lazy(() => import("./mobile-menu").then((m) => ({ default: m.MobileMenu })));

/**
 * The public header (docs/product/screens.md#header): transparent over the home hero and white once scrolled (the home
 * navigation appears then too); compact past 70 px; on small screens it slides away while scrolling down past
 * 100 px and comes back on scrolling up or near the top; one random nav item is highlighted for 2 s every 5 s.
 */
export function SiteHeader() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const signedIn = useAtomValue(authAtom).status === "signed-in";
  const scroll = useHeaderScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const isHome = pathname === "/";
  const overHero = isHome && !scroll.solid;
  const showNav = !isHome || scroll.solid;
  const hidden = scroll.hidden && !menuOpen;
  const highlighted = useNavHighlight(mainNav.length, showNav);
  const tone = overHero ? "onDark" : "default";
  const [searchOpen, setSearchOpen] = useState(false);

  return (
    <Box
      as="header"
      data-over-hero={overHero ? "" : undefined}
      data-compact={scroll.compact ? "" : undefined}
      data-hidden={hidden ? "" : undefined}
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      h={scroll.compact ? "3.5rem" : "header"}
      bg={overHero ? "transparent" : "bg"}
      color={overHero ? "fg.inverted" : "fg"}
      borderBottomWidth="1px"
      borderColor={overHero ? "transparent" : "border"}
      boxShadow={scroll.compact ? "sm" : "none"}
      transform={hidden ? "translateY(-100%)" : "none"}
      transition="height 0.2s, transform 0.25s, background-color 0.2s, color 0.2s, border-color 0.2s, box-shadow 0.2s"
    >
      <Container maxW="7xl" h="full" display="flex" alignItems="center" gap={{ base: "2", xl: "5" }}>
        <Link
          asChild
          color="inherit"
          _hover={{ textDecoration: "none" }}
          aria-label={intl.formatMessage(
            { id: "layout.header.homeLink" },
            { name: intl.formatMessage({ id: "app.brand.name" }) },
          )}
        >
          <RouterLink to="/">
            <Logo tone={overHero ? "onDark" : "default"} />
          </RouterLink>
        </Link>

        <HStack
          as="nav"
          aria-label={intl.formatMessage({ id: "layout.header.mainNav" })}
          aria-hidden={showNav ? undefined : true}
          hideBelow="xl"
          gap="0.5"
          opacity={showNav ? 1 : 0}
          visibility={showNav ? "visible" : "hidden"}
          transition="opacity 0.2s"
          // The open search box takes the links' place: beside them it pushed the account buttons off the screen.
          display={searchOpen ? "none" : undefined}
          data-testid="main-nav"
        >
          {mainNav.map((item, index) => (
            <Link
              key={item.to}
              asChild
              px="2.5"
              py="2"
              borderRadius="l2"
              fontSize="sm"
              fontWeight="medium"
              color="fg.muted"
              whiteSpace="nowrap"
              transition="background-color 0.3s, color 0.3s"
              data-highlighted={highlighted === index ? "" : undefined}
              _hover={{ color: "fg", bg: "bg.muted", textDecoration: "none" }}
              css={{
                "&[aria-current=page]": { color: "fg", bg: "bg.muted" },
                "&[data-highlighted]": { color: "accent.fg", bg: "accent.subtle" },
              }}
            >
              <NavLink to={item.to}>
                <FormattedMessage id={item.label} />
                {item.isNew ? (
                  <Badge size="sm" colorPalette="accent" variant="solid" ms="1.5" borderRadius="full">
                    <FormattedMessage id="layout.nav.new" />
                  </Badge>
                ) : null}
              </NavLink>
            </Link>
          ))}
        </HStack>

        <Spacer />

        <Box hideBelow="md">
          <SearchBox variant="collapsible" tone={tone} onExpandedChange={setSearchOpen} />
        </Box>
        <LanguageSwitch tone={tone} />
        {signedIn ? (
          <Suspense fallback={<IconButton size="sm" variant="ghost" visibility="hidden" aria-hidden="true" />}>
            <NotificationBell tone={tone} />
          </Suspense>
        ) : null}
        <Box hideBelow="md">
          <AccountActions overHero={overHero} />
        </Box>
        <IconButton
          hideFrom="xl"
          variant="ghost"
          color="inherit"
          _hover={{ bg: overHero ? "whiteAlpha.200" : "bg.muted" }}
          aria-label={intl.formatMessage({ id: "layout.header.openMenu" })}
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuRequested(true);
            setMenuOpen(true);
          }}
        >
          <MenuIcon boxSize="6" />
        </IconButton>
      </Container>

      {menuRequested ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      ) : null}
    </Box>
  );
}
