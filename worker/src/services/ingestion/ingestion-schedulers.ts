// One BullMQ job scheduler per enabled source with a schedule; schedulers of sources that were disabled or lost
// their schedule are removed. Every worker process syncs at start (upsertJobScheduler is idempotent).
import type { Queue } from "bullmq";
import type { Db } from "@app/db/client";
import type { Logger } from "../../logger.ts";

const PREFIX = "lots.ingest:";
export const ingestionSchedulerId = (sourceId: string) => `${PREFIX}${sourceId}`;

export async function syncIngestionSchedulers(db: Db, lotsQueue: Queue, logger: Logger): Promise<string[]> {
  const sources = await db.ingestionSource.findMany();
  const wanted = new Set<string>();
  for (const s of sources) {
    if (!s.enabled || (!s.scheduleEveryMs && !s.scheduleCron)) continue;
    const id = ingestionSchedulerId(s.id);
    wanted.add(id);
    const repeat = s.scheduleCron ? { pattern: s.scheduleCron, tz: "Europe/Vilnius" } : { every: s.scheduleEveryMs! };
    await lotsQueue.upsertJobScheduler(id, repeat, {
      name: "lots.ingest",
      data: { sourceId: s.id },
      opts: { attempts: 8, backoff: { type: "exponential", delay: 15_000 } },
    });
  }
  for (const existing of await lotsQueue.getJobSchedulers())
    if (existing.key.startsWith(PREFIX) && !wanted.has(existing.key)) await lotsQueue.removeJobScheduler(existing.key);
  if (wanted.size) logger.info({ schedulers: [...wanted] }, "ingestion schedulers registered");
  return [...wanted];
}
