import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { deleteAllNotifications, markAllNotificationsRead, markNotificationRead } from "../api/notification-calls";
import { announceNotificationsChanged } from "../notification-events";

/**
 * Read, read-all and delete-all (docs/product/notifications.md#the-notifications-update-event,
 * docs/product/notifications.md#notifications-panel). After each change the window event notifications:update fires,
 * which refreshes the count and the list. Read failures are only logged; a failed delete-all is told with an alert.
 */
export function useNotificationActions() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: ["notifications"] });
    announceNotificationsChanged();
  };
  const markRead = useMutation({
    mutationFn: markNotificationRead,
    onSuccess: changed,
    onError: (error) => console.warn("notifications: mark-read failed", error),
  });
  const markAllRead = useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: changed,
    onError: (error) => console.warn("notifications: mark-all-read failed", error),
  });
  const deleteAll = useMutation({
    mutationFn: deleteAllNotifications,
    onSuccess: changed,
    onError: () => window.alert(intl.formatMessage({ id: "notifications.panel.deleteAllFailed" })),
  });
  return {
    markRead,
    markAllRead,
    deleteAll,
    confirmDeleteAll() {
      if (window.confirm(intl.formatMessage({ id: "notifications.panel.deleteAllConfirm" }))) deleteAll.mutate();
    },
  };
}

/** Only paths inside the site are followed; anything else stays on the page. */
export function internalLink(relatedLink: string | null): string | null {
  return relatedLink && relatedLink.startsWith("/") && !relatedLink.startsWith("//") ? relatedLink : null;
}
