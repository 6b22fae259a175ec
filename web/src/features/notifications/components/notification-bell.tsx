import { Box, IconButton } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { BellIcon } from "@/components/ui/icons";
import { badgeText, useUnreadCount } from "../hooks/use-unread-count";

/**
 * The bell with the unread count. It leads to the dashboard for now; the notifications panel (spec section 2)
 * replaces the link when it arrives.
 */
export function NotificationBell({ tone = "default" }: { tone?: "default" | "onDark" }) {
  const intl = useIntl();
  const count = useUnreadCount();
  return (
    <IconButton
      asChild
      variant="ghost"
      size="sm"
      color="inherit"
      position="relative"
      _hover={{ bg: tone === "onDark" ? "whiteAlpha.200" : "bg.muted" }}
      aria-label={intl.formatMessage({ id: "layout.header.notifications" }, { count })}
    >
      <RouterLink to="/dashboard" data-testid="notification-bell">
        <BellIcon boxSize="5" />
        {count > 0 ? (
          <Box
            as="span"
            aria-hidden="true"
            data-testid="notification-count"
            position="absolute"
            top="0"
            insetEnd="0"
            minW="4.5"
            h="4.5"
            px="1"
            borderRadius="full"
            bg="live.solid"
            color="white"
            fontSize="2xs"
            fontWeight="bold"
            lineHeight="4.5"
            textAlign="center"
            textStyle="numeric"
          >
            {badgeText(count)}
          </Box>
        ) : null}
      </RouterLink>
    </IconButton>
  );
}
