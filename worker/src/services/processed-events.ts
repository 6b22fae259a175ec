// The consumer-side idempotency guard (docs/architecture.md#step-3-handlers). Delivery is at-least-once and BullMQ's
// jobId only dedupes while the job exists, so each handler claims (eventId, handler) in the same transaction as
// its effects: a replay finds the row and does nothing; a failure rolls both back and the retry runs again.
// A concurrent duplicate blocks on the primary key until the first commits, then sees the row.
import type { Db, Tx } from "@app/db/client";

export type RunOnceOptions = { timeoutMs?: number };

/** Runs `fn(tx)` once per (eventId, handler); returns true when it ran now, false when it had run before. */
export async function runOnce(
  db: Db,
  eventId: string,
  handler: string,
  fn: (tx: Tx) => Promise<unknown>,
  opts: RunOnceOptions = {},
): Promise<boolean> {
  return db.$transaction(
    async (tx) => {
      const inserted = await tx.$executeRaw`
        INSERT INTO "ProcessedEvent" ("eventId", "handler") VALUES (${eventId}::uuid, ${handler})
        ON CONFLICT DO NOTHING`;
      if (inserted === 0) return false;
      await fn(tx);
      return true;
    },
    { timeout: opts.timeoutMs ?? 15_000, maxWait: 10_000 },
  );
}
