// The fixed query mix of bench/search: what visitors of the search page send, drawn with a seeded generator from
// the values actually in the catalogue (makes and models with their lots, VINs, lot numbers, damages, states), so
// every run with the same seed and catalogue sends the same 2,000 queries.
import type { Db } from "@app/db/client";
import { COLOURS, DRIVELINES, FUEL_TYPES, TRANSMISSIONS } from "@app/shared/catalogue/lot.schemas";
import { CYLINDERS, TITLE_FILTERS } from "@app/shared/search/search-query.schemas";

export type QueryKind =
  | "browse"
  | "single"
  | "combined"
  | "generated"
  | "range"
  | "range+broad"
  | "keyword+filters"
  | "phrase"
  | "deep"
  | "vin"
  | "lot";
export type BenchQuery = { kind: QueryKind; query: string };

/**
 * Share of each kind in the mix (sums to 1). The fixed shape classes (range, range+broad, keyword+filters, deep) weigh
 * what a buyer who narrows by year, mileage or day sends; `generated` is every filter drawn at random.
 */
export const MIX: Record<QueryKind, number> = {
  browse: 0.08,
  single: 0.16,
  combined: 0.12,
  generated: 0.16,
  range: 0.08,
  "range+broad": 0.1,
  "keyword+filters": 0.06,
  phrase: 0.06,
  deep: 0.1,
  vin: 0.04,
  lot: 0.04,
};
export const KINDS = Object.keys(MIX) as QueryKind[];
/** The lookups' class: a VIN or a lot number. */
export const LOOKUP_KINDS: readonly QueryKind[] = ["vin", "lot"];

/** One lot's filterable values, as the search's filters name them: drawn lots give the mix the catalogue's spread. */
type LotValues = {
  platform: string;
  vehicleType: string;
  make: string | null;
  model: string | null;
  year: number | null;
  odometer: number | null;
  damage: string | null;
  region: string | null;
  fuelType: string | null;
  cylinders: number | null;
  transmission: string | null;
  color: string | null;
  driveTrain: string | null;
  title: string | null;
  buyNow: boolean;
  auctionDay: string | null;
};

type Catalogue = {
  models: { make: string; model: string; year: number }[];
  vins: { vin: string; masked: boolean }[];
  lotNumbers: string[];
  damages: string[];
  regions: string[];
  /** A few thousand open lots' values, drawn evenly over the table. */
  lots: LotValues[];
};

export async function sampleCatalogue(db: Db): Promise<Catalogue> {
  // ORDER BY makes the samples the same run to run.
  const models = await db.$queryRaw<Catalogue["models"]>`
    SELECT "make", "model", min("year")::int AS "year" FROM "Lot"
    WHERE "make" IS NOT NULL AND "model" IS NOT NULL GROUP BY 1, 2 ORDER BY count(*) DESC, 1, 2 LIMIT 300`;
  const vins = await db.$queryRaw<Catalogue["vins"]>`
    SELECT "vin", "vinMasked" AS masked FROM "Lot" WHERE "vin" IS NOT NULL ORDER BY "lotNumber" LIMIT 2000`;
  const lots = await db.$queryRaw<{ lotNumber: string }[]>`
    SELECT "lotNumber" FROM "Lot" ORDER BY "id" LIMIT 2000`;
  const damages = await db.$queryRaw<{ d: string }[]>`
    SELECT "primaryDamage" AS d FROM "Lot" WHERE "primaryDamage" IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 25`;
  const regions = await db.$queryRaw<{ r: string }[]>`
    SELECT "region" AS r FROM "Lot" WHERE "region" IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 40`;
  // Every n-th open lot by id (ids are random): the values a buyer meets, in the proportions the catalogue has them.
  const values = await db.$queryRaw<LotValues[]>`
    SELECT "platform"::text AS platform, "vehicleType"::text AS "vehicleType", "make", "model", "year",
      "odometerMiles" AS odometer, "primaryDamage" AS damage,
      CASE WHEN "platform" = 'europe' THEN "country" ELSE "region" END AS region,
      "fuelType", "cylinders", "transmission", "exteriorColor" AS color, "driveline" AS "driveTrain",
      CASE "titleGroup" WHEN 'C' THEN 'clean' WHEN 'S' THEN 'salvage' END AS title,
      coalesce("buyNowPriceCents" > 0, false) AS "buyNow", to_char("auctionDate" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "auctionDay"
    FROM (SELECT *, row_number() OVER (ORDER BY "id") AS n FROM "Lot"
          WHERE "removedAt" IS NULL AND NOT "isSold" AND "auctionDate" >= now()) AS l
    WHERE n % greatest(1, (SELECT count(*) FROM "Lot") / 4000) = 0
    ORDER BY "id" LIMIT 4000`;
  return {
    models,
    vins,
    lotNumbers: lots.map((l) => l.lotNumber),
    damages: damages.map((d) => d.d),
    regions: regions.map((r) => r.r),
    lots: values,
  };
}

