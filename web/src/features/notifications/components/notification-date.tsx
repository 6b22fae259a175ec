import { FormattedDate, FormattedMessage, FormattedTime } from "react-intl";
import { notificationDateKind } from "../notification-dates";

/** 'Today at 14:05', 'Yesterday at 09:12', or a short date (docs/product/notifications.md#notification-dates). */
export function NotificationDate({ createdAt }: { createdAt: string }) {
  const date = new Date(createdAt);
  const kind = notificationDateKind(date, new Date());
  if (kind === "date") return <FormattedDate value={date} dateStyle="short" />;
  const time = <FormattedTime value={date} timeStyle="short" />;
  return (
    <FormattedMessage
      id={kind === "today" ? "notifications.date.today" : "notifications.date.yesterday"}
      values={{ time }}
    />
  );
}
