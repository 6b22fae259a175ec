/**
 * Fired on window after any notification change; the count and the list refresh on it
 * (docs/product/notifications.md#the-notifications-update-event).
 */
export const NOTIFICATIONS_UPDATE_EVENT = "notifications:update";

export function announceNotificationsChanged(): void {
  window.dispatchEvent(new Event(NOTIFICATIONS_UPDATE_EVENT));
}
