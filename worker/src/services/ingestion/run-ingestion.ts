// One ingestion run over a source: pages through it, normalises each item with the platform's adapter, writes the
// lots in batches (prisma/src/lot-store.ts, the same path as the seed), runs the "lots changed" step for what
// changed, and records progress on the IngestionRun row after every page.
//
// Failure rules: a record that cannot be normalised is counted and skipped; a page that fails after the source's
// own retries is recorded and the run goes on with the next page, unless several fail in a row (the source is
// down: the run ends as failed and keeps every lot it had). Runs are resumable: the row's `nextPage` is the
// resume point, and a run whose worker died (stale heartbeat) is picked up where it stopped by the next job; as
// writes are idempotent upserts, re-reading a page is harmless.
import type { Db } from "@app/db/client";
import { upsertLots } from "@app/db/lot-store";
import { adapterFor } from "@app/shared/catalogue/provider-adapters";
import type { LotRecord } from "@app/shared/catalogue/lot.schemas";
import { fileSourceSettingsSchema, httpSourceSettingsSchema } from "@app/shared/ingestion/ingestion-source.schemas";
import type { Logger } from "../../logger.ts";
import { createFileSource } from "./file-source.ts";
import { createHttpSource } from "./http-source.ts";
import { keepLotStatistics } from "./lot-statistics.ts";
import { PageError, type PageSource } from "./page-source.ts";
import { runLotsChanged, type LotChange, type LotsChangedDeps } from "./lots-changed.ts";

/** A run whose heartbeat is older than this is taken to have died with its worker, and is resumed. */
export const RUN_LEASE_MS = 60_000;
const MAX_RECORDED_ERRORS = 100;

export type RunProgress = {
  runId: string;
  page: number;
  seen: number;
  created: number;
  updated: number;
  failed: number;
};

export type RunOutcome =
  | { status: "completed" | "failed"; runId: string; summary: string; resumed: boolean }
  | { status: "busy"; runId: string };

export type IngestionDeps = LotsChangedDeps & { db: Db; logger: Logger; fetchImpl?: typeof fetch };

type RunError = { page?: number; lotNumber?: string | null; reason: string; at: string };

export class UnknownSourceError extends Error {
  override name = "UnknownSourceError";
}

function pageSourceFor(
  source: { kind: "http" | "file"; platform: string; settings: unknown },
  fetchImpl?: typeof fetch,
): PageSource {
  const adapter = adapterFor(source.platform as LotRecord["platform"]);
  if (!adapter) throw new UnknownSourceError(`no adapter for platform ${source.platform}`);
  return source.kind === "http"
    ? createHttpSource(httpSourceSettingsSchema.parse(source.settings), adapter, fetchImpl)
    : createFileSource(fileSourceSettingsSchema.parse(source.settings), adapter);
}

