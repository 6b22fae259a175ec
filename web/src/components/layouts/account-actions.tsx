import { Button, HStack } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { authAtom, useAtomValue } from "@/lib/store";

// Guests never download the menu machinery.
const AccountMenu = lazy(() => import("./account-menu").then((m) => ({ default: m.AccountMenu })));

/** Header account area: login/register for guests, the account menu for signed-in users. */
export function AccountActions({ overHero }: { overHero: boolean }) {
  const auth = useAtomValue(authAtom);

  if (auth.status === "signed-in")
    return (
      <Suspense fallback={<Button size="sm" variant="ghost" visibility="hidden" aria-hidden="true" />}>
        <AccountMenu user={auth.user} tone={overHero ? "onDark" : "default"} />
      </Suspense>
    );

  // While the session check runs, keep the guest buttons' space but hide them, so nothing jumps or flashes.
  return (
    <HStack gap="2" visibility={auth.status === "loading" ? "hidden" : "visible"}>
      <Button
        asChild
        size="sm"
        variant="ghost"
        color="inherit"
        _hover={{ bg: overHero ? "whiteAlpha.200" : "bg.muted" }}
      >
        <RouterLink to="/login">
          <FormattedMessage id="layout.header.login" />
        </RouterLink>
      </Button>
      <Button asChild size="sm" colorPalette="accent">
        <RouterLink to="/register">
          <FormattedMessage id="layout.header.register" />
        </RouterLink>
      </Button>
    </HStack>
  );
}
