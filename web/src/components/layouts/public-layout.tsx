import { Box, Flex } from "@chakra-ui/react";
import { Outlet, useLocation } from "react-router-dom";
import { useHeaderScroll } from "@/hooks/use-header-scroll";
import { BackToTop } from "./back-to-top";
import { ContactButton } from "./contact-button";
import { RotateOverlay } from "./rotate-overlay";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

/**
 * Public site chrome: fixed header, footer, the floating contact button and back-to-top
 * (docs/product/screens.md#layouts).
 */
export function PublicLayout() {
  const isHome = useLocation().pathname === "/";
  const { backToTop } = useHeaderScroll();
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <SiteHeader />
      {/* The home hero runs under the transparent header; every other page starts below the fixed header. */}
      <Box as="main" id="main" tabIndex={-1} flex="1" pt={isHome ? "0" : "header"} outline="none">
        <Outlet />
      </Box>
      <SiteFooter />
      <BackToTop visible={backToTop} />
      <ContactButton />
      <RotateOverlay />
    </Flex>
  );
}
