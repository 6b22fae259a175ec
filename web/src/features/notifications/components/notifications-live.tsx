// Mounted while a customer is signed in: joins the tabs' shared notification stream and pops up each new unread
// notification once, in the tab the customer is looking at.
import { useCallback, useEffect, useState } from "react";
import type { NotificationDto } from "../api/notification-calls";
import { startNotificationStream } from "../live/notification-stream";
import { claimPopup } from "../live/popup-once";
import { NotificationPopup } from "./notification-popup";

export function NotificationsLive() {
  const [popup, setPopup] = useState<NotificationDto | null>(null);
  useEffect(
    () =>
      startNotificationStream((notification) => {
        if (notification.isRead || document.visibilityState !== "visible") return;
        if (claimPopup(notification.id)) setPopup(notification);
      }),
    [],
  );
  const close = useCallback(() => setPopup(null), []);
  return popup ? <NotificationPopup key={popup.id} notification={popup} onClose={close} /> : null;
}
