// The European part of the demo catalogue: lots in our European feed format (docs/feeds/europe.md), so the demo
// travels the same adapter path as a live European feed. Pure and seeded like the US generator: lot i depends only
// on (seed, i, now), on its own random stream, so adding European lots changes no US lot.
import type { Colour } from "./lot.schemas.ts";
import { VIN_CHARS } from "./lot.schemas.ts";
import { demoImagePath, lotRng, vinCheckDigit, type Rng } from "./demo-generator.ts";
import type { EuropeFeedLot } from "./europe.adapter.ts";
import { EUROPE_COUNTRIES } from "./europe-countries.ts";
import {
  EUROPE_CITIES,
  EUROPE_MAKES,
  EUROPE_SELLER_AUCTIONS,
  type EuropeFuel,
  type EuropeModel,
} from "./europe-market-data.ts";
import { zoneOffsetMinutes } from "./lot-format.ts";

export interface EuropeDemoOptions {
  seed: number;
  count: number;
  now: Date;
  startIndex?: number;
}

/** European lots beside N US lots in `make start`'s demo catalogue. */
export const DEMO_EUROPE_SHARE = 0.15;
/** Demo European lot numbers: 8 digits from here (never in the hand-entered range). */
export const DEMO_EUROPE_FIRST_LOT = 40_000_000;

const EUROPE_SALT = 0x45555250; // "EURP": a stream of its own
const DAY = 86_400_000;

const COLOURS: readonly (readonly [word: string, colour: Colour, weight: number])[] = [
  ["grey", "gray", 22],
  ["black", "black", 20],
  ["white", "white", 20],
  ["silver", "silver", 12],
  ["blue", "blue", 12],
  ["red", "red", 6],
  ["brown", "brown", 3],
  ["green", "green", 2],
  ["beige", "beige", 2],
  ["orange", "orange", 1],
];

const DAMAGES: readonly (readonly [code: string, description: string | null, weight: number])[] = [
  ["normal-wear", "Stone chips, light scratches and worn seats as expected for the mileage", 45],
  ["no-visible-damage", null, 10],
  ["minor-dent-scratches", "Parking dents on both rear doors, scratched bumper corners", 12],
  ["front-end", "Front bumper, bonnet and headlight damaged; radiator to be checked", 10],
  ["rear-end", "Rear bumper and tailgate pushed in, boot floor deformed", 6],
  ["side", "Doors and sill on one side dented after a side impact", 7],
  ["hail", "Hail dents all over the roof and bonnet", 3],
  ["mechanical", "Engine warning light; gearbox slips between gears", 4],
  ["electrical", "Infotainment and rear lights without power", 1],
  ["water-flood", "Water reached the seats; electrics not tested", 1],
];

const pickWeighted = <T>(rng: Rng, entries: readonly (readonly [T, number])[]) => rng.weighted(entries);

function vinFor(rng: Rng, wmis: readonly string[], modelYear: number, index: number): string {
  let vds = "";
  for (let i = 0; i < 5; i++) vds += rng.pick([...VIN_CHARS]);
  const yearCode = "ABCDEFGHJKLMNPRSTVWXY123456789"[(modelYear - 2010 + 30) % 30] ?? "A";
  const serial = String((index * 7919 + rng.int(0, 7918)) % 1_000_000).padStart(6, "0");
  const draft = `${rng.pick(wmis)}${vds}0${yearCode}${rng.pick([...VIN_CHARS])}${serial}`;
  return draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
}

function emissionClassFor(year: number, fuel: EuropeFuel): string | null {
  if (fuel === "electric") return null;
  if (year >= 2021) return "Euro 6d";
  if (year >= 2019) return "Euro 6d-TEMP";
  if (year >= 2016) return "Euro 6";
  return year >= 2011 ? "Euro 5" : "Euro 4";
}

/** "2026-12-03T14:00:00" in the zone's wall clock at the instant `ms`. */
function wallClock(ms: number, timeZone: string): string {
  const offset = zoneOffsetMinutes(new Date(ms), timeZone) ?? 0;
  return new Date(ms + offset * 60_000).toISOString().slice(0, 19);
}

