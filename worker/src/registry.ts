// The typed registry: for every domain event its handlers, for every job its handler. Both maps are checked with
// `satisfies` over mapped types without optional keys, so adding an event type or a job name to shared/contracts
// stops this file from compiling until it is registered here; checkRegistry() repeats the check at start-up
// (and adds the one the compiler cannot see: every queue has a Worker).
import { UnrecoverableError } from "bullmq";
import { EVENT_TYPES, type EventType } from "@app/shared/contracts/events";
import { JOB_QUEUE, QUEUES, jobPayloadSchemas, type JobName, type JobPayload } from "@app/shared/contracts/jobs";
import type { EventHandler, JobHandler, JobLike, WorkerDeps } from "./deps.ts";
import { contactSubmittedHandler } from "./handlers/contact-submitted.handler.ts";
import { emailSendHandler } from "./handlers/email-send.handler.ts";
import { lotChangedHandler } from "./handlers/lot-changed.handler.ts";
import { lotsIngestHandler } from "./handlers/lots-ingest.handler.ts";
import { lotsRefreshCacheHandler } from "./handlers/lots-refresh-cache.handler.ts";
import { lotsWarmCacheHandler } from "./handlers/lots-warm-cache.handler.ts";
import { mailSweepHandler } from "./handlers/mail-sweep.handler.ts";
import { notifyOnEvent } from "./handlers/notify-on-event.handler.ts";
import { mailOnEvent } from "./handlers/mail-on-event.handler.ts";
import { watchlistRemindHandler } from "./handlers/watchlist-remind.handler.ts";
import { auctionsSweepHandler } from "./handlers/auctions-sweep.handler.ts";
import { outboxRelayHandler } from "./handlers/outbox-relay.handler.ts";
import { sessionsSweepHandler } from "./handlers/sessions-sweep.handler.ts";

export type EventHandlerMap = { readonly [E in EventType]: readonly EventHandler<E>[] };
export type JobHandlerMap = { readonly [N in JobName]: JobHandler<N> };

/**
 * Each event's handlers, each run once per event id (docs/architecture.md#step-3-handlers); an empty list would
 * consume the event with no effect.
 */
export const eventHandlers = {
  // Bids, buy-now, deposits, watchlist, bills and purchases: each gives its customer a notification, and those
  // docs/architecture.md#event-catalogue marks also an e-mail.
  "bid.placed": [notifyOnEvent("bid.placed")],
  "bid.approved": [notifyOnEvent("bid.approved")],
  "bid.rejected": [notifyOnEvent("bid.rejected"), mailOnEvent("bid.rejected")],
  "bid.updated": [notifyOnEvent("bid.updated")],
  "bid.outbid": [notifyOnEvent("bid.outbid"), mailOnEvent("bid.outbid")],
  "bid.won": [notifyOnEvent("bid.won"), mailOnEvent("bid.won")],
  "bid.lost": [notifyOnEvent("bid.lost")],
  "buy-now.approved": [notifyOnEvent("buy-now.approved"), mailOnEvent("buy-now.approved")],
  "buy-now.rejected": [notifyOnEvent("buy-now.rejected"), mailOnEvent("buy-now.rejected")],
  "deposit.completed": [notifyOnEvent("deposit.completed"), mailOnEvent("deposit.completed")],
  "watchlist.ending-soon": [notifyOnEvent("watchlist.ending-soon")],
  "bill.issued": [notifyOnEvent("bill.issued"), mailOnEvent("bill.issued")],
  "purchase.status-changed": [notifyOnEvent("purchase.status-changed"), mailOnEvent("purchase.status-changed")],
  "contact.submitted": [contactSubmittedHandler],
  "lot.changed": [lotChangedHandler],
} as const satisfies EventHandlerMap;

export const jobHandlers = {
  "email.send": emailSendHandler,
  "lots.ingest": lotsIngestHandler,
  "lots.refresh-cache": lotsRefreshCacheHandler,
  "lots.warm-cache": lotsWarmCacheHandler,
  "outbox.relay": outboxRelayHandler,
  "sessions.sweep": sessionsSweepHandler,
  "watchlist.remind": watchlistRemindHandler,
  "auctions.sweep": auctionsSweepHandler,
  "mail.sweep": mailSweepHandler,
} as const satisfies JobHandlerMap;

export function handlersFor<E extends EventType>(type: E): readonly EventHandler<E>[] {
  return (eventHandlers as EventHandlerMap)[type];
}

function isJobName(name: string): name is JobName {
  return Object.hasOwn(jobPayloadSchemas, name);
}

/**
 * The processor of the command queues (`emails`, `lots`, `maintenance`): finds the handler by job name, parses the
 * payload again (the producer is not trusted across processes) and runs it. An unknown name or a bad payload is
 * an UnrecoverableError: retrying cannot fix it.
 */
export async function processJob(job: JobLike, deps: WorkerDeps): Promise<unknown> {
  const name = job.name;
  if (!isJobName(name)) throw new UnrecoverableError(`unknown job name "${name}"`);
  const parsed = jobPayloadSchemas[name].safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError(`invalid ${name} payload: ${parsed.error.message}`);
  const handler = (jobHandlers as JobHandlerMap)[name] as JobHandler<JobName>;
  return handler(parsed.data as JobPayload<JobName>, job, deps);
}

/**
 * Start-up check (the run-time twin of the `satisfies` clauses): every event type has an entry, every job name a
 * handler, every queue a Worker in this process, and no entry names an unknown event or job.
 */
export function checkRegistry(queuesWithWorkers: Iterable<string>): void {
  const problems: string[] = [];
  const events = eventHandlers as Record<string, unknown>;
  const jobs = jobHandlers as Record<string, unknown>;
  for (const t of EVENT_TYPES) if (!Array.isArray(events[t])) problems.push(`event "${t}" has no handler list`);
  for (const t of Object.keys(events)) if (!EVENT_TYPES.includes(t as EventType)) problems.push(`unknown event "${t}"`);
  for (const n of Object.keys(jobPayloadSchemas))
    if (typeof jobs[n] !== "function") problems.push(`job "${n}" has no handler`);
  for (const n of Object.keys(jobs)) if (!isJobName(n)) problems.push(`unknown job "${n}"`);
  const withWorkers = new Set(queuesWithWorkers);
  for (const q of Object.values(QUEUES)) if (!withWorkers.has(q)) problems.push(`queue "${q}" has no Worker`);
  for (const [n, q] of Object.entries(JOB_QUEUE))
    if (!withWorkers.has(q)) problems.push(`job "${n}" goes to queue "${q}", which has no Worker`);
  if (problems.length) throw new Error(`Worker registry is incomplete:\n  ${problems.join("\n  ")}`);
}
