// Mounted while a customer is signed in: shows once what arrived while they were away, then joins the tabs' shared
// notification stream and pops up each new unread notification once, in one tab the customer is looking at.
import { useCallback, useEffect, useState } from "react";
import { listNotifications, type NotificationDto } from "../api/notification-calls";
import { startNotificationStream } from "../live/notification-stream";
import { claimPopup, claimPopups } from "../live/popup-once";
import { BacklogPopup } from "./backlog-popup";
import { NotificationPopup, POPUP_MS } from "./notification-popup";

/** How far back the backlog looks; older unread ones wait in the panel. */
const BACKLOG_LOOKS_AT = 50;

type Shown = { kind: "one"; notification: NotificationDto } | { kind: "backlog"; notifications: NotificationDto[] };

/**
 * Every visible tab hears the notification at the same moment, and storage writes reach other tabs with a delay: a
 * Web Lock decides which tab shows it, held while it shows so the claim is in storage for all.
 */
function inOneTab(name: string, holdMs: number, run: () => Promise<void> | void): void {
  if (typeof navigator === "undefined" || !("locks" in navigator)) {
    void run();
    return;
  }
  void navigator.locks.request(`baltbid:${name}`, { ifAvailable: true }, async (lock) => {
    if (!lock) return;
    await run();
    await new Promise((resolve) => setTimeout(resolve, holdMs));
  });
}

/** The unread notifications not yet shown on this device, newest first, claimed so that they never show again. */
async function claimBacklog(signal: AbortSignal): Promise<NotificationDto[]> {
  const unread = (await listNotifications(signal, BACKLOG_LOOKS_AT)).filter((n) => !n.isRead);
  const fresh = new Set(claimPopups(unread.map((n) => n.id)));
  return unread.filter((n) => fresh.has(n.id));
}

export function NotificationsLive() {
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const showBacklog = () =>
      inOneTab("notification-backlog", 1_000, async () => {
        const backlog = await claimBacklog(controller.signal).catch(() => []);
        if (controller.signal.aborted || backlog.length === 0) return;
        setShown(
          backlog.length === 1
            ? { kind: "one", notification: backlog[0]! }
            : { kind: "backlog", notifications: backlog },
        );
      });
    // A tab opened in the background shows the backlog when the customer first looks at it.
    const whenVisible = () => {
      if (document.visibilityState !== "visible") return;
      document.removeEventListener("visibilitychange", whenVisible);
      showBacklog();
    };
    document.addEventListener("visibilitychange", whenVisible);
    whenVisible();
    return () => {
      controller.abort();
      document.removeEventListener("visibilitychange", whenVisible);
    };
  }, []);

  useEffect(
    () =>
      startNotificationStream((notification) => {
        if (notification.isRead || document.visibilityState !== "visible") return;
        inOneTab(`notification-popup:${notification.id}`, POPUP_MS, () => {
          if (claimPopup(notification.id)) setShown({ kind: "one", notification });
        });
      }),
    [],
  );

  const close = useCallback(() => setShown(null), []);
  if (!shown) return null;
  return shown.kind === "one" ? (
    <NotificationPopup key={shown.notification.id} notification={shown.notification} onClose={close} />
  ) : (
    <BacklogPopup notifications={shown.notifications} onClose={close} />
  );
}