/** mulberry32: small, fast and good enough to pick queries. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return { next, pick, int };
}
type Rng = ReturnType<typeof rng>;

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
type Params = Record<string, string>;

/** Keep the entries whose value is known. */
const known = (p: Record<string, string | number | null | undefined>): Params =>
  Object.fromEntries(Object.entries(p).flatMap(([k, v]) => (v === null || v === undefined ? [] : [[k, String(v)]])));

/** A year range around a lot's year: from, to or both, 0-6 years wide. */
function yearRange(r: Rng, year: number | null): Params {
  const y = year ?? r.int(2008, 2022);
  const from = y - r.int(0, 3);
  const to = y + r.int(0, 3);
  const x = r.next();
  return x < 0.5
    ? { yearFrom: String(from), yearTo: String(to) }
    : x < 0.75
      ? { yearFrom: String(from) }
      : { yearTo: String(to) };
}

/** A mileage range around a lot's odometer, in the round steps a form offers. */
function odometerRange(r: Rng, odometer: number | null): Params {
  const step = r.pick([10_000, 25_000, 50_000]);
  const o = odometer ?? r.int(0, 200_000);
  const min = Math.max(0, Math.floor(o / step) * step - step * r.int(0, 2));
  const max = Math.ceil((o + 1) / step) * step + step * r.int(0, 2);
  const x = r.next();
  return x < 0.4
    ? { odometerMin: String(min), odometerMax: String(max) }
    : x < 0.8
      ? { odometerMax: String(max) }
      : { odometerMin: String(min) };
}

/** One of the three ranges: years, mileage, an auction day. */
function someRange(r: Rng, lot: LotValues): Params {
  const x = r.next();
  if (x < 0.45) return yearRange(r, lot.year);
  if (x < 0.8) return odometerRange(r, lot.odometer);
  return { auctionDate: r.next() < 0.5 ? r.pick(["today", "tomorrow"]) : (lot.auctionDay ?? "tomorrow") };
}

/** An equality filter most lots pass (what a lot has most often is drawn most often). */
function broadFilter(r: Rng, lot: LotValues): Params {
  const options: (() => Params)[] = [
    () => known({ transmission: lot.transmission }),
    () => known({ fuelType: lot.fuelType }),
    () => ({ vehicleType: lot.vehicleType }),
    () => known({ title: lot.title }),
    () => ({ platform: lot.platform }),
    () => known({ driveTrain: lot.driveTrain }),
    () => ({ airbags: "none" }),
    () => ({ showBuyNow: "true" }),
  ];
  return r.pick(options)();
}

/**
 * Every public filter, each present with some probability, its value taken from one drawn lot (so a combination is
 * one a catalogue lot has, and ranges sit around its values); sometimes a keyword, a later page, the other order.
 */
