// One ingestion run over a source: reads its pages (each streamed in chunks), reads each item with the platform's
// adapter, writes the lots in batches (prisma/src/lot-store.ts, the same path as the seed), runs the "lots changed"
// step for what changed, and records progress on the IngestionRun row after every batch.
//
// Failure rules: a record that cannot be read or that the store refuses is skipped with its reason and the rest of
// its batch is stored; a page that fails after the source's own retries, or whose shape the adapter does not know,
// is recorded and the run goes on with the next page, unless several fail in a row (the source is down: the run
// ends as failed and keeps every lot it had). A full listing removes only its own source's lots it did not see, and
// only when the listing looks whole; otherwise the run ends held (listing-removal.ts). Runs are resumable: the
// row's `nextPage` is the resume point, and a run whose worker died (stale heartbeat) is picked up where it stopped
// by the next job; writes are idempotent upserts and a lot counts once per run, so re-reading a page is harmless.
// The rules are written down in docs/feeds/runs.md.
import type { Db } from "@app/db/client";
import { storedRawMatches, touchLots, upsertLots, type LotItem } from "@app/db/lot-store";
import { rawItemHash } from "@app/shared/catalogue/lot-content-hash";
import { holdReasonText, type HoldReason } from "@app/shared/ingestion/hold-reason";
import { adapterFor } from "@app/shared/catalogue/provider-adapters";
import type { LotRecord } from "@app/shared/catalogue/lot.schemas";
import type { SkipReason } from "@app/shared/catalogue/provider-adapter";
import { fileSourceSettingsSchema, httpSourceSettingsSchema } from "@app/shared/ingestion/ingestion-source.schemas";
import type { Logger } from "../../logger.ts";
import { createFileSource } from "./file-source.ts";
import { createHttpSource } from "./http-source.ts";
import { DEFAULT_MIN_LISTING_SHARE, holdReason, removalPlan, removeVanished } from "./listing-removal.ts";
import { keepLotStatistics } from "./lot-statistics.ts";
import { PageError, type PageRead, type StreamingPageSource } from "./page-source.ts";
import { runLotsChanged, type LotChange, type LotsChangedDeps } from "./lots-changed.ts";
import { SkipReasonTally } from "./skip-reasons.ts";

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
  | { status: "completed" | "failed" | "held"; runId: string; summary: string; resumed: boolean }
  | { status: "busy"; runId: string };

export type IngestionDeps = LotsChangedDeps & { db: Db; logger: Logger; fetchImpl?: typeof fetch };

type RunError = { page?: number; lotNumber?: string | null; code?: string; reason: string; at: string };

export class UnknownSourceError extends Error {
  override name = "UnknownSourceError";
}

