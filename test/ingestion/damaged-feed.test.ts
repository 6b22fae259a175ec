// The damaged-feed corpus (test/support/damaged-feed) through the real ingestion run into a fresh database: through
// the file source and the HTTP source (a local feed server), under several worker time zones. Every good record is
// stored with the right values and remembers its source, every bad one is counted under its reason code with its
// lot number, damaged pages count as failed pages, a lot counts once per run, a change of the European `updatedAt`
// alone is no update, a trimmed detail record updates only what it carries, and a broken full listing (empty,
// unknown pages, far fewer lots than the source holds) removes nothing while a sound one removes only its own lots.
import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import type { Lot } from "@app/db/client";
import { LOT_RECORD_KEYS } from "@app/shared/catalogue/lot.schemas";
import { silentLogger } from "../../worker/src/logger.ts";
import { startFeedServer, type FeedAnswer, type FeedServer } from "../../worker/src/testing/feed-server.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../worker/src/testing/isolated-database.ts";
import { runIngestion, type IngestionDeps } from "../../worker/src/services/ingestion/run-ingestion.ts";
import {
  buildDamagedCorpus,
  cleanItems,
  restamped,
  type CorpusPage,
  type DamagedCorpus,
} from "../support/damaged-feed/corpus.ts";
import { PLATFORM_KITS, type PlatformKit } from "../support/damaged-feed/platforms.ts";

const KITS = Object.values(PLATFORM_KITS) as PlatformKit[];
/** The corpus's clock: a fixed one, so every run builds the same corpus (auction dates in autumn and winter time). */
const CORPUS_NOW = new Date("2026-10-20T09:00:00Z");
/** Worker time zones of the passes: UTC, behind it, and odd offsets ahead of it. */
const PASSES = [
  { via: "file", tz: "UTC" },
  { via: "http", tz: "America/New_York" },
  { via: "file", tz: "Asia/Kathmandu" },
  { via: "http", tz: "Pacific/Chatham" },
] as const;
type Via = (typeof PASSES)[number]["via"];

let iso: IsolatedDatabase;
let redis: Redis;
/** One feed server per HTTP source (the server routes by page number alone). */
const feeds = new Map<string, FeedServer>();
let deps: IngestionDeps;
let workDir: string;
const corpora = new Map<string, DamagedCorpus>();
/** Per pass: platform -> lot number -> the stored columns (what must not depend on the source or the time zone). */
const snapshots: Map<string, Map<string, string>>[] = [];

