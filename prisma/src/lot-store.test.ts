import { randomInt } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { DEMO_REFERENCE } from "@app/shared/catalogue/bundled-demo-reference";
import { copartAdapter } from "@app/shared/catalogue/copart.adapter";
import { generateDemoCatalogue } from "@app/shared/catalogue/demo-generator";
import { iaaiAdapter } from "@app/shared/catalogue/iaai.adapter";
import type { LotRecord } from "@app/shared/catalogue/lot.schemas";
import { createPrismaClient, type Db } from "./client.ts";
import { lotKey, upsertLots } from "./lot-store.ts";

let db: Db;
// The run's database is shared by every integration test file: these lots use their own number range.
const base = 900_000_000 + randomInt(0, 90_000_000);

function record(n: number, patch: Partial<LotRecord> = {}): LotRecord {
  const lotNumber = String(base + n);
  return {
    platform: "copart",
    lotNumber,
    stockNumber: null,
    itemId: null,
    vehicleType: "automobile",
    year: 2018,
    make: "AUDI",
    model: "S5",
    trim: "PRESTIGE",
    title: "2018 AUDI S5 PRESTIGE",
    subtitle: "PRESTIGE",
    bodyStyle: "hatchback",
    vin: "WAUC4CF55JA",
    vinMasked: true,
    odometerMiles: 55_668,
    odometerBrand: "ACTUAL",
    primaryDamage: "MINOR DENT/SCRATCHES",
    secondaryDamage: null,
    damageDescription: "MINOR DENT/SCRATCHES",
    titleType: "CERTIFICATE OF TITLE (P)",
    titleGroup: "C",
    titleState: "MI",
    titleNotes: null,
    exteriorColor: "blue",
    interiorColor: null,
    runsDrives: "RUNS AND DRIVES",
    hasKeys: true,
    engine: "3.0L 6",
    cylinders: 6,
    fuelType: "gasoline",
    transmission: "automatic",
    driveline: "awd",
    airbags: null,
    location: "CT - HARTFORD SPRINGFIELD",
    branch: "CT - HARTFORD SPRINGFIELD",
    region: "CT",
    country: "USA",
    city: "EAST GRANBY",
    postalCode: "06026",
    yardNumber: 880,
    laneRun: "5029",
    startCode: null,
    loss: null,
    bidStatus: "NEVER_BID",
    counterBidStatus: "DEFAULT",
    lotAuctionStatus: null,
    saleStatus: "MINIMUM_BID",
    buyerHighBidder: false,
    isSold: false,
    currency: "USD",
    currentBidCents: 1_970_000,
    minBidCents: null,
    buyNowPriceCents: 2_150_000,
    buyNowUrl: `https://www.copart.com/lot/${lotNumber}`,
    auctionDate: new Date("2026-08-18T01:00:00Z"),
    imageUrls: ["https://cs.copart.com/a_ful.jpg", "https://cs.copart.com/b_ful.jpg"],
    thumbnailUrl: "https://cs.copart.com/a_thb.jpg",
    originalData: { ln: base + n, hb: 19700, lu: 1786983428000, nested: { randomHash: "abc" } },
    ...patch,
  };
}

async function stored(n: number) {
  return db.lot.findUniqueOrThrow({
    where: { platform_lotNumber: { platform: "copart", lotNumber: String(base + n) } },
  });
}

beforeAll(() => {
  db = createPrismaClient(inject("databaseUrl"));
});
afterAll(async () => {
  await db.lot.deleteMany({ where: { lotNumber: { gte: String(base), lt: String(base + 10_000) } } });
  await db.ingestionSource.deleteMany({ where: { id: { startsWith: `lot-store-${base}-` } } });
  await db.$disconnect();
});

