// A new unread notification, shown once as a popup (docs/product/notifications.md#popups): it closes by itself after
// 3 s, and at once when the page is hidden, unloaded or left with the back button. Opening it (or closing it by hand)
// marks it read.
import { Box, chakra, CloseButton, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import type { NotificationDto } from "../api/notification-calls";
import { internalLink, useNotificationActions } from "../hooks/use-notification-actions";
import { NotificationTypeIcon } from "./notification-type-icon";

export const POPUP_MS = 3_000;

export function NotificationPopup({ notification, onClose }: { notification: NotificationDto; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { markRead } = useNotificationActions();

  useEffect(() => {
    const timer = setTimeout(onClose, POPUP_MS);
    const closeWhenHidden = () => {
      if (document.visibilityState === "hidden") onClose();
    };
    window.addEventListener("pagehide", onClose);
    window.addEventListener("beforeunload", onClose);
    window.addEventListener("popstate", onClose);
    document.addEventListener("visibilitychange", closeWhenHidden);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("pagehide", onClose);
      window.removeEventListener("beforeunload", onClose);
      window.removeEventListener("popstate", onClose);
      document.removeEventListener("visibilitychange", closeWhenHidden);
    };
  }, [onClose]);

  const open = () => {
    markRead.mutate(notification.id);
    const to = internalLink(notification.relatedLink);
    if (to) navigate(to);
    onClose();
  };
  const dismiss = () => {
    markRead.mutate(notification.id);
    onClose();
  };

  return (
    <Box
      role="status"
      aria-label={intl.formatMessage({ id: "notifications.popup.label" })}
      data-testid="notification-popup"
      position="fixed"
      zIndex="toast"
      bottom={{ base: "4", md: "6" }}
      insetInlineEnd={{ base: "4", md: "6" }}
      insetInlineStart={{ base: "4", md: "auto" }}
      w={{ md: "sm" }}
      layerStyle="card"
      bg="bg.panel"
      boxShadow="lg"
      borderLeftWidth="4px"
      borderLeftColor="accent.solid"
    >
      <HStack align="start" gap="3" p="3">
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
        <CloseButton size="xs" aria-label={intl.formatMessage({ id: "notifications.popup.close" })} onClick={dismiss} />
      </HStack>
    </Box>
  );
}
