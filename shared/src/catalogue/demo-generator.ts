// A realistic demo catalogue in the providers' own raw shapes (Copart search rows enriched with their lotImages
// list, IAAI mobile search items), so the demo travels the same adapter path as live data. Pure and seeded: lot i
// depends only on (seed, i, now), so a larger count extends a smaller one and a re-run writes the same lots.
import type { CopartImage, CopartRow } from "./copart.adapter.ts";
import type { DemoMake, DemoReference, DemoYard } from "./demo-reference.ts";
import type { IaaiItem, IaaiSearchData } from "./iaai.adapter.ts";
import type { BodyStyle, Colour, VehicleType } from "./lot.schemas.ts";
import { VIN_CHARS } from "./lot.schemas.ts";
import { DEMO_IMAGE_ANGLES, damageZoneOf, demoImageUrl, demoThumbnailUrl } from "../demo-images/demo-image-name.ts";
import {
  COLOURS,
  CONVERTIBLE_MODEL,
  COUPE_MODEL,
  DAMAGES,
  ELECTRIC_MAKES,
  ELECTRIC_MODEL,
  EXOTIC_COUPE_MAKES,
  GENERIC_TRIMS,
  HATCHBACK_MODEL,
  HYBRID_MODEL,
  IAAI_DAMAGE,
  INTERIOR_COLOURS,
  MAKE_TIERS,
  MAKE_WEIGHTS,
  MAKE_YEARS,
  MINIVAN_MODEL,
  MODEL_YEARS,
  MOTORCYCLE_MAKES,
  ATV_MAKES,
  PICKUP_MODEL,
  POPULAR_MODELS,
  POWERSPORT_COLOURS,
  POWERSPORT_DAMAGE_SHARES,
  POWERSPORT_TRIMS,
  type PowersportLayout,
  type PowersportMake,
  type PowersportModel,
  SECONDARY_DAMAGES,
  STATE_TIME_ZONES,
  SUV_MODEL,
  TIER_PRICE,
  TITLE_STATES_ELSEWHERE,
  TRIMS,
  VAN_MODEL,
  VEHICLE_TYPE_SHARES,
  WAGON_MODEL,
  WMI,
} from "./demo-market-data.ts";

export interface DemoCatalogue {
  copart: CopartRow[];
  iaai: IaaiItem[];
}

export interface DemoGeneratorOptions {
  /** Any 32-bit integer; the same seed, count and now give the same catalogue. */
  seed: number;
  count: number;
  /** Auction dates are spread around it: some ended, some live, some later today, most within 21 days. */
  now: Date;
  /** Index of the first lot (default 0), for generating a large catalogue in slices. */
  startIndex?: number;
}

/** Share of lots on Copart; the rest are IAAI. */
export const DEMO_COPART_SHARE = 0.55;
/**
 * Pictures per demo lot: `/demo-images/<bodyStyle>-<colour>-<n>[-<damage>].svg?lot=<lot number>`, n = 1..4 (see
 * demo-images/demo-image-name.ts; the API draws them).
 */
export const DEMO_IMAGE_COUNT = 4;
export const DEMO_IMAGE_BODY_STYLES = [
  "sedan",
  "suv",
  "pickup",
  "hatchback",
  "coupe",
  "convertible",
  "wagon",
  "van",
  "minivan",
  "motorcycle",
  "atv",
] as const satisfies readonly BodyStyle[];
type ImageBody = (typeof DEMO_IMAGE_BODY_STYLES)[number];
type DemoBody = Exclude<ImageBody, "motorcycle" | "atv">;

/** Picture n of a lot: its body style and colour, the zone its primary damage marks, its number on the placard. */
export function demoImagePath(
  body: ImageBody,
  colour: Colour,
  n: number,
  primaryDamage: string | null = null,
  lotNumber: string | null = null,
): string {
  const angle = Math.min(4, Math.max(1, Math.round(n))) as 1 | 2 | 3 | 4;
  return demoImageUrl({ body, colour, angle, damage: damageZoneOf(primaryDamage), lot: lotNumber });
}

// ---------------------------------------------------------------------------------------------------------------
// Seeded randomness: a splitmix32 hash of (seed, index) seeds a mulberry32 stream per lot.

function splitmix32(a: number): number {
  a = (a + 0x9e3779b9) | 0;
  let t = a ^ (a >>> 16);
  t = Math.imul(t, 0x21f0aaad);
  t ^= t >>> 15;
  t = Math.imul(t, 0x735a2d97);
  return (t ^ (t >>> 15)) >>> 0;
}

export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  between(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }
  /** Integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [v, w] of entries) if ((r -= w) < 0) return v;
    const last = entries[entries.length - 1];
    if (!last) throw new Error("weighted pick from an empty list");
    return last[0];
  }
  /** Roughly normal (Irwin-Hall of 4), mean 0, sd 1. */
  normal(): number {
    return ((this.next() + this.next() + this.next() + this.next() - 2) * Math.sqrt(12)) / 2;
  }
}

export function lotRng(seed: number, index: number): Rng {
  return new Rng(splitmix32(seed ^ splitmix32(index)));
}

// ---------------------------------------------------------------------------------------------------------------
// Body styles and provider wording (the market data itself is in demo-market-data.ts).

function bodyOf(make: string, model: string): DemoBody {
  if (PICKUP_MODEL.test(model)) return "pickup";
  if (VAN_MODEL.test(model)) return "van";
  if (MINIVAN_MODEL.test(model)) return "minivan";
  if (WAGON_MODEL.test(model)) return "wagon";
  if (SUV_MODEL.test(model) || make === "JEEP" || make === "LAND ROVER") return "suv";
  if (CONVERTIBLE_MODEL.test(model)) return "convertible";
  if (COUPE_MODEL.test(model) || EXOTIC_COUPE_MAKES.has(make)) return "coupe";
  if (HATCHBACK_MODEL.test(model)) return "hatchback";
  return "sedan";
}