/** Runs `fn` with the worker's zone set to `tz` (Node reads process.env.TZ again on each assignment). */
async function inZone<T>(tz: string, fn: () => Promise<T>): Promise<T> {
  const before = process.env.TZ;
  process.env.TZ = tz;
  try {
    return await fn();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

type SourceSpec = {
  id: string;
  platform: PlatformKit["platform"];
  via: Via;
  fullListing: boolean;
  pages: string[];
};

/** Pages served over HTTP per source id; a page past the last answers the platform's empty listing. */
const served = new Map<string, { pages: string[]; empty: string }>();

async function createSource(spec: SourceSpec): Promise<void> {
  const kit = PLATFORM_KITS[spec.platform];
  const common = { writeBatchLots: 50, minListingShare: 0.5 };
  let url = "";
  if (spec.via === "http") {
    const feed = await startFeedServer((page): FeedAnswer => {
      const s = served.get(spec.id);
      if (!s) return { status: 404, body: "{}" };
      const body = s.pages[page - 1] ?? s.empty;
      return body.trimStart().startsWith("<") ? { body, headers: { "content-type": "text/html" } } : { body };
    });
    feeds.set(spec.id, feed);
    url = `${feed.url}/lots?page={page}`;
  }
  const settings =
    spec.via === "file"
      ? { dir: path.join(workDir, spec.id), ...common }
      : {
          url,
          timeoutMs: 5000,
          retries: 0,
          backoffMs: 1,
          maxConsecutiveFailedPages: 10,
          ...common,
        };
  await iso.db.ingestionSource.create({
    data: { id: spec.id, platform: spec.platform, kind: spec.via, fullListing: spec.fullListing, settings },
  });
  await setPages(spec.id, spec.via, spec.pages, JSON.stringify(kit.listing([])));
}

/** What a source lists from now on: files of its folder, or what the feed serves for it. */
async function setPages(id: string, via: Via, pages: string[], empty: string) {
  if (via === "http") {
    served.set(id, { pages, empty });
    return;
  }
  const dir = path.join(workDir, id);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await Promise.all(
    pages.map((body, i) => writeFile(path.join(dir, `page-${String(i + 1).padStart(5, "0")}.json`), body)),
  );
}

async function ingest(id: string) {
  const outcome = await runIngestion(deps, id);
  return iso.db.ingestionRun.findUniqueOrThrow({ where: { id: outcome.runId } });
}

async function lotsOf(platform: string): Promise<Map<string, Lot>> {
  const rows = await iso.db.lot.findMany({ where: { platform: platform as Lot["platform"] } });
  return new Map(rows.map((r) => [r.lotNumber, r]));
}

/** A stored or expected column value in one comparable form. */
function comparable(column: string, v: unknown): string {
  if (v === undefined || v === null)
    return column === "registrationDocuments" || column === "ingestWarnings" ? "[]" : "null";
  if (v instanceof Date)
    return JSON.stringify(column === "firstRegistration" ? v.toISOString().slice(0, 10) : v.toISOString());
  return JSON.stringify(v);
}

const COMPARED = LOT_RECORD_KEYS.filter((k) => k !== "originalData");
const snapshotOf = (lot: Lot) =>
  JSON.stringify(COMPARED.map((k) => comparable(k, (lot as Record<string, unknown>)[k])).concat(String(lot.removedAt)));

type Run = Awaited<ReturnType<typeof ingest>>;
type RunErrorEntry = { page?: number; lotNumber?: string | null };

/** Every expectation of the corpus against one run over it and the lots it stored. */
function checkCorpus(corpus: DamagedCorpus, sourceId: string, run: Run, lots: Map<string, Lot>): string[] {
  const problems: string[] = [];
  const errors = (Array.isArray(run.errors) ? run.errors : []) as RunErrorEntry[];
  const reasons = (Array.isArray(run.skipReasons) ? run.skipReasons : []) as { code?: string; count?: number }[];
  const expectedKept = new Set<string>();
  const skipsByCode = new Map<string, number>();
  let warnings = 0;
  /** Kept lots whose damage was set aside with a warning though the case did not ask for one. */
  const keptWithWarnings: string[] = [];
  /** Kept lots that do not remember this source (one line for all of them). */
  const otherSource: string[] = [];
  for (const c of corpus.cases) {
    const lot = c.lotNumber ? lots.get(c.lotNumber) : undefined;
    const tag = `${c.id} (${c.rule ?? "clean"}: ${c.what.slice(0, 80)})`;
    if (c.expect.kind === "skipped") {
      skipsByCode.set(c.expect.code, (skipsByCode.get(c.expect.code) ?? 0) + 1);
      if (!c.lotNumber) continue;
      if (lot) problems.push(`${tag}: stored, expected skipped as ${c.expect.code}`);
      const entry = errors.find((e) => e.lotNumber === c.lotNumber);
      if (!entry) problems.push(`${tag}: no recorded reason carries lot number ${c.lotNumber}`);
      else {
        if (entry.page !== c.page) problems.push(`${tag}: recorded on page ${entry.page}, it is on ${c.page}`);
        if (!JSON.stringify(entry).includes(c.expect.code))
          problems.push(`${tag}: recorded reason ${JSON.stringify(entry)} does not name ${c.expect.code}`);
      }
      continue;
    }
    expectedKept.add(c.lotNumber!);
    if (!lot) {
      problems.push(`${tag}: not stored`);
      continue;
    }
    if (lot.sourceId !== sourceId) otherSource.push(c.lotNumber!);
    if (lot.removedAt) problems.push(`${tag}: marked removed`);
    for (const [column, value] of Object.entries(c.expect.values)) {
      const got = comparable(column, (lot as Record<string, unknown>)[column]);
      const want = comparable(column, value);
      if (got !== want) problems.push(`${tag}: ${column} is ${got.slice(0, 120)}, expected ${want.slice(0, 120)}`);
    }
    if (c.expect.kind === "kept")
      for (const column of c.expect.nonNull ?? [])
        if ((lot as Record<string, unknown>)[column] === null) problems.push(`${tag}: ${column} is null`);
    if (c.expect.kind === "kept" && lot.ingestWarnings?.length)
      keptWithWarnings.push(`${tag}: ${lot.ingestWarnings[0]}`);
    if (c.expect.kind === "kept-with-warning") {
      warnings++;
      for (const column of c.expect.fields)
        if ((lot as Record<string, unknown>)[column] !== null)
          problems.push(`${tag}: ${column} is ${String((lot as Record<string, unknown>)[column])}, expected null`);
      const named = (lot.ingestWarnings ?? []).some(
        (w) => c.expect.kind === "kept-with-warning" && c.expect.fields.some((f) => w.includes(f)),
      );
      if (!named)
        problems.push(
          `${tag}: no warning names ${c.expect.fields.join(" or ")} (${JSON.stringify(lot.ingestWarnings)})`,
        );
    }
  }
  if (otherSource.length)
    problems.push(`${otherSource.length} kept lots do not name ${sourceId} as their source (e.g. ${otherSource[0]})`);
  const known = new Set(corpus.cases.map((c) => c.lotNumber));
  const stray = [...lots.keys()].filter((n) => !known.has(n) && !corpus.unasserted.has(n));
  if (stray.length) problems.push(`stored lots no case keeps: ${stray.slice(0, 10).join(", ")}`);
  // The database holds this corpus alone: every stored lot was created by this run.
  const stored = lots.size;
  const skipped = [...skipsByCode.values()].reduce((a, b) => a + b, 0);
  const failedPages = corpus.pages.filter((p) => p.kind === "failed");
  const expectRun = (what: string, got: unknown, want: unknown) => {
    if (got !== want) problems.push(`run ${what}: ${String(got)}, expected ${String(want)}`);
  };
  expectRun("status is failed", run.status === "failed", false);
  expectRun("removed", run.removed, 0);
  expectRun("created (each lot once)", run.created, stored);
  expectRun("created + updated + unchanged", run.created + run.updated + run.unchanged, stored);
  expectRun("failed (skipped records)", run.failed, skipped);
  // Every lot stored with a warning is counted; damage the case only asked to survive may earn one too.
  expectRun("warnings", run.warnings, warnings + keptWithWarnings.length);
  expectRun("pagesFailed", run.pagesFailed, failedPages.length);
  for (const p of failedPages)
    if (!errors.some((e) => e.page === p.page))
      problems.push(`failed page ${p.page} (${p.what}) has no recorded reason`);
  for (const [code, count] of skipsByCode) {
    const reason = reasons.find((r) => r.code === code);
    if (reason?.count !== count) problems.push(`skip reason ${code}: counted ${reason?.count ?? 0}, expected ${count}`);
  }
  return problems;
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "damaged-feed-"));
  iso = await createIsolatedDatabase(inject("databaseUrl"), "corpus");
  redis = new Redis(inject("redisUrl"));
  deps = {
    db: iso.db,
    logger: silentLogger,
    redis,
    redisPrefix: `${inject("redisPrefix")}corpus-${randomUUID().slice(0, 6)}:`,
  };
  await inZone("UTC", async () => {
    KITS.forEach((kit, i) =>
      corpora.set(
        kit.platform,
        buildDamagedCorpus(kit, { seed: 20261127 + i, firstLot: 71_000_000 + i * 1_000_000, now: CORPUS_NOW }),
      ),
    );
  });
}, 120_000);