describe("upsertLots", () => {
  it("inserts new lots, then leaves unchanged ones alone but marks them seen, then updates a changed one", async () => {
    const t1 = new Date("2026-11-25T10:00:00Z");
    const first = await upsertLots(db, [record(1), record(2), record(3)], { seenAt: t1 });
    expect(first).toMatchObject({ created: 3, updated: 0, unchanged: 0 });
    expect(first.changedIds).toHaveLength(3);

    const lot1 = await stored(1);
    expect(lot1).toMatchObject({
      title: "2018 AUDI S5 PRESTIGE",
      currentBidCents: 1_970_000,
      imageUrls: ["https://cs.copart.com/a_ful.jpg", "https://cs.copart.com/b_ful.jpg"],
      auctionDate: new Date("2026-08-18T01:00:00Z"),
      originalData: { ln: base + 1, hb: 19700, lu: 1786983428000, nested: { randomHash: "abc" } },
      firstSeenAt: t1,
      lastSeenAt: t1,
      removedAt: null,
    });
    expect(lot1.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.changedIds).toContain(lot1.id);

    const t2 = new Date("2026-11-25T11:00:00Z");
    const again = await upsertLots(db, [record(1), record(2), record(3)], { seenAt: t2 });
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3, changedIds: [], refused: [] });
    const lot1Again = await stored(1);
    expect(lot1Again.lastSeenAt).toEqual(t2);
    expect(lot1Again.updatedAt).toEqual(t1);

    const t3 = new Date("2026-11-25T12:00:00Z");
    const changed = await upsertLots(db, [record(1), record(2, { currentBidCents: 2_100_000 }), record(3)], {
      seenAt: t3,
    });
    expect(changed).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    const lot2 = await stored(2);
    expect(changed.changedIds).toEqual([lot2.id]);
    expect(lot2).toMatchObject({ currentBidCents: 2_100_000, firstSeenAt: t1, lastSeenAt: t3, updatedAt: t3 });
    expect((await stored(3)).lastSeenAt).toEqual(t3);
  });

  it("ignores raw fields that change on every fetch (last-update stamps, random hashes)", async () => {
    await upsertLots(db, [record(10)]);
    const volatileOnly = record(10, {
      originalData: { ln: base + 10, hb: 19700, lu: 1, nested: { randomHash: "zzz" } },
    });
    expect(await upsertLots(db, [volatileOnly])).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    const rawChange = record(10, { originalData: { ln: base + 10, hb: 19800, lu: 1, nested: { randomHash: "zzz" } } });
    expect(await upsertLots(db, [rawChange])).toMatchObject({ updated: 1 });
  });

  it("writes in batches and counts a lot given twice in one call once", async () => {
    const records = [20, 21, 22, 23, 24].map((n) => record(n));
    const result = await upsertLots(db, [...records, record(22, { currentBidCents: 5 })], { batchSize: 2 });
    expect(result).toMatchObject({ created: 5, updated: 0, unchanged: 0 });
    expect((await stored(22)).currentBidCents).toBe(5);
  });

  it("brings back a lot marked removed when it is seen again", async () => {
    await upsertLots(db, [record(30)]);
    await db.lot.update({
      where: { platform_lotNumber: { platform: "copart", lotNumber: String(base + 30) } },
      data: { removedAt: new Date() },
    });
    expect(await upsertLots(db, [record(30)])).toMatchObject({ unchanged: 1 });
    expect((await stored(30)).removedAt).toBeNull();
  });

  it("stores text with NUL characters without failing the batch", async () => {
    const result = await upsertLots(db, [
      record(40, { primaryDamage: "FRONT\u0000 END", originalData: { x: "a\u0000b" } }),
    ]);
    expect(result.created).toBe(1);
    expect((await stored(40)).primaryDamage).toBe("FRONT END");
  });

  it("round-trips generated demo lots of both providers", async () => {
    const catalogue = generateDemoCatalogue(DEMO_REFERENCE, {
      seed: 99,
      count: 1200,
      now: new Date("2026-11-25T12:00:00Z"),
      // Far from the indices the seed test uses, so the two files never share a lot.
      startIndex: 1_000_000,
    });
    const records = [
      ...catalogue.copart.map((r) => copartAdapter.normalise(r)),
      ...catalogue.iaai.map((r) => iaaiAdapter.normalise(r)),
    ].filter((r): r is LotRecord => r !== null);
    expect(records).toHaveLength(1200);
    const t0 = performance.now();
    const first = await upsertLots(db, records);
    const insertMs = performance.now() - t0;
    expect(first).toMatchObject({ created: 1200, updated: 0, unchanged: 0 });
    const second = await upsertLots(db, records);
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: 1200 });
    const sample = records[0];
    if (!sample) throw new Error("no records");
    const row = await db.lot.findUniqueOrThrow({
      where: { platform_lotNumber: { platform: sample.platform, lotNumber: sample.lotNumber } },
    });
    const { originalData, ...fields } = sample;
    expect(row).toMatchObject(fields);
    expect(row.originalData).toEqual(originalData);
    console.log(`[lot-store] 1200 demo lots inserted in ${Math.round(insertMs)} ms`);
    await db.lot.deleteMany({ where: { id: { in: first.changedIds } } });
  });
});

