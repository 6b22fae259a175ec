// The customer e-mails of the event catalogue (ARCHITECTURE.md: rejected bid, outbid, won, buy-now decided, deposit
// completed, bill issued, purchase status changed): the notification's sentence in the customer's locale, with a
// greeting, the link into the account and the signature, as one `email.send` keyed by the event. Enqueued inside
// runOnce (as the contact mail is): a replayed event sends nothing twice (ProcessedEvent, then the job id and the
// Message-ID dedupe).
import type { DomainEvent } from "@app/shared/contracts/events";
import { renderMessage, type ServerMessageId } from "@app/shared/i18n/render";
import type { EventHandler } from "../deps.ts";
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
    async handle(event, { db, config, producer }) {
      const input = await notificationForEvent(event as DomainEvent, lotTitleFromDb(db));
      if (!input) return "skipped";
      let gone = false;
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
        await producer.enqueueEmail({
          key: `${event.id}.${name}`,
          category: type,
          to: [user.email],
          subject: t(MAILED_EVENTS[type]),
          text,
          userId: user.id,
        });
      });
      return !ran ? "duplicate" : gone ? "skipped" : "done";
    },
  };
}