const COPART_BODY: Record<ImageBody, readonly string[]> = {
  sedan: ["SEDAN 4D"],
  suv: ["4DR SPOR"],
  pickup: ["CREW PIC", "PICKUP", "EXTENDED"],
  hatchback: ["HATCHBACK"],
  coupe: ["COUPE"],
  convertible: ["CONVERTI"],
  wagon: ["WAGON"],
  van: ["VAN"],
  minivan: ["SPORTS V"],
  motorcycle: ["MOTORCYCLE"],
  atv: ["ATV"],
};
const IAAI_BODY: Record<ImageBody, readonly string[]> = {
  sedan: ["SEDAN 4 DR"],
  suv: ["SPORT UTILITY"],
  pickup: ["CREW CAB PICKUP", "EXTENDED CAB PICKUP", "REGULAR CAB PICKUP"],
  hatchback: ["HATCHBACK 4 DR"],
  coupe: ["COUPE"],
  convertible: ["CONVERTIBLE"],
  wagon: ["WAGON 4 DR"],
  van: ["CARGO VAN"],
  minivan: ["MINIVAN"],
  motorcycle: ["MOTORCYCLE"],
  atv: ["ATV"],
};
/** Copart's member vehicle type and search code, IAAI's inventory type, per vehicle type. */
const COPART_VEHICLE_TYPE: Record<VehicleType, readonly [string, string]> = {
  automobile: ["AUTOMOBILE", "VEHTYPE_V"],
  motorcycle: ["MOTORCYCLE", "VEHTYPE_C"],
  atv: ["ATV", "VEHTYPE_A"],
};
const IAAI_INVENTORY_TYPE: Record<VehicleType, string> = {
  automobile: "AUTOMOBILE",
  motorcycle: "MOTORCYCLE",
  atv: "ATV",
};
const BODY_PRICE: Record<DemoBody, number> = {
  sedan: 1,
  suv: 1.15,
  pickup: 1.25,
  hatchback: 0.85,
  coupe: 1.1,
  convertible: 1.1,
  wagon: 1,
  van: 1.1,
  minivan: 1.05,
};

const COLOUR_ENTRIES = COLOURS.map(([word, code, share]) => [[word, code] as const, share] as const);

const DAMAGE_ENTRIES = DAMAGES.map((d) => [d, d[2]] as const);

const VIN_YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789";
// Transliteration for the check digit (ISO 3779): digits as themselves, A-H 1-8, J-N 1-5, P 7, R 9, S-Z 2-9.
const VIN_VALUES: Record<string, number> = Object.fromEntries(
  [...VIN_CHARS].map((c, i) => [c, Number("012345678912345678123457923456789"[i])]),
);
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit (position 9) of a 17-character VIN. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (VIN_VALUES[vin[i] ?? "0"] ?? 0) * (VIN_WEIGHTS[i] ?? 0);
  const r = sum % 11;
  return r === 10 ? "X" : String(r);
}

function makeVin(rng: Rng, make: string, modelYear: number, index: number, wmis?: readonly string[]): string {
  const letters = VIN_CHARS.slice(10);
  const known = wmis ?? WMI[make];
  const wmi = known
    ? rng.pick(known)
    : `${rng.pick(["1", "2", "3", "4", "5", "J", "K", "W"])}${rng.pick([...letters])}${rng.pick([...VIN_CHARS])}`;
  let vds = "";
  for (let i = 0; i < 5; i++) vds += rng.pick([...VIN_CHARS]);
  const yearCode = VIN_YEAR_CODES[(modelYear - 2010 + 30) % 30] ?? "A";
  const plant = rng.pick([...VIN_CHARS]);
  const serial = String((index * 7919 + rng.int(0, 7918)) % 1_000_000).padStart(6, "0");
  const draft = `${wmi}${vds}0${yearCode}${plant}${serial}`;
  return draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// ---------------------------------------------------------------------------------------------------------------
// Time zones through Intl (deterministic for a given tz database), so local sale hours are right across DST.

// Intl is slow, and a zone's offset only changes on an hour boundary, so offsets are looked up once per zone and
// UTC hour and the wall clock is computed from them.
const formatters = new Map<string, Intl.DateTimeFormat>();
const zoneHours = new Map<string, { offsetMinutes: number; zoneName: string }>();

function zoneAt(ms: number, timeZone: string): { offsetMinutes: number; zoneName: string } {
  const hourStart = Math.floor(ms / HOUR) * HOUR;
  const key = `${timeZone}|${hourStart}`;
  let zone = zoneHours.get(key);
  if (!zone) {
    let f = formatters.get(timeZone);
    if (!f) {
      f = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        timeZoneName: "short",
      });
      formatters.set(timeZone, f);
    }
    const parts: Record<string, string> = {};
    for (const p of f.formatToParts(new Date(hourStart))) parts[p.type] = p.value;
    const wall = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
    );
    zone = { offsetMinutes: Math.round((wall - hourStart) / 60_000), zoneName: parts.timeZoneName ?? "" };
    if (zoneHours.size > 50_000) zoneHours.clear();
    zoneHours.set(key, zone);
  }
  return zone;
}

interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
  zoneName: string;
  offsetMinutes: number;
}

function localTime(ms: number, timeZone: string): LocalTime {
  const { offsetMinutes, zoneName } = zoneAt(ms, timeZone);
  const wall = new Date(ms + offsetMinutes * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    weekday: wall.getUTCDay(),
    zoneName,
    offsetMinutes,
  };
}

/** The UTC instant of a wall-clock time in a zone. */
function zonedToUtc(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let ms = wall - localTime(wall, timeZone).offsetMinutes * 60_000;
  ms = wall - localTime(ms, timeZone).offsetMinutes * 60_000; // second pass settles DST edges
  return ms;
}

