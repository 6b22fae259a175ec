// Sending a failed mail again. The mail's content lives only in its failed BullMQ job (kept 7 days, see
// DEFAULT_JOB_OPTIONS.removeOnFail; a password-reset mail is never kept, so it can never be resent: the customer
// asks for a new link). The retry is a NEW job (`<original id>.retry-<random>`): BullMQ ignores an add whose id
// matches a job it still holds, and the failed original is still held. The mail keeps its key, so it keeps its
// Message-ID and EmailDelivery row, which the worker turns to `sent` (and its ContactMessage with it).
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { QUEUES, emailSendSchema } from "@app/shared/contracts/jobs";
import { jobIdFor } from "@app/worker/producer";
import { AppError, notFound } from "../../lib/app-error.ts";

export const MAIL_NOT_FOUND = "Mail not found";
export const ONLY_FAILED_MAIL = "Only a failed mail can be sent again.";
export const MAIL_CONTENT_GONE =
  "This mail's content is no longer kept (failed mail is kept for 7 days), so it cannot be sent again.";

/** The mail key inside a Message-ID `<key@domain>` (the worker's messageIdFor). */
export function keyOfMessageId(messageId: string): string | null {
  const m = /^<(.+)@[^@]+>$/.exec(messageId);
  return m ? m[1]! : null;
}

/** Reads the original job's payload; null when the queue no longer holds it. */
async function originalPayload(app: FastifyInstance, messageId: string) {
  const key = keyOfMessageId(messageId);
  if (!key) return null;
  const queue = await app.producer.queue(QUEUES.emails);
  const job = await queue.getJob(jobIdFor(key));
  const parsed = job ? emailSendSchema.safeParse(job.data) : null;
  // A payload whose key differs would make a different mail: only the same key may be resent.
  return parsed?.success && parsed.data.key === key ? { key, payload: parsed.data } : null;
}

/**
 * Queues a failed mail again. 404 unknown, 409 when it is not failed (already sent, or a retry is on its way) or
 * when its content is gone. Returns the new job's id.
 */
export async function retryFailedMail(app: FastifyInstance, deliveryId: string): Promise<{ jobId: string }> {
  const delivery = await app.db.emailDelivery.findUnique({ where: { id: deliveryId } });
  if (!delivery) throw notFound(MAIL_NOT_FOUND);
  if (delivery.status !== "failed") throw new AppError("CONFLICT", ONLY_FAILED_MAIL);
  const original = await originalPayload(app, delivery.messageId);
  if (!original) throw new AppError("CONFLICT", MAIL_CONTENT_GONE);

  const contactMessageId = original.payload.contactMessageId;
  // Claim the retry first (failed -> pending), so two clicks queue one mail; the loser gets 409.
  const claimed = await app.db.$transaction(async (tx) => {
    const { count } = await tx.emailDelivery.updateMany({
      where: { id: delivery.id, status: "failed" },
      data: { status: "pending" },
    });
    if (count === 1 && contactMessageId)
      await tx.contactMessage.updateMany({
        where: { id: contactMessageId, status: "failed" },
        data: { status: "queued" },
      });
    return count === 1;
  });
  if (!claimed) throw new AppError("CONFLICT", ONLY_FAILED_MAIL);

  try {
    const jobId = await app.producer.add("email.send", original.payload, {
      jobId: `${jobIdFor(original.key)}.retry-${randomUUID()}`,
    });
    return { jobId };
  } catch (e) {
    // Redis refused: put the rows back as they were, so the admin can try again.
    await app.db.$transaction([
      app.db.emailDelivery.updateMany({ where: { id: delivery.id, status: "pending" }, data: { status: "failed" } }),
      ...(contactMessageId
        ? [
            app.db.contactMessage.updateMany({
              where: { id: contactMessageId, status: "queued" },
              data: { status: "failed" },
            }),
          ]
        : []),
    ]);
    throw e;
  }
}
