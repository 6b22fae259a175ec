// Every way of reading a page gives the same lots as the rules say: random filter sets (ranges, broad and rare
// tokens, ended lots) over a varied catalogue, each read by the walk and by the collection (which picks a token's,
// a range's or the sort order's index by the values), compared with the filters applied to the rows in code.
import fc from "fast-check";
import { afterAll, beforeAll, expect, it, inject } from "vitest";
import { readRows } from "@app/db/client";
import { upsertLots } from "@app/db/lot-store";
import type { LotRecord } from "@app/shared/catalogue/lot.schemas";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../../../worker/src/testing/isolated-database.ts";
import { searchPage, whereClause, type LotFilters } from "./search.repository.ts";

const NOW = new Date();
const HOUR = 3600_000;
const MAKES = ["TOYOTA", "HONDA", "BMW", "FORD", "KIA"];
const DAMAGES = ["FRONT END", "REAR END", "HAIL", "SIDE"];

/** A seeded spread of lots: most automatic gasoline salvage cars, a few of everything else, some ended or undated. */
function catalogue(count: number): LotRecord[] {
  let seed = 20261128;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const pick = <T>(xs: readonly T[], weights?: number[]): T => {
    let x = next() * (weights ?? xs.map(() => 1)).reduce((a, b) => a + b, 0);
    for (let i = 0; i < xs.length; i++) if ((x -= weights?.[i] ?? 1) < 0) return xs[i]!;
    return xs.at(-1)!;
  };
  return Array.from({ length: count }, (_, n) => {
    const make = pick(MAKES, [5, 3, 1, 1, 0.3]);
    const hours = pick([null, -72, -30, -2, 1, 5, 30, 80, 200], [0.5, 1, 1, 1, 2, 2, 2, 2, 2]);
    return {
      platform: pick(["copart", "iaai"] as const),
      lotNumber: String(80_000_000 + n),
      stockNumber: null,
      itemId: null,
      vehicleType: pick(["automobile", "motorcycle", "atv"] as const, [8, 1, 0.5]),
      year: pick([null, 1999, 2005, 2010, 2014, 2016, 2018, 2020, 2022, 2024], [0.3, 1, 1, 2, 2, 3, 3, 2, 1, 0.5]),
      make,
      model: "MODEL",
      trim: null,
      title: `${make} MODEL`,
      subtitle: null,
      bodyStyle: null,
      vin: null,
      vinMasked: false,
      odometerMiles: pick([null, 0, 9_000, 40_000, 99_999, 100_000, 150_000, 260_000], [0.5, 0.3, 1, 2, 1, 1, 2, 1]),
      odometerBrand: null,
      primaryDamage: pick(DAMAGES, [4, 2, 1, 1]),
      secondaryDamage: pick([null, ...DAMAGES], [4, 1, 1, 1, 1]),
      damageDescription: null,
      titleType: null,
      titleGroup: pick(["S", "C", "J"], [6, 2, 1]),
      titleState: null,
      titleNotes: null,
      exteriorColor: pick(["white", "black", "red"]),
      interiorColor: null,
      runsDrives: null,
      hasKeys: null,
      engine: null,
      cylinders: pick([4, 6, 8]),
      fuelType: pick(["gasoline", "diesel", "electric"], [8, 1, 1]),
      transmission: pick(["automatic", "manual"], [8, 1]),
      driveline: pick(["fwd", "awd"]),
      airbags: null,
      location: null,
      branch: null,
      region: pick(["TX", "CA"]),
      country: "USA",
      city: null,
      postalCode: null,
      yardNumber: null,
      laneRun: null,
      startCode: null,
      loss: null,
      bidStatus: null,
      counterBidStatus: null,
      lotAuctionStatus: pick([null, "WITHDRAWN"], [20, 1]),
      saleStatus: null,
      buyerHighBidder: null,
      isSold: next() < 0.05,
      currency: "USD",
      currentBidCents: null,
      minBidCents: null,
      buyNowPriceCents: next() < 0.2 ? 500_000 : null,
      buyNowUrl: null,
      auctionDate: hours === null ? null : new Date(NOW.getTime() + hours * HOUR + n * 1000),
      imageUrls: [],
      thumbnailUrl: null,
      originalData: { n },
    };
  });
}

type Row = {
  id: string;
  platform: string;
  vehicleType: string;
  year: number | null;
  make: string;
  odometerMiles: number | null;
  primaryDamage: string;
  secondaryDamage: string | null;
  titleGroup: string;
  fuelType: string;
  transmission: string;
  buyNowPriceCents: number | null;
  lotAuctionStatus: string | null;
  isSold: boolean;
  auctionDate: Date | null;
};