function pageSourceFor(
  source: { kind: "http" | "file"; platform: string; settings: unknown },
  fetchImpl?: typeof fetch,
): StreamingPageSource {
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
  opts: {
    signal?: AbortSignal;
    onProgress?: (p: RunProgress) => Promise<void> | void;
    /** Read every item, also those a stored lot remembers unchanged (re-deriving the catalogue from its feed). */
    readEveryItem?: boolean;
  } = {},
): Promise<RunOutcome> {
  const { db, logger } = deps;
  const source = await db.ingestionSource.findUnique({ where: { id: sourceId } });
  if (!source) throw new UnknownSourceError(`unknown ingestion source ${sourceId}`);
  const pages = pageSourceFor(source, deps.fetchImpl);
  const settings = source.settings as {
    maxPages?: number;
    maxConsecutiveFailedPages?: number;
    writeBatchLots?: number;
    minListingShare?: number;
  };
  const maxPages = settings.maxPages ?? 100_000;
  const maxConsecutiveFailures = settings.maxConsecutiveFailedPages ?? 3;
  const writeBatchLots = settings.writeBatchLots ?? WRITE_BATCH_LOTS;
  const minListingShare = settings.minListingShare ?? DEFAULT_MIN_LISTING_SHARE;

  const claim = await claimRun(db, sourceId, new Date());
  if (claim.busy) return { status: "busy", runId: claim.run.id };
  const run = claim.run;
  /**
   * The batch being written. The next items are read meanwhile (JavaScript and PostgreSQL on the two cores at
   * once); one batch is written at a time, in page order, so progress stays in order.
   */
  let writing: Promise<void> = Promise.resolve();
  try {
    const counts = {
      seen: run.seen,
      created: run.created,
      updated: run.updated,
      unchanged: run.unchanged,
      failed: run.failed,
      warnings: run.warnings,
      pagesDone: run.pagesDone,
      pagesFailed: run.pagesFailed,
    };
    const errors: RunError[] = Array.isArray(run.errors) ? (run.errors as RunError[]) : [];
    const recordError = (e: Omit<RunError, "at"> & { at?: string }) => {
      if (errors.length < MAX_RECORDED_ERRORS) errors.push({ at: new Date().toISOString(), ...e });
    };
    const skips = new SkipReasonTally(run.skipReasons);
    /** Lots counted by this run: a lot on two pages, or on a page read again after a resume, counts once. */
    const counted = claim.resumed ? await lotsSeenSince(db, source.id, run.startedAt) : new Set<string>();
    // A source without stored lots (its first run) has nothing to touch: its items are read without a lookup.
    const lookUpRawItems =
      !opts.readEveryItem &&
      (await db.lot.findFirst({ where: { sourceId: source.id }, select: { id: true } })) !== null;
    const skip = (reason: SkipReason, page: number | null) => {
      counts.seen++;
      counts.failed++;
      skips.add(reason, page);
      recordError({
        ...(page === null ? {} : { page }),
        lotNumber: reason.lotNumber,
        code: reason.code,
        reason: (reason.field ? `${reason.field}: ${reason.message}` : reason.message).slice(0, 500),
      });
    };
    logger.info({ sourceId, runId: run.id, resumedAt: claim.resumed ? run.nextPage : null }, "ingestion: run started");

    const adapter = adapterFor(source.platform)!;
    const statistics = keepLotStatistics(db);
    /**
     * Items read but not yet written. Writing about WRITE_BATCH_LOTS lots per statement instead of a page's 100
     * spreads each write's fixed costs (round trips, the progress row, the lots-changed step) over ten times the lots
     * (bench/ingest/README.md). Their counts and errors join the run's only when they are written, and the saved
     * resume point never passes a page not wholly written, so a crash in between re-reads that page.
     */
    type Batch = {
      items: LotItem[];
      /** Stored lots whose raw item came again unchanged: only touched, never read. */
      touched: { id: string; key: string; warned: boolean }[];
      skipped: { reason: SkipReason; page: number }[];
      /** Keys of the batch's records that carry warnings, and the page each key was read on. */
      warned: Set<string>;
      pageOf: Map<string, number>;
      /** Pages wholly read into this batch (and the batches before it), the last of them, the last page touched. */
      pages: number;
      lastCompletePage: number;
      lastPage: number;
    };
    const emptyBatch = (): Batch => ({
      items: [],
      touched: [],
      skipped: [],
      warned: new Set(),
      pageOf: new Map(),
      pages: 0,
      lastCompletePage: 0,
      lastPage: 0,
    });
    let pending = emptyBatch();
    const pendingSize = () => pending.items.length + pending.touched.length + pending.skipped.length;
    /** Lots this run has read (not only touched): a lot listed again later in the run is read again too. */
    const readKeys = new Set<string>();
    /** Pages before this one are wholly written (or failed): the resume point. */
    let writtenThrough = run.nextPage - 1;

    const take = (raw: unknown, page: number, known?: { json: string; hash: string }) => {
      const read = adapter.read(raw);
      pending.lastPage = page;
      if (!read.ok) {
        const { reason } = read;
        pending.skipped.push({
          reason: reason.lotNumber === null ? { ...reason, lotNumber: lotNumberOf(raw) } : reason,
          page,
        });
        return;
      }
      const key = `${read.record.platform}|${read.record.lotNumber}`;
      readKeys.add(key);
      const rawKnown = known && read.record.originalData === raw ? known : undefined;
      pending.items.push({ record: read.record, absent: read.absent, raw: rawKnown });
      pending.pageOf.set(key, page);
      if (read.warnings.length) pending.warned.add(key);
      else pending.warned.delete(key);
    };

    /** The raw item's JSON text and hash, so that a lot written from it remembers it (docs/feeds/store.md). */
    const rawOf = (raw: unknown) => {
      const json = JSON.stringify(raw) as string | undefined;
      return json === undefined ? undefined : { json, hash: rawItemHash(json) };
    };
    /**
     * A chunk of items: those whose raw item a stored lot remembers (Lot.rawHash: same item, same reading) are only
     * touched, the others are read. Most of a scheduled feed's items come again unchanged, and reading them was most
     * of a run's time in Node (bench/ingest/README.md).
     */
    const takeChunk = async (raws: readonly unknown[], page: number) => {
      if (!lookUpRawItems) return raws.forEach((raw) => take(raw, page, rawOf(raw)));
      const keyed = raws.map((raw) => {
        const lotNumber = adapter.lotNumberOf(raw);
        const known = lotNumber === null ? undefined : rawOf(raw);
        return known && { lotNumber: lotNumber!, rawHash: known.hash, known };
      });
      const lookups = keyed.filter((k) => k !== undefined);
      const matches = new Map(
        (await storedRawMatches(db, source.platform, lookups)).map((m) => [`${m.lotNumber}|${m.rawHash}`, m]),
      );
      raws.forEach((raw, i) => {
        const k = keyed[i];
        const match = k ? matches.get(`${k.lotNumber}|${k.rawHash}`) : undefined;
        const key = match ? `${source.platform}|${match.lotNumber}` : "";
        if (!match || readKeys.has(key)) return take(raw, page, k?.known);
        pending.lastPage = page;
        pending.touched.push({ id: match.id, key, warned: match.warned });
      });
    };

    const write = async () => {
      if (!pending.pages && !pendingSize()) return;
      const batch = pending;
      pending = emptyBatch();
      const written = await upsertLots(db, batch.items, { sourceId: source.id });
      await touchLots(
        db,
        batch.touched.map((t) => t.id),
        { sourceId: source.id },
      );
      for (const [key, outcome] of written.outcomes) {
        if (counted.has(key)) continue;
        counted.add(key);
        counts.seen++;
        counts[outcome]++;
        if (batch.warned.has(key)) counts.warnings++;
      }
      for (const t of batch.touched) {
        if (counted.has(t.key)) continue;
        counted.add(t.key);
        counts.seen++;
        counts.unchanged++;
        if (t.warned) counts.warnings++;
      }
      for (const r of written.refused) {
        const key = `${r.platform}|${r.lotNumber}`;
        if (counted.has(key)) continue;
        counted.add(key);
        skip(r.reason, batch.pageOf.get(key) ?? null);
      }
      for (const s of batch.skipped) skip(s.reason, s.page);
      counts.pagesDone += batch.pages;
      if (batch.lastCompletePage) writtenThrough = batch.lastCompletePage;
      await statistics.afterPage(written.created);
      if (written.changedIds.length) await runLotsChanged(deps, await describeChanges(db, written.changedIds));
      await saveProgress(db, run.id, writtenThrough + 1, counts, errors, skips);
      await opts.onProgress?.({
        runId: run.id,
        page: batch.lastPage || batch.lastCompletePage,
        seen: counts.seen,
        created: counts.created,
        updated: counts.updated,
        failed: counts.failed,
      });
    };
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

    let consecutiveFailures = 0;
    let sourceDown: string | null = null;
    const pageFailed = async (page: number, reason: string) => {
      await flush(); // the pages before this one (and its items read so far) first: the resume point passes them
      counts.pagesFailed++;
      consecutiveFailures++;
      recordError({ page, reason: reason.slice(0, 500) });
      logger.warn({ sourceId, runId: run.id, page, err: reason }, "ingestion: page failed");
      writtenThrough = page;
      await saveProgress(db, run.id, page + 1, counts, errors, skips);
      if (consecutiveFailures >= maxConsecutiveFailures)
        sourceDown = `${consecutiveFailures} pages failed in a row; last: ${reason}`;
    };

    let reachedEnd = false;
    for (let page = run.nextPage; page <= maxPages; page++) {
      opts.signal?.throwIfAborted();
      let read: PageRead;
      try {
        read = await pages.readPage(page, opts.signal);
      } catch (e) {
        if (!(e instanceof PageError)) throw e;
        await pageFailed(page, e.message);
        if (sourceDown) break;
        continue;
      }
      if (read.kind === "end") {
        reachedEnd = true;
        break;
      }
      if (read.kind === "unknown") {
        await pageFailed(page, `page ${page}: unknown shape: ${read.reason}`);
        if (sourceDown) break;
        continue;
      }
      const chunks = read.chunks[Symbol.asyncIterator]();
      try {
        // One chunk is read ahead, so a batch that fills up mid-page is written before the page is known to be done.
        for (let chunk = await chunks.next(); !chunk.done;) {
          opts.signal?.throwIfAborted();
          await takeChunk(chunk.value, page);
          const next = await chunks.next();
          if (!next.done && pendingSize() >= writeBatchLots) await startFlush();
          chunk = next;
        }
      } catch (e) {
        if (!(e instanceof PageError)) throw e;
        await pageFailed(page, e.message);
        if (sourceDown) break;
        continue;
      } finally {
        await chunks.return?.();
      }
      consecutiveFailures = 0;
      pending.pages++;
      pending.lastCompletePage = page;
      if (pendingSize() >= writeBatchLots) await startFlush();
    }
    await flush();

    let removed = 0;
    let held: { reason: HoldReason; text: string; candidates: number } | null = null;
    if (!sourceDown && source.fullListing) {
      const plan = await removalPlan(db, source.id, run.startedAt);
      const reason = holdReason({
        ...plan,
        seen: counts.seen,
        failedPages: counts.pagesFailed,
        reachedEnd,
        minListingShare,
      });
      if (reason) held = { reason, text: holdReasonText(reason), candidates: plan.candidates };
      else if (plan.candidates) {
        const gone = await removeVanished(db, source.id, run.startedAt);
        removed = gone.length;
        await runLotsChanged(deps, gone);
      }
    }
    await statistics.afterRun(counts.created + counts.updated + removed);
    const status = sourceDown ? "failed" : held ? "held" : "completed";
    const summary =
      `${counts.seen} seen: ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged, ` +
      `${counts.failed} skipped, ${counts.warnings} with warnings, ${removed} removed; ` +
      `${counts.pagesDone} pages, ${counts.pagesFailed} failed` +
      (sourceDown ? `; stopped: ${sourceDown}` : "") +
      (held ? `; held, ${held.candidates} lots not removed: ${held.text}` : "");
    await db.ingestionRun.update({
      where: { id: run.id },
      data: {
        status,
        finishedAt: new Date(),
        heartbeatAt: new Date(),
        removed,
        summary: summary.slice(0, 1000),
        errors: errors as object[],
        skipReasons: skips.top(),
        heldReason: held?.text.slice(0, 500) ?? null,
        heldDetail: held?.reason ?? undefined,
        removalCandidates: held?.candidates ?? 0,
      },
    });
    logger[status === "completed" ? "info" : "warn"]({ sourceId, runId: run.id, summary }, `ingestion: run ${status}`);
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

/** The lots a resumed run had already written before its worker died: they are not counted again. */
async function lotsSeenSince(db: Db, sourceId: string, since: Date): Promise<Set<string>> {
  const rows = await db.$queryRaw<{ key: string }[]>`
    SELECT "platform"::text || '|' || "lotNumber" AS key FROM "Lot"
    WHERE "sourceId" = ${sourceId} AND "lastSeenAt" >= ${since}`;
  return new Set(rows.map((r) => r.key));
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
  skips: SkipReasonTally,
) {
  await db.ingestionRun.update({
    where: { id: runId },
    data: { nextPage, heartbeatAt: new Date(), ...counts, errors: errors as object[], skipReasons: skips.top() },
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

/** The lot number of a raw item its adapter could not name, from the providers' usual keys, for the operator. */
function lotNumberOf(item: unknown): string | null {
  if (!item || typeof item !== "object") return null;
  const o = item as Record<string, unknown>;
  const v = o.lotNumberStr ?? o.ln ?? o.stockNumber ?? o.StockNumber ?? o.lotNumber;
  return typeof v === "string" || typeof v === "number" ? String(v).trim().slice(0, 20) || null : null;
}
