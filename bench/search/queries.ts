// The fixed query mix of bench/search: what visitors of the search page send, drawn with a seeded generator from
// the values actually in the catalogue (makes and models with their lots, VINs, lot numbers, damages, states), so
// every run with the same seed and catalogue sends the same 2,000 queries.
import type { Db } from "@app/db/client";
import { COLOURS, DRIVELINES, FUEL_TYPES, TRANSMISSIONS } from "@app/shared/catalogue/lot.schemas";
import { CYLINDERS, TITLE_FILTERS } from "@app/shared/search/search-query.schemas";

export type QueryKind = "browse" | "single" | "combined" | "phrase" | "vin" | "lot" | "deep";
export type BenchQuery = { kind: QueryKind; query: string };

/** Share of each kind in the mix (sums to 1). */
export const MIX: Record<QueryKind, number> = {
  browse: 0.1,
  single: 0.28,
  combined: 0.2,
  phrase: 0.12,
  vin: 0.08,
  lot: 0.08,
  deep: 0.14,
};

type Catalogue = {
  models: { make: string; model: string; year: number }[];
  vins: { vin: string; masked: boolean }[];
  lotNumbers: string[];
  damages: string[];
  regions: string[];
};

export async function sampleCatalogue(db: Db): Promise<Catalogue> {
  // TABLESAMPLE keeps the sampling cheap on a large table; ORDER BY makes the sample the same run to run.
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
  return {
    models,
    vins,
    lotNumbers: lots.map((l) => l.lotNumber),
    damages: damages.map((d) => d.d),
    regions: regions.map((r) => r.r),
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

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";

export function buildQueries(cat: Catalogue, count: number, seed: number): BenchQuery[] {
  const r = rng(seed);
  const sort = (): Record<string, string> => (r.next() < 0.5 ? {} : { order: "desc" });
  const size = () => ({ pageSize: String(r.pick([12, 24, 24, 24, 48, 96])) });
  const single = (): Record<string, string> => {
    const m = r.pick(cat.models);
    const options: (() => Record<string, string>)[] = [
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
  const combined = (): Record<string, string> => {
    const m = r.pick(cat.models);
    const options: (() => Record<string, string>)[] = [
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
  const phrase = (): Record<string, string> => {
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
  const vin = (): Record<string, string> => {
    const v = r.pick(cat.vins);
    // A masked lot is found by a visitor's full VIN: its published first 11 characters plus six of the visitor's.
    const full = v.masked
      ? v.vin.slice(0, 11) + Array.from({ length: 6 }, () => r.pick([...VIN_CHARS])).join("")
      : v.vin;
    return { lotVin: r.next() < 0.3 ? full.toLowerCase() : full };
  };
  const deep = (): Record<string, string> => {
    const pageSize = r.pick([24, 48, 96]);
    const page = r.int(10, Math.floor(10_000 / pageSize));
    const filters = r.next() < 0.5 ? {} : single();
    return { ...filters, page: String(page), pageSize: String(pageSize) };
  };

  const kinds = Object.entries(MIX) as [QueryKind, number][];
  const out: BenchQuery[] = [];
  for (let i = 0; i < count; i++) {
    let x = r.next();
    let kind: QueryKind = "browse";
    for (const [k, share] of kinds) {
      if (x < share) {
        kind = k;
        break;
      }
      x -= share;
    }
    const params: Record<string, string> =
      kind === "browse"
        ? { ...sort(), ...size() }
        : kind === "single"
          ? { ...single(), ...sort(), ...size() }
          : kind === "combined"
            ? { ...combined(), ...sort(), ...size() }
            : kind === "phrase"
              ? { ...phrase(), ...size() }
              : kind === "vin"
                ? vin()
                : kind === "lot"
                  ? { lotVin: r.pick(cat.lotNumbers) }
                  : { ...deep(), ...sort() };
    out.push({ kind, query: new URLSearchParams(params).toString() });
  }
  return out;
}
