// Runs that survive broken feeds and cannot wipe the catalogue, against real PostgreSQL and Redis: an empty folder,
// an HTTP listing whose first page is empty, pages of unknown shape and listings holding too few of the source's
// lots are held with nothing removed; two sources of one platform never remove each other's lots; poison records
// are skipped with their reasons while the rest of their batch is stored; a lot counts once per run, on two pages
// or read again after a resume.
import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, inject, vi } from "vitest";
import type * as LotStore from "@app/db/lot-store";
import type * as ProviderAdapters from "@app/shared/catalogue/provider-adapters";
import { silentLogger } from "../../logger.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../testing/isolated-database.ts";
import { copartPage, copartRow, startFeedServer, type FeedServer } from "../../testing/feed-server.ts";
import { RUN_LEASE_MS, runIngestion, type IngestionDeps } from "./run-ingestion.ts";

/**
 * Lot numbers the store refuses as PostgreSQL would (a record the adapters let through and PostgreSQL refuses is
 * hard to make on purpose: the store cleans text and the record schema bounds numbers). Empty: the real store.
 */
const refuse = vi.hoisted(() => new Set<string>());
vi.mock("@app/db/lot-store", async (importOriginal) => {
  const real = await importOriginal<typeof LotStore>();
  const upsertLots: typeof real.upsertLots = async (db, items, opts) => {
    const recordOf = (i: (typeof items)[number]) => ("record" in i ? i.record : i);
    const bad = items.map(recordOf).filter((r) => refuse.has(r.lotNumber));
    const result = await real.upsertLots(
      db,
      items.filter((i) => !refuse.has(recordOf(i).lotNumber)),
      opts,
    );
    const reason = (lotNumber: string) => ({
      code: "store-refused",
      message: "PostgreSQL refused the record: integer out of range",
      lotNumber,
      excerpt: "1000000000000",
    });
    return {
      ...result,
      refused: [
        ...result.refused,
        ...bad.map((r) => ({ platform: r.platform, lotNumber: r.lotNumber, reason: reason(r.lotNumber) })),
      ],
    };
  };
  return { ...real, upsertLots };
});

/** Raw items marked `warn` read with a plausibility warning, as the adapters give one for a field set aside. */
vi.mock("@app/shared/catalogue/provider-adapters", async (importOriginal) => {
  const real = await importOriginal<typeof ProviderAdapters>();
  const adapterFor: typeof real.adapterFor = (platform) => {
    const adapter = real.adapterFor(platform);
    if (!adapter) return adapter;
    return {
      ...adapter,
      read: (raw) => {
        const out = adapter.read(raw);
        const warn = (raw as { warn?: unknown } | null)?.warn === true;
        return out.ok && warn
          ? { ...out, warnings: [{ field: "odometerMiles", excerpt: "999999999", message: "out of range" }] }
          : out;
      },
    };
  };
  return { ...real, adapterFor };
});

let iso: IsolatedDatabase;
let redis: Redis;
let deps: IngestionDeps;
let feed: FeedServer;
let root: string;
let nextBase = 100_000_000;
/** Lot numbers no other test uses. */
const lotNumbers = (n: number) => {
  const base = nextBase;
  nextBase += n + 10;
  return Array.from({ length: n }, (_, i) => base + i);
};

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "run-safety");
  redis = new Redis(inject("redisUrl"));
  deps = {
    db: iso.db,
    logger: silentLogger,
    redis,
    redisPrefix: `${inject("redisPrefix")}rs-${randomUUID().slice(0, 6)}:`,
  };
  feed = await startFeedServer();
  root = await mkdtemp(path.join(tmpdir(), "run-safety-"));
});

afterAll(async () => {
  await feed?.close();
  redis?.disconnect();
  await iso?.drop();
  if (root) await rm(root, { recursive: true, force: true });
});