type SaleTiming = "ended" | "live" | "today" | "upcoming";
const TIMINGS: readonly (readonly [SaleTiming, number])[] = [
  ["ended", 7],
  ["live", 6],
  ["today", 7],
  ["upcoming", 80],
];
const UPCOMING_DAYS = Array.from({ length: 21 }, (_, k) => [k + 1, k < 7 ? 1 : 0.6] as const);

/** When the lot's sale starts: ended (24-48 h ago), live (started within 4 h), later today, or 1-21 days ahead. */
function saleTime(rng: Rng, now: number, timeZone: string, saleHour: number): { at: number; timing: SaleTiming } {
  const timing = rng.weighted(TIMINGS);
  const round5 = (ms: number) => Math.floor(ms / 300_000) * 300_000;
  if (timing === "ended") return { at: round5(now - rng.between(24.5, 47.5) * HOUR), timing };
  if (timing === "live") return { at: round5(now - rng.between(0.05, 4) * HOUR), timing };
  if (timing === "today") return { at: round5(now + rng.between(0.5, 9) * HOUR), timing };
  // Upcoming: a weekday sale at the yard's local hour, more of them in the coming week.
  const days = rng.weighted(UPCOMING_DAYS);
  let local = localTime(now + days * DAY, timeZone);
  let shift = days;
  while (local.weekday === 0 || local.weekday === 6) local = localTime(now + ++shift * DAY, timeZone);
  const at = zonedToUtc(local.year, local.month, local.day, saleHour, rng.pick([0, 0, 0, 30]), timeZone);
  return { at: Math.min(at, now + 21 * DAY), timing };
}

// ---------------------------------------------------------------------------------------------------------------
// The vehicle, shared by both providers' shapes.

interface Vehicle {
  vehicleType: VehicleType;
  make: string;
  model: string;
  trim: string | null;
  year: number;
  body: ImageBody;
  /** Powersports: the engine layout, for IAAI's engine wording ("1.9L V-Twin"). */
  layout?: PowersportLayout;
  colour: string;
  colourCode: Colour;
  interior: string | null;
  vin: string;
  odometer: number;
  odometerBrand: "ACTUAL" | "NOT ACTUAL" | "EXEMPT";
  damage: (typeof DAMAGES)[number];
  secondaryDamage: string | null;
  titleGroup: "C" | "S" | "J";
  titleState: string;
  fuel: "GAS" | "DIESEL" | "ELECTRIC" | "HYBRID ENGINE" | "FLEXIBLE FUEL";
  engine: string | null;
  cylinders: number | null;
  transmission: "AUTOMATIC" | "MANUAL" | "CVT";
  drive: "fwd" | "rwd" | "awd" | "4wd";
  hasKeys: boolean;
  runsDrives: "run" | "starts" | "stationary";
  acv: number;
  repairCost: number;
  currentBid: number;
  minimumBid: number | null;
  buyNow: number | null;
  sold: boolean;
  saleStatus: "PURE_SALE" | "MINIMUM_BID" | "ON_APPROVAL";
  timing: SaleTiming;
  saleAt: number;
}

/** The lot's pictures, with its number on the yard placard. */
function imagesOf(v: Vehicle, lotNumber: string): string[] {
  return Array.from({ length: DEMO_IMAGE_COUNT }, (_, n) =>
    demoImagePath(v.body, v.colourCode, n + 1, v.damage[0], lotNumber),
  );
}

/** The lot's picture thumbnails (raster, for cards and galleries), as the auctions list a small copy of each photo. */
function thumbnailsOf(v: Vehicle): string[] {
  const damage = damageZoneOf(v.damage[0]);
  return DEMO_IMAGE_ANGLES.slice(0, DEMO_IMAGE_COUNT).map((angle) =>
    demoThumbnailUrl({ body: v.body, colour: v.colourCode, angle, damage }),
  );
}

interface Prepared {
  makes: { name: string; models: string[]; modelEntries: (readonly [string, number])[]; weight: number }[];
  /** Weighted model years per "MAKE|MODEL", built on first use. */
  years: Map<string, (readonly [number, number])[]>;
  makeEntries: (readonly [number, number])[];
  copartYards: DemoYard[];
  iaaiYards: DemoYard[];
  nowYear: number;
}

function prepare(reference: DemoReference, now: Date): Prepared {
  const makes = reference.makes
    .map((m: DemoMake) => {
      const name = m.name.toUpperCase();
      const models = m.models.map((x) => x.toUpperCase());
      const modelEntries = models.map((x) => [x, POPULAR_MODELS.has(x) ? 6 : 1] as const);
      return { name, models, modelEntries, weight: MAKE_WEIGHTS[name] ?? 0.05 };
    })
    .filter((m) => m.weight > 0 && m.models.length > 0);
  const copartYards = reference.yards.filter((y) => y.platform === "copart" && STATE_TIME_ZONES[y.state]);
  const iaaiYards = reference.yards.filter((y) => y.platform === "iaai" && STATE_TIME_ZONES[y.state]);
  if (!makes.length || !copartYards.length || !iaaiYards.length) throw new Error("demo reference lacks makes or yards");
  return {
    makes,
    makeEntries: makes.map((m, i) => [i, m.weight] as const),
    years: new Map(),
    copartYards,
    iaaiYards,
    nowYear: now.getUTCFullYear(),
  };
}

function yearRange(make: string, model: string, nowYear: number): [number, number] {
  const [from = 2010, to = nowYear + 1] = MODEL_YEARS[model] ?? MAKE_YEARS[make] ?? [];
  const hi = Math.min(to, nowYear + 1);
  const lo = Math.max(2010, Math.min(from, hi));
  return [lo, hi];
}

