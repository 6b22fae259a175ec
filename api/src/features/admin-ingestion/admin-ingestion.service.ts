// Ingestion sources for the admin: each with its last run and its held run, the runs of one source, "run now",
// enable/disable, and the confirmation of a held run's removal.
//
// Run now enqueues `lots.ingest` under a fixed job id per source (`lots.ingest.manual.<id>`), so clicking twice
// queues one job (BullMQ ignores an add whose id it holds). It answers 409 while that job waits or runs, or while a
// run of the source is alive (heartbeat within the lease), from a schedule or the CLI: a second run would only
// wait for the first. A finished manual job is removed first, so its kept record does not swallow the new add.
//
// Confirming a held run removes exactly what that run would have removed: the source's open lots not seen since the
// run started (a lot seen again since by any run is kept). The run then counts as completed, with `removed` and
// the confirmation recorded; a run no longer held, already confirmed, or overtaken by a later completed run (which
// removed what was gone by then) answers 409.
import type { FastifyInstance } from "fastify";
import type { IngestionRun, IngestionSource } from "@app/db/client";
import { heldRuns, latestRuns, maxPagesOf, runDto } from "../../lib/ingestion-runs.ts";
import { INGESTION_ADMIN_MESSAGES } from "@app/shared/ingestion/ingestion-admin.schemas";
import type { IngestionSourceDto } from "@app/shared/ingestion/ingestion-admin.schemas";
import { removeVanished } from "@app/worker/services/ingestion/listing-removal";
import { runLotsChanged } from "@app/worker/services/ingestion/lots-changed";
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

export function sourceDto(
  s: IngestionSource,
  lastRun: IngestionRun | null,
  heldRun: IngestionRun | null,
  manualRunQueued: boolean | null,
): IngestionSourceDto {
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
    heldRun: heldRun ? runDto(heldRun, maxPagesOf(s)) : null,
  };
}

/** The sources as the admin list shows them: each with its last run, its held run and its queued manual run. */
export async function sourceDtos(app: FastifyInstance, sources: IngestionSource[]) {
  const ids = sources.map((s) => s.id);
  const [last, held] = await Promise.all([latestRuns(app, ids), heldRuns(app, ids)]);
  return Promise.all(
    sources.map(async (s) =>
      sourceDto(s, last.get(s.id) ?? null, held.get(s.id) ?? null, await manualRunQueued(app, s.id)),
    ),
  );
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Removes the lots a held run would have removed, marks it confirmed (audited), then runs the lots-changed step. */
export async function confirmRemoval(app: FastifyInstance, runId: string, adminId: string) {
  if (!UUID.test(runId)) throw notFound(INGESTION_ADMIN_MESSAGES.runNotFound);
  const done = await app.db.$transaction(async (tx) => {
    // Two confirmations of one run queue here; the second finds it confirmed.
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "IngestionRun" WHERE "id" = ${runId}::uuid FOR UPDATE`;
    const run = locked.length ? await tx.ingestionRun.findUnique({ where: { id: runId } }) : null;
    if (!run) throw notFound(INGESTION_ADMIN_MESSAGES.runNotFound);
    if (run.status !== "held" || run.removalConfirmedAt)
      throw new AppError("CONFLICT", INGESTION_ADMIN_MESSAGES.notHeld);
    const later = await tx.ingestionRun.findFirst({
      where: { sourceId: run.sourceId, status: "completed", startedAt: { gt: run.startedAt } },
      select: { id: true },
    });
    if (later) throw new AppError("CONFLICT", INGESTION_ADMIN_MESSAGES.notHeld);
    const gone = await removeVanished(tx, run.sourceId, run.startedAt);
    const confirmed = await tx.ingestionRun.update({
      where: { id: run.id },
      data: {
        status: "completed",
        removed: gone.length,
        removalConfirmedAt: new Date(),
        removalConfirmedBy: adminId,
        summary: `${run.summary ?? ""}; removal confirmed: ${gone.length} removed`.slice(0, 1000),
      },
    });
    await recordAdminAction(tx, {
      adminId,
      action: "ingestion_run.removal_confirmed",
      targetType: "ingestion_run",
      targetId: run.id,
      before: { status: run.status, removalCandidates: run.removalCandidates },
      after: { status: confirmed.status, removed: gone.length },
    });
    return { gone, run: confirmed };
  });
  const deps = { db: app.db, redis: app.redis, redisPrefix: app.redisPrefix, logger: app.log, producer: app.producer };
  await runLotsChanged(deps, done.gone);
  const source = await app.db.ingestionSource.findUnique({ where: { id: done.run.sourceId } });
  return { removed: done.gone.length, run: runDto(done.run, source ? maxPagesOf(source) : null) };
}