afterAll(async () => {
  await Promise.all([...feeds.values()].map((f) => f.close()));
  redis?.disconnect();
  await iso?.drop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe("the damaged-feed corpus through the ingestion run", () => {
  PASSES.forEach((pass, passIndex) => {
    it(`stores every good record, counts every bad one: ${pass.via} source, worker in ${pass.tz}`, async () => {
      await iso.db.$executeRawUnsafe(`TRUNCATE "Lot", "IngestionRun", "IngestionSource" CASCADE`);
      served.clear();
      await Promise.all([...feeds.values()].map((f) => f.close()));
      feeds.clear();
      const snapshot = new Map<string, Map<string, string>>();
      const problems: string[] = [];
      await inZone(pass.tz, async () => {
        for (const kit of KITS) {
          const corpus = corpora.get(kit.platform)!;
          const id = `corpus-${kit.platform}-${pass.via}`;
          await createSource({
            id,
            platform: kit.platform,
            via: pass.via,
            fullListing: false,
            pages: corpus.pages.map((p) => p.body),
          });
          const run = await ingest(id);
          const lots = await lotsOf(kit.platform);
          problems.push(...checkCorpus(corpus, id, run, lots).map((p) => `${kit.platform}: ${p}`));
          const bySnapshot = new Map<string, string>();
          for (const [n, lot] of lots) if (!corpus.unasserted.has(n)) bySnapshot.set(n, snapshotOf(lot));
          snapshot.set(kit.platform, bySnapshot);

          if (passIndex > 0) continue;
          // The same pages again: nothing created or updated, each lot unchanged once.
          const again = await ingest(id);
          const stored = (await lotsOf(kit.platform)).size;
          if (again.created !== 0 || again.updated !== 0 || again.unchanged !== stored)
            problems.push(
              `${kit.platform}: the same pages again: ${again.created} created, ${again.updated} updated, ` +
                `${again.unchanged} unchanged; expected 0, 0, ${stored}`,
            );
          if (kit.platform === "europe") {
            // Only updatedAt moved on: no lot changed.
            await setPages(
              id,
              pass.via,
              restamped(corpus.pages, "2026-11-27T08:00:00Z").map((p: CorpusPage) => p.body),
              "",
            );
            const restampedRun = await ingest(id);
            if (restampedRun.updated !== 0)
              problems.push(`europe: a new updatedAt alone counted ${restampedRun.updated} lots as updated`);
          }
          // Trimmed detail records of known lots update only the fields they carry.
          const before = await lotsOf(kit.platform);
          const detailId = `detail-${kit.platform}`;
          await createSource({
            id: detailId,
            platform: kit.platform,
            via: "file",
            fullListing: false,
            pages: corpus.trimmedPages,
          });
          const detailRun = await ingest(detailId);
          const after = await lotsOf(kit.platform);
          if (detailRun.updated !== corpus.trimmed.length)
            problems.push(
              `${kit.platform}: trimmed details updated ${detailRun.updated}, expected ${corpus.trimmed.length}`,
            );
          for (const t of corpus.trimmed) {
            const was = before.get(t.lotNumber)!;
            const now = after.get(t.lotNumber);
            if (now?.currentBidCents !== Math.round(t.currentBid * 100))
              problems.push(
                `${kit.platform} ${t.lotNumber}: trimmed detail's current bid not stored (${now?.currentBidCents})`,
              );
            for (const column of [
              "auctionDate",
              "buyNowPriceCents",
              "odometerMiles",
              "imageUrls",
              "year",
              "make",
              "model",
              "vin",
            ] as const)
              if (comparable(column, now?.[column]) !== comparable(column, was[column]))
                problems.push(
                  `${kit.platform} ${t.lotNumber}: a trimmed detail record changed ${column} from ` +
                    `${comparable(column, was[column]).slice(0, 60)} to ${comparable(column, now?.[column]).slice(0, 60)}`,
                );
          }
        }
      });
      snapshots[passIndex] = snapshot;
      expect(problems.slice(0, 200), `${problems.length} problems`).toEqual([]);
    }, 180_000);
  });

  it("stores the same values whatever the source and the worker's time zone", () => {
    const [first, ...rest] = snapshots;
    expect(first, "the first pass ran").toBeDefined();
    const differences: string[] = [];
    rest.forEach((other, i) => {
      expect(other, `pass ${i + 2} ran`).toBeDefined();
      for (const [platform, lots] of first!) {
        const theirs = other!.get(platform)!;
        for (const [n, s] of lots)
          if (theirs.get(n) !== s)
            differences.push(
              `${platform} ${n}: ${PASSES[i + 1]!.via} in ${PASSES[i + 1]!.tz} differs from ${PASSES[0].via} in ${PASSES[0].tz}`,
            );
        for (const n of theirs.keys())
          if (!lots.has(n)) differences.push(`${platform} ${n}: stored only in pass ${i + 2}`);
      }
    });
    expect(differences.slice(0, 50), `${differences.length} differences`).toEqual([]);
  });
});

describe("a broken full listing removes nothing; a sound one removes only its own source's lots", () => {
  KITS.forEach((kit, k) => {
    (["file", "http"] as const).forEach((via, v) => {
      it(`${kit.platform}, ${via} source`, async () => {
        const first = 80_000_000 + k * 1_000_000 + v * 100_000;
        const own = cleanItems(kit, { seed: 7 + k, firstLot: first, count: 20 });
        const others = cleanItems(kit, { seed: 9 + k, firstLot: first + 50_000, count: 5 });
        const listingId = `listing-${kit.platform}-${via}`;
        const otherId = `other-${kit.platform}-${via}`;
        const page = (items: { item: unknown }[]) => JSON.stringify(kit.listing(items.map((x) => x.item)));
        const empty = JSON.stringify(kit.listing([]));
        await createSource({
          id: listingId,
          platform: kit.platform,
          via,
          fullListing: true,
          pages: [page(own.slice(0, 10)), page(own.slice(10))],
        });
        await createSource({
          id: otherId,
          platform: kit.platform,
          via: "file",
          fullListing: false,
          pages: [page(others)],
        });
        expect((await ingest(listingId)).status).toBe("completed");
        expect((await ingest(otherId)).status).toBe("completed");
        const numbers = [...own, ...others].map((x) => x.lotNumber);
        const open = async () =>
          iso.db.lot.count({ where: { lotNumber: { in: numbers }, platform: kit.platform, removedAt: null } });
        expect(await open()).toBe(25);
        expect(await iso.db.lot.count({ where: { sourceId: listingId } })).toBe(20);
        expect(await iso.db.lot.count({ where: { sourceId: otherId } })).toBe(5);

        const broken: [string, string[]][] = [
          ["no pages at all", via === "file" ? [] : [empty]],
          ...kit.emptyListings.map((e): [string, string[]] => [
            `an empty first page ${JSON.stringify(e)}`,
            [JSON.stringify(e)],
          ]),
          [
            "pages of an unknown shape",
            [JSON.stringify({ status: "ok" }), JSON.stringify({ data: { message: "none" } })],
          ],
          ["HTML pages", ["<html><body>maintenance</body></html>"]],
          ["8 of its 20 lots", [page(own.slice(0, 8))]],
        ];
        for (const [what, pages] of broken) {
          await setPages(listingId, via, pages, empty);
          const run = await ingest(listingId);
          expect(await open(), what).toBe(25);
          expect(run.removed, what).toBe(0);
          // Pages that failed to load already keep a run from removing; the listing rules hold the others.
          if (what === "HTML pages") {
            expect(run.status, what).not.toBe("failed");
            continue;
          }
          expect({ what, status: run.status }).toEqual({ what, status: "held" });
          expect(run.heldReason, what).toBeTruthy();
          if (what.startsWith("8 of")) expect(run.removalCandidates, what).toBe(12);
        }

        // The control: 16 of 20 is a sound listing, and the 4 it lacks are removed; the other source keeps its 5.
        await setPages(listingId, via, [page(own.slice(0, 16))], empty);
        const sound = await ingest(listingId);
        expect(sound).toMatchObject({ status: "completed", removed: 4 });
        const removed = await iso.db.lot.findMany({
          where: { lotNumber: { in: numbers }, platform: kit.platform, removedAt: { not: null } },
          select: { lotNumber: true },
        });
        expect(removed.map((r) => r.lotNumber).sort()).toEqual(own.slice(16).map((x) => x.lotNumber));
      }, 120_000);
    });
  });
});
