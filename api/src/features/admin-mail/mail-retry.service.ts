// Sending a failed mail again, from its EmailDelivery row, which holds the mail's content (not from BullMQ's failed
// job, which a Redis that lost its data no longer has). A secret mail's content (a password-reset link) is dropped
// when it fails for good, and rows written before the content was stored have none: those cannot be resent (the
// customer asks for a new link). The retry claims the row (failed -> pending, requeues + 1) and queues it under a
// NEW job id (`<key>.retry-<n>`): BullMQ ignores an add whose id matches a job it still holds, and it holds the
// failed one. The mail keeps its Message-ID and row, which the worker turns to `sent` (and its ContactMessage with
// it). If the job cannot be added now, the row stays pending and the worker's mail sweep queues it.
import type { FastifyInstance } from "fastify";
import { queueStoredMail, requeuedJobId } from "@app/worker/services/mail-queue";
import { AppError, notFound } from "../../lib/app-error.ts";

export const MAIL_NOT_FOUND = "Mail not found";
export const ONLY_FAILED_MAIL = "Only a failed mail can be sent again.";
export const MAIL_CONTENT_GONE =
  "This mail's content is no longer kept (a password-reset link is not kept once it failed), so it cannot be sent again.";

/**
 * Queues a failed mail again. 404 unknown, 409 when it is not failed (already sent, or a retry is on its way) or
 * when its content is gone. Returns the new job's id.
 */
export async function retryFailedMail(app: FastifyInstance, deliveryId: string): Promise<{ jobId: string }> {
  const delivery = await app.db.emailDelivery.findUnique({
    where: { id: deliveryId },
    select: { id: true, messageId: true, status: true, text: true, requeues: true, contactMessageId: true },
  });
  if (!delivery) throw notFound(MAIL_NOT_FOUND);
  if (delivery.status !== "failed") throw new AppError("CONFLICT", ONLY_FAILED_MAIL);
  if (delivery.text === null) throw new AppError("CONFLICT", MAIL_CONTENT_GONE);

  const n = delivery.requeues + 1;
  const jobId = requeuedJobId(delivery.messageId, delivery.id, "retry", n);
  // Claim the retry first (failed -> pending), so two clicks queue one mail; the loser gets 409.
  const claimed = await app.db.$transaction(async (tx) => {
    const { count } = await tx.emailDelivery.updateMany({
      where: { id: delivery.id, status: "failed", requeues: delivery.requeues, text: { not: null } },
      data: { status: "pending", requeues: n, jobId, enqueuedAt: new Date() },
    });
    if (count === 1 && delivery.contactMessageId)
      await tx.contactMessage.updateMany({
        where: { id: delivery.contactMessageId, status: "failed" },
        data: { status: "queued" },
      });
    return count === 1;
  });
  if (!claimed) throw new AppError("CONFLICT", ONLY_FAILED_MAIL);

  await queueStoredMail(app.producer, { id: delivery.id, jobId }, app.log);
  return { jobId };
}
