// What every handler receives, and the shapes of event and job handlers. Kept apart from registry.ts so that
// handler files can import the types without importing the registry.
import type { Job } from "bullmq";
import type { Redis } from "ioredis";
import type { Db } from "@app/db/client";
import type { DomainEvent, EventType } from "@app/shared/contracts/events";
import type { JobName, JobPayload } from "@app/shared/contracts/jobs";
import type { WorkerConfig } from "./config.ts";
import type { Logger } from "./logger.ts";
import type { Producer } from "./producer.ts";
import type { Mailer } from "./services/mailer.ts";
import type { NotificationService } from "./services/notifications.ts";
import type { OutboxRelay } from "./services/outbox-relay.ts";

export type WorkerDeps = {
  db: Db;
  config: WorkerConfig;
  logger: Logger;
  mailer: Mailer;
  /** Adds follow-up jobs (e.g. `email.send` from an event handler). */
  producer: Producer;
  relay: OutboxRelay;
  /** A fail-fast command connection for caches (not for queues). */
  redis: Redis;
  redisPrefix: string;
  /** Creates notifications and wakes the API's streams (services/notifications.ts). */
  notifications: NotificationService;
};

/** The parts of a BullMQ job the handlers use, so tests can run a processor on plain data. */
export type JobLike = Pick<Job, "id" | "name" | "data" | "attemptsMade" | "opts"> & {
  updateProgress?: Job["updateProgress"];
};

/** True when this run is the job's last allowed attempt (attemptsMade counts the attempts before this one). */
export function isLastAttempt(job: { attemptsMade: number; opts: { attempts?: number } }): boolean {
  return job.attemptsMade + 1 >= Math.max(1, job.opts.attempts ?? 1);
}

/** "done": effects applied now; "duplicate": this handler had already handled the event; "skipped": the entity is gone. */
export type HandlerOutcome = "done" | "duplicate" | "skipped";

/**
 * An event handler. `name` is its identity in ProcessedEvent (with the event id), so it must never change once
 * deployed; it does all its work through runOnce(db, event.id, name, ...).
 */
export type EventHandler<E extends EventType> = {
  name: string;
  handle(event: DomainEvent<E>, deps: WorkerDeps): Promise<HandlerOutcome>;
};

/** A job handler receives the payload already parsed with jobPayloadSchemas[name]. */
export type JobHandler<N extends JobName> = (
  payload: JobPayload<N>,
  job: JobLike,
  deps: WorkerDeps,
) => Promise<unknown>;
