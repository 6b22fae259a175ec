// The transactional-outbox relay (docs/architecture.md#step-2-the-relay, docs/architecture.md#redelivery-of-lost-jobs).
// Rows committed to "OutboxEvent" are added to the `domain-events` queue with jobId = event id, then marked published.
// It is woken by LISTEN outbox_event (the table's trigger notifies on commit) on a dedicated connection, with a poll as
// a safety net for notifications missed while that connection was down.
//
// Guarantees: a row is marked published only after BullMQ accepted its job, so nothing is lost when Redis is
// away (the row keeps attempts/lastError and is retried next round). A crash between add and mark re-adds the
// row later: BullMQ ignores the same jobId while the job exists, and consumers dedupe on the event id
// (ProcessedEvent) for when it no longer does. Several relays may run at once: FOR UPDATE SKIP LOCKED gives
// each a disjoint batch.
//
// Redelivery: Redis may lose a job it had accepted (a crash with appendfsync everysec loses up to a second), and the
// row is marked published by then. The worker stamps "handledAt" once every handler of an event is done; events
// published longer than `redeliverAfterMs` ago and still unhandled are made unpublished again (at most
// MAX_REDELIVERIES times each), so the next round enqueues them again. An event whose job still exists (queued
// behind a backlog, waiting for a retry, failed for good) costs a no-op add: BullMQ ignores the same jobId.
//
// Failed events: an event whose job ran out of attempts is marked failed by the worker (domain-event.handler.ts);
// one sent again MAX_REDELIVERIES times and still not handled is marked failed here. Either way it waits for an
// admin (api/src/features/admin-events), whose retry makes it unpublished again with `retries` + 1, so this relay
// enqueues it under a fresh job id, `<id>.retry-<n>` (eventJobId): BullMQ still holds the failed job's id.
import type { Queue } from "bullmq";
import pg from "pg";
import type { Db } from "@app/db/client";
import { DEFAULT_JOB_OPTIONS, eventJobId } from "@app/shared/contracts/jobs";
import { errorMessage, silentLogger, type Logger } from "../logger.ts";

export const OUTBOX_CHANNEL = "outbox_event";

export type RelayResult = { claimed: number; published: number; failed: number };

export type OutboxRelay = {
  /** One round: claims up to batchSize unpublished rows, enqueues them and marks the ones BullMQ accepted. */
  relayOnce(): Promise<RelayResult>;
  /** Starts LISTEN and the safety poll, and runs a first round at once. */
  start(): Promise<void>;
  /** Stops listening and polling and waits for a round in progress. */
  stop(): Promise<void>;
  /**
   * Makes published events unhandled for longer than redeliverAfterMs unpublished again, and marks failed those
   * that ran out of redeliveries; returns how many were sent again.
   */
  redeliverUnhandled(): Promise<number>;
};

/** Each event is sent again at most this many times for want of handledAt (then it is failed, for an admin). */
export const MAX_REDELIVERIES = 5;
export const REDELIVERIES_EXHAUSTED = `Not handled after ${MAX_REDELIVERIES} redeliveries`;

export type OutboxRelayOptions = {
  db: Db;
  /** The `domain-events` queue on a fail-fast (producer) connection, or how to get it once Redis is connected. */
  queue: Queue | (() => Promise<Queue>);
  /** Used for the LISTEN connection only. */
  databaseUrl: string;
  pollMs: number;
  batchSize: number;
  logger?: Logger;
  /** Upper bound on one enqueue, so a hung Redis cannot hold the claimed rows' locks for long. */
  enqueueTimeoutMs?: number;
  /** Published this long ago and still not handled: sent again (default 5 minutes; checked every minute). */
  redeliverAfterMs?: number;
};

type ClaimedRow = { id: string; type: string; payload: unknown; createdAt: Date | string; retries: number };

