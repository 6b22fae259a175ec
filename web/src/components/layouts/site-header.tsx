import { Badge, Box, Container, HStack, IconButton, Link, Spacer } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { NavLink, Link as RouterLink, useLocation } from "react-router-dom";
import { MenuIcon } from "@/components/ui/icons";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { Logo } from "@/components/ui/logo";
import { useScrolled } from "@/hooks/use-scrolled";
import { AccountActions } from "./account-actions";
import { mainNav } from "./nav-items";

// The drawer (and its dialog machinery) is only downloaded when someone opens the menu.
const MobileMenu = lazy(() => import("./mobile-menu").then((m) => ({ default: m.MobileMenu })));

/** Spec section 4: the header turns solid after 70 px of scrolling. */
const SOLID_AFTER_PX = 70;

export function SiteHeader() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const scrolled = useScrolled(SOLID_AFTER_PX);
  const isHome = pathname === "/";
  // Transparent over the home hero until the visitor scrolls; the home navigation also waits for that scroll.
  const overHero = isHome && !scrolled;
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);

  return (
    <Box
      as="header"
      data-over-hero={overHero ? "" : undefined}
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      h="header"
      bg={overHero ? "transparent" : "bg"}
      color={overHero ? "fg.inverted" : "fg"}
      borderBottomWidth="1px"
      borderColor={overHero ? "transparent" : "border"}
      boxShadow={overHero || !scrolled ? "none" : "sm"}
      transition="background-color 0.2s, color 0.2s, border-color 0.2s, box-shadow 0.2s"
    >
      <Container maxW="7xl" h="full" display="flex" alignItems="center" gap={{ base: "3", xl: "6" }}>
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
          hideBelow="xl"
          gap="0.5"
          opacity={isHome && !scrolled ? 0 : 1}
          visibility={isHome && !scrolled ? "hidden" : "visible"}
          transition="opacity 0.2s"
        >
          {mainNav.map((item) => (
            <Link
              key={item.to}
              asChild
              px="3"
              py="2"
              borderRadius="l2"
              fontSize="sm"
              fontWeight="medium"
              color="fg.muted"
              whiteSpace="nowrap"
              _hover={{ color: "fg", bg: "bg.muted", textDecoration: "none" }}
              css={{ "&[aria-current=page]": { color: "fg", bg: "bg.muted" } }}
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

        <LanguageSwitch tone={overHero ? "onDark" : "default"} />
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
