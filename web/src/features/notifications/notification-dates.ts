// Notification dates read 'Today at', 'Yesterday at', or a short date, in the reader's time zone
// (docs/product/notifications.md#notification-dates).

export type NotificationDateKind = "today" | "yesterday" | "date";

const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;

/** Which wording a notification's date takes, compared with `now` by calendar day (local time). */
export function notificationDateKind(createdAt: Date, now: Date): NotificationDateKind {
  if (dayKey(createdAt) === dayKey(now)) return "today";
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  return dayKey(createdAt) === dayKey(yesterday) ? "yesterday" : "date";
}
