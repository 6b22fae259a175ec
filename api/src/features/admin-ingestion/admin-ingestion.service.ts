// Ingestion sources for the admin: each with its last run, the runs of one source, "run now" and enable/disable.
//
// Run now enqueues `lots.ingest` under a fixed job id per source (`lots.ingest.manual.<id>`), so clicking twice
// queues one job (BullMQ ignores an add whose id it holds). It answers 409 while that job waits or runs, or while a
// run of the source is alive (heartbeat within the lease), from a schedule or the CLI: a second run would only
// wait for the first. A finished manual job is removed first, so its kept record does not swallow the new add.
import type { FastifyInstance } from "fastify";
import type { IngestionRun, IngestionSource } from "@app/db/client";
import { maxPagesOf, runDto } from "../../lib/ingestion-runs.ts";
import { QUEUES } from "@app/shared/contracts/jobs";
import { syncIngestionSchedulers } from "@app/worker/services/ingestion/ingestion-schedulers";
import { RUN_LEASE_MS } from "@app/worker/services/ingestion/run-ingestion";
import { recordAdminAction } from "../../lib/admin-audit.ts";
import { AppError, notFound } from "../../lib/app-error.ts";

export const SOURCE_NOT_FOUND = "Ingestion source not found";
export const RUN_ALREADY_GOING = "A run of this source is already queued or in progress.";
export const SOURCE_DISABLED = "This source is disabled. Enable it first.";

/** Job states in which a queued manual run is still to happen or happening. */
const PENDING_JOB_STATES = new Set(["waiting", "delayed", "active", "prioritized", "waiting-children"]);

export const manualRunJobId = (sourceId: string) => `lots.ingest.manual.${sourceId}`;

export function sourceDto(s: IngestionSource, lastRun: IngestionRun | null, manualRunQueued: boolean | null) {
  return {
    id: s.id,
    platform: s.platform,
    kind: s.kind,
    enabled: s.enabled,
    schedule: { everyMs: s.scheduleEveryMs, cron: s.scheduleCron },
    fullListing: s.fullListing,
    /** null when the queue could not be asked (Redis away): the list still shows. */
    manualRunQueued,
    lastRun: lastRun ? runDto(lastRun, maxPagesOf(s)) : null,
  };
}

async function manualJob(app: FastifyInstance, sourceId: string) {
  const queue = await app.producer.queue(QUEUES.lots);
  const job = await queue.getJob(manualRunJobId(sourceId));
  return job ? { job, state: await job.getState() } : null;
}

export async function manualRunQueued(app: FastifyInstance, sourceId: string): Promise<boolean | null> {
  try {
    const found = await manualJob(app, sourceId);
    return found !== null && PENDING_JOB_STATES.has(found.state);
  } catch {
    return null;
  }
}

export async function findSource(app: FastifyInstance, id: string) {
  const source = await app.db.ingestionSource.findUnique({ where: { id } });
  if (!source) throw notFound(SOURCE_NOT_FOUND);
  return source;
}

export async function runNow(app: FastifyInstance, sourceId: string): Promise<{ jobId: string }> {
  const source = await findSource(app, sourceId);
  if (!source.enabled) throw new AppError("CONFLICT", SOURCE_DISABLED);
  const alive = await app.db.ingestionRun.findFirst({
    where: { sourceId, status: "running", heartbeatAt: { gt: new Date(Date.now() - RUN_LEASE_MS) } },
    select: { id: true },
  });
  if (alive) throw new AppError("CONFLICT", RUN_ALREADY_GOING);
  const existing = await manualJob(app, sourceId);
  if (existing && PENDING_JOB_STATES.has(existing.state)) throw new AppError("CONFLICT", RUN_ALREADY_GOING);
  if (existing) await existing.job.remove();
  const jobId = await app.producer.add(
    "lots.ingest",
    { sourceId },
    {
      jobId: manualRunJobId(sourceId),
      // As the scheduled runs: a run that is busy elsewhere is retried later.
      attempts: 8,
      backoff: { type: "exponential", delay: 15_000 },
    },
  );
  return { jobId };
}

/** Saves the flag (audited), then brings the BullMQ schedulers in line with the sources at once. */
export async function setSourceEnabled(app: FastifyInstance, sourceId: string, enabled: boolean, adminId: string) {
  const source = await findSource(app, sourceId);
  if (source.enabled !== enabled)
    await app.db.$transaction(async (tx) => {
      await tx.ingestionSource.update({ where: { id: sourceId }, data: { enabled } });
      await recordAdminAction(tx, {
        adminId,
        action: "ingestion_source.enabled_changed",
        targetType: "ingestion_source",
        targetId: sourceId,
        before: { enabled: source.enabled },
        after: { enabled },
      });
    });
  await syncIngestionSchedulers(app.db, await app.producer.queue(QUEUES.lots), app.log);
  return findSource(app, sourceId);
}
