// Items that come again unchanged are only touched: a stored lot remembers the hash of the raw item it was last read
// from (with the reading's version), and a run that meets the same item again neither reads nor writes it. Touching
// must leave the catalogue exactly as reading would: the property below runs random feed changes through a run that
// touches what it can and one that reads every item, and compares every stored lot and every count.
import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it, inject, vi } from "vitest";
import { upsertLots } from "@app/db/lot-store";
import { copartAdapter } from "@app/shared/catalogue/copart.adapter";
import { withoutVolatileKeys } from "@app/shared/catalogue/lot-content-hash";
import { LOT_RECORD_KEYS } from "@app/shared/catalogue/lot.schemas";
import { silentLogger } from "../../logger.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../testing/isolated-database.ts";
import { copartPage, copartRow } from "../../testing/feed-server.ts";
import { runIngestion, type IngestionDeps } from "./run-ingestion.ts";

type Row = Record<string, unknown>;

let remembering: IsolatedDatabase;
let forgetting: IsolatedDatabase;
let redis: Redis;
const prefix = `${inject("redisPrefix")}raw-unchanged-${randomUUID().slice(0, 6)}:`;
const dirs: string[] = [];
const deps = (iso: IsolatedDatabase): IngestionDeps => ({
  db: iso.db,
  logger: silentLogger,
  redis,
  redisPrefix: prefix,
});

beforeAll(async () => {
  [remembering, forgetting] = await Promise.all([
    createIsolatedDatabase(inject("databaseUrl"), "rawseen"),
    createIsolatedDatabase(inject("databaseUrl"), "rawforget"),
  ]);
  redis = new Redis(inject("redisUrl"));
}, 60_000);

afterAll(async () => {
  redis?.disconnect();
  await Promise.all([remembering?.drop(), forgetting?.drop()]);
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

afterEach(() => vi.restoreAllMocks());

/** A full-listing file source over its own folder on `iso`; returns its id and a writer of its pages. */
async function fileSource(iso: IsolatedDatabase, id = `raw-${randomUUID().slice(0, 8)}`) {
  const dir = await mkdtemp(path.join(tmpdir(), "raw-unchanged-"));
  dirs.push(dir);
  await iso.db.ingestionSource.create({
    data: { id, platform: "copart", kind: "file", fullListing: true, settings: { dir, writeBatchLots: 7 } },
  });
  const writePages = async (pages: Row[][]) => {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    await Promise.all(
      pages.map((rows, i) =>
        writeFile(path.join(dir, `page-${String(i + 1).padStart(3, "0")}.json`), copartPage(rows)),
      ),
    );
  };
  return { id, writePages };
}

/**
 * Every stored column a reading decides, and the bookkeeping a run does (removed or not: not when), per lot. The raw
 * data without its volatile keys: their values are not part of a lot (they change no hash), so a lot keeps those of
 * whichever item last rewrote it, and an unchanged copy listed before a changed one in the same run is only touched.
 */
async function storedLots(iso: IsolatedDatabase, sourceId: string) {
  const columns = [...LOT_RECORD_KEYS, "contentHash", "sourceId"].map((c) => `"${c}"`).join(", ");
  const rows = await iso.db.$queryRawUnsafe<Row[]>(
    `SELECT ${columns}, "removedAt" IS NOT NULL AS removed FROM "Lot" WHERE "sourceId" = $1 OR "lotNumber" IN (SELECT "lotNumber" FROM "Lot" WHERE "sourceId" = $1) ORDER BY "lotNumber"`,
    sourceId,
  );
  return rows.map((r) => ({ ...r, originalData: JSON.parse(withoutVolatileKeys(JSON.stringify(r.originalData))) }));
}

const counts = async (iso: IsolatedDatabase, sourceId: string) => {
  const run = await iso.db.ingestionRun.findFirstOrThrow({ where: { sourceId }, orderBy: { startedAt: "desc" } });
  const { status, seen, created, updated, unchanged, failed, warnings, removed } = run;
  return { status, seen, created, updated, unchanged, failed, warnings, removed };
};

describe("items that come again unchanged", () => {
  it("are touched, not read, and a changed one is read", async () => {
    const base = 80_000_000;
    const rows = Array.from({ length: 30 }, (_, i) => copartRow(base + i, 1000 + i));
    const { id, writePages } = await fileSource(remembering);
    await writePages([rows.slice(0, 15), rows.slice(15)]);
    expect(await runIngestion(deps(remembering), id)).toMatchObject({ status: "completed" });
    const before = await remembering.db.lot.findMany({ where: { sourceId: id }, select: { lastSeenAt: true } });

    const read = vi.spyOn(copartAdapter, "read");
    await writePages([rows.slice(0, 15), [...rows.slice(15, 29), { ...rows[29], hb: 5000, lu: Date.now() }]]);
    const outcome = await runIngestion(deps(remembering), id);
    expect(outcome).toMatchObject({ status: "completed" });
    expect(read).toHaveBeenCalledTimes(1); // the lot with a new bid; a new `lu` stamp alone is not a change
    expect(await counts(remembering, id)).toMatchObject({ seen: 30, unchanged: 29, updated: 1, removed: 0 });
    const after = await remembering.db.lot.findMany({ where: { sourceId: id }, select: { lastSeenAt: true } });
    expect(Math.min(...after.map((l) => l.lastSeenAt.getTime()))).toBeGreaterThan(
      Math.max(...before.map((l) => l.lastSeenAt.getTime())),
    );
  });

  it("are read again once when the reading's version changed, then touched", async () => {
    const base = 81_000_000;
    const rows = Array.from({ length: 12 }, (_, i) => copartRow(base + i));
    const { id, writePages } = await fileSource(remembering);
    await writePages([rows]);
    await runIngestion(deps(remembering), id);
    // What a stored hash of another reading version looks like.
    await remembering.db.lot.updateMany({ where: { sourceId: id }, data: { rawHash: "0".repeat(64) } });
    const read = vi.spyOn(copartAdapter, "read");
    await runIngestion(deps(remembering), id);
    expect(read).toHaveBeenCalledTimes(12);
    expect(await counts(remembering, id)).toMatchObject({ seen: 12, unchanged: 12 });
    read.mockClear();
    await runIngestion(deps(remembering), id);
    expect(read).not.toHaveBeenCalled();
  });

  it("are read again when the lot was written since by anything but this reading", async () => {
    const base = 82_000_000;
    const rows = Array.from({ length: 5 }, (_, i) => copartRow(base + i));
    const { id, writePages } = await fileSource(remembering);
    await writePages([rows]);
    await runIngestion(deps(remembering), id);
    const edited = copartAdapter.normalise({ ...rows[2], hb: 9999 })!;
    await upsertLots(remembering.db, [edited]); // a record without its raw item: the lot forgets its raw hash
    const read = vi.spyOn(copartAdapter, "read");
    await runIngestion(deps(remembering), id);
    expect(read).toHaveBeenCalledTimes(1);
    expect(await counts(remembering, id)).toMatchObject({ seen: 5, unchanged: 4, updated: 1 });
    const lot = await remembering.db.lot.findFirstOrThrow({ where: { lotNumber: String(base + 2) } });
    expect(lot.currentBidCents).toBe(Number(rows[2]!.hb) * 100);
  });
});

/** One feed change between two runs, as the property generates it. */
type Change =
  | { kind: "bid"; at: number; bid: number }
  | { kind: "stamp"; at: number }
  | { kind: "trim"; at: number }
  | { kind: "drop"; at: number }
  | { kind: "twice"; at: number }
  | { kind: "absurd"; at: number }
  | { kind: "new"; at: number };

function applyChanges(rows: Row[], changes: Change[], base: number): Row[] {
  let out = rows.map((r) => ({ ...r }));
  for (const c of changes) {
    const i = c.at % Math.max(out.length, 1);
    const row = out[i];
    if (c.kind === "new") out.push(copartRow(base + 500 + c.at, 700));
    if (!row) continue;
    if (c.kind === "bid") out[i] = { ...row, hb: c.bid };
    if (c.kind === "stamp") out[i] = { ...row, lu: 1_790_000_000_000 + c.at };
    if (c.kind === "trim") {
      const { ad: _ad, orr: _orr, ...rest } = row;
      out[i] = rest;
    }
    if (c.kind === "drop") out = out.filter((_, j) => j !== i);
    if (c.kind === "twice") out.push({ ...row });
    if (c.kind === "absurd") out[i] = { ...row, orr: 10 ** 9, lcy: 2150 };
  }
  return out;
}

const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant("bid" as const), at: fc.nat(40), bid: fc.integer({ min: 0, max: 90_000 }) }),
  fc.record({
    kind: fc.constantFrom("stamp", "trim", "drop", "twice", "absurd", "new"),
    at: fc.nat(40),
  }) as fc.Arbitrary<Change>,
);

