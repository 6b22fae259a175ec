// GET /api/search against real PostgreSQL: every filter alone and in combination, both sorts, paging edges,
// VIN / lot number / masked-VIN lookups, phrase searches, invalid parameters, and the per-client cooldown.
// The lots live in an isolated database so that counts are exact.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, inject, onTestFinished } from "vitest";
import type { FastifyInstance } from "fastify";
import { upsertLots } from "@app/db/lot-store";
import type { LotRecord } from "@app/shared/catalogue/lot.schemas";
import { buildApp } from "../../app.ts";
import {
  cheaperPlan,
  choosePlan,
  estimateLots,
  filtersReadRows,
  searchPage,
  whereClause,
  type LotFilters,
} from "./search.repository.ts";
import { auctionDayWindow } from "./search.routes.ts";
import { countField, readFacetCounts, recount } from "./search-facet-totals.ts";
import { SEARCH_FACET_TOTALS_KEY } from "@app/shared/contracts/cache";
import { testApiConfig } from "../../../../test/support/config.ts";
import { InjectClient } from "../../../../test/support/inject-client.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../../../worker/src/testing/isolated-database.ts";

const NOW = Date.now();
const HOUR = 3600_000;
const DAY = 24 * HOUR;

function lot(n: number, over: Partial<LotRecord> = {}): LotRecord {
  return {
    platform: "copart",
    lotNumber: String(70_000_000 + n),
    stockNumber: null,
    itemId: null,
    vehicleType: "automobile",
    year: 2018,
    make: "TOYOTA",
    model: "CAMRY",
    trim: "SE",
    title: "2018 TOYOTA CAMRY SE",
    subtitle: null,
    bodyStyle: "sedan",
    vin: null,
    vinMasked: false,
    odometerMiles: 60_000,
    odometerBrand: "ACTUAL",
    primaryDamage: "FRONT END",
    secondaryDamage: null,
    damageDescription: null,
    titleType: "SALVAGE CERTIFICATE",
    titleGroup: "S",
    titleState: "TX",
    titleNotes: null,
    exteriorColor: "white",
    interiorColor: null,
    runsDrives: null,
    hasKeys: true,
    engine: "2.5L 4",
    cylinders: 4,
    fuelType: "gasoline",
    transmission: "automatic",
    driveline: "fwd",
    airbags: null,
    location: "TX - DALLAS",
    branch: null,
    region: "TX",
    country: "USA",
    city: "DALLAS",
    postalCode: null,
    yardNumber: 5,
    laneRun: null,
    startCode: null,
    loss: null,
    bidStatus: null,
    counterBidStatus: null,
    lotAuctionStatus: null,
    saleStatus: null,
    buyerHighBidder: null,
    isSold: false,
    currency: "USD",
    currentBidCents: 100_000,
    minBidCents: null,
    buyNowPriceCents: null,
    buyNowUrl: null,
    auctionDate: new Date(NOW + (n + 2) * DAY),
    imageUrls: [],
    thumbnailUrl: null,
    originalData: { n },
    ...over,
  };
}

