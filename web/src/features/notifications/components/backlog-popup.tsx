// The unread notifications that arrived while the customer was away, shown once on their return
// (docs/product/notifications.md#popups): the newest few, each opening its page, then "and N more", which opens the
// panel. Opening one marks it read; closing the card by hand marks the ones it listed read.
import { chakra, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { useSetAtom } from "@/lib/store";
import type { NotificationDto } from "../api/notification-calls";
import { internalLink, useNotificationActions } from "../hooks/use-notification-actions";
import { notificationPanelOpenAtom } from "../live/panel-open";
import { NotificationTypeIcon } from "./notification-type-icon";
import { PopupFrame } from "./popup-frame";

/** How many of the backlog the card lists; the rest are counted. */
export const BACKLOG_LISTED = 3;
/** Longer than a single popup's 3 s: the card lists up to three. */
export const BACKLOG_POPUP_MS = 8_000;

const focusRing = { outline: "2px solid", outlineColor: "accent.solid", outlineOffset: "2px" } as const;

export function BacklogPopup({ notifications, onClose }: { notifications: NotificationDto[]; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const openPanel = useSetAtom(notificationPanelOpenAtom);
  const { markRead } = useNotificationActions();
  const listed = notifications.slice(0, BACKLOG_LISTED);
  const more = notifications.length - listed.length;

  const open = (notification: NotificationDto) => {
    markRead.mutate(notification.id);
    const to = internalLink(notification.relatedLink);
    if (to) void navigate(to);
    onClose();
  };
  const dismiss = () => {
    for (const n of listed) markRead.mutate(n.id);
    onClose();
  };

  return (
    <PopupFrame
      label={intl.formatMessage({ id: "notifications.backlog.title" }, { count: notifications.length })}
      testId="notification-backlog"
      closeAfterMs={BACKLOG_POPUP_MS}
      onClose={onClose}
      onDismiss={dismiss}
    >
      <Stack gap="2" flex="1" minW="0">
        <Text fontSize="xs" color="fg.muted" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide">
          <FormattedMessage id="notifications.backlog.title" values={{ count: notifications.length }} />
        </Text>
        <Stack as="ul" gap="1" listStyleType="none">
          {listed.map((n) => (
            <li key={n.id}>
              <chakra.button
                type="button"
                onClick={() => open(n)}
                display="flex"
                gap="2"
                w="full"
                textAlign="start"
                borderRadius="sm"
                _hover={{ bg: "bg.muted" }}
                _focusVisible={focusRing}
              >
                <NotificationTypeIcon type={n.type} boxSize="4" color="accent.fg" mt="0.5" flexShrink={0} />
                <Text fontSize="sm" lineClamp={2}>
                  {n.message}
                </Text>
              </chakra.button>
            </li>
          ))}
        </Stack>
        {more > 0 ? (
          <chakra.button
            type="button"
            alignSelf="start"
            fontSize="sm"
            fontWeight="semibold"
            color="accent.fg"
            textDecoration="underline"
            borderRadius="sm"
            _focusVisible={focusRing}
            onClick={() => {
              openPanel(true);
              onClose();
            }}
          >
            <FormattedMessage id="notifications.backlog.more" values={{ count: more }} />
          </chakra.button>
        ) : null}
      </Stack>
    </PopupFrame>
  );
}