/** Salvage lots are mostly 2-9 years old. */
function yearEntries(p: Prepared, make: string, model: string): (readonly [number, number])[] {
  const key = `${make}|${model}`;
  let entries = p.years.get(key);
  if (!entries) {
    const [lo, hi] = yearRange(make, model, p.nowYear);
    entries = Array.from({ length: hi - lo + 1 }, (_, k) => {
      const age = p.nowYear - (lo + k);
      return [lo + k, age < 1 ? 0.5 : age <= 8 ? 1 : Math.max(0.2, 1 - (age - 8) * 0.12)] as const;
    });
    p.years.set(key, entries);
  }
  return entries;
}

function roundTo(value: number, step: number): number {
  return Math.max(0, Math.round(value / step) * step);
}

function makeVehicle(rng: Rng, p: Prepared, index: number, now: number, timeZone: string, saleHour: number): Vehicle {
  const make = p.makes[rng.weighted(p.makeEntries)];
  if (!make) throw new Error("no make");
  const model = rng.weighted(make.modelEntries);
  const year = rng.weighted(yearEntries(p, make.name, model));
  const body = bodyOf(make.name, model);
  const [colour, colourCode] = rng.weighted(COLOUR_ENTRIES);
  const tier = MAKE_TIERS[make.name] ?? "economy";

  const electric = ELECTRIC_MAKES.has(make.name) || ELECTRIC_MODEL.test(model);
  const hybrid = !electric && HYBRID_MODEL.test(model);
  const heavyPickup = body === "pickup" && /2500|3500|450|350|250|SUPER DUTY/.test(model);
  const fuel: Vehicle["fuel"] = electric
    ? "ELECTRIC"
    : hybrid
      ? "HYBRID ENGINE"
      : (heavyPickup && rng.chance(0.45)) || (body === "van" && rng.chance(0.3))
        ? "DIESEL"
        : (body === "pickup" || body === "suv") && tier === "economy" && rng.chance(0.05)
          ? "FLEXIBLE FUEL"
          : "GAS";

  let cylinders: number | null = null;
  let litres = 0;
  if (!electric) {
    const big = body === "pickup" || body === "van" || (body === "suv" && rng.chance(0.35));
    if (tier === "exotic")
      [litres, cylinders] = rng.pick([
        [3.9, 8],
        [4.0, 8],
        [5.2, 10],
        [6.5, 12],
      ] as const);
    else if (tier === "luxury")
      [litres, cylinders] = rng.pick([
        [2.9, 6],
        [3.0, 6],
        [4.0, 8],
        [4.4, 8],
        [6.0, 12],
      ] as const);
    else if (heavyPickup)
      [litres, cylinders] = rng.pick([
        [6.6, 8],
        [6.7, 8],
        [6.4, 8],
      ] as const);
    else if (big)
      [litres, cylinders] = rng.pick([
        [2.7, 6],
        [3.5, 6],
        [3.6, 6],
        [5.3, 8],
        [5.7, 8],
        [2.0, 4],
      ] as const);
    else if (tier === "premium")
      [litres, cylinders] = rng.pick([
        [2.0, 4],
        [2.0, 4],
        [3.0, 6],
        [3.5, 6],
        [4.4, 8],
      ] as const);
    else
      [litres, cylinders] = rng.pick([
        [1.5, 4],
        [1.8, 4],
        [2.0, 4],
        [2.4, 4],
        [2.5, 4],
        [2.5, 4],
        [3.5, 6],
      ] as const);
  }
  const engine = electric ? null : `${litres.toFixed(1)}L ${cylinders}`;

  const sporty = body === "coupe" || body === "convertible";
  const transmission: Vehicle["transmission"] = rng.chance(sporty ? 0.18 : 0.03)
    ? "MANUAL"
    : ["NISSAN", "SUBARU", "HONDA", "TOYOTA", "MITSUBISHI"].includes(make.name) && !electric && rng.chance(0.4)
      ? "CVT"
      : "AUTOMATIC";
  const drive: Vehicle["drive"] =
    make.name === "SUBARU"
      ? "awd"
      : body === "pickup"
        ? rng.chance(0.6)
          ? "4wd"
          : "rwd"
        : body === "suv"
          ? rng.weighted([
              ["awd", 55],
              ["fwd", 30],
              ["4wd", 15],
            ] as const)
          : sporty || tier === "exotic"
            ? rng.chance(0.75)
              ? "rwd"
              : "awd"
            : tier === "economy"
              ? rng.chance(0.85)
                ? "fwd"
                : "awd"
              : rng.weighted([
                  ["awd", 50],
                  ["rwd", 35],
                  ["fwd", 15],
                ] as const);

  // Odometer consistent with age: ~11,500 miles a year, with spread.
  const ageYears = Math.max(0.15, (now - Date.UTC(year - 1, 9, 1)) / (365.25 * DAY));
  const odometer = Math.max(8, Math.round(ageYears * Math.max(2_000, 11_500 + 4_000 * rng.normal())));
  const odometerBrand = year <= 2010 && rng.chance(0.3) ? "EXEMPT" : rng.chance(0.03) ? "NOT ACTUAL" : "ACTUAL";

  const damage = rng.weighted(DAMAGE_ENTRIES);
  const secondaryDamage = rng.chance(0.4) ? rng.pick(SECONDARY_DAMAGES.filter((d) => d !== damage[0])) : null;
  const lightDamage = damage[3] >= 0.7;
  const titleGroup = rng.weighted<"C" | "S" | "J">([
    ["S", lightDamage ? 40 : 72],
    ["C", lightDamage ? 55 : 18],
    ["J", damage[3] <= 0.25 ? 25 : 4],
  ]);

  const runsDrives = rng.weighted<Vehicle["runsDrives"]>([
    ["run", damage[3] >= 0.5 ? 55 : 20],
    ["starts", 20],
    ["stationary", damage[3] >= 0.5 ? 25 : 60],
  ]);

  // Money: a retail value from the make's price class, body and age; what buyers bid for the wreck from there.
  const msrp = TIER_PRICE[tier] * BODY_PRICE[body] * rng.between(0.85, 1.2);
  const acv = roundTo(msrp * Math.max(0.12, 0.86 ** Math.max(0, ageYears - 0.5)), 25);
  const salvageValue = acv * damage[3] * (titleGroup === "J" ? 0.5 : 1);
  const { at: saleAt, timing } = saleTime(rng, now, timeZone, saleHour);
  const hoursToSale = (saleAt - now) / HOUR;
  const hasBids = timing !== "upcoming" || hoursToSale < 72 || rng.chance(0.55);
  const bidShare =
    timing === "ended" ? rng.between(0.7, 1.05) : timing === "live" ? rng.between(0.45, 0.95) : rng.between(0.1, 0.6);
  const currentBid = hasBids ? roundTo(Math.max(100, salvageValue * bidShare), 25) : 0;
  const buyNow =
    timing !== "ended" && rng.chance(0.15)
      ? roundTo(Math.max(currentBid + 500, salvageValue * rng.between(1.0, 1.35)), 100)
      : null;
  const saleStatus = rng.weighted<Vehicle["saleStatus"]>([
    ["MINIMUM_BID", 50],
    ["PURE_SALE", 35],
    ["ON_APPROVAL", 15],
  ]);

  return {
    vehicleType: "automobile",
    make: make.name,
    model,
    trim: rng.chance(0.8) ? rng.pick(TRIMS[make.name] ?? GENERIC_TRIMS) : null,
    year,
    body,
    colour,
    colourCode,
    interior: rng.weighted(INTERIOR_COLOURS),
    vin: makeVin(rng, make.name, year, index),
    odometer,
    odometerBrand,
    damage,
    secondaryDamage,
    titleGroup,
    titleState: "",
    fuel,
    engine,
    cylinders,
    transmission,
    drive,
    hasKeys: rng.chance(0.88),
    runsDrives,
    acv,
    repairCost: Math.round(acv * (1 - damage[3]) * rng.between(0.6, 1.1) * 100) / 100,
    currentBid,
    minimumBid: saleStatus === "MINIMUM_BID" && rng.chance(0.5) ? roundTo(salvageValue * 0.6, 100) : null,
    buyNow,
    sold: timing === "ended" && rng.chance(0.7),
    saleStatus,
    timing,
    saleAt,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Powersports: motorcycles and ATVs, from their own makers, models, engines and prices.

const VEHICLE_TYPE_SALT = 0x6d6f746f;
const LAYOUT_CYLINDERS: Record<PowersportLayout, number> = { V2: 2, I1: 1, I2: 2, I3: 3, I4: 4, B2: 2 };
const IAAI_LAYOUT: Record<PowersportLayout, string> = {
  V2: "V-Twin",
  I1: "Single",
  I2: "Parallel Twin",
  I3: "I-3",
  I4: "I-4",
  B2: "Boxer Twin",
};
const MOTORCYCLE_ENTRIES = MOTORCYCLE_MAKES.map((m) => [m, m.weight] as const);
const ATV_ENTRIES = ATV_MAKES.map((m) => [m, m.weight] as const);
const POWERSPORT_COLOUR_ENTRIES = POWERSPORT_COLOURS.map(
  ([word, code, share]) => [[word, code] as const, share] as const,
);
const POWERSPORT_DAMAGE_ENTRIES = DAMAGES.filter((d) => POWERSPORT_DAMAGE_SHARES[d[0]]).map(
  (d) => [d, POWERSPORT_DAMAGE_SHARES[d[0]] ?? 0] as const,
);
const copartColourWord = (c: Colour) => (c === "other" ? "TWO TONE" : c.toUpperCase());

function makePowersport(
  rng: Rng,
  kind: "motorcycle" | "atv",
  nowYear: number,
  index: number,
  now: number,
  timeZone: string,
  saleHour: number,
): Vehicle {
  const make: PowersportMake = rng.weighted(kind === "motorcycle" ? MOTORCYCLE_ENTRIES : ATV_ENTRIES);
  const m: PowersportModel = rng.pick(make.models);
  const [from, to = nowYear + 1] = m.years;
  const hi = Math.min(to, nowYear + 1);
  const lo = Math.max(2010, Math.min(from, hi));
  const year = rng.weighted(
    Array.from({ length: hi - lo + 1 }, (_, k) => {
      const age = nowYear - (lo + k);
      return [lo + k, age < 1 ? 0.5 : age <= 8 ? 1 : Math.max(0.2, 1 - (age - 8) * 0.12)] as const;
    }),
  );
  const [colour, colourCode] =
    make.signature && rng.chance(0.45)
      ? ([copartColourWord(make.signature), make.signature] as const)
      : rng.weighted(POWERSPORT_COLOUR_ENTRIES);
  const cylinders = LAYOUT_CYLINDERS[m.layout];
  const engine = `${(m.cc / 1000).toFixed(1)}L ${cylinders}`;
  const transmission: Vehicle["transmission"] =
    kind === "motorcycle" ? "MANUAL" : rng.chance(0.85) ? "CVT" : "AUTOMATIC";
  const drive: Vehicle["drive"] = kind === "atv" && rng.chance(m.fourWheelDrive ?? 0.8) ? "4wd" : "rwd";

  // Bikes cover ~3,000 miles a year, quads far less; many quads have no odometer title brand at all.
  const ageYears = Math.max(0.15, (now - Date.UTC(year - 1, 9, 1)) / (365.25 * DAY));
  const perYear =
    kind === "motorcycle" ? Math.max(400, 3_000 + 1_400 * rng.normal()) : Math.max(80, 800 + 450 * rng.normal());
  const odometer = Math.max(3, Math.round(ageYears * perYear));
  const odometerBrand = kind === "atv" && rng.chance(0.4) ? "EXEMPT" : rng.chance(0.05) ? "NOT ACTUAL" : "ACTUAL";

  const damage = rng.weighted(POWERSPORT_DAMAGE_ENTRIES);
  const secondaryDamage = rng.chance(0.35) ? rng.pick(SECONDARY_DAMAGES.filter((d) => d !== damage[0])) : null;
  const lightDamage = damage[3] >= 0.7;
  const titleGroup = rng.weighted<"C" | "S" | "J">([
    ["S", lightDamage ? 40 : 70],
    ["C", lightDamage ? 55 : 22],
    ["J", damage[3] <= 0.25 ? 25 : 4],
  ]);
  const runsDrives = rng.weighted<Vehicle["runsDrives"]>([
    ["run", damage[3] >= 0.5 ? 50 : 20],
    ["starts", 25],
    ["stationary", damage[3] >= 0.5 ? 25 : 55],
  ]);

  const msrp = m.msrp * rng.between(0.92, 1.12);
  const acv = roundTo(msrp * Math.max(0.15, 0.85 ** Math.max(0, ageYears - 0.5)), 25);
  const salvageValue = acv * damage[3] * (titleGroup === "J" ? 0.5 : 1);
  const { at: saleAt, timing } = saleTime(rng, now, timeZone, saleHour);
  const hoursToSale = (saleAt - now) / HOUR;
  const hasBids = timing !== "upcoming" || hoursToSale < 72 || rng.chance(0.5);
  const bidShare =
    timing === "ended" ? rng.between(0.7, 1.05) : timing === "live" ? rng.between(0.45, 0.95) : rng.between(0.1, 0.6);
  const currentBid = hasBids ? roundTo(Math.max(50, salvageValue * bidShare), 25) : 0;
  const buyNow =
    timing !== "ended" && rng.chance(0.15)
      ? roundTo(Math.max(currentBid + 300, salvageValue * rng.between(1.0, 1.35)), 50)
      : null;
  const saleStatus = rng.weighted<Vehicle["saleStatus"]>([
    ["MINIMUM_BID", 45],
    ["PURE_SALE", 40],
    ["ON_APPROVAL", 15],
  ]);
  return {
    vehicleType: kind,
    make: make.make,
    model: m.model,
    trim: rng.chance(0.35) ? rng.pick(POWERSPORT_TRIMS) : null,
    year,
    body: kind,
    layout: m.layout,
    colour,
    colourCode,
    interior: null,
    vin: makeVin(rng, make.make, year, index, make.wmi),
    odometer,
    odometerBrand,
    damage,
    secondaryDamage,
    titleGroup,
    titleState: "",
    fuel: "GAS",
    engine,
    cylinders,
    transmission,
    drive,
    hasKeys: rng.chance(0.82),
    runsDrives,
    acv,
    repairCost: Math.round(acv * (1 - damage[3]) * rng.between(0.6, 1.1) * 100) / 100,
    currentBid,
    minimumBid: saleStatus === "MINIMUM_BID" && rng.chance(0.5) ? roundTo(salvageValue * 0.6, 50) : null,
    buyNow,
    sold: timing === "ended" && rng.chance(0.7),
    saleStatus,
    timing,
    saleAt,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Provider shapes.

const COPART_DRIVE: Record<Vehicle["drive"], string> = {
  fwd: "FRONT-WHEEL DRIVE",
  rwd: "REAR-WHEEL DRIVE",
  awd: "ALL WHEEL DRIVE",
  "4wd": "4X4 W/REAR WHEEL DRV",
};
const IAAI_DRIVE: Record<Vehicle["drive"], string> = {
  fwd: "Front Wheel Drive",
  rwd: "Rear Wheel Drive",
  awd: "All Wheel Drive",
  "4wd": "4x4 w/Rear Wheel Drv",
};
const IAAI_FUEL: Record<Vehicle["fuel"], string> = {
  GAS: "Gasoline",
  DIESEL: "Diesel",
  ELECTRIC: "Electric",
  "HYBRID ENGINE": "Hybrid",
  "FLEXIBLE FUEL": "Flexible Fuel",
};
const COPART_TITLES: Record<Vehicle["titleGroup"], readonly (readonly [string, string, string])[]> = {
  S: [
    ["CERT OF TITLE-SALVAGE", "ST", "SALVAGE TITLE"],
    ["SALVAGE CERTIFICATE", "SC", "SALVAGE TITLE"],
  ],
  C: [
    ["CERTIFICATE OF TITLE", "CT", "CLEAN TITLE"],
    ["CLEAR", "CT", "CLEAN TITLE"],
  ],
  J: [
    ["NON-REPAIRABLE CERTIFICATE", "NR", "NON-REPAIRABLE"],
    ["CERTIFICATE OF DESTRUCTION", "CD", "NON-REPAIRABLE"],
  ],
};
const IAAI_TITLES: Record<Vehicle["titleGroup"], readonly (readonly [string, string])[]> = {
  S: [
    ["SALVAGE CERTIFICATE", "Salvage"],
    ["SALVAGE", "Salvage"],
    ["REBUILDABLE", "Salvage"],
  ],
  C: [["CLEAR", "Clear"]],
  J: [
    ["NON-REPAIRABLE", "Non-Repairable"],
    ["CERTIFICATE OF DESTRUCTION", "Certificate of Destruction"],
  ],
};

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const titleCase = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

function copartRow(
  rng: Rng,
  v: Vehicle,
  index: number,
  yard: DemoYard,
  yardNumber: number,
  timeZone: string,
): CopartRow {
  const lotNumber = 40_000_000 + index * 50 + rng.int(0, 49);
  const pictures = imagesOf(v, String(lotNumber));
  const thumbnails = thumbnailsOf(v);
  const masked = rng.chance(0.85);
  const [td, stt, tgd] = rng.pick(COPART_TITLES[v.titleGroup]);
  const local = localTime(v.saleAt, timeZone);
  const ld = [v.year, v.make, v.model, v.trim].filter(Boolean).join(" ");
  const yardName = yard.name.toUpperCase();
  const lcc =
    v.runsDrives === "run" ? "CERT-D" : v.runsDrives === "starts" ? "CERT-S" : rng.chance(0.3) ? "CERT-E" : null;
  const lcd =
    lcc === "CERT-D"
      ? "RUNS AND DRIVES"
      : lcc === "CERT-S"
        ? "ENGINE START PROGRAM"
        : lcc === "CERT-E"
          ? "ENHANCED VEHICLES"
          : null;
  const ess = { PURE_SALE: "Pure Sale", MINIMUM_BID: "Minimum Bid", ON_APPROVAL: "On Approval" }[v.saleStatus];
  const images: CopartImage[] = pictures.map((url, i) => ({
    imageSeqNumber: i + 1,
    imageTypeCode: "IMG",
    imageTypeEnum: "IMAGE",
    thumbnailUrl: thumbnails[i] ?? url,
    fullUrl: url,
    highResUrl: url,
    highRes: true,
  }));
  const row: CopartRow = {
    ln: lotNumber,
    lotNumberStr: String(lotNumber),
    mkn: v.make,
    lmc: v.make.replace(/[^A-Z]/g, "").slice(0, 4),
    lm: v.model.slice(0, 10),
    lmg: v.model,
    ...(v.trim ? { ltd: v.trim } : {}),
    lcy: v.year,
    ld,
    ldu: `${v.titleGroup === "C" ? "clean-title-" : v.titleGroup === "S" ? "salvage-" : ""}${slug(`${ld} ${yard.state} ${yard.name.split(" - ")[1] ?? yard.city}`)}`,
    fv: masked ? `${v.vin.slice(0, 11)}******` : v.vin,
    la: v.acv,
    rc: v.repairCost,
    obc: v.odometerBrand === "ACTUAL" ? "A" : v.odometerBrand === "EXEMPT" ? "E" : "N",
    orr: v.odometerBrand === "EXEMPT" ? 0 : v.odometer,
    ord: v.odometerBrand,
    ...(v.engine ? { egn: v.engine, cy: String(v.cylinders) } : {}),
    yn: yardName,
    ynumb: yardNumber,
    locCity: yard.city.toUpperCase(),
    locState: yard.state,
    locCountry: "USA",
    zip: yard.zip,
    cuc: "USD",
    tz: local.zoneName,
    ianaTimeZone: timeZone,
    ad: v.saleAt,
    at: `${String(local.hour).padStart(2, "0")}:${String(local.minute).padStart(2, "0")}:00`,
    aan: rng.int(1, 999) + 1000 * rng.int(0, 9),
    hb: v.currentBid,
    ss: v.saleStatus === "PURE_SALE" ? 5 : v.saleStatus === "MINIMUM_BID" ? 2 : 3,
    ess,
    bndc: v.buyNow ? "BUY IT NOW" : "",
    bnp: v.buyNow ?? 0,
    ts: v.titleState,
    stt,
    td,
    tgc: `TITLEGROUP_${v.titleGroup}`,
    tgd,
    dd: v.damage[0],
    dtc: v.damage[1],
    ...(v.secondaryDamage ? { sdd: v.secondaryDamage } : {}),
    tims: thumbnails[0],
    lic: [...(lcc ? [lcc] : []), "IV"],
    ...(lcc ? { lcc } : {}),
    ...(lcd ? { lcd } : {}),
    bstl: rng.pick(COPART_BODY[v.body]),
    clr: v.colour,
    ft: v.fuel,
    hk: v.hasKeys ? "YES" : "NO",
    drv: COPART_DRIVE[v.drive],
    tsmn: v.transmission === "MANUAL" ? "MANUAL" : "AUTOMATIC",
    tmtp: v.transmission === "MANUAL" ? "MANUAL" : "AUTOMATIC",
    htsmn: "Y",
    hegn: "Y",
    memberVehicleType: COPART_VEHICLE_TYPE[v.vehicleType][0],
    vehicleTypeCode: COPART_VEHICLE_TYPE[v.vehicleType][1],
    siteCodes: ["CPRTUS"],
    lotSold: v.sold,
    dynamicLotDetails: {
      currentBid: v.currentBid,
      buyTodayBid: v.buyNow ?? 0,
      ...(v.buyNow ? { buyTodayFlag: "Y" } : {}),
      lotSold: v.sold,
      bidStatus: "NEVER_BID",
      saleStatus: v.timing === "ended" && !v.sold ? "ON_APPROVAL" : v.saleStatus,
      ...(v.timing === "live" ? { lotAuctionStatus: "LIVE_BIDDING" } : {}),
      counterBidStatus: "DEFAULT",
      buyerHighBidder: false,
      sellerReserveMet: v.saleStatus === "PURE_SALE" || v.sold,
      ...(v.minimumBid ? { minBid: v.minimumBid } : {}),
    },
    imagesList: { totalElements: images.length, content: images },
  };
  return row;
}

function iaaiItem(rng: Rng, v: Vehicle, index: number, yard: DemoYard, branchNumber: number): IaaiItem {
  const salvageId = 41_000_000 + index * 50 + rng.int(0, 49);
  const stockNumber = 38_000_000 + index * 50 + rng.int(0, 49);
  const pictures = imagesOf(v, String(stockNumber));
  const thumbnails = thumbnailsOf(v);
  const [titleName, saleDocument] = rng.pick(IAAI_TITLES[v.titleGroup]);
  const damageNames = IAAI_DAMAGE[v.damage[0]] ?? [v.damage[0]];
  const secondary = v.secondaryDamage ? (IAAI_DAMAGE[v.secondaryDamage] ?? [v.secondaryDamage]) : null;
  const data: IaaiSearchData = {
    id: `${salvageId}~US`,
    itemId: String(60_000_000 + index * 50 + rng.int(0, 49)),
    stockNumber: String(stockNumber),
    year: String(v.year),
    make: v.make,
    model: v.model,
    ...(v.trim ? { series: v.trim } : {}),
    title: `${titleName}-${v.titleState}`,
    saleDocument,
    titleState: v.titleState,
    auctionDateTime: new Date(v.saleAt).toISOString().replace(".000Z", "+00:00"),
    // IAAI's primary image is its small resized copy; the full pictures are listed in imageUrls.
    vehiclePrimaryImageUrl: thumbnails[0],
    imageUrls: pictures,
    odoValue: String(v.odometerBrand === "EXEMPT" ? 0 : v.odometer),
    odoBrand: titleCase(v.odometerBrand),
    currency: "USD",
    branchName: `${yard.name} (${yard.state})`,
    branchNumber: String(branchNumber),
    city: yard.city,
    state: yard.state,
    zipCode: yard.zip,
    market: "IAA United States",
    vinMask: `${v.vin.slice(0, 11)}******`,
    ...(rng.chance(0.3) ? { vin: v.vin } : {}),
    primaryDamageDesc: titleCase(rng.pick(damageNames)),
    ...(secondary ? { secondaryDamageDesc: titleCase(rng.pick(secondary)) } : {}),
    lossTypeDesc:
      v.damage[0] === "WATER/FLOOD"
        ? "Water"
        : v.damage[0] === "HAIL"
          ? "Hail"
          : rng.weighted([
              ["Collision", 85],
              ["Theft", 6],
              ["Other", 9],
            ] as const),
    bodyStyleName: rng.pick(IAAI_BODY[v.body]),
    ...(v.engine && v.cylinders
      ? {
          engine: v.layout
            ? v.engine.replace(/L \d+$/, `L ${IAAI_LAYOUT[v.layout]}`)
            : v.engine.replace(/L \d+$/, `L ${v.cylinders <= 5 ? "I-" : "V"}${v.cylinders}`),
          cylinders: `${v.cylinders} Cylinder${v.cylinders === 1 ? "" : "s"}`,
        }
      : {}),
    fuelTypeDesc: IAAI_FUEL[v.fuel],
    transmission:
      v.transmission === "MANUAL"
        ? "Manual Transmission"
        : v.transmission === "CVT"
          ? "Continuously Variable Transmission"
          : "Automatic Transmission",
    driveLineTypeDesc: IAAI_DRIVE[v.drive],
    exteriorColor: titleCase(v.colour),
    ...(v.interior ? { interiorColor: v.interior } : {}),
    keys: v.hasKeys ? "True" : "False",
    runAndDrive: v.runsDrives === "run" ? "True" : "False",
    startsDesc: v.runsDrives === "stationary" ? "Stationary" : "Starts",
    ...(v.vehicleType === "automobile" ? { airbagState: rng.chance(0.45) ? "Deployed" : "Intact" } : {}),
    lane: `${rng.pick(["A", "B", "C", "D"])} - #${rng.int(1, 400)}`,
    inventoryStatus: "RS",
    inventoryType: IAAI_INVENTORY_TYPE[v.vehicleType],
    actualCashValue: v.acv,
    estRepairCost: v.repairCost,
    highBidAmount: v.currentBid,
    ...(v.minimumBid ? { minimumBidAmount: v.minimumBid } : {}),
    buyNowPrice: v.buyNow ?? 0,
    buyNowIndicator: v.buyNow !== null,
    isSold: v.sold,
    ...(v.timing === "live" ? { auctionStatus: "LIVE" } : {}),
  };
  return { data };
}

/** Per yard: a time zone, a sale hour (local) and a stable yard/branch number. */
function yardSetup(yards: DemoYard[], firstNumber: number, salt: number) {
  return yards.map((yard, i) => ({
    yard,
    timeZone: STATE_TIME_ZONES[yard.state] ?? "America/New_York",
    saleHour: 8 + (splitmix32(i ^ salt) % 4),
    number: firstNumber + i,
  }));
}

export function generateDemoCatalogue(reference: DemoReference, opts: DemoGeneratorOptions): DemoCatalogue {
  const p = prepare(reference, opts.now);
  const copartYards = yardSetup(p.copartYards, 1, 0x5eed);
  const iaaiYards = yardSetup(p.iaaiYards, 100, 0x1aa1);
  const now = opts.now.getTime();
  const start = opts.startIndex ?? 0;
  const out: DemoCatalogue = { copart: [], iaai: [] };
  for (let index = start; index < start + opts.count; index++) {
    const rng = lotRng(opts.seed, index);
    // The vehicle type draws from its own stream, so cars stay the same lots whatever the powersport share.
    const vehicleType = lotRng(opts.seed ^ VEHICLE_TYPE_SALT, index).weighted(VEHICLE_TYPE_SHARES);
    const onCopart = rng.chance(DEMO_COPART_SHARE);
    const site = rng.pick(onCopart ? copartYards : iaaiYards);
    const v =
      vehicleType === "automobile"
        ? makeVehicle(rng, p, index, now, site.timeZone, site.saleHour)
        : makePowersport(rng, vehicleType, p.nowYear, index, now, site.timeZone, site.saleHour);
    // Most titles are issued where the car sits.
    v.titleState = rng.chance(0.85) ? site.yard.state : rng.pick(TITLE_STATES_ELSEWHERE);
    if (onCopart) out.copart.push(copartRow(rng, v, index, site.yard, site.number, site.timeZone));
    else out.iaai.push(iaaiItem(rng, v, index, site.yard, site.number));
  }
  return out;
}