// 30 ordinary Camrys plus a few distinct lots that each filter should single out.
const LOTS: LotRecord[] = [
  ...Array.from({ length: 30 }, (_, i) => lot(i)),
  lot(100, {
    make: "BMW",
    model: "X5",
    year: 2015,
    title: "2015 BMW X5 XDRIVE35I",
    trim: "XDRIVE35I",
    driveline: "awd",
    cylinders: 6,
    exteriorColor: "black",
  }),
  lot(101, {
    platform: "iaai",
    make: "FORD",
    model: "F-150",
    year: 2020,
    title: "2020 FORD F-150 XLT",
    trim: "XLT",
    bodyStyle: "pickup",
    driveline: "4wd",
    cylinders: 8,
    fuelType: "gasoline",
    odometerMiles: 12_000,
    location: "MIAMI NORTH, FL",
    region: "FL",
    yardNumber: 120,
  }),
  lot(102, {
    make: "TESLA",
    model: "MODEL 3",
    fuelType: "electric",
    transmission: "automatic",
    cylinders: null,
    titleGroup: "C",
    titleType: "CLEAR",
    primaryDamage: "HAIL",
    exteriorColor: "red",
    buyNowPriceCents: 1_500_000,
  }),
  lot(103, {
    vehicleType: "motorcycle",
    make: "HARLEY-DAVIDSON",
    model: "STREET GLIDE",
    title: "2019 HARLEY-DAVIDSON STREET GLIDE",
    transmission: "manual",
    airbags: null,
    secondaryDamage: "REAR END",
  }),
  lot(104, {
    vin: "1HGCM82633A004352",
    title: "2003 HONDA ACCORD EX",
    make: "HONDA",
    model: "ACCORD",
    year: 2003,
    titleType: "REBUILT",
    titleGroup: "C",
    airbags: "FRONT DEPLOYED",
    primaryDamage: "LEFT REAR",
  }),
  lot(105, {
    vin: "5YJ3E1EA7KF31",
    vinMasked: false,
    make: "NISSAN",
    model: "ROGUE",
    primaryDamage: "WATER/FLOOD",
    titleType: "SALVAGE - FLOOD",
  }),
  lot(106, { vin: "WAUC4CF5XJA", vinMasked: true, make: "AUDI", model: "S5", title: "2018 AUDI S5 PRESTIGE" }),
  // Ended: sold, and one whose sale started two days ago.
  lot(107, { isSold: true, auctionDate: new Date(NOW - 2 * HOUR), make: "MAZDA", model: "CX-5" }),
  lot(108, { auctionDate: new Date(NOW - 2 * DAY), make: "MAZDA", model: "3" }),
  // Live now (started an hour ago) and later today / tomorrow in Vilnius.
  lot(109, { auctionDate: new Date(NOW - HOUR), make: "KIA", model: "SORENTO" }),
  // A European lot whose auction ended: only a lookup shows it (its calendar date must not shift with time zones).
  lot(110, {
    platform: "europe",
    make: "SKODA",
    model: "OCTAVIA",
    title: "2019 SKODA OCTAVIA COMBI",
    currency: "EUR",
    odometerKm: 84_500,
    odometerMiles: 52_506,
    vatScheme: "margin",
    registrationDocuments: ["registration-certificate", "coc"],
    firstRegistration: "2019-03-15",
    emissionClass: "Euro 6",
    auctionTimeZone: "Europe/Berlin",
    sellerAuctionName: "BCA Online",
    location: "DE - BERLIN",
    region: null,
    country: "DE",
    auctionDate: new Date(NOW - 3 * DAY),
  }),
];

let iso: IsolatedDatabase;
let app: FastifyInstance;
const client = () => new InjectClient(app);
const search = async (query: string, c = client()) => c.get(`/api/search?${query}`);
const lotNumbers = (body: { items: Array<{ lotNumber: string }> }) => body.items.map((i) => i.lotNumber);
const num = (n: number) => String(70_000_000 + n);

