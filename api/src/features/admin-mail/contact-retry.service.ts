// Sending a failed contact message again. Its office mail is resent as is from its delivery row (the same
// Message-ID, so a mail that did arrive after all is dropped by the receiving side); when there is no such mail
// with its content, a NEW `contact.submitted` event is written, so the worker builds the mail afresh under a new
// key, hence a new job id that BullMQ cannot mistake for the failed one.
import type { FastifyInstance } from "fastify";
import { writeEvent } from "@app/db/outbox";
import { AppError, notFound } from "../../lib/app-error.ts";
import { MAIL_CONTENT_GONE, retryFailedMail } from "./mail-retry.service.ts";

export const CONTACT_MESSAGE_NOT_FOUND = "Message not found";
export const ONLY_FAILED_MESSAGE = "Only a failed message can be sent again.";
/** The worker's contact handler name, the suffix of its mail keys (`<eventId>.contact-office`). */
const CONTACT_MAIL_SUFFIX = "contact-office";

async function failedMailOf(app: FastifyInstance, contactMessageId: string) {
  const events = await app.db.outboxEvent.findMany({
    where: { type: "contact.submitted", payload: { path: ["contactMessageId"], equals: contactMessageId } },
    orderBy: { createdAt: "desc" },
    select: { id: true },
    take: 10,
  });
  for (const e of events) {
    const mail = await app.db.emailDelivery.findFirst({
      where: { messageId: { startsWith: `<${e.id}.${CONTACT_MAIL_SUFFIX}@` }, status: "failed" },
      select: { id: true },
    });
    if (mail) return mail;
  }
  return null;
}

export async function retryContactMessage(
  app: FastifyInstance,
  id: string,
): Promise<{ via: "mail"; jobId: string } | { via: "event"; eventId: string }> {
  const msg = await app.db.contactMessage.findUnique({ where: { id }, select: { status: true } });
  if (!msg) throw notFound(CONTACT_MESSAGE_NOT_FOUND);
  if (msg.status !== "failed") throw new AppError("CONFLICT", ONLY_FAILED_MESSAGE);

  const mail = await failedMailOf(app, id);
  if (mail) {
    try {
      return { via: "mail", ...(await retryFailedMail(app, mail.id)) };
    } catch (e) {
      if (!(e instanceof AppError && e.message === MAIL_CONTENT_GONE)) throw e;
    }
  }

  const eventId = await app.db.$transaction(async (tx) => {
    const { count } = await tx.contactMessage.updateMany({
      where: { id, status: "failed" },
      data: { status: "queued" },
    });
    if (count === 0) throw new AppError("CONFLICT", ONLY_FAILED_MESSAGE);
    return writeEvent(tx, "contact.submitted", { contactMessageId: id });
  });
  return { via: "event", eventId };
}