let propertyRun = 0;

describe("touching instead of reading", () => {
  it("leaves every stored lot and every count as reading every item would", async () => {
    let touched = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 25 }),
        fc.array(change, { maxLength: 8 }),
        fc.array(change, { maxLength: 8 }),
        fc.integer({ min: 1, max: 9 }),
        async (size, first, second, perPage) => {
          const base = 83_000_000 + propertyRun++ * 1000; // lot numbers no other run or test lists
          const rows0 = Array.from({ length: size }, (_, i) => copartRow(base + i, 100 + i));
          const rows1 = applyChanges(rows0, first, base);
          const rows2 = applyChanges(rows1, second, base);
          const pages = (rows: Row[]) =>
            Array.from({ length: Math.ceil(rows.length / perPage) }, (_, p) =>
              rows.slice(p * perPage, (p + 1) * perPage),
            );
          const id = `prop-${randomUUID().slice(0, 8)}`;
          const a = await fileSource(remembering, id);
          const b = await fileSource(forgetting, id);
          for (const rows of [rows0, rows1, rows2]) {
            await Promise.all([a.writePages(pages(rows)), b.writePages(pages(rows))]);
            await runIngestion(deps(remembering), id);
            await runIngestion(deps(forgetting), id, { readEveryItem: true });
            expect(await counts(remembering, id)).toEqual(await counts(forgetting, id));
          }
          expect(await storedLots(remembering, id)).toEqual(await storedLots(forgetting, id));
          touched += (await counts(remembering, id)).unchanged;
        },
      ),
      {
        numRuns: 12,
        // A lot listed twice, its first copy with only a new stamp, its second with a new bid.
        examples: [
          [
            5,
            [{ kind: "twice", at: 38 }],
            [
              { kind: "bid", at: 11, bid: 0 },
              { kind: "stamp", at: 33 },
            ],
            1,
          ],
        ],
      },
    );
    expect(touched).toBeGreaterThan(0); // the property did compare touched lots with read ones
  }, 240_000);
});
