// The bell's panel (docs/product/notifications.md#notifications-panel): title, unread count, refresh and close; the
// newest notifications, each opening its link and turning read; mark all read and delete all. Loaded only when the bell
// is first opened.
import { Badge, Box, Button, Center, chakra, HStack, IconButton, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { BellIcon, CloseIcon, RefreshIcon } from "@/components/ui/icons";
import { listNotifications, type NotificationDto } from "../api/notification-calls";
import { internalLink, useNotificationActions } from "../hooks/use-notification-actions";
import { useRefreshOnNotifications } from "../hooks/use-refresh-on-notifications";
import { NotificationDate } from "./notification-date";
import { NotificationTypeIcon } from "./notification-type-icon";

/** The list is polled every 5 s while the panel is open (docs/product/notifications.md#polling). */
export const NOTIFICATION_LIST_POLL_MS = 5_000;
export const notificationListKey = ["notifications", "list"] as const;

export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const actions = useNotificationActions();
  const list = useQuery({
    queryKey: notificationListKey,
    queryFn: ({ signal }) => listNotifications(signal),
    refetchInterval: NOTIFICATION_LIST_POLL_MS,
    retry: false,
  });
  useRefreshOnNotifications(notificationListKey);

  const notifications = list.data ?? [];
  const unread = notifications.filter((n) => !n.isRead).length;
  const open = (n: NotificationDto) => {
    if (!n.isRead) actions.markRead.mutate(n.id);
    const to = internalLink(n.relatedLink);
    if (to) navigate(to);
    onClose();
  };

  return (
    <Stack gap="0" data-testid="notification-panel">
      <HStack justify="space-between" px="4" py="3" borderBottomWidth="1px" borderColor="border">
        <HStack gap="2">
          <Text as="h2" fontWeight="semibold" fontSize="md">
            <FormattedMessage id="notifications.panel.title" />
          </Text>
          {unread > 0 ? (
            <Badge colorPalette="red" variant="solid" borderRadius="full" data-testid="notification-panel-unread">
              <FormattedMessage id="notifications.panel.unread" values={{ count: unread }} />
            </Badge>
          ) : null}
        </HStack>
        <HStack gap="1">
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={intl.formatMessage({ id: "notifications.panel.refresh" })}
            onClick={() => void list.refetch()}
            loading={list.isFetching}
          >
            <RefreshIcon boxSize="4" />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={intl.formatMessage({ id: "notifications.panel.close" })}
            onClick={onClose}
          >
            <CloseIcon boxSize="4" />
          </IconButton>
        </HStack>
      </HStack>

      <Box maxH={{ base: "60vh", md: "26rem" }} overflowY="auto">
        {list.isPending ? (
          <Stack gap="3" p="4" aria-label={intl.formatMessage({ id: "notifications.panel.loading" })}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h="12" borderRadius="md" />
            ))}
          </Stack>
        ) : list.isError ? (
          <Center flexDirection="column" gap="2" p="6" textAlign="center" role="alert">
            <Text fontWeight="semibold">
              <FormattedMessage id="notifications.panel.loadFailed" />
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="notifications.panel.networkError" />
            </Text>
            <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
              <FormattedMessage id="notifications.panel.tryAgain" />
            </Button>
          </Center>
        ) : notifications.length === 0 ? (
          <Center flexDirection="column" gap="2" p="8" textAlign="center" color="fg.muted">
            <BellIcon boxSize="8" />
            <Text fontWeight="semibold" color="fg">
              <FormattedMessage id="notifications.panel.emptyTitle" />
            </Text>
            <Text fontSize="sm">
              <FormattedMessage id="notifications.panel.emptyBody" />
            </Text>
          </Center>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
            {notifications.map((n) => (
              <Box as="li" key={n.id} borderBottomWidth="1px" borderColor="border" _last={{ borderBottomWidth: 0 }}>
                <chakra.button
                  type="button"
                  onClick={() => open(n)}
                  data-testid="notification-item"
                  data-read={n.isRead}
                  display="flex"
                  gap="3"
                  w="full"
                  px="4"
                  py="3"
                  textAlign="start"
                  bg={n.isRead ? "transparent" : "accent.subtle"}
                  _hover={{ bg: "bg.muted" }}
                  _focusVisible={{ outline: "2px solid", outlineColor: "accent.solid", outlineOffset: "-2px" }}
                >
                  <Center flexShrink={0} boxSize="8" borderRadius="full" bg="bg.muted" color="accent.fg">
                    <NotificationTypeIcon type={n.type} boxSize="4" />
                  </Center>
                  <Stack gap="0.5" flex="1" minW="0">
                    <Text fontSize="sm" fontWeight={n.isRead ? "normal" : "semibold"} lineClamp={3}>
                      {n.message}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      <NotificationDate createdAt={n.createdAt} />
                    </Text>
                  </Stack>
                  {n.isRead ? null : (
                    <Box flexShrink={0} mt="1.5" boxSize="2" borderRadius="full" bg="live.solid">
                      <Text srOnly>
                        <FormattedMessage id="notifications.item.unread" />
                      </Text>
                    </Box>
                  )}
                </chakra.button>
              </Box>
            ))}
          </Stack>
        )}
      </Box>

      {notifications.length > 0 ? (
        <HStack justify="space-between" px="4" py="2.5" borderTopWidth="1px" borderColor="border">
          <Button
            size="xs"
            variant="ghost"
            disabled={unread === 0}
            loading={actions.markAllRead.isPending}
            onClick={() => actions.markAllRead.mutate()}
          >
            <FormattedMessage id="notifications.panel.markAllRead" />
          </Button>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            loading={actions.deleteAll.isPending}
            onClick={actions.confirmDeleteAll}
          >
            <FormattedMessage id="notifications.panel.deleteAll" />
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
