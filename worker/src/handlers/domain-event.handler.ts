// The `domain-events` processor: parses the envelope again (the relay is another process), then runs every handler
// registered for the type. Each handler is idempotent through runOnce, so when one fails and BullMQ retries the
// job, the handlers that already succeeded find their ProcessedEvent row and do nothing.
import { UnrecoverableError } from "bullmq";
import { parseDomainEvent, type DomainEvent } from "@app/shared/contracts/events";
import { handlersFor } from "../registry.ts";
import { errorMessage } from "../logger.ts";
import type { HandlerOutcome, JobLike, WorkerDeps } from "../deps.ts";

export async function processDomainEvent(job: JobLike, deps: WorkerDeps): Promise<Record<string, HandlerOutcome>> {
  let event: DomainEvent;
  try {
    event = parseDomainEvent(job.data);
  } catch (e) {
    throw new UnrecoverableError(`invalid domain event (job ${job.id} "${job.name}"): ${errorMessage(e)}`);
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
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1)
    throw new AggregateError(errors, `${errors.length} handlers failed for ${event.type} ${event.id}`);
  // Every handler is done: the relay will not send this event again (outbox-relay.ts, redelivery).
  await deps.db.$executeRaw`
    UPDATE "OutboxEvent" SET "handledAt" = now() WHERE "id" = ${event.id}::uuid AND "handledAt" IS NULL`;
  return outcomes;
}
