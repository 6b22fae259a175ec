import { Box, IconButton, Popover, Portal, Spinner, Center } from "@chakra-ui/react";
import { popoverSlotRecipe } from "@chakra-ui/react/theme";
import { lazy, Suspense } from "react";
import { useIntl } from "react-intl";
import { BellIcon } from "@/components/ui/icons";
import { useAtom } from "@/lib/store";
import { badgeText, useUnreadCount } from "../hooks/use-unread-count";
import { notificationPanelOpenAtom } from "../live/panel-open";

// The panel's code (list, actions, dates) loads the first time the bell is opened, not with the page.
const NotificationPanel = lazy(() => import("./notification-panel").then((m) => ({ default: m.NotificationPanel })));

/**
 * The bell with the unread count (99+ above 99); it opens the notifications panel
 * (docs/product/notifications.md#bell-and-unread-count).
 */
export function NotificationBell({ tone = "default" }: { tone?: "default" | "onDark" }) {
  const intl = useIntl();
  const count = useUnreadCount();
  const [open, setOpen] = useAtom(notificationPanelOpenAtom);
  return (
    <Popover.Root
      recipe={popoverSlotRecipe}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: "bottom-end", gutter: 8 }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          color="inherit"
          position="relative"
          _hover={{ bg: tone === "onDark" ? "whiteAlpha.200" : "bg.muted" }}
          aria-label={intl.formatMessage({ id: "layout.header.notifications" }, { count })}
          data-testid="notification-bell"
        >
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
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              lineHeight="1"
              textStyle="numeric"
            >
              {badgeText(count)}
            </Box>
          ) : null}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            w={{ base: "calc(100vw - 1rem)", sm: "24rem" }}
            maxW="calc(100vw - 1rem)"
            p="0"
            overflow="hidden"
            aria-label={intl.formatMessage({ id: "notifications.panel.title" })}
          >
            <Suspense
              fallback={
                <Center p="8">
                  <Spinner size="sm" color="accent.solid" />
                </Center>
              }
            >
              <NotificationPanel onClose={() => setOpen(false)} />
            </Suspense>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