beforeAll(async () => {
  // Read pools as the API has them (search.routes.ts reads through their lanes: plans per run, once, lookups).
  iso = await createIsolatedDatabase(inject("databaseUrl"), "search", { max: 5, readMax: 2 });
  await upsertLots(iso.db, LOTS);
  // With Server-Timing, which several checks read (rows read, the plan); the default is without (SERVER_TIMING).
  app = await buildApp(
    testApiConfig({ REDIS_PREFIX: `${inject("redisPrefix")}search-${randomUUID().slice(0, 6)}:`, SERVER_TIMING: "1" }),
    { db: iso.db },
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await iso?.drop();
});

/** The rows a search read (lots of its page not kept by search-items.ts), from Server-Timing. */
const rowsRead = (res: { headers: Record<string, unknown> }) =>
  Number(/read;desc=(\d+)/.exec(String(res.headers["server-timing"]))?.[1]);

describe("Server-Timing", () => {
  it("is sent only when SERVER_TIMING turns it on, for every kind of search", async () => {
    const setting = fc.constantFrom(undefined, "", "0", "false", "off", "no", "1", "true", "on", "yes");
    const on = (v: string | undefined) => ["1", "true", "on", "yes"].includes(v ?? "");
    const queries = fc.constantFrom("pageSize=12", "make=toyota&model=camry", `lotVin=${num(0)}`, "keyword=bmw");
    const apps = new Map<string | undefined, FastifyInstance>();
    onTestFinished(async () => {
      for (const other of apps.values()) await other.close();
    });
    await fc.assert(
      fc.asyncProperty(setting, queries, async (value, query) => {
        let other = apps.get(value);
        if (!other) {
          const prefix = `${inject("redisPrefix")}search-timing-${randomUUID().slice(0, 6)}:`;
          other = await buildApp(testApiConfig({ REDIS_PREFIX: prefix, SERVER_TIMING: value }), { db: iso.db });
          apps.set(value, other);
        }
        const res = await new InjectClient(other).get(`/api/search?${query}`);
        expect(res.statusCode).toBe(200);
        if (on(value)) expect(String(res.headers["server-timing"])).toMatch(/^db;dur=[\d.]+.*, total;dur=[\d.]+$/);
        else expect(res.headers["server-timing"]).toBeUndefined();
      }),
      { numRuns: 30 },
    );
  });
});

describe("search items", () => {
  it("shows a lot as its row is now, whoever wrote it, and reads again only the rows that changed", async () => {
    const query = "make=toyota&model=camry&pageSize=12";
    await search(query);
    const again = await search(query);
    expect(rowsRead(again)).toBe(0); // every lot of the page kept at its version
    expect(again.json().items[0]).toMatchObject({ lotNumber: num(0), currentBid: 1000 });
    // A write that drops no cache (as any other process might write): the row has a new version.
    const restore = { bid: 100_000, title: "2018 TOYOTA CAMRY SE" };
    onTestFinished(async () => {
      await iso.db.$executeRaw`UPDATE "Lot" SET "currentBidCents" = ${restore.bid}, "title" = ${restore.title}
        WHERE "lotNumber" = ${num(0)}`;
    });
    await iso.db.$executeRaw`UPDATE "Lot" SET "currentBidCents" = 123400, "title" = 'CAMRY, BID ON'
      WHERE "lotNumber" = ${num(0)}`;
    const after = await search(query);
    expect(rowsRead(after)).toBe(1);
    expect(after.json().items[0]).toMatchObject({ lotNumber: num(0), currentBid: 1234, title: "CAMRY, BID ON" });
    const unclocked = (items: Record<string, unknown>[]) => items.map(({ countdown: _c, ...timeless }) => timeless);
    expect(unclocked(after.json().items.slice(1))).toEqual(unclocked(again.json().items.slice(1)));
    // The lookup of the same lot reads the same row version.
    const lookup = await search(`lotVin=${num(0)}`);
    expect(lookup.json().items[0]).toMatchObject({ currentBid: 1234, title: "CAMRY, BID ON" });
  });
});

describe("search filters", () => {
  it("lists open lots soonest first by default, hiding ended ones", async () => {
    const res = await search("pageSize=96");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, page: 1, pageSize: 96, total: 38, totalIsLowerBound: false });
    expect(lotNumbers(body)).not.toContain(num(107));
    expect(lotNumbers(body)).not.toContain(num(108));
    expect(lotNumbers(body)[0]).toBe(num(109)); // live since an hour ago: the earliest auction still open
    expect(body.items[0]).toMatchObject({ status: "Live Now", platform: "copart" });
    expect(body.items[0].originalData).toBeUndefined();
    // Operators (and bench/search) read the database's share of the time, and the plan that ran, from Server-Timing.
    const timing = /^db;dur=([\d.]+);desc=(?:broad|narrow), read;desc=\d+, items;desc=38, total;dur=([\d.]+)$/.exec(
      String(res.headers["server-timing"]),
    );
    expect(timing).not.toBeNull();
    expect(Number(timing![2])).toBeGreaterThanOrEqual(Number(timing![1]));
  });

  it.each([
    ["platform=iaai", [101]],
    ["make=bmw", [100]],
    ["make=FORD&model=f-150", [101]],
    ["vehicleType=motorcycle", [103]],
    ["yearFrom=2019&yearTo=2020&make=ford", [101]],
    ["damageType=hail", [102]],
    ["location=FL", [101]],
    ["location=120", [101]],
    ["location=miami", [101]],
    ["odometerMax=20000", [101]],
    ["fuelType=electric", [102]],
    ["cylinders=8", [101]],
    ["transmission=manual", [103]],
    ["airbags=front", [104]],
    ["title=clean", [102]], // 104's clear title is branded rebuilt
    ["title=rebuilt", [104]],
    ["title=flood", [105]],
    ["color=black", [100]],
    ["driveTrain=4wd", [101]],
    ["showBuyNow=true", [102]],
    ["driveTrain=awd&cylinders=6&color=black&make=BMW", [100]],
  ])("%s finds exactly its lots", async (query, expected) => {
    const res = await search(`${query}&pageSize=96`);
    expect(res.statusCode, res.body).toBe(200);
    expect(lotNumbers(res.json()).sort()).toEqual(expected.map(num).sort());
  });

  it("shows ended auctions only when asked", async () => {
    const res = await search("make=MAZDA&showEndedAuctions=true");
    expect(lotNumbers(res.json()).sort()).toEqual([num(107), num(108)]);
    expect((await search("make=MAZDA")).json().total).toBe(0);
  });

  it("filters by auction day in Vilnius time", async () => {
    const first = new Date(NOW + 2 * DAY);
    const ymd = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vilnius" }).format(first);
    const res = await search(`auctionDate=${ymd}`);
    expect(lotNumbers(res.json())).toContain(num(0));
    expect(lotNumbers(res.json())).not.toContain(num(1));
  });

  it("finds a lot by its number, its VIN, and a masked lot by the full VIN's first 11 characters", async () => {
    expect(lotNumbers((await search(`lotVin=${num(101)}`)).json())).toEqual([num(101)]);
    expect(lotNumbers((await search("lotVin=1hgcm82633a004352")).json())).toEqual([num(104)]);
    expect(lotNumbers((await search("lotVin=WAUC4CF5XJA123456")).json())).toEqual([num(106)]);
    // A full VIN that only shares its first 11 characters with an unmasked lot does not match it.
    expect((await search("lotVin=5YJ3E1EA7KF310000")).json().total).toBe(0);
  });

  it("finds lots by a masked VIN copied from a card: full VINs that start with it, masked lots on its first 11", async () => {
    expect(lotNumbers((await search("lotVin=1hgcm82633a******")).json())).toEqual([num(104)]);
    expect(lotNumbers((await search("lotVin=1HGCM82633A0043**")).json())).toEqual([num(104)]);
    expect((await search("lotVin=1HGCM82633A0044**")).json().total).toBe(0);
    expect(lotNumbers((await search("lotVin=WAUC4CF5XJA******")).json())).toEqual([num(106)]);
    expect(lotNumbers((await search(`lotVin=${encodeURIComponent("WAUC4CF5XJA123###")}`)).json())).toEqual([num(106)]);
    expect((await search("lotVin=WAUC4CF5XJB******")).json().total).toBe(0);
    // Fewer than 11 characters shown names no lot: refused as any other text that is not a VIN or lot number.
    const refused = await search("lotVin=1HGCM82633*******");
    expect(refused.statusCode).toBe(400);
  });

  it("finds ended lots by VIN or number too", async () => {
    expect(lotNumbers((await search(`lotVin=${num(107)}`)).json())).toEqual([num(107)]);
  });

  it("answers each lot exactly as the lot call does (dates, arrays, money and the European fields)", async () => {
    // East of UTC, as a Lithuanian server runs: a calendar date read as a local-midnight Date would show the day before.
    const zone = process.env.TZ;
    process.env.TZ = "Europe/Vilnius";
    onTestFinished(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });
    for (const [platform, n] of [
      ["europe", 110],
      ["copart", 104],
      ["copart", 106],
      ["iaai", 101],
    ] as const) {
      const [item] = (await search(`lotVin=${num(n)}`)).json().items;
      // The lot call formats the date in the visitor's language; the search in English (the web formats its own).
      const {
        originalData: _,
        countdown: itemClock,
        auctionDateFormatted: _f,
        ...lot
      } = (await client().get(`/api/lots/${platform}/${num(n)}`)).json().lot;
      const { countdown: lotClock, auctionDateFormatted: _g, ...rest } = item;
      expect(rest).toEqual(lot);
      expect(itemClock.ended).toBe(lotClock.ended);
    }
    const [skoda] = (await search(`lotVin=${num(110)}`)).json().items;
    expect(skoda).toMatchObject({ firstRegistration: "2019-03-15", odometer: "84,500 km", vatScheme: "margin" });
  });

  it("turns a confident phrase into make and model filters, and the rest into keywords", async () => {
    const res = await search("keyword=bmw%20x5%202015");
    const body = res.json();
    expect(lotNumbers(body)).toEqual([num(100)]);
    expect(body.applied.phrase).toMatchObject({
      make: expect.stringMatching(/BMW/i),
      model: expect.stringMatching(/X5/i),
    });
  });

  it("reads words that name damage as the damage filter: primary or secondary, every type with those words", async () => {
    // WATER/FLOOD is one word to the text search: the keyword "flood" found no flood-damaged lot.
    const flood = (await search("keyword=flood")).json();
    expect(lotNumbers(flood)).toEqual([num(105)]);
    expect(flood.applied.phrase).toMatchObject({ damage: [{ words: "flood", types: ["WATER/FLOOD"] }], keywords: [] });
    // "rear": IAAI's REAR and every type with the word (LEFT REAR, REAR END...), as secondary damage too.
    expect(lotNumbers((await search("keyword=rear")).json()).sort()).toEqual([num(103), num(104)]);
    expect(lotNumbers((await search("keyword=honda%20left%20rear")).json())).toEqual([num(104)]);
    expect((await search("keyword=honda%20front%20end")).json().total).toBe(0);
    // With the make from the phrase; words that place nothing stay keywords.
    expect(lotNumbers((await search("keyword=tesla%20hail")).json())).toEqual([num(102)]);
    expect((await search("keyword=toyota%20hail")).json().total).toBe(0);
    const harley = (await search("keyword=harley%20rear%20glide")).json();
    expect(lotNumbers(harley)).toEqual([num(103)]);
    expect(harley.applied.phrase).toMatchObject({ damage: [{ words: "rear" }], keywords: ["harley", "glide"] });
    expect((await search("keyword=harley%20rear%20sportster")).json().total).toBe(0);
  });

  it("falls back to a keyword search for words it cannot place", async () => {
    const res = await search("keyword=prestige");
    expect(lotNumbers(res.json())).toEqual([num(106)]);
    expect((await search("keyword=street%20gli")).json().total).toBe(1); // prefixes match
  });
});