export function createOutboxRelay(opts: OutboxRelayOptions): OutboxRelay {
  const log = opts.logger ?? silentLogger;
  const enqueueTimeoutMs = opts.enqueueTimeoutMs ?? 5_000;
  let stopped = true;
  let running: Promise<void> | null = null;
  let again = false;
  let pollTimer: NodeJS.Timeout | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let listener: pg.Client | null = null;
  let reconnectDelayMs = 500;
  let redeliverTimer: NodeJS.Timeout | null = null;
  const redeliverAfterMs = opts.redeliverAfterMs ?? 5 * 60_000;

  async function redeliverUnhandled(): Promise<number> {
    const since = new Date(Date.now() - redeliverAfterMs);
    const rows = await opts.db.$queryRaw<{ id: string }[]>`
      UPDATE "OutboxEvent" SET "publishedAt" = NULL, "redeliveries" = "redeliveries" + 1
      WHERE "id" IN (
        SELECT "id" FROM "OutboxEvent"
        WHERE "handledAt" IS NULL AND "publishedAt" IS NOT NULL AND "publishedAt" < ${since}
          AND "redeliveries" < ${MAX_REDELIVERIES} AND "failedAt" IS NULL
        ORDER BY "publishedAt" LIMIT 500 FOR UPDATE SKIP LOCKED
      )
      RETURNING "id"`;
    if (rows.length) {
      log.warn({ events: rows.length }, "outbox: published events never handled (lost by Redis?); sending again");
      wake();
    }
    const exhausted = await opts.db.$queryRaw<{ id: string }[]>`
      UPDATE "OutboxEvent" SET "failedAt" = now(), "failedError" = ${REDELIVERIES_EXHAUSTED}
      WHERE "handledAt" IS NULL AND "publishedAt" IS NOT NULL AND "publishedAt" < ${since}
        AND "redeliveries" >= ${MAX_REDELIVERIES} AND "failedAt" IS NULL
      RETURNING "id"`;
    if (exhausted.length)
      log.error({ events: exhausted.map((r) => r.id) }, "outbox: events still not handled after every redelivery");
    return rows.length;
  }

  async function relayOnce(): Promise<RelayResult> {
    // Getting the queue waits briefly for a reconnecting Redis; if it is away, the claimed rows record why.
    let queue: Queue | null = null;
    let unavailable: unknown = null;
    try {
      queue = typeof opts.queue === "function" ? await opts.queue() : opts.queue;
    } catch (e) {
      unavailable = e;
    }
    return opts.db.$transaction(
      async (tx) => {
        const rows = await tx.$queryRaw<ClaimedRow[]>`
          SELECT "id", "type", "payload", "createdAt", "retries" FROM "OutboxEvent"
          WHERE "publishedAt" IS NULL
          ORDER BY "createdAt", "id"
          LIMIT ${opts.batchSize}
          FOR UPDATE SKIP LOCKED`;
        if (rows.length === 0) return { claimed: 0, published: 0, failed: 0 };

        const enqueue = (q: Queue, row: ClaimedRow) =>
          withTimeout(
            q.add(
              row.type,
              { id: row.id, type: row.type, occurredAt: new Date(row.createdAt).toISOString(), payload: row.payload },
              { ...DEFAULT_JOB_OPTIONS, jobId: eventJobId(row.id, row.retries) },
            ),
            enqueueTimeoutMs,
          );
        const outcomes = await Promise.allSettled(
          rows.map((row) => (queue ? enqueue(queue, row) : Promise.reject(unavailable))),
        );
        const published: string[] = [];
        const failures = new Map<string, string[]>(); // error text -> ids, to update alike rows together
        outcomes.forEach((o, i) => {
          const id = rows[i]!.id;
          if (o.status === "fulfilled") published.push(id);
          else {
            const message = errorMessage(o.reason);
            failures.set(message, [...(failures.get(message) ?? []), id]);
          }
        });
        if (published.length > 0)
          await tx.outboxEvent.updateMany({ where: { id: { in: published } }, data: { publishedAt: new Date() } });
        for (const [lastError, ids] of failures)
          await tx.outboxEvent.updateMany({
            where: { id: { in: ids } },
            data: { attempts: { increment: 1 }, lastError },
          });
        const failed = rows.length - published.length;
        if (failed > 0)
          log.warn({ failed, error: [...failures.keys()][0] }, "outbox: enqueue failed, rows kept for retry");
        return { claimed: rows.length, published: published.length, failed };
      },
      { timeout: enqueueTimeoutMs * 2 + 10_000, maxWait: 10_000 },
    );
  }

  /** Coalesces wake-ups: one round at a time; a wake-up during a round asks for one more. */
  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          const r = await relayOnce();
          // A full batch that all went through means more may be waiting; a failing batch waits for the poll.
          if (r.claimed === opts.batchSize && r.failed === 0) again = true;
        } while (again && !stopped);
      } catch (e) {
        log.error({ err: e }, "outbox: relay round failed");
      } finally {
        running = null;
      }
    })();
  }

  async function listen(): Promise<void> {
    if (stopped) return;
    const client = new pg.Client({ connectionString: opts.databaseUrl, keepAlive: true });
    listener = client;
    let dropped = false;
    const onDrop = (err?: Error) => {
      if (dropped) return;
      dropped = true;
      client.removeAllListeners("notification");
      client.end().catch(() => {});
      if (listener === client) listener = null;
      if (stopped) return;
      log.warn({ err, retryInMs: reconnectDelayMs }, "outbox: LISTEN connection lost, reconnecting");
      scheduleReconnect();
    };
    client.on("error", onDrop);
    client.on("end", () => onDrop());
    client.on("notification", (msg) => {
      if (msg.channel === OUTBOX_CHANNEL) wake();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
      reconnectDelayMs = 500;
      wake(); // catch up on anything committed while we were not listening
    } catch (e) {
      onDrop(e as Error);
    }
  }

  function scheduleReconnect(): void {
    if (stopped || reconnectTimer) return;
    const delay = reconnectDelayMs;
    reconnectDelayMs = Math.min(reconnectDelayMs * 2, 30_000);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void listen();
    }, delay);
  }

  return {
    relayOnce,
    redeliverUnhandled,
    async start() {
      if (!stopped) return;
      stopped = false;
      pollTimer = setInterval(wake, opts.pollMs);
      redeliverTimer = setInterval(
        () => {
          redeliverUnhandled().catch((e: unknown) => log.warn({ err: e }, "outbox: redelivery sweep failed"));
        },
        Math.min(60_000, redeliverAfterMs),
      );
      await listen();
      wake();
    },
    async stop() {
      stopped = true;
      if (pollTimer) clearInterval(pollTimer);
      if (redeliverTimer) clearInterval(redeliverTimer);
      if (reconnectTimer) clearTimeout(reconnectTimer);
      pollTimer = reconnectTimer = redeliverTimer = null;
      const client = listener;
      listener = null;
      if (client) {
        client.removeAllListeners("notification");
        await client.end().catch(() => {});
      }
      await running;
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`enqueue timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