/** A folder source whose pages can be rewritten between runs. */
async function folderSource(settings: Record<string, unknown> = {}, fullListing = true) {
  const dir = await mkdtemp(path.join(root, "src-"));
  const id = `rs-${randomUUID().slice(0, 8)}`;
  await iso.db.ingestionSource.create({
    data: { id, platform: "copart", kind: "file", fullListing, settings: { dir, ...settings } },
  });
  const setPages = async (pages: (unknown[] | string)[]) => {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    for (const [i, p] of pages.entries())
      await writeFile(
        path.join(dir, `page-${String(i + 1).padStart(3, "0")}.json`),
        typeof p === "string" ? p : copartPage(p),
      );
  };
  return { id, dir, setPages };
}

const lastRun = (sourceId: string) =>
  iso.db.ingestionRun.findFirstOrThrow({ where: { sourceId }, orderBy: { startedAt: "desc" } });
const openCount = (numbers: number[]) =>
  iso.db.lot.count({ where: { platform: "copart", lotNumber: { in: numbers.map(String) }, removedAt: null } });

describe("a full listing that looks broken is held, and removes nothing", () => {
  it("an empty folder", async () => {
    const lots = lotNumbers(10);
    const s = await folderSource();
    await s.setPages([lots.map((n) => copartRow(n))]);
    expect((await runIngestion(deps, s.id)).status).toBe("completed");
    await s.setPages([]);
    const outcome = await runIngestion(deps, s.id);
    expect(outcome.status).toBe("held");
    expect(await lastRun(s.id)).toMatchObject({
      status: "held",
      seen: 0,
      removed: 0,
      removalCandidates: 10,
      heldReason: "The listing was empty.",
      heldDetail: { code: "empty-listing" },
    });
    expect(await openCount(lots)).toBe(10);
    // A held run blocks nothing: the next run starts at once and, with the listing whole again, completes.
    await s.setPages([lots.map((n) => copartRow(n))]);
    expect(await runIngestion(deps, s.id)).toMatchObject({ status: "completed", resumed: false });
    expect(await lastRun(s.id)).toMatchObject({ seen: 10, unchanged: 10, removed: 0 });
  });

  it("an HTTP listing whose first page answers 200 and is empty", async () => {
    const lots = lotNumbers(6);
    let empty = false;
    feed.route = (n) => ({ body: copartPage(!empty && n === 1 ? lots.map((l) => copartRow(l)) : []) });
    const id = `rs-${randomUUID().slice(0, 8)}`;
    await iso.db.ingestionSource.create({
      data: {
        id,
        platform: "copart",
        kind: "http",
        fullListing: true,
        settings: { url: `${feed.url}/lots?page={page}`, timeoutMs: 2000, backoffMs: 10 },
      },
    });
    expect((await runIngestion(deps, id)).status).toBe("completed");
    empty = true;
    expect((await runIngestion(deps, id)).status).toBe("held");
    expect(await lastRun(id)).toMatchObject({ seen: 0, removalCandidates: 6, heldReason: "The listing was empty." });
    expect(await openCount(lots)).toBe(6);
  });

  it("pages of unknown shape (a file, an HTTP answer) are failed pages with their reason", async () => {
    const lots = lotNumbers(4);
    const s = await folderSource();
    await s.setPages([lots.map((n) => copartRow(n))]);
    await runIngestion(deps, s.id);
    await s.setPages([lots.slice(0, 3).map((n) => copartRow(n)), '{"maintenance":"back soon"}']);
    expect((await runIngestion(deps, s.id)).status).toBe("held");
    const run = await lastRun(s.id);
    expect(run).toMatchObject({ pagesFailed: 1, pagesDone: 1, removalCandidates: 1, seen: 3 });
    expect(run.heldReason).toBe("1 page failed or had an unknown shape.");
    expect(run.heldDetail).toEqual({ code: "failed-pages", failedPages: 1 });
    expect(run.errors).toEqual([
      expect.objectContaining({ page: 2, reason: expect.stringMatching(/^page 2: unknown shape: page-002\.json: /) }),
    ]);
    expect(await openCount(lots)).toBe(4);

    feed.route = (n) => ({ body: n === 1 ? JSON.stringify({ error: "rate limited" }) : copartPage([]) });
    const id = `rs-${randomUUID().slice(0, 8)}`;
    await iso.db.ingestionSource.create({
      data: { id, platform: "copart", kind: "http", settings: { url: `${feed.url}/lots?page={page}`, backoffMs: 10 } },
    });
    expect((await runIngestion(deps, id)).status).toBe("completed"); // not a full listing: nothing to hold
    expect((await lastRun(id)).errors).toEqual([
      expect.objectContaining({ page: 1, reason: expect.stringMatching(/^page 1: unknown shape: /) }),
    ]);
  });

  it("a listing holding less than minListingShare of the source's open lots; a whole one removes the rest", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(0.5, 0.3, 0.8),
        async (total, keepShare, minListingShare) => {
          const lots = lotNumbers(total);
          const keep = Math.max(1, Math.min(total - 1, Math.round(total * keepShare)));
          const s = await folderSource({ minListingShare });
          await s.setPages([lots.map((n) => copartRow(n))]);
          await runIngestion(deps, s.id);
          await s.setPages([lots.slice(0, keep).map((n) => copartRow(n))]);
          const outcome = await runIngestion(deps, s.id);
          const run = await lastRun(s.id);
          if (keep < minListingShare * total) {
            expect(outcome.status).toBe("held");
            expect(run).toMatchObject({ removed: 0, removalCandidates: total - keep });
            expect(run.heldReason).toMatch(new RegExp(`held ${keep} of the source's ${total} open lots`));
            expect(await openCount(lots)).toBe(total);
          } else {
            expect(outcome.status).toBe("completed");
            expect(run).toMatchObject({ removed: total - keep, removalCandidates: 0, heldReason: null });
            expect(await openCount(lots)).toBe(keep);
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});

describe("sources own their lots", () => {
  it("two full listings of one platform never remove each other's lots", async () => {
    const [a, b] = [await folderSource(), await folderSource()];
    const lotsA = lotNumbers(5);
    const lotsB = lotNumbers(5);
    await a.setPages([lotsA.map((n) => copartRow(n))]);
    await b.setPages([lotsB.map((n) => copartRow(n))]);
    await runIngestion(deps, a.id);
    await runIngestion(deps, b.id);
    await a.setPages([lotsA.slice(0, 4).map((n) => copartRow(n))]);
    expect((await runIngestion(deps, a.id)).status).toBe("completed");
    expect((await lastRun(a.id)).removed).toBe(1);
    expect(await openCount(lotsA)).toBe(4);
    expect(await openCount(lotsB)).toBe(5);
    // B lists A's fifth lot from now on: it moves to B, and A never removes it again.
    await b.setPages([[...lotsB, lotsA[4]!].map((n) => copartRow(n))]);
    await runIngestion(deps, b.id);
    await a.setPages([lotsA.slice(0, 4).map((n) => copartRow(n))]);
    await runIngestion(deps, a.id);
    expect(await openCount([...lotsB, lotsA[4]!])).toBe(6);
    expect((await lastRun(a.id)).removed).toBe(0);
  });
});

describe("records and counts", () => {
  const poisons = [null, "a string", 42, [], { mkn: "NO LOT NUMBER" }, { ln: "not a number", lcy: "x" }];

  it("skips poison records anywhere in a batch with their reasons, storing every other record", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.array(fc.oneof(fc.constant("good"), fc.constant("refused"), fc.constantFrom(...poisons.keys())), {
            maxLength: 40,
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.integer({ min: 1, max: 50 }),
        async (shape, writeBatchLots) => {
          const numbers = lotNumbers(shape.flat().length);
          const goods: number[] = [];
          const refused: number[] = [];
          let i = 0;
          const pages = shape.map((p) =>
            p.map((x) => {
              const n = numbers[i++]!;
              if (x === "good") return (goods.push(n), copartRow(n));
              // Reads as a lot, but the store refuses it.
              if (x === "refused") return (refused.push(n), refuse.add(String(n)), copartRow(n));
              return poisons[x];
            }),
          );
          const s = await folderSource({ writeBatchLots }, false);
          await s.setPages(pages);
          expect((await runIngestion(deps, s.id)).status).toBe("completed");
          const run = await lastRun(s.id);
          const bad = shape.flat().length - goods.length;
          expect(run).toMatchObject({ seen: goods.length + bad, created: goods.length, failed: bad });
          expect(await openCount(goods)).toBe(goods.length);
          expect(await openCount(refused)).toBe(0);
          const reasons = run.skipReasons as { code: string; count: number; example: { page: number | null } }[];
          expect(reasons.reduce((n, r) => n + r.count, 0)).toBe(bad);
          for (const r of reasons) expect(r.example.page).toBeGreaterThanOrEqual(1);
          const errors = run.errors as { lotNumber: string | null }[];
          expect(errors.length).toBe(Math.min(bad, 100));
          if (bad <= 100) expect(refused.map(String).every((n) => errors.some((e) => e.lotNumber === n))).toBe(true);
        },
      ),
      { numRuns: 10 },
    );
  });

  it("counts a lot listed on two pages once, whatever the batches", async () => {
    for (const writeBatchLots of [1, 2, 1000]) {
      const [l1, l2, l3, l4] = lotNumbers(4);
      const s = await folderSource({ writeBatchLots }, false);
      await s.setPages([
        [copartRow(l1!), copartRow(l2!), copartRow(l3!, 1000)],
        [copartRow(l3!, 2000), copartRow(l4!)],
      ]);
      await runIngestion(deps, s.id);
      expect(await lastRun(s.id)).toMatchObject({ seen: 4, created: 4, updated: 0, unchanged: 0 });
      await runIngestion(deps, s.id); // l3 changes twice within the run: still one lot, updated
      const again = await lastRun(s.id);
      expect(again.seen).toBe(4);
      expect(again.created + again.updated + again.unchanged).toBe(4);
      expect(again.created).toBe(0);
    }
  });

  it("counts the lots stored with warnings, each once", async () => {
    const [l1, l2, l3] = lotNumbers(3);
    const s = await folderSource({ writeBatchLots: 1 }, false);
    const warned = (n: number) => copartRow(n, 1000, { warn: true });
    await s.setPages([
      [warned(l1!), copartRow(l2!)],
      [warned(l1!), warned(l3!)],
    ]);
    await runIngestion(deps, s.id);
    expect(await lastRun(s.id)).toMatchObject({ seen: 3, created: 3, warnings: 2 });
  });

  it("counts each lot once in a run resumed in the middle of a page", async () => {
    const lots = lotNumbers(1_200);
    const s = await folderSource({ writeBatchLots: 500 }, false);
    await s.setPages([lots.map((n) => copartRow(n))]);
    const abort = new AbortController();
    await expect(
      runIngestion(deps, s.id, { signal: abort.signal, onProgress: () => abort.abort(new Error("worker killed")) }),
    ).rejects.toThrow();
    const dead = await lastRun(s.id);
    expect(dead.status).toBe("running");
    expect(dead.nextPage).toBe(1); // the page was not wholly written: it is read again
    expect(dead.created).toBeGreaterThan(0);
    await iso.db.ingestionRun.update({
      where: { id: dead.id },
      data: { heartbeatAt: new Date(Date.now() - RUN_LEASE_MS - 1000) },
    });
    expect(await runIngestion(deps, s.id)).toMatchObject({ status: "completed", resumed: true, runId: dead.id });
    expect(await lastRun(s.id)).toMatchObject({ seen: 1_200, created: 1_200, unchanged: 0, pagesDone: 1 });
  });
});