function europeLot(rng: Rng, index: number, now: number): EuropeFeedLot {
  const make = pickWeighted(
    rng,
    EUROPE_MAKES.map((mk) => [mk, mk.weight] as const),
  );
  const model: EuropeModel = rng.pick(make.models);
  const fuel = rng.pick(model.fuels);
  const nowYear = new Date(now).getUTCFullYear();
  const age = pickWeighted(rng, [
    [1, 8],
    [2, 14],
    [3, 22],
    [4, 18],
    [5, 12],
    [6, 9],
    [7, 7],
    [9, 6],
    [12, 4],
  ] as const);
  const modelYear = nowYear - age;
  const registeredMonth = rng.int(1, 12);
  const km = Math.max(800, Math.round((age * rng.between(14_000, 32_000)) / 100) * 100);
  const [colourWord, colour] = pickWeighted(
    rng,
    COLOURS.map(([w, c, share]) => [[w, c] as const, share] as const),
  );
  const [damageCode, damageText] = pickWeighted(
    rng,
    DAMAGES.map(([c, t, share]) => [[c, t] as const, share] as const),
  );
  const seller = pickWeighted(
    rng,
    EUROPE_SELLER_AUCTIONS.map((s) => [s, s.weight] as const),
  );
  const countryCode = rng.pick(seller.countries);
  const country = EUROPE_COUNTRIES.find((c) => c.code === countryCode)!;
  const city = rng.pick(EUROPE_CITIES[countryCode] ?? [country.name]);

  // Timed online sales: most end within two weeks, some ended lately (sold or not), a few are in their last day.
  const timing = pickWeighted(rng, [
    ["open", 78],
    ["last-day", 7],
    ["ended", 15],
  ] as const);
  const endDay = timing === "ended" ? -rng.int(1, 5) : timing === "last-day" ? 0 : rng.int(1, 14);
  const localMidnight = Math.floor(now / DAY) * DAY + endDay * DAY;
  let endsAt = localMidnight + rng.int(10, 17) * 3_600_000 + rng.pick([0, 15, 30, 45]) * 60_000;
  endsAt -= (zoneOffsetMinutes(new Date(endsAt), country.timeZone) ?? 0) * 60_000;
  if (timing === "last-day" && endsAt <= now) endsAt = now + rng.int(1, 20) * 3_600_000;
  const sold = timing === "ended" && rng.chance(0.7);

  const damageFactor = damageCode === "normal-wear" || damageCode === "no-visible-damage" ? 1 : rng.between(0.35, 0.7);
  const value = model.priceEur * 0.86 ** Math.max(0, age - 3) * damageFactor;
  const bidShare = rng.chance(0.15) ? 0 : rng.between(0.45, 0.85);
  const currentBid = Math.round((value * bidShare) / 50) * 50;
  const buyNow = rng.chance(0.25) ? Math.round((value * 1.05) / 100) * 100 : null;
  const lotNumber = String(DEMO_EUROPE_FIRST_LOT + index * 10 + rng.int(0, 9));
  const body = model.body === "other" || model.body === "motorcycle" || model.body === "atv" ? "sedan" : model.body;
  const damageForImages = damageCode.replace(/-/g, " ").toUpperCase();
  const engineCc = fuel === "electric" ? undefined : rng.pick([999, 1199, 1498, 1598, 1968, 1995, 2993]);
  const documents = [
    ...(rng.chance(0.95) ? ["registration-certificate"] : []),
    ...(rng.chance(0.6) ? ["coc"] : []),
    ...(rng.chance(0.55) ? ["service-book"] : []),
  ];

  return {
    lotNumber,
    auctionName: seller.name,
    lotUrl: `https://auctions.example/${seller.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}/lots/${lotNumber}`,
    country: countryCode,
    city,
    vin: vinFor(rng, make.wmi, modelYear, index),
    make: make.name,
    model: model.name,
    variant:
      fuel === "electric"
        ? rng.pick(["Pro", "Style", "Business"])
        : rng.pick(["Business", "Style", "Comfort", "Sport"]),
    modelYear,
    firstRegistration: `${modelYear}-${String(registeredMonth).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`,
    bodyType: body,
    fuel,
    transmission: rng.chance(fuel === "electric" || fuel === "hybrid" ? 1 : 0.55) ? "automatic" : "manual",
    drive: model.body === "suv" && rng.chance(0.4) ? "awd" : "fwd",
    ...(engineCc ? { engineCc, cylinders: engineCc < 1200 ? 3 : engineCc > 2500 ? 6 : 4 } : {}),
    powerKw: rng.int(55, 190),
    colour: colourWord,
    odometerKm: km,
    ...(emissionClassFor(modelYear, fuel) ? { emissionClass: emissionClassFor(modelYear, fuel)! } : {}),
    vatScheme: rng.chance(0.6) ? "vat-qualifying" : "margin",
    documents,
    damageType: damageCode,
    ...(damageText ? { damageDescription: damageText } : {}),
    runsDrives: damageCode === "mechanical" || damageCode === "water-flood" ? rng.chance(0.3) : rng.chance(0.97),
    keys: rng.chance(0.9) ? 2 : 1,
    currency: "EUR",
    currentBid,
    ...(rng.chance(0.5) ? { minimumBid: Math.round((value * 0.5) / 100) * 100 } : {}),
    ...(buyNow && !sold ? { buyNowPrice: buyNow } : {}),
    // Most feeds give the wall clock of the auction's zone; some give the instant.
    auctionEnd: rng.chance(0.7) ? wallClock(endsAt, country.timeZone) : new Date(endsAt).toISOString(),
    auctionTimeZone: country.timeZone,
    status: sold ? "sold" : timing === "ended" ? "closed" : timing === "last-day" ? "live" : "open",
    images: [1, 2, 3, 4].map((n) => demoImagePath(body, colour, n, damageForImages, lotNumber)),
  };
}

export function generateEuropeDemoLots(opts: EuropeDemoOptions): EuropeFeedLot[] {
  const start = opts.startIndex ?? 0;
  const now = opts.now.getTime();
  const out: EuropeFeedLot[] = [];
  for (let index = start; index < start + opts.count; index++)
    out.push(europeLot(lotRng(opts.seed ^ EUROPE_SALT, index), index, now));
  return out;
}
