import { Box, Flex } from "@chakra-ui/react";
import { Outlet, useLocation } from "react-router-dom";
import { ContactButton } from "./contact-button";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

/** Public site chrome: fixed header, footer and the floating contact button (spec section 2). */
export function PublicLayout() {
  const isHome = useLocation().pathname === "/";
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <SiteHeader />
      {/* The home hero runs under the transparent header; every other page starts below the fixed header. */}
      <Box as="main" id="main" tabIndex={-1} flex="1" pt={isHome ? "0" : "header"} outline="none">
        <Outlet />
      </Box>
      <SiteFooter />
      <ContactButton />
    </Flex>
  );
}
