// A new unread notification, shown once as a popup (docs/product/notifications.md#popups): it closes by itself after
// 3 s. Opening it (or closing it by hand) marks it read.
import { chakra, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import type { NotificationDto } from "../api/notification-calls";
import { internalLink, useNotificationActions } from "../hooks/use-notification-actions";
import { NotificationTypeIcon } from "./notification-type-icon";
import { PopupFrame } from "./popup-frame";

export const POPUP_MS = 3_000;

export function NotificationPopup({ notification, onClose }: { notification: NotificationDto; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { markRead } = useNotificationActions();

  const open = () => {
    markRead.mutate(notification.id);
    const to = internalLink(notification.relatedLink);
    if (to) void navigate(to);
    onClose();
  };
  const dismiss = () => {
    markRead.mutate(notification.id);
    onClose();
  };

  return (
    <PopupFrame
      label={intl.formatMessage({ id: "notifications.popup.label" })}
      testId="notification-popup"
      closeAfterMs={POPUP_MS}
      onClose={onClose}
      onDismiss={dismiss}
    >
      <chakra.button
        type="button"
        onClick={open}
        display="flex"
        gap="3"
        flex="1"
        minW="0"
        textAlign="start"
        _focusVisible={{ outline: "2px solid", outlineColor: "accent.solid", outlineOffset: "2px" }}
      >
        <NotificationTypeIcon type={notification.type} boxSize="5" color="accent.fg" mt="0.5" flexShrink={0} />
        <Stack gap="0.5" minW="0">
          <Text fontSize="xs" color="fg.muted" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide">
            <FormattedMessage id="notifications.popup.label" />
          </Text>
          <Text fontSize="sm" lineClamp={3}>
            {notification.message}
          </Text>
        </Stack>
      </chakra.button>
    </PopupFrame>
  );
}
