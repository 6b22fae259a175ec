import { Avatar, Box, Button, Menu, Portal, Text, VisuallyHidden } from "@chakra-ui/react";
import { avatarSlotRecipe, menuSlotRecipe } from "@chakra-ui/react/theme";
import { FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { ChevronDownIcon, LogOutIcon } from "@/components/ui/icons";
import { useLogout } from "@/features/auth/hooks/use-logout";
import type { SessionUser } from "@/lib/store";
import { accountNav } from "./nav-items";

/** The signed-in user's menu: account pages, then logout (docs/product/screens.md#account-menu). */
export function AccountMenu({ user, tone = "default" }: { user: SessionUser; tone?: "default" | "onDark" }) {
  const intl = useIntl();
  const logout = useLogout();
  const fullName = `${user.name} ${user.surname}`.trim();
  return (
    <Menu.Root recipe={menuSlotRecipe} positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          color="inherit"
          px="1.5"
          gap="2"
          _hover={{ bg: tone === "onDark" ? "whiteAlpha.200" : "bg.muted" }}
          data-testid="account-menu"
        >
          <Avatar.Root recipe={avatarSlotRecipe} size="xs" colorPalette="accent" aria-hidden="true">
            <Avatar.Fallback name={fullName} />
          </Avatar.Root>
          <Text as="span" hideBelow="lg" maxW="10rem" truncate>
            {user.name}
          </Text>
          <VisuallyHidden>{intl.formatMessage({ id: "layout.account.menu" })}</VisuallyHidden>
          <ChevronDownIcon boxSize="4" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold" truncate>
                {fullName}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {user.email}
              </Text>
            </Box>
            <Menu.Separator />
            {accountNav.map((item) => (
              <Menu.Item key={item.to} value={item.to} asChild>
                <RouterLink to={item.to}>
                  <FormattedMessage id={item.label} />
                </RouterLink>
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item value="logout" disabled={logout.isPending} onSelect={() => logout.mutate()}>
              <LogOutIcon boxSize="4" />
              <FormattedMessage id="layout.account.logout" />
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