/** Lot numbers for generated cases, past the fixed ones above. */
let next = 1_000;
const fresh = () => next++;

/** Records PostgreSQL cannot take as they are, each with what makes it so. */
const UNSTORABLE: ((n: number) => LotRecord)[] = [
  (n) => record(n, { year: 40_000 }), // smallint out of range
  (n) => record(n, { make: "X".repeat(61) }), // wider than varchar(60)
  (n) => record(n, { firstRegistration: "2026-02-30" }), // no such date
  (n) => record(n, { vehicleType: "tank" as LotRecord["vehicleType"] }), // not an enum value
  (n) => record(n, { originalData: { big: 10n } as unknown as LotRecord["originalData"] }), // not JSON
  (n) => record(n, { imageUrls: 5 as unknown as string[] }), // not a list
];
/** Records that carry text PostgreSQL refuses, stored once cleaned. */
const CLEANABLE: ((n: number) => LotRecord)[] = [
  (n) => record(n, { model: "S\ud8005" }),
  (n) => record(n, { originalData: { ["k\u0000ey"]: 1, deep: [{ ["\udc00"]: "x\u0000" }] } }),
  (n) => record(n, { imageUrls: ["https://a/\u0000b", "\ud83d"], title: "T\u0000" }),
  (n) => record(n, { originalData: [{ text: "\\u0000 as typed \ud800" }] }),
];

describe("upsertLots with records PostgreSQL refuses", () => {
  it("stores every other record of the batch and refuses each bad one with its lot number", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            { arbitrary: fc.constant({ kind: "good" as const, i: 0 }), weight: 6 },
            fc.nat(UNSTORABLE.length - 1).map((i) => ({ kind: "unstorable" as const, i })),
            fc.nat(CLEANABLE.length - 1).map((i) => ({ kind: "cleanable" as const, i })),
          ),
          { minLength: 1, maxLength: 40 },
        ),
        fc.integer({ min: 1, max: 16 }),
        async (kinds, batchSize) => {
          const items = kinds.map((k) => {
            const n = fresh();
            const made = k.kind === "good" ? record(n) : (k.kind === "unstorable" ? UNSTORABLE : CLEANABLE)[k.i]!(n);
            return { kind: k.kind, record: made };
          });
          const result = await upsertLots(
            db,
            items.map((i) => i.record),
            { batchSize },
          );
          const bad = items.filter((i) => i.kind === "unstorable").map((i) => i.record.lotNumber);
          expect(result.refused.map((r) => r.lotNumber).sort()).toEqual(bad.sort());
          for (const r of result.refused) {
            expect(r.reason).toMatchObject({ code: "store-refused", lotNumber: r.lotNumber });
            expect(r.reason.message.length).toBeGreaterThan(0);
          }
          const good = items.filter((i) => i.kind !== "unstorable").map((i) => i.record.lotNumber);
          const rows = await db.lot.findMany({ where: { platform: "copart", lotNumber: { in: good } } });
          expect(rows.map((r) => r.lotNumber).sort()).toEqual([...good].sort());
          expect(result.created).toBe(good.length);
          expect([...result.outcomes.keys()].sort()).toEqual(good.map((l) => lotKey("copart", l)).sort());
        },
      ),
      { numRuns: 20 },
    );
  });

  it("stores cleaned text: no NUL, a lone surrogate as U+FFFD, at any depth of the raw data", async () => {
    const n = fresh();
    await upsertLots(db, [CLEANABLE[1]!(n), CLEANABLE[0]!(n + 1)]);
    expect((await stored(n)).originalData).toEqual({ key: 1, deep: [{ "\ufffd": "x" }] });
    expect((await stored(n + 1)).model).toBe("S\ufffd5");
    next++;
  });

  it("refuses a lot number that cleaning would change, and one on an unknown platform", async () => {
    const n = fresh();
    const result = await upsertLots(db, [
      record(n, { lotNumber: `${base + n}\u0000` }),
      record(n, { platform: "ebay" as LotRecord["platform"] }),
      record(n),
    ]);
    expect(result.refused.map((r) => r.lotNumber)).toEqual([`${base + n}\u0000`, String(base + n)]);
    expect(result.created).toBe(1);
  });

  it("recovers inside a transaction and keeps the transaction's other writes", async () => {
    const n = fresh();
    const m = fresh();
    const result = await db.$transaction(async (tx) => {
      const r = await upsertLots(tx, [record(n), UNSTORABLE[0]!(m)]);
      await tx.$executeRawUnsafe(`UPDATE "Lot" SET "model" = 'AFTER' WHERE "lotNumber" = $1`, String(base + n));
      return r;
    });
    expect(result.refused.map((r) => r.lotNumber)).toEqual([String(base + m)]);
    expect((await stored(n)).model).toBe("AFTER");
  });

  it("throws when the connection is lost, instead of refusing records", async () => {
    const lost = Object.assign(new Error("Connection terminated unexpectedly"), { code: "ECONNRESET" });
    const failing = {
      $queryRawUnsafe: (sql: string, ...params: unknown[]) =>
        sql.includes("INSERT") ? Promise.reject(lost) : db.$queryRawUnsafe(sql, ...params),
      $executeRawUnsafe: db.$executeRawUnsafe.bind(db),
      $disconnect: () => Promise.resolve(),
    } as unknown as Db;
    await expect(upsertLots(failing, [record(fresh())])).rejects.toBe(lost);
  });
});