describe("sorting and paging", () => {
  it("sorts by auction date both ways", async () => {
    const asc = lotNumbers((await search("make=TOYOTA&pageSize=12")).json());
    const desc = lotNumbers((await search("make=TOYOTA&order=desc&pageSize=12")).json());
    expect(asc.slice(0, 3)).toEqual([num(0), num(1), num(2)]);
    expect(desc.slice(0, 3)).toEqual([num(29), num(28), num(27)]);
  });

  it("pages through results: the last page is partial and beyond it is empty", async () => {
    const p1 = (await search("make=TOYOTA&pageSize=12&page=1")).json();
    const p3 = (await search("make=TOYOTA&pageSize=12&page=3")).json();
    const p4 = (await search("make=TOYOTA&pageSize=12&page=4")).json();
    expect(p1).toMatchObject({ total: 30, totalPages: 3 });
    expect(p1.items).toHaveLength(12);
    expect(p3.items).toHaveLength(6);
    expect(lotNumbers(p3)[5]).toBe(num(29));
    expect(p4.items).toEqual([]);
    const all = [p1, (await search("make=TOYOTA&pageSize=12&page=2")).json(), p3].flatMap(lotNumbers);
    expect(new Set(all).size).toBe(30);
  });

  it("counts a filter set once a minute: other pages and sort orders reuse its total from Redis", async () => {
    await search("make=HONDA&yearFrom=2000&pageSize=12"); // two filters: not one of the facet totals below
    const keys = await app.redis.keys(app.redisKey("cache:search-total:*"));
    const ttls = await Promise.all(keys.map((k) => app.redis.ttl(k)));
    expect(ttls.length).toBeGreaterThan(0);
    for (const ttl of ttls) {
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60);
    }
    // A total planted for the filter set is what other pages and orders of it report: they did not count again.
    const before = new Set(keys);
    await search("make=MAZDA&yearFrom=2001&pageSize=12");
    const mazdaKey = (await app.redis.keys(app.redisKey("cache:search-total:*"))).find((k) => !before.has(k))!;
    await app.redis.set(mazdaKey, JSON.stringify({ total: 4242, lowerBound: false }), "EX", 60);
    expect((await search("make=MAZDA&yearFrom=2001&order=desc&page=2&pageSize=24")).json().total).toBe(4242);
  });

  it("reads the totals of no filter or one filter value, on any platform choice, from one count of every value", async () => {
    await recount(app);
    const key = app.redisKey(SEARCH_FACET_TOTALS_KEY);
    expect(await app.redis.pttl(key)).toBeGreaterThan(60_000);
    // Right from the count: all open lots, one platform, both US platforms with a make, a value no open lot has.
    expect((await search("pageSize=12")).json()).toMatchObject({ total: 38, totalIsLowerBound: false });
    expect((await search("platform=iaai")).json().total).toBe(1);
    expect((await search("platform=both&make=FORD")).json().total).toBe(1);
    expect((await search("platform=europe")).json().total).toBe(0);
    expect((await search("make=MAZDA")).json().total).toBe(0);
    // Served from the count, not counted per request: a planted count is what the search reports (its results
    // still come from the lots), and past 10,000 it reads as a lower bound.
    await app.redis.hset(key, countField("copart", "mk:TOYOTA"), "12345");
    const toyota = (await search("make=TOYOTA&platform=copart&pageSize=12")).json();
    expect(toyota).toMatchObject({ total: 10_000, totalIsLowerBound: true });
    expect(toyota.items).toHaveLength(12);
    await app.redis.hset(key, countField("copart", "co:black"), "7");
    expect((await search("color=black&platform=copart")).json().total).toBe(7);
    // Two values, a range or text are counted as before.
    expect((await search("color=black&make=BMW")).json().total).toBe(1);
    expect((await search("color=black&yearFrom=2000")).json().total).toBe(1);
    await recount(app);
    expect((await search("make=TOYOTA&platform=copart")).json().total).toBe(30);
  });

  it("bounds the matches of any filter set by the counts of its values, so that few are counted without the planner", async () => {
    await recount(app);
    const counts = (extra: Partial<LotFilters>) =>
      readFacetCounts(app, { platforms: null, showEndedAuctions: false, showBuyNow: false, ...extra });
    const toyota = (await counts({ make: "TOYOTA" })).total!;
    const black = (await counts({ color: "black" })).total!;
    expect(toyota).toBeGreaterThan(black);
    // Each further condition only narrows the matches: the smaller count bounds them; no exact total.
    expect(await counts({ make: "TOYOTA", color: "black" })).toEqual({ total: null, bound: black });
    expect(await counts({ make: "TOYOTA", yearFrom: 2015, keywords: ["camry"] })).toEqual({
      total: null,
      bound: toyota,
    });
    expect((await counts({ yearFrom: 2015 })).bound).toBe((await counts({})).total);
    // A set of damage types named in a phrase: any of them, so the sum of their counts bounds it (never a total:
    // a lot may have two of them).
    const frontEnd = (await counts({ damageType: "FRONT END" })).total!;
    const hail = (await counts({ damageType: "HAIL" })).total!;
    expect(await counts({ damageAnyOf: [["FRONT END", "HAIL"]] })).toEqual({ total: null, bound: frontEnd + hail });
    expect(await counts({ damageAnyOf: [["HAIL"]] })).toEqual({ total: hail, bound: hail });
    expect((await counts({ make: "TESLA", damageAnyOf: [["FRONT END", "HAIL"]] })).bound).toBe(1);
    // The counts are of open lots: with ended lots included they tell nothing.
    expect(await counts({ make: "TOYOTA", showEndedAuctions: true })).toEqual({ total: null, bound: null });
    // A bound within the counted range decides the plan with no statement at all (this client cannot run one).
    const where = whereClause({ platforms: null, showEndedAuctions: false, showBuyNow: false, make: "X" }, new Date());
    const noDatabase = {} as typeof app.db;
    await expect(choosePlan(noDatabase, where, null, 48, false, 20_000)).resolves.toBe("narrow");
    await expect(choosePlan(noDatabase, where, null, 48, false, 20_001)).rejects.toThrow(/createPrismaClient/);
    // And the search answers such a filter set with its exact total.
    expect((await search("make=TOYOTA&color=black")).json()).toMatchObject({ totalIsLowerBound: false });
  });

  it("accepts only the offered page sizes", async () => {
    for (const size of [12, 24, 48, 96]) expect((await search(`pageSize=${size}`)).statusCode).toBe(200);
    const bad = await search("pageSize=50");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.pageSize).toMatch(/12, 24, 48, 96/);
  });
});