/** The filters' rules, applied in code (docs/product/search.md#filters, #ended-auctions). */
function matches(r: Row, f: LotFilters): boolean {
  const ended =
    r.isSold ||
    (r.auctionDate !== null && r.auctionDate.getTime() < NOW.getTime() - 24 * HOUR) ||
    r.lotAuctionStatus === "WITHDRAWN";
  return (
    (f.showEndedAuctions || !ended) &&
    (!f.platforms || f.platforms.includes(r.platform)) &&
    (!f.vehicleType || r.vehicleType === f.vehicleType) &&
    (!f.make || r.make === f.make) &&
    (f.yearFrom === undefined || (r.year !== null && r.year >= f.yearFrom)) &&
    (f.yearTo === undefined || (r.year !== null && r.year <= f.yearTo)) &&
    (f.odometerMin === undefined || (r.odometerMiles !== null && r.odometerMiles >= f.odometerMin)) &&
    (f.odometerMax === undefined || (r.odometerMiles !== null && r.odometerMiles <= f.odometerMax)) &&
    (!f.damageType || r.primaryDamage === f.damageType || r.secondaryDamage === f.damageType) &&
    (!f.fuelType || r.fuelType === f.fuelType) &&
    (!f.transmission || r.transmission === f.transmission) &&
    (!f.title || r.titleGroup === { clean: "C", salvage: "S", rebuilt: "-", flood: "-" }[f.title]) &&
    (!f.showBuyNow || (r.buyNowPriceCents ?? 0) > 0)
  );
}

/** Soonest first (undated last either way), then by id: the order of the sort indexes. */
function ordered(rows: Row[], order: "asc" | "desc"): string[] {
  const key = (r: Row) => r.auctionDate?.getTime() ?? (order === "asc" ? Infinity : -Infinity);
  const sign = order === "asc" ? 1 : -1;
  return [...rows]
    .sort((a, b) => sign * (key(a) - key(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)))
    .map((r) => r.id);
}

let iso: IsolatedDatabase;
let rows: Row[];

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "search-plans", { max: 4, readMax: 2 });
  await upsertLots(iso.db, catalogue(1500));
  await iso.db.$executeRawUnsafe(`ANALYZE "Lot"`);
  rows = await readRows<Row>(
    iso.db,
    `SELECT "id", "platform"::text AS platform, "vehicleType"::text AS "vehicleType", "year", "make", "odometerMiles",
       "primaryDamage", "secondaryDamage", "titleGroup", "fuelType", "transmission", "buyNowPriceCents",
       "lotAuctionStatus", "isSold", "auctionDate" FROM "Lot"`,
    [],
  );
});

afterAll(async () => {
  await iso?.drop();
});

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });
const filterSets: fc.Arbitrary<LotFilters> = fc.record({
  platforms: fc.constantFrom(null, ["copart"], ["iaai"], ["copart", "iaai"]),
  vehicleType: maybe(fc.constantFrom("automobile", "motorcycle", "atv")),
  make: maybe(fc.constantFrom(...MAKES)),
  yearFrom: maybe(fc.integer({ min: 1998, max: 2025 })),
  yearTo: maybe(fc.integer({ min: 1998, max: 2025 })),
  odometerMin: maybe(fc.constantFrom(0, 9_000, 40_000, 100_000, 150_001)),
  odometerMax: maybe(fc.constantFrom(0, 9_000, 99_999, 100_000, 260_000)),
  damageType: maybe(fc.constantFrom(...DAMAGES)),
  fuelType: maybe(fc.constantFrom("gasoline", "diesel", "electric")),
  transmission: maybe(fc.constantFrom("automatic", "manual")),
  title: maybe(fc.constantFrom("clean" as const, "salvage" as const)),
  showEndedAuctions: fc.boolean(),
  showBuyNow: fc.boolean(),
});

it("walks and collections give the lots and order the filters' rules give, for any filter set and page", async () => {
  await fc.assert(
    fc.asyncProperty(
      filterSets,
      fc.constantFrom("asc" as const, "desc" as const),
      fc.constantFrom(0, 7, 24, 300),
      fc.constantFrom(1, 12, 96),
      async (f, order, offset, limit) => {
        const expected = ordered(
          rows.filter((r) => matches(r, f)),
          order,
        );
        const where = whereClause(f, NOW);
        const narrow = await searchPage(iso.db, where, order, offset, limit, "narrow");
        const broad = await searchPage(iso.db, where, order, offset, limit, "broad");
        const page = expected.slice(offset, offset + limit);
        expect(narrow.refs.map((r) => r.id)).toEqual(page);
        expect(broad.refs.map((r) => r.id)).toEqual(page);
        expect(narrow.matches).toBe(expected.length);
      },
    ),
    { numRuns: 150 },
  );
});
