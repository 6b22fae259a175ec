// The `domain-events` processor: parses the envelope again (the relay is another process), then runs every handler
// registered for the type. Each handler is idempotent through runOnce, so when one fails and BullMQ retries the
// job, the handlers that already succeeded find their ProcessedEvent row and do nothing.
//
// When the job's last attempt fails (or the envelope cannot be read at all), the OutboxEvent row is marked failed
// with the attempts and the error, for admins to see and send again (api/src/features/admin-events); a later run
// that handles the event clears the mark.
import { UnrecoverableError } from "bullmq";
import { z } from "zod";
import type { Db } from "@app/db/client";
import { parseDomainEvent, type DomainEvent } from "@app/shared/contracts/events";
import { handlersFor } from "../registry.ts";
import { errorMessage, type Logger } from "../logger.ts";
import { isLastAttempt, type HandlerOutcome, type JobLike, type WorkerDeps } from "../deps.ts";

/** Records that the worker gave up on an event; a failure to record is logged (the relay's redelivery marks it). */
export async function markEventFailed(
  db: Db,
  logger: Logger,
  eventId: string,
  attempts: number,
  error: string,
): Promise<void> {
  try {
    await db.$executeRaw`
      UPDATE "OutboxEvent" SET "failedAt" = now(), "failedAttempts" = ${attempts}, "failedError" = ${error}
      WHERE "id" = ${eventId}::uuid AND "handledAt" IS NULL`;
  } catch (e) {
    logger.error({ eventId, err: e }, "could not mark the event failed");
  }
}

const envelopeId = z.object({ id: z.uuid() });

export async function processDomainEvent(job: JobLike, deps: WorkerDeps): Promise<Record<string, HandlerOutcome>> {
  let event: DomainEvent;
  try {
    event = parseDomainEvent(job.data);
  } catch (e) {
    const error = `invalid domain event (job ${job.id} "${job.name}"): ${errorMessage(e)}`;
    const id = envelopeId.safeParse(job.data);
    if (id.success) await markEventFailed(deps.db, deps.logger, id.data.id, job.attemptsMade + 1, error.slice(0, 1000));
    throw new UnrecoverableError(error);
  }
  const outcomes: Record<string, HandlerOutcome> = {};
  const errors: unknown[] = [];
  for (const handler of handlersFor(event.type)) {
    try {
      // The map is keyed by type, so the handler matches this event; TS cannot correlate the two unions.
      outcomes[handler.name] = await handler.handle(event as never, deps);
    } catch (e) {
      deps.logger.warn({ eventId: event.id, type: event.type, handler: handler.name, err: e }, "event handler failed");
      errors.push(e);
    }
  }
  if (errors.length) {
    const error =
      errors.length === 1
        ? errors[0]
        : new AggregateError(errors, `${errors.length} handlers failed for ${event.type} ${event.id}`);
    if (isLastAttempt(job)) {
      const detail = errors.map((e) => errorMessage(e, 400)).join("; ");
      await markEventFailed(deps.db, deps.logger, event.id, job.attemptsMade + 1, errorMessage(detail));
    }
    throw error;
  }
  // Every handler is done: the relay will not send this event again (outbox-relay.ts, redelivery), and an event
  // that had been given up on is not failed any more.
  await deps.db.$executeRaw`
    UPDATE "OutboxEvent" SET "handledAt" = now(), "failedAt" = NULL WHERE "id" = ${event.id}::uuid AND "handledAt" IS NULL`;
  return outcomes;
}
