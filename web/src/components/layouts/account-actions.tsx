import { Button, HStack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { authAtom, useAtomValue } from "@/lib/store";

/** Header account area: login/register for guests, the dashboard for signed-in users. */
export function AccountActions({ overHero }: { overHero: boolean }) {
  const auth = useAtomValue(authAtom);

  if (auth.status === "signed-in") {
    return (
      <Button asChild size="sm" colorPalette="accent">
        <RouterLink to="/dashboard">
          <FormattedMessage id="layout.header.account" />
        </RouterLink>
      </Button>
    );
  }

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