function generated(r: Rng, lot: LotValues): Params {
  const p: Params = {};
  const maybe = (chance: number, f: () => Params) => {
    if (r.next() < chance) Object.assign(p, f());
  };
  maybe(0.25, () => ({ platform: lot.platform }));
  maybe(0.2, () => ({ vehicleType: lot.vehicleType }));
  maybe(0.35, () => known({ make: lot.make }));
  if (p.make) maybe(0.5, () => known({ model: lot.model }));
  maybe(0.35, () => yearRange(r, lot.year));
  maybe(0.25, () => odometerRange(r, lot.odometer));
  maybe(0.15, () => known({ damageType: lot.damage }));
  maybe(0.12, () => known({ location: lot.region }));
  maybe(0.2, () => known({ fuelType: lot.fuelType }));
  // The filter offers the spec's cylinder counts only (no 2-cylinder motorcycles).
  maybe(0.08, (): Params => (CYLINDERS.some((c) => c === lot.cylinders) ? { cylinders: String(lot.cylinders) } : {}));
  maybe(0.2, () => known({ transmission: lot.transmission }));
  maybe(0.1, () => known({ color: lot.color }));
  maybe(0.12, () => known({ driveTrain: lot.driveTrain }));
  maybe(0.06, () => ({ airbags: "none" }));
  maybe(0.15, () => known({ title: lot.title }));
  maybe(0.12, (): Params => (lot.buyNow ? { showBuyNow: "true" } : {}));
  maybe(0.1, () => known({ auctionDate: lot.auctionDay }));
  maybe(0.05, () => ({ showEndedAuctions: "true" }));
  maybe(0.08, () => known({ keyword: (lot.model ?? lot.make)?.toLowerCase() }));
  return p;
}

/** A page: mostly the first, sometimes the next few, now and then a deep one up to the 10,000-result limit. */
function pageOf(r: Rng): Params {
  const pageSize = r.pick([12, 24, 24, 24, 48, 96]);
  const x = r.next();
  const page = x < 0.75 ? 1 : x < 0.93 ? r.int(2, 6) : r.int(7, Math.floor(10_000 / pageSize));
  return page === 1 ? { pageSize: String(pageSize) } : { page: String(page), pageSize: String(pageSize) };
}

