// Mounted while a customer is signed in: joins the tabs' shared notification stream and pops up each new unread
// notification once, in one tab the customer is looking at.
import { useCallback, useEffect, useState } from "react";
import type { NotificationDto } from "../api/notification-calls";
import { startNotificationStream } from "../live/notification-stream";
import { claimPopup } from "../live/popup-once";
import { NotificationPopup, POPUP_MS } from "./notification-popup";

/**
 * Every visible tab hears the notification at the same moment, and storage writes reach other tabs with a delay: a
 * Web Lock per notification decides which tab shows it, held while it shows so the claim is in storage for all.
 */
function popupOnce(id: number, show: () => void): void {
  if (typeof navigator === "undefined" || !("locks" in navigator)) {
    if (claimPopup(id)) show();
    return;
  }
  void navigator.locks.request(`baltbid:notification-popup:${id}`, { ifAvailable: true }, async (lock) => {
    if (!lock || !claimPopup(id)) return;
    show();
    await new Promise((resolve) => setTimeout(resolve, POPUP_MS));
  });
}

export function NotificationsLive() {
  const [popup, setPopup] = useState<NotificationDto | null>(null);
  useEffect(
    () =>
      startNotificationStream((notification) => {
        if (notification.isRead || document.visibilityState !== "visible") return;
        popupOnce(notification.id, () => setPopup(notification));
      }),
    [],
  );
  const close = useCallback(() => setPopup(null), []);
  return popup ? <NotificationPopup key={popup.id} notification={popup} onClose={close} /> : null;
}