describe("upsertLots with partial records", () => {
  // Values a provider may give or leave out; the arbitrary picks two versions and a random set of absent fields.
  const fieldValues = fc.record({
    model: fc.option(fc.constantFrom("S5", "A4", "Q7"), { nil: null }),
    currentBidCents: fc.option(fc.nat(5_000_000), { nil: null }),
    imageUrls: fc.array(fc.constantFrom("https://a/1.jpg", "https://a/2.jpg"), { maxLength: 2 }),
    auctionDate: fc.option(fc.constantFrom(new Date("2026-08-18T01:00:00Z"), new Date("2026-09-01T15:30:00Z")), {
      nil: null,
    }),
    odometerKm: fc.option(fc.nat(400_000), { nil: undefined }),
    hasKeys: fc.option(fc.boolean(), { nil: null }),
    // No volatile raw key (Copart's `lu`...): a change of those alone is deliberately no update.
    originalData: fc.dictionary(fc.constantFrom("a", "bb", "c", "lx", "long key"), fc.oneof(fc.nat(9), fc.string())),
  });
  const FIELDS: (
    "model" | "currentBidCents" | "imageUrls" | "auctionDate" | "odometerKm" | "hasKeys" | "originalData"
  )[] = ["model", "currentBidCents", "imageUrls", "auctionDate", "odometerKm", "hasKeys", "originalData"];

  it("keeps the stored value of absent fields, takes the carried ones, and is unchanged when written again", async () => {
    await fc.assert(
      fc.asyncProperty(fieldValues, fieldValues, fc.subarray(FIELDS), async (before, after, absent) => {
        const n = fresh();
        await upsertLots(db, [record(n, before)]);
        const partial = { record: record(n, after), absent };
        const first = await upsertLots(db, [partial]);
        expect(first.refused).toEqual([]);
        const row = await stored(n);
        for (const f of FIELDS) {
          const expected =
            f === "originalData"
              ? absent.includes(f)
                ? before.originalData
                : absent.length
                  ? { ...before.originalData, ...after.originalData }
                  : after.originalData
              : absent.includes(f)
                ? before[f]
                : after[f];
          expect(row[f], f).toEqual(expected ?? null);
        }
        const again = await upsertLots(db, [partial]);
        expect(again).toMatchObject({ unchanged: 1, updated: 0 });
        expect(again.outcomes.get(lotKey("copart", String(base + n)))).toBe("unchanged");
        // A partial record that carries nothing new is unchanged at once, unless the whole record's raw keys came in
        // another order than PostgreSQL keeps them (then it is rewritten once).
        const keys = Object.keys(before.originalData);
        const jsonbOrder = [...keys].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
        if (absent.length === FIELDS.length && keys.join() === jsonbOrder.join()) {
          expect(first.outcomes.get(lotKey("copart", String(base + n)))).toBe("unchanged");
        }
      }),
      { numRuns: 40 },
    );
  });

  it("reads the stored auction date the same in any session time zone: the merged lot stays unchanged", async () => {
    for (const zone of ["UTC", "Europe/Vilnius", "Pacific/Chatham", "America/St_Johns", "Asia/Kathmandu"]) {
      const n = fresh();
      // Raw keys in jsonb's order: a whole record's raw data in another order makes the first merge a rewrite.
      const originalData = { a: 1, bb: [2] };
      await upsertLots(db, [record(n, { auctionDate: new Date("2026-03-29T00:30:00.123Z"), originalData })]);
      const partial = { record: record(n, { auctionDate: null, originalData }), absent: ["auctionDate" as const] };
      const result = await db.$transaction(async (tx) => {
        await tx.$executeRawUnsafe(`SET LOCAL TIME ZONE '${zone}'`);
        return upsertLots(tx, [partial]);
      });
      expect(result.outcomes.get(lotKey("copart", String(base + n))), zone).toBe("unchanged");
      expect((await stored(n)).auctionDate).toEqual(new Date("2026-03-29T00:30:00.123Z"));
    }
  });

  it("fills a later partial record of the same lot in one call from the earlier one", async () => {
    const n = fresh();
    const result = await upsertLots(db, [
      record(n, { model: "DETAIL", currentBidCents: 1 }),
      { record: record(n, { model: null, currentBidCents: 2 }), absent: ["model"] },
    ]);
    expect(result.created).toBe(1);
    expect(await stored(n)).toMatchObject({ model: "DETAIL", currentBidCents: 2 });
  });
});