export function buildQueries(cat: Catalogue, count: number, seed: number): BenchQuery[] {
  const r = rng(seed);
  const sort = (): Params => (r.next() < 0.5 ? {} : { order: "desc" });
  const size = () => ({ pageSize: String(r.pick([12, 24, 24, 24, 48, 96])) });
  const lot = () => r.pick(cat.lots);
  const single = (): Params => {
    const m = r.pick(cat.models);
    const options: (() => Params)[] = [
      () => ({ make: m.make }),
      () => ({ vehicleType: r.pick(["automobile", "automobile", "motorcycle", "atv"]) }),
      () => ({ damageType: r.pick(cat.damages) }),
      () => ({ location: r.pick(cat.regions) }),
      () => ({ yearFrom: String(r.int(2008, 2023)) }),
      () => ({ fuelType: r.pick(FUEL_TYPES) }),
      () => ({ color: r.pick(COLOURS) }),
      () => ({ title: r.pick(TITLE_FILTERS) }),
      () => ({ odometerMax: String(r.pick([25_000, 50_000, 100_000])) }),
      () => ({ showBuyNow: "true" }),
      () => ({ auctionDate: r.pick(["today", "tomorrow"]) }),
      () => ({ platform: r.pick(["copart", "iaai"]) }),
      () => ({ driveTrain: r.pick(DRIVELINES) }),
      () => ({ transmission: r.pick(TRANSMISSIONS) }),
      () => ({ cylinders: String(r.pick(CYLINDERS)) }),
    ];
    return r.pick(options)();
  };
  const combined = (): Params => {
    const m = r.pick(cat.models);
    const options: (() => Params)[] = [
      () => ({ make: m.make, model: m.model }),
      () => ({ make: m.make, model: m.model, yearFrom: String(m.year), yearTo: String(m.year + r.int(2, 6)) }),
      () => ({ make: m.make, damageType: r.pick(cat.damages), odometerMax: "100000" }),
      () => ({ platform: r.pick(["copart", "iaai"]), make: m.make, showBuyNow: "true" }),
      () => ({ vehicleType: "automobile", yearFrom: "2018", fuelType: r.pick(FUEL_TYPES), title: "clean" }),
      () => ({ location: r.pick(cat.regions), damageType: r.pick(cat.damages), auctionDate: "tomorrow" }),
      () => ({ make: m.make, color: r.pick(COLOURS), driveTrain: r.pick(DRIVELINES) }),
      () => ({ make: m.make, showEndedAuctions: "true" }),
    ];
    return r.pick(options)();
  };
  const phrase = (): Params => {
    const m = r.pick(cat.models);
    const model = m.model.toLowerCase();
    const make = m.make.toLowerCase();
    const options = [
      `${make} ${model}`,
      `${m.year + r.int(0, 5)} ${make} ${model}`,
      model,
      `${make} ${r.pick(cat.damages).toLowerCase()}`,
      r.pick(["hail", "flood", "hybrid", "diesel", "front end", "awd"]),
      `${model.slice(0, Math.max(3, model.length - 2))}`,
    ];
    return { keyword: r.pick(options) };
  };
  /** A keyword (a model, a make, a model's first letters) with one or two filters of the same lot. */
  const keywordFilters = (): Params => {
    const l = lot();
    const word = (r.next() < 0.6 ? l.model : l.make)?.toLowerCase() ?? "sedan";
    const keyword = r.next() < 0.2 ? word.slice(0, Math.max(3, word.length - 2)) : word;
    const filters = r.next() < 0.5 ? someRange(r, l) : broadFilter(r, l);
    return { keyword, ...filters, ...(r.next() < 0.4 ? broadFilter(r, l) : {}) };
  };
  const vin = (): Params => {
    const v = r.pick(cat.vins);
    // A masked lot is found by a visitor's full VIN: its published first 11 characters plus six of the visitor's.
    const full = v.masked
      ? v.vin.slice(0, 11) + Array.from({ length: 6 }, () => r.pick([...VIN_CHARS])).join("")
      : v.vin;
    return { lotVin: r.next() < 0.3 ? full.toLowerCase() : full };
  };
  /** Pages 10 up to the 10,000-result limit: no filter, one filter, or a range with a broad filter. */
  const deep = (): Params => {
    const pageSize = r.pick([24, 48, 96]);
    const page = r.int(10, Math.floor(10_000 / pageSize));
    const x = r.next();
    const l = lot();
    const filters = x < 0.3 ? {} : x < 0.6 ? single() : { ...someRange(r, l), ...broadFilter(r, l) };
    return { ...filters, page: String(page), pageSize: String(pageSize) };
  };

  const out: BenchQuery[] = [];
  for (let i = 0; i < count; i++) {
    let x = r.next();
    let kind: QueryKind = "browse";
    for (const k of KINDS) {
      if (x < MIX[k]) {
        kind = k;
        break;
      }
      x -= MIX[k];
    }
    const params: Params = (() => {
      switch (kind) {
        case "browse":
          return { ...sort(), ...size() };
        case "single":
          return { ...single(), ...sort(), ...size() };
        case "combined":
          return { ...combined(), ...sort(), ...size() };
        case "generated":
          return { ...generated(r, lot()), ...sort(), ...pageOf(r) };
        case "range":
          return { ...someRange(r, lot()), ...sort(), ...pageOf(r) };
        case "range+broad": {
          const l = lot();
          const extra = r.next() < 0.35 ? broadFilter(r, l) : {};
          return { ...someRange(r, l), ...broadFilter(r, l), ...extra, ...sort(), ...pageOf(r) };
        }
        case "keyword+filters":
          return { ...keywordFilters(), ...sort(), ...size() };
        case "phrase":
          return { ...phrase(), ...size() };
        case "deep":
          return { ...deep(), ...sort() };
        case "vin":
          return vin();
        case "lot":
          return { lotVin: r.pick(cat.lotNumbers) };
      }
    })();
    out.push({ kind, query: new URLSearchParams(params).toString() });
  }
  return out;
}
