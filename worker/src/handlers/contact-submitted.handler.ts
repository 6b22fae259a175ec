// `contact.submitted` -> one mail to the office (OFFICE_EMAIL plus the recipients the API allowed and stored on
// the row). Stored inside runOnce, so the mail commits with the ProcessedEvent row, and its `email.send` job is
// queued after the commit; a replay queues a still-pending mail's job again, any other job lost on the way (Redis
// away or emptied) is queued again by the mail sweep, and the
// mail is sent once whatever runs twice (EmailDelivery's status and Message-ID).
import { z } from "zod";
import type { ContactMessage } from "@app/db/client";
import { writeMail, type StoredMail } from "@app/db/mail-outbox";
import type { MailContent } from "@app/shared/contracts/jobs";
import { queuePendingMail, queueStoredMail } from "../services/mail-queue.ts";
import { runOnce } from "../services/processed-events.ts";
import type { EventHandler } from "../deps.ts";

export const CONTACT_OFFICE_HANDLER = "contact-office";

const isEmail = (v: string) => z.email().max(254).safeParse(v).success;

/** Valid, de-duplicated (case-insensitively) addresses, not already used in `exclude`, at most 20. */
function addresses(list: readonly string[], exclude: Set<string>): string[] {
  const out: string[] = [];
  for (const raw of list) {
    const a = raw.trim();
    if (!isEmail(a) || exclude.has(a.toLowerCase())) continue;
    exclude.add(a.toLowerCase());
    out.push(a);
    if (out.length === 20) break;
  }
  return out;
}

const contactMailKey = (eventId: string) => `${eventId}.${CONTACT_OFFICE_HANDLER}`;

export function contactOfficeMail(msg: ContactMessage, officeEmail: string, eventId: string): MailContent {
  const seen = new Set<string>();
  const to = addresses([officeEmail, ...msg.recipients], seen);
  const cc = addresses(msg.ccRecipients, seen);
  const bcc = addresses(msg.bccRecipients, seen);
  const replyTo = msg.replyTo && isEmail(msg.replyTo) ? msg.replyTo : null;
  return {
    key: contactMailKey(eventId),
    category: "contact",
    to,
    cc,
    bcc,
    replyTo,
    subject: msg.emailSubject.slice(0, 300) || "Contact form",
    text: contactText(msg),
    contactMessageId: msg.id,
  };
}

function contactText(msg: ContactMessage): string {
  const field = (label: string, value: string | null) => `${label}: ${value?.trim() || "-"}`;
  const extra =
    msg.extra && typeof msg.extra === "object" && Object.keys(msg.extra).length > 0
      ? JSON.stringify(msg.extra, null, 2)
      : "{}";
  return [
    "A visitor sent the contact form.",
    "",
    field("Name", msg.name),
    field("E-mail", msg.email),
    field("Phone", msg.phone),
    field("Subject", msg.subject),
    field("Received", msg.createdAt.toISOString()),
    field("IP", msg.ip),
    field("User agent", msg.userAgent),
    "",
    "Message:",
    msg.message,
    "",
    "Extra fields:",
    extra,
    "",
    `Reference: ${msg.id}`,
  ].join("\n");
}

export const contactSubmittedHandler: EventHandler<"contact.submitted"> = {
  name: CONTACT_OFFICE_HANDLER,
  async handle(event, { db, config, producer, logger }) {
    let gone = false;
    let stored: StoredMail | null = null;
    const ran = await runOnce(db, event.id, CONTACT_OFFICE_HANDLER, async (tx) => {
      const msg = await tx.contactMessage.findUnique({ where: { id: event.payload.contactMessageId } });
      if (!msg) {
        gone = true; // nothing to send, ever: record the event as handled
        return;
      }
      stored = await writeMail(tx, contactOfficeMail(msg, config.mail.officeEmail, event.id), {
        from: config.mail.from,
      });
    });
    if (stored) await queueStoredMail(producer, stored, logger);
    if (!ran) await queuePendingMail(db, producer, contactMailKey(event.id), config.mail.from, logger);
    if (gone)
      logger.warn({ eventId: event.id, contactMessageId: event.payload.contactMessageId }, "contact: message is gone");
    return !ran ? "duplicate" : gone ? "skipped" : "done";
  },
};