describe("upsertLots and sources", () => {
  it("writes the source on insert, update and touch: a lot seen by another source moves to it", async () => {
    const [a, b, c] = ["a", "b", "c"].map((s) => `lot-store-${base}-${s}`);
    for (const id of [a!, b!, c!]) {
      await db.ingestionSource.create({ data: { id, platform: "copart", kind: "file", settings: {} } });
    }
    const n = fresh();
    await upsertLots(db, [record(n)], { sourceId: a });
    expect((await stored(n)).sourceId).toBe(a);
    const touched = await upsertLots(db, [record(n)], { sourceId: b });
    expect(touched.unchanged).toBe(1);
    expect((await stored(n)).sourceId).toBe(b);
    const updated = await upsertLots(db, [record(n, { currentBidCents: 7 })], { sourceId: c });
    expect(updated.updated).toBe(1);
    expect((await stored(n)).sourceId).toBe(c);
    await upsertLots(db, [record(n, { currentBidCents: 8 })]);
    expect((await stored(n)).sourceId).toBe(c);
    await expect(upsertLots(db, [record(fresh())], { sourceId: `lot-store-${base}-none` })).rejects.toThrow();
  });
});

describe("lot row layout", () => {
  // A search page reads up to 96 lots' shown columns. Any of them moved out of the row into the TOAST table costs
  // an index probe and a page per lot (migration lot_columns_stay_inline): only the raw provider JSON may go there.
  it("keeps every column but the raw provider JSON in the row (MAIN storage)", async () => {
    const columns = await db.$queryRaw<{ name: string; storage: string }[]>`
      SELECT attname::text AS name, attstorage::text AS storage FROM pg_attribute
      WHERE attrelid = '"Lot"'::regclass AND attnum > 0 AND NOT attisdropped AND attlen = -1`;
    expect(columns.map((c) => c.name)).toContain("imageUrls");
    const movable = columns.filter((c) => c.storage !== "m").map((c) => `${c.name} (${c.storage})`);
    expect(movable).toEqual(["originalData (x)"]);
  });
});