describe("bad parameters", () => {
  it("names each invalid parameter", async () => {
    const res = await search(
      "platform=ebay&yearFrom=1700&cylinders=7&color=teal&lotVin=abc&auctionDate=next-week&order=up",
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ["auctionDate", "color", "cylinders", "lotVin", "order", "platform", "yearFrom"].sort(),
    );
  });

  it("refuses unknown parameters, reversed ranges and too-deep pages", async () => {
    expect((await search("colour=red")).statusCode).toBe(400);
    expect((await search("yearFrom=2020&yearTo=2010")).json().errors).toHaveProperty("yearTo");
    expect((await search("odometerMin=5&odometerMax=1")).json().errors).toHaveProperty("odometerMax");
    expect((await search("page=500&pageSize=24")).json().errors).toHaveProperty("page");
  });
});

describe("the two plans", () => {
  // Which plan runs depends on the catalogue's size (search.repository.ts choosePlan); both must give the same page.
  it.each([
    ["no filter", {}],
    ["make", { make: "TOYOTA" }],
    ["buy now and colour", { showBuyNow: true, color: "red" }],
    ["ended included", { showEndedAuctions: true }],
  ])("walking the sort index and collecting the matches give the same pages (%s)", async (_name, extra) => {
    const where = whereClause({ platforms: null, showEndedAuctions: false, showBuyNow: false, ...extra }, new Date());
    for (const order of ["asc", "desc"] as const)
      for (const [offset, limit] of [
        [0, 12],
        [5, 7],
        [24, 24],
        [500, 12],
      ] as const) {
        const broad = await searchPage(iso.db, where, order, offset, limit, "broad");
        const narrow = await searchPage(iso.db, where, order, offset, limit, "narrow");
        expect(narrow.refs).toEqual(broad.refs);
        expect(broad.matches).toBeNull();
      }
    const all = await searchPage(iso.db, where, "asc", 0, 96, "narrow");
    expect(all.matches).toBe(all.refs.length); // counted, beyond the page too: 40 lots fit one page of 96
    expect((await searchPage(iso.db, where, "asc", 500, 12, "narrow")).matches).toBe(all.refs.length);
  });

  it("estimates an auction day's matches near their number, so a large day is walked, not counted", async () => {
    // 3,000 lots, a third of them today: stated on both sort keys (as the reading needs) the planner multiplied the
    // two ranges' shares and saw a ninth; the estimate's form states the day once.
    const days = await createIsolatedDatabase(inject("databaseUrl"), "search-days");
    onTestFinished(() => days.drop());
    const now = new Date();
    const [start, end] = auctionDayWindow("today", now);
    const from = Math.max(start.getTime(), now.getTime() - 20 * HOUR);
    const lots = Array.from({ length: 3_000 }, (_, i) =>
      lot(1_000 + i, {
        auctionDate:
          i % 3 === 0
            ? new Date(from + ((end.getTime() - 60_000 - from) * i) / 3_000)
            : new Date(end.getTime() + (1 + (i % 9)) * DAY + i * 1_000),
      }),
    );
    await upsertLots(days.db, lots);
    await days.db.$executeRawUnsafe(`ANALYZE "Lot"`);
    const filters: LotFilters = {
      platforms: null,
      auctionWindow: [start, end],
      showEndedAuctions: false,
      showBuyNow: false,
    };
    const estimate = await estimateLots(days.db, whereClause(filters, now, "estimate"));
    expect(estimate).toBeGreaterThan(500);
    expect(estimate).toBeLessThan(2_000);
    // Both forms find the same lots.
    for (const purpose of ["read", "estimate"] as const) {
      const page = await searchPage(days.db, whereClause(filters, now, purpose), "desc", 0, 12, "narrow");
      expect(page.matches).toBe(1_000);
    }
  });

  it("collects a keyword search's matches unless they are very many: a walk would read every row it passes", () => {
    const base = { platforms: null, showEndedAuctions: false, showBuyNow: false };
    expect(filtersReadRows({ ...base, keywords: ["hail"] })).toBe(true);
    expect(filtersReadRows({ ...base, location: "Miami" })).toBe(true); // a text match, not a token
    expect(filtersReadRows({ ...base, location: "FL", make: "TOYOTA", keywords: ["!!"] })).toBe(false);
    // At 200,000 lots (bench/search/README.md): "hail" (about 3,000 matches), first page of 96: collected, not walked.
    expect(cheaperPlan(3_000, 96, 200_000, false)).toBe("broad");
    expect(cheaperPlan(3_000, 96, 200_000, true)).toBe("narrow");
    // "rear" (about 26,000 matches): the first page is still a short walk; page 100 is not.
    expect(cheaperPlan(26_000, 48, 200_000, true)).toBe("broad");
    expect(cheaperPlan(26_000, 4_800, 200_000, true)).toBe("narrow");
  });
});

