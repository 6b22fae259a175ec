import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { DEMO_REFERENCE } from "@app/shared/catalogue/bundled-demo-reference";
import { copartAdapter } from "@app/shared/catalogue/copart.adapter";
import { generateDemoCatalogue } from "@app/shared/catalogue/demo-generator";
import { iaaiAdapter } from "@app/shared/catalogue/iaai.adapter";
import type { LotRecord } from "@app/shared/catalogue/lot.schemas";
import { createPrismaClient, type Db } from "./client.ts";
import { upsertLots } from "./lot-store.ts";

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
