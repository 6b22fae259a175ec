// Sending a failed domain event again. The retry makes the event unpublished again with `retries` + 1 (and its
// redeliveries back to 0, so a job Redis loses is sent again as before), in one statement that only a failed,
// unhandled event passes: two clicks make one retry, the loser gets 409. The outbox relay then enqueues it under a
// fresh job id, `<id>.retry-<n>` (BullMQ ignores an add whose id it still holds, and it holds the failed job), even
// if Redis is away at this moment. Every handler still acts once: those that had succeeded find their
// ProcessedEvent row. Once handled, the worker stamps handledAt and the event leaves the failed list.
import type { FastifyInstance } from "fastify";
import { eventJobId } from "@app/shared/contracts/jobs";
import { AppError, notFound } from "../../lib/app-error.ts";

export const EVENT_NOT_FOUND = "Event not found";
export const ONLY_FAILED_EVENT = "Only a failed event can be sent again.";

export async function retryFailedEvent(app: FastifyInstance, id: string): Promise<{ jobId: string }> {
  const retried = await app.db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ retries: number }[]>`
      UPDATE "OutboxEvent"
      SET "failedAt" = NULL, "publishedAt" = NULL, "retries" = "retries" + 1, "redeliveries" = 0
      WHERE "id" = ${id}::uuid AND "failedAt" IS NOT NULL AND "handledAt" IS NULL
      RETURNING "retries"`;
    // The table's trigger wakes the relay on INSERT only; an update asks for it.
    if (rows.length) await tx.$executeRaw`SELECT pg_notify('outbox_event', '')`;
    return rows[0] ?? null;
  });
  if (retried) return { jobId: eventJobId(id, retried.retries) };
  const exists = await app.db.outboxEvent.findUnique({ where: { id }, select: { id: true } });
  if (!exists) throw notFound(EVENT_NOT_FOUND);
  throw new AppError("CONFLICT", ONLY_FAILED_EVENT);
}