describe("lots edited after ingestion", () => {
  it("are found by their new values and no longer by the old ones (the filter tokens follow every write)", async () => {
    const where = { platform_lotNumber: { platform: "copart" as const, lotNumber: num(103) } };
    await iso.db.lot.update({ where, data: { make: "INDIAN", exteriorColor: "green", buyNowPriceCents: 900_000 } });
    try {
      expect(lotNumbers((await search("make=indian&color=green&showBuyNow=true")).json())).toEqual([num(103)]);
      expect(lotNumbers((await search("make=HARLEY-DAVIDSON&vehicleType=motorcycle")).json())).toEqual([]);
    } finally {
      await iso.db.lot.update({
        where,
        data: { make: "HARLEY-DAVIDSON", exteriorColor: "white", buyNowPriceCents: null },
      });
    }
    expect(lotNumbers((await search("make=HARLEY-DAVIDSON&color=white")).json())).toEqual([num(103)]);
  });
});

describe("cooldowns", () => {
  it("answers 429 with the seconds to wait once a client searches too fast", async () => {
    const c = client();
    let limited = null;
    for (let i = 0; i < 40 && !limited; i++) {
      const res = await search(`make=BMW&action=buy-now&showBuyNow=true`, c);
      if (res.statusCode === 429) limited = res;
    }
    expect(limited).not.toBeNull();
    expect(limited!.json()).toMatchObject({ success: false, code: "RATE_LIMITED", retryAfter: expect.any(Number) });
    expect(Number(limited!.headers["retry-after"])).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await search("make=BMW")).statusCode).toBe(200);
  });
});
