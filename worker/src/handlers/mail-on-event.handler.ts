// The customer e-mails of the event catalogue (docs/architecture.md#event-catalogue,
// docs/product/notifications.md#e-mails: rejected bid, outbid, won, buy-now decided, deposit completed, bill issued,
// purchase status changed): the notification's sentence in the customer's locale, with a greeting, the link into the
// account and the signature, keyed by the event. The mail is stored inside runOnce (as the contact mail is), so it
// commits with the ProcessedEvent row, and its `email.send` job is queued after the commit: a replayed event sends
// nothing twice (ProcessedEvent, then the row's status and Message-ID); a replay queues a still-pending mail's job
// again (the add after the commit may be what was lost), and the mail sweep queues any other lost job.
import { writeMail, type StoredMail } from "@app/db/mail-outbox";
import type { DomainEvent } from "@app/shared/contracts/events";
import { renderMessage, type ServerMessageId } from "@app/shared/i18n/render";
import type { EventHandler } from "../deps.ts";
import { queuePendingMail, queueStoredMail } from "../services/mail-queue.ts";
import { runOnce } from "../services/processed-events.ts";
import { lotTitleFromDb, notificationForEvent } from "../services/notifications-for-events.ts";

export const MAILED_EVENTS = {
  "bid.rejected": "email.bidRejected.subject",
  "bid.outbid": "email.outbid.subject",
  "bid.won": "email.wonAuction.subject",
  "buy-now.approved": "email.buyNowApproved.subject",
  "buy-now.rejected": "email.buyNowRejected.subject",
  "deposit.completed": "email.depositCompleted.subject",
  "bill.issued": "email.billIssued.subject",
  "purchase.status-changed": "email.purchaseUpdate.subject",
} as const satisfies Record<string, ServerMessageId>;
export type MailedEvent = keyof typeof MAILED_EVENTS;

export function mailOnEvent<E extends MailedEvent>(type: E): EventHandler<E> {
  const name = `mail.${type}`;
  return {
    name,
    async handle(event, { db, config, producer, logger }) {
      const input = await notificationForEvent(event as DomainEvent, lotTitleFromDb(db));
      if (!input) return "skipped";
      let gone = false;
      let stored: StoredMail | null = null;
      const key = `${event.id}.${name}`;
      const ran = await runOnce(db, event.id, name, async (tx) => {
        const user = await tx.user.findUnique({
          where: { id: input.userId },
          select: { id: true, email: true, name: true, locale: true },
        });
        if (!user) {
          gone = true;
          return;
        }
        const t = (id: ServerMessageId, params?: Record<string, string | number>) =>
          renderMessage(user.locale, id, params);
        const link = `${config.publicOrigin}${input.relatedLink ?? "/dashboard"}`;
        const text = [
          t("email.event.greeting", { name: user.name }),
          "",
          t(input.messageId, input.params),
          "",
          t("email.event.openLink", { link }),
          "",
          "-- ",
          t("email.common.signature", { origin: config.publicOrigin }),
        ].join("\n");
        stored = await writeMail(
          tx,
          {
            key,
            category: type,
            to: [user.email],
            subject: t(MAILED_EVENTS[type]),
            text,
            userId: user.id,
          },
          { from: config.mail.from },
        );
      });
      if (stored) await queueStoredMail(producer, stored, logger);
      if (!ran) await queuePendingMail(db, producer, key, config.mail.from, logger);
      return !ran ? "duplicate" : gone ? "skipped" : "done";
    },
  };
}
