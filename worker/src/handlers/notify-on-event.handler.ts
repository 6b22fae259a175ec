// An event handler that gives the event's customer its notification (notificationForEvent + notify). Idempotent
// without runOnce: the Notification row is unique per (event, user, type). Ready for registry.ts, e.g.
//   "bid.outbid": [notifyOnEvent("bid.outbid"), outbidMailHandler],
// A brokerage handler that also writes in a transaction can instead call deps.notifications.write(tx, input)
// inside its runOnce and deps.notifications.publish(ref) after it.
import type { DomainEvent } from "@app/shared/contracts/events";
import type { EventHandler } from "../deps.ts";
import { lotTitleFromDb, notificationForEvent, type NotifyingEvent } from "../services/notifications-for-events.ts";

export function notifyOnEvent<E extends NotifyingEvent>(type: E): EventHandler<E> {
  return {
    // Unique per event type: the registry requires unique handler names.
    name: `notify.${type}`,
    async handle(event, { db, notifications }) {
      const input = await notificationForEvent(event as DomainEvent, lotTitleFromDb(db));
      if (!input) return "skipped";
      const ref = await notifications.notify(
        input.userId,
        input.type,
        input.messageId,
        input.params,
        input.relatedLink,
        input.eventId,
      );
      return !ref ? "skipped" : ref.created ? "done" : "duplicate";
    },
  };
}