/** Starts a run, resumes a dead one, or reports that a live one is in progress elsewhere. */
async function claimRun(db: Db, sourceId: string, now: Date) {
  return db.$transaction(async (tx) => {
    // Serialises claims per source: two jobs cannot both start a run.
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "IngestionSource" WHERE "id" = ${sourceId} FOR UPDATE`;
    if (!locked.length) throw new UnknownSourceError(`unknown ingestion source ${sourceId}`);
    const running = await tx.ingestionRun.findFirst({
      where: { sourceId, status: "running" },
      orderBy: { startedAt: "desc" },
    });
    if (running && now.getTime() - running.heartbeatAt.getTime() < RUN_LEASE_MS)
      return { busy: true as const, run: running };
    if (running) {
      const run = await tx.ingestionRun.update({ where: { id: running.id }, data: { heartbeatAt: now } });
      return { busy: false as const, resumed: true, run };
    }
    const run = await tx.ingestionRun.create({ data: { sourceId, startedAt: now, heartbeatAt: now } });
    return { busy: false as const, resumed: false, run };
  });
}

/** Lots written per statement by default (ten pages of a provider's usual 100); a source's settings may say. */
const WRITE_BATCH_LOTS = 1_000;

export async function runIngestion(
  deps: IngestionDeps,
  sourceId: string,
  opts: { signal?: AbortSignal; onProgress?: (p: RunProgress) => Promise<void> | void } = {},
): Promise<RunOutcome> {
  const { db, logger } = deps;
  const source = await db.ingestionSource.findUnique({ where: { id: sourceId } });
  if (!source) throw new UnknownSourceError(`unknown ingestion source ${sourceId}`);
  const pages = pageSourceFor(source, deps.fetchImpl);
  const settings = source.settings as {
    maxPages?: number;
    maxConsecutiveFailedPages?: number;
    writeBatchLots?: number;
  };
  const maxPages = settings.maxPages ?? 100_000;
  const maxConsecutiveFailures = settings.maxConsecutiveFailedPages ?? 3;
  const writeBatchLots = settings.writeBatchLots ?? WRITE_BATCH_LOTS;

  const claim = await claimRun(db, sourceId, new Date());
  if (claim.busy) return { status: "busy", runId: claim.run.id };
  const run = claim.run;
  /**
   * The batch being written. The next batch's pages are read and normalised meanwhile (JavaScript and PostgreSQL on
   * the two cores at once); one batch is written at a time, in page order, so progress stays in order.
   */
  let writing: Promise<void> = Promise.resolve();
  try {
    const counts = {
      seen: run.seen,
      created: run.created,
      updated: run.updated,
      unchanged: run.unchanged,
      failed: run.failed,
      pagesDone: run.pagesDone,
      pagesFailed: run.pagesFailed,
    };
    const errors: RunError[] = Array.isArray(run.errors) ? (run.errors as RunError[]) : [];
    const recordError = (e: Omit<RunError, "at"> & { at?: string }) => {
      if (errors.length < MAX_RECORDED_ERRORS) errors.push({ at: new Date().toISOString(), ...e });
    };
    logger.info({ sourceId, runId: run.id, resumedAt: claim.resumed ? run.nextPage : null }, "ingestion: run started");

    const adapter = adapterFor(source.platform)!;
    /** One page read and normalised; failures come back as values so a prefetched page never rejects unobserved. */
    type Fetched =
      | { ok: true; done: boolean; items: unknown[]; records: LotRecord[]; bad: unknown[] }
      | { ok: false; error: unknown };
    const fetchPage = async (n: number): Promise<Fetched> => {
      try {
        const { items, done } = await pages.fetchPage(n, opts.signal);
        const records: LotRecord[] = [];
        const bad: unknown[] = [];
        for (const item of done ? [] : items) {
          const record = adapter.normalise(item);
          if (record) records.push(record);
          else bad.push(item);
        }
        return { ok: true, done, items, records, bad };
      } catch (error) {
        return { ok: false, error };
      }
    };

    const statistics = keepLotStatistics(db);
    /**
     * Pages read but not yet written. Writing about WRITE_BATCH_LOTS lots per statement instead of a page's 100 spreads
     * each write's fixed costs (round trips, the progress row, the lots-changed step) over ten times the lots
     * (bench/ingest/README.md). Their counts and errors join the run's only when they are written, and the saved resume
     * point never passes an unwritten page, so a crash in between re-reads those pages and counts them once.
     */
    let pending = { records: [] as LotRecord[], seen: 0, pages: 0, lastPage: 0, bad: [] as RunError[] };
    const startFlush = async () => {
      await writing;
      const next = write();
      next.catch(() => {}); // observed when awaited: by the next flush, a page failure or the end of the run
      writing = next;
    };
    const flush = async () => {
      await startFlush();
      await writing;
    };
    const write = async () => {
      if (!pending.pages) return;
      const batch = pending;
      pending = { records: [], seen: 0, pages: 0, lastPage: 0, bad: [] };
      const written = await upsertLots(db, batch.records);
      counts.seen += batch.seen;
      counts.failed += batch.bad.length;
      for (const e of batch.bad) recordError(e);
      counts.created += written.created;
      counts.updated += written.updated;
      counts.unchanged += written.unchanged;
      counts.pagesDone += batch.pages;
      await statistics.afterPage(written.created);
      if (written.changedIds.length) await runLotsChanged(deps, await describeChanges(db, written.changedIds));
      await saveProgress(db, run.id, batch.lastPage + 1, counts, errors);
      await opts.onProgress?.({
        runId: run.id,
        page: batch.lastPage,
        seen: counts.seen,
        created: counts.created,
        updated: counts.updated,
        failed: counts.failed,
      });
    };

    let page = run.nextPage;
    let consecutiveFailures = 0;
    let sourceDown: string | null = null;
    let next: Promise<Fetched> | null = page <= maxPages ? fetchPage(page) : null;
    for (; page <= maxPages && next; page++) {
      opts.signal?.throwIfAborted();
      const fetched = await next;
      if (!fetched.ok) {
        const e = fetched.error;
        if (!(e instanceof PageError)) throw e;
        await flush(); // the pages before this one first: the resume point is about to pass them
        counts.pagesFailed++;
        consecutiveFailures++;
        recordError({ page, reason: e.message });
        logger.warn({ sourceId, runId: run.id, page, err: e.message }, "ingestion: page failed");
        await saveProgress(db, run.id, page + 1, counts, errors);
        if (consecutiveFailures >= maxConsecutiveFailures) {
          sourceDown = `${consecutiveFailures} pages failed in a row; last: ${e.message}`;
          break;
        }
        next = page + 1 <= maxPages ? fetchPage(page + 1) : null;
        continue;
      }
      consecutiveFailures = 0;
      if (fetched.done) break;
      // The next page is read and normalised while this one is written: JavaScript and PostgreSQL work side by side.
      next = page + 1 <= maxPages ? fetchPage(page + 1) : null;

      const at = new Date().toISOString();
      for (const item of fetched.bad)
        pending.bad.push({
          page,
          lotNumber: lotNumberOf(item),
          reason: "record could not be normalised (no lot number or unusable data)",
          at,
        });
      pending.seen += fetched.items.length;
      pending.records.push(...fetched.records);
      pending.pages++;
      pending.lastPage = page;
      if (pending.records.length >= writeBatchLots) await startFlush();
    }
    await flush();

    let removed = 0;
    if (!sourceDown && counts.pagesFailed === 0 && source.fullListing)
      removed = await markVanished(deps, source.platform, run.startedAt);
    await statistics.afterRun(counts.created + counts.updated + removed);
    const status = sourceDown ? "failed" : "completed";
    const summary =
      `${counts.seen} seen: ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged, ` +
      `${counts.failed} skipped, ${removed} removed; ${counts.pagesDone} pages, ${counts.pagesFailed} failed` +
      (sourceDown ? `; stopped: ${sourceDown}` : "");
    await db.ingestionRun.update({
      where: { id: run.id },
      data: {
        status,
        finishedAt: new Date(),
        heartbeatAt: new Date(),
        removed,
        summary: summary.slice(0, 1000),
        errors: errors as object[],
      },
    });
    logger[status === "failed" ? "warn" : "info"]({ sourceId, runId: run.id, summary }, `ingestion: run ${status}`);
    return { status, runId: run.id, summary, resumed: claim.resumed };
  } catch (err) {
    await writing.catch(() => {}); // never return while a batch is still being written
    // A run stopped by its job's signal (the worker shutting down) stays running and is resumed; any other error
    // (an unreadable folder, PostgreSQL gone) ends it as failed, so the next attempt starts a run at once instead
    // of finding this one "in progress" until its lease runs out.
    if (!opts.signal?.aborted) await endAsFailed(db, run.id, err).catch(() => {});
    throw err;
  }
}

async function endAsFailed(db: Db, runId: string, err: unknown) {
  const reason = err instanceof Error ? err.message : String(err);
  await db.ingestionRun.update({
    where: { id: runId },
    data: {
      status: "failed",
      finishedAt: new Date(),
      heartbeatAt: new Date(),
      summary: `stopped: ${reason}`.slice(0, 1000),
    },
  });
}

async function saveProgress(
  db: Db,
  runId: string,
  nextPage: number,
  counts: Record<string, number>,
  errors: RunError[],
) {
  await db.ingestionRun.update({
    where: { id: runId },
    data: { nextPage, heartbeatAt: new Date(), ...counts, errors: errors as object[] },
  });
}

async function describeChanges(db: Db, ids: string[]): Promise<LotChange[]> {
  const rows = await db.lot.findMany({
    where: { id: { in: ids } },
    select: { id: true, platform: true, lotNumber: true, currentBidCents: true },
  });
  return rows.map((r) => ({
    lotId: r.id,
    platform: r.platform,
    lotNumber: r.lotNumber,
    currentBidCents: r.currentBidCents,
    change: "changed",
  }));
}

/** Lots of a full listing that this complete run did not see have left the provider's listing. */
async function markVanished(deps: IngestionDeps, platform: LotRecord["platform"], runStartedAt: Date): Promise<number> {
  const gone = await deps.db.$queryRaw<{ id: string; lotNumber: string; currentBidCents: number | null }[]>`
    UPDATE "Lot" SET "removedAt" = now(), "updatedAt" = now()
    WHERE "platform" = ${platform}::"Platform" AND "removedAt" IS NULL AND "lastSeenAt" < ${runStartedAt}
      AND "enteredById" IS NULL -- lots an admin entered by hand are in no feed's listing
    RETURNING "id", "lotNumber", "currentBidCents"`;
  if (gone.length)
    await runLotsChanged(
      deps,
      gone.map((g) => ({
        lotId: g.id,
        platform,
        lotNumber: g.lotNumber,
        currentBidCents: g.currentBidCents,
        change: "removed",
      })),
    );
  return gone.length;
}

function lotNumberOf(item: unknown): string | null {
  if (!item || typeof item !== "object") return null;
  const o = item as Record<string, unknown>;
  const v = o.lotNumberStr ?? o.ln ?? o.stockNumber ?? o.StockNumber ?? o.lotNumber;
  return typeof v === "string" || typeof v === "number" ? String(v).slice(0, 20) : null;
}
