// European auctions (platform europe): items of our European feed (docs/feeds/europe.md), which brokers fill from
// the remarketing and salvage platforms they buy on (fleet, leasing and salvage sales across the EU). One flat
// JSON object per lot; a page is `{lots: [...]}` (also `{data: {lots}}`, an array, or one lot). Odometers are in
// km, prices in EUR, VINs are published whole. Tolerant like the US adapters: an odd field becomes null, and only
// a missing or reserved lot number, or a price in another currency, makes the item unusable.
import { EUROPE_DAMAGE_TYPES } from "../reference-data/damage-types.ts";
import { europeCountryOf } from "./europe-countries.ts";
import { kmToMiles, milesToKm, zoneOffsetMinutes } from "./lot-format.ts";
import type { LotRecord, RegistrationDocument, VatScheme } from "./lot.schemas.ts";
import {
  bodyStyleOf,
  colourOf,
  cylindersOf,
  drivelineOf,
  fuelTypeOf,
  transmissionOf,
  vehicleTypeOf,
} from "./lot-vocabulary.ts";
import { defineAdapter } from "./define-adapter.ts";
import { describePayload, looksLikeListing } from "./listing-shape.ts";
import { absentFields, excerptOf, firstGiven, isBlank, ItemReading, skip } from "./item-reading.ts";
import type { ReadOutcome } from "./provider-adapter.ts";
import { ianaZone, readProviderTime } from "./provider-time.ts";
import { MAX_EUROPE_LOT_AMOUNT } from "../money/amounts.ts";
import { asArray, asObject, bool, isObject, nonNegInt, str, upper, vin, type RawObject } from "./raw-values.ts";

/** One lot of the European feed; every field but lotNumber may be missing (docs/feeds/europe.md). */
export interface EuropeFeedLot {
  lotNumber: string | number;
  auctionName?: string;
  lotUrl?: string;
  country?: string;
  city?: string;
  postalCode?: string;
  vin?: string;
  vehicleType?: string;
  make?: string;
  model?: string;
  variant?: string;
  modelYear?: number;
  firstRegistration?: string;
  bodyType?: string;
  fuel?: string;
  transmission?: string;
  drive?: string;
  engineCc?: number;
  powerKw?: number;
  cylinders?: number;
  colour?: string;
  interiorColour?: string;
  odometerKm?: number;
  odometer?: { value: number; unit: "km" | "mi" };
  emissionClass?: string;
  vatScheme?: string;
  documents?: string[];
  damageType?: string;
  damageDescription?: string;
  runsDrives?: boolean;
  keys?: number | boolean;
  currency?: string;
  currentBid?: number;
  minimumBid?: number;
  buyNowPrice?: number;
  auctionEnd?: string;
  auctionTimeZone?: string;
  status?: string;
  images?: string[];
  updatedAt?: string;
  [key: string]: unknown;
}

/**
 * Lot numbers of lots an admin enters by hand: 10 digits starting with 99. A feed item in this range is refused,
 * so a feed can never overwrite a hand-entered lot.
 */
export const MANUAL_LOT_NUMBER = /^99\d{8}$/;
export const FEED_LOT_NUMBER = /^\d{5,12}$/;

function lotNumberOf(o: RawObject, handEntered: boolean): string | null {
  const s = str(o.lotNumber) ?? str(o.lot_number) ?? str(o.lotId);
  if (s === null) return null;
  return handEntered
    ? MANUAL_LOT_NUMBER.test(s)
      ? s
      : null
    : FEED_LOT_NUMBER.test(s) && !MANUAL_LOT_NUMBER.test(s)
      ? s
      : null;
}

/** "Škoda" -> "SKODA", "Citroën" -> "CITROEN", "Mercedes Benz" -> "MERCEDES-BENZ": codes are plain upper case. */
export function europeMakeCode(v: unknown): string | null {
  const s = upper(v)?.normalize("NFKD").replace(/\p{M}/gu, "").replace(/\s+/g, " ");
  if (!s) return null;
  if (s === "MERCEDES" || s === "MERCEDES BENZ") return "MERCEDES-BENZ";
  if (s === "VW") return "VOLKSWAGEN";
  return s;
}

/** Model codes the same way ("Kodiaq" -> "KODIAQ", "C5 Aircross" -> "C5 AIRCROSS"). */
function modelCode(v: unknown): string | null {
  return upper(v)?.normalize("NFKD").replace(/\p{M}/gu, "").replace(/\s+/g, " ") ?? null;
}

const DAMAGE_BY_WORD = new Map<string, string>();
for (const [code, description] of EUROPE_DAMAGE_TYPES) {
  DAMAGE_BY_WORD.set(code, description);
  DAMAGE_BY_WORD.set(description, description);
}
for (const [alias, description] of [
  ["NONE", "NO VISIBLE DAMAGE"],
  ["NO DAMAGE", "NO VISIBLE DAMAGE"],
  ["WEAR", "NORMAL WEAR"],
  ["USED", "NORMAL WEAR"],
  ["FRONT", "FRONT END"],
  ["REAR", "REAR END"],
  ["ROOF", "TOP/ROOF"],
  ["FLOOD", "WATER/FLOOD"],
  ["FIRE", "BURN"],
  ["THEFT", "THEFT RECOVERY"],
] as const)
  DAMAGE_BY_WORD.set(alias, description);

/** "front-end", "FR", "Front End" -> "FRONT END"; unknown words are kept upper-cased. */
export function europeDamageOf(v: unknown): string | null {
  const s = upper(v)?.replace(/[-_]/g, " ");
  if (!s) return null;
  return DAMAGE_BY_WORD.get(s) ?? s;
}

/** VAT scheme from the words sellers use: VAT-qualifying (net, "VAT deductible", "B2B") or margin ("§25a"). */
export function vatSchemeOf(v: unknown): VatScheme | null {
  const s = upper(v);
  if (!s) return null;
  if (/MARGIN|MARGE|25A|DIFFERENZ|REGIME/.test(s)) return "margin";
  if (/QUALIF|DEDUCT|AUSWEIS|NET|RECOVERABLE|^VAT$|^B2B$/.test(s)) return "vat-qualifying";
  return null;
}

const DOCUMENT_WORDS: [RegExp, RegistrationDocument][] = [
  [
    /REGISTRATION|V5|ZB ?I|FAHRZEUGBRIEF|FAHRZEUGSCHEIN|CARTE GRISE|TECHNICAL PASSPORT|^REG/,
    "registration-certificate",
  ],
  [/\bCOC\b|CONFORMITY/, "coc"],
  [/SERVICE|MAINTENANCE|SCHECKHEFT|BOOK/, "service-book"],
];

/** The documents list: our codes or the sellers' words; unknown entries are dropped. */
export function documentsOf(v: unknown): RegistrationDocument[] {
  const out = new Set<RegistrationDocument>();
  for (const item of asArray(v)) {
    const s = upper(item)?.replace(/[-_]/g, " ");
    if (!s) continue;
    const hit = DOCUMENT_WORDS.find(([re]) => re.test(s));
    if (hit) out.add(hit[1]);
  }
  return [...out];
}

/** "Euro 6d-TEMP", "EURO6", "euro 5b", "6d" -> "Euro 6d-TEMP", "Euro 6", "Euro 5b", "Euro 6d". */
export function emissionClassOf(v: unknown): string | null {
  const s = upper(v)?.replace(/\s+/g, "");
  const m = s ? /^(?:EURO)?([1-7])([A-E])?(?:-?(TEMP|ISC-FCM|ISC))?$/.exec(s) : null;
  if (!m) return null;
  return `Euro ${m[1]}${m[2]?.toLowerCase() ?? ""}${m[3] ? `-${m[3]}` : ""}`;
}

/** A valid IANA zone name, else null. */
export function timeZoneOf(v: unknown): string | null {
  const s = str(v);
  return s && s.length <= 40 && zoneOffsetMinutes(new Date(0), s) !== null ? s : null;
}

/** YYYY-MM-DD from "2019-03-15", "15.03.2019", "03/2019" or "2019-03" (a month alone reads as its first day). */
export function firstRegistrationOf(v: unknown): string | null {
  const s = str(v);
  if (!s) return null;
  let y: number, m: number, d: number;
  let match: RegExpExecArray | null;
  if ((match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(s))) [y, m, d] = [+match[1]!, +match[2]!, +(match[3] ?? 1)];
  else if ((match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(s))) [y, m, d] = [+match[3]!, +match[2]!, +match[1]!];
  else if ((match = /^(\d{1,2})\/(\d{4})$/.exec(s))) [y, m, d] = [+match[2]!, +match[1]!, 1];
  else return null;
  const at = new Date(Date.UTC(y, m - 1, d));
  if (y < 1950 || y > 2100 || at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d) return null;
  return at.toISOString().slice(0, 10);
}

/**
 * The auction end: an instant with its offset ("2026-11-28T14:00:00+01:00", "...Z", epoch ms), or a wall-clock
 * time without one ("2026-11-28T14:00:00", "2026-11-28 14:00"), which is read in the auction's time zone; without
 * a zone a wall-clock time is not read (the server's zone is never assumed).
 */
export function auctionEndOf(v: unknown, timeZone: string | null): Date | null {
  const r = readProviderTime(v, ianaZone(timeZone));
  return "instant" in r ? r.instant : null;
}

/** km from `odometerKm`, or `odometer: {value, unit}` (a reading in miles is converted); the ceiling is in its unit. */
function odometerKmOf(o: RawObject, reading: ItemReading): number | null {
  const direct = reading.odometer("odometerKm", o.odometerKm);
  if (direct !== null) return direct;
  const odo = asObject(o.odometer);
  const value = reading.odometer("odometerKm", odo ? odo.value : o.odometer);
  if (value === null) return null;
  const unit = str(odo?.unit)?.toLowerCase();
  return unit === "mi" || unit === "miles" ? milesToKm(value) : value;
}

/**
 * The record's fields and the feed keys they are read from: a field whose keys are all absent from an item is
 * listed as absent, so the stored lot keeps its value (docs/feeds/europe.md#absent-fields).
 */
export const EUROPE_FIELD_KEYS = {
  vehicleType: ["vehicleType"],
  year: ["modelYear", "firstRegistration"],
  make: ["make"],
  model: ["model"],
  trim: ["variant"],
  title: ["modelYear", "firstRegistration", "make", "model", "variant"],
  subtitle: ["variant"],
  bodyStyle: ["bodyType"],
  vin: ["vin"],
  vinMasked: ["vin"],
  odometerMiles: ["odometerKm", "odometer"],
  odometerKm: ["odometerKm", "odometer"],
  primaryDamage: ["damageType"],
  damageDescription: ["damageDescription", "damageType"],
  exteriorColor: ["colour", "color"],
  interiorColor: ["interiorColour", "interiorColor"],
  runsDrives: ["runsDrives"],
  hasKeys: ["keys"],
  engine: ["engineCc", "powerKw", "engine"],
  cylinders: ["cylinders"],
  fuelType: ["fuel"],
  transmission: ["transmission"],
  driveline: ["drive"],
  location: ["city", "country"],
  branch: ["auctionName"],
  country: ["country"],
  city: ["city"],
  postalCode: ["postalCode"],
  lotAuctionStatus: ["status"],
  saleStatus: ["status"],
  isSold: ["status"],
  currentBidCents: ["currentBid"],
  minBidCents: ["minimumBid"],
  buyNowPriceCents: ["buyNowPrice"],
  buyNowUrl: ["buyNowPrice", "lotUrl"],
  auctionDate: ["auctionEnd"],
  auctionTimeZone: ["auctionTimeZone", "country"],
  imageUrls: ["images"],
  thumbnailUrl: ["thumbnailUrl", "images"],
  vatScheme: ["vatScheme"],
  registrationDocuments: ["documents"],
  firstRegistration: ["firstRegistration"],
  emissionClass: ["emissionClass"],
  sellerAuctionName: ["auctionName"],
} as const satisfies Partial<Record<keyof LotRecord, readonly string[]>>;

const SOLD = new Set(["SOLD", "CLOSED-SOLD"]);
const LIVE = new Set(["LIVE", "RUNNING", "OPEN-LIVE"]);

/**
 * One item of the feed to a stored record. `handEntered`: the item is a lot an admin entered (its number must be in
 * the reserved range, which feed items may not use).
 */
export function normaliseEuropeItem(raw: unknown, opts: { handEntered?: boolean } = {}): LotRecord | null {
  const outcome = readEuropeItem(raw, opts);
  return outcome.ok ? outcome.record : null;
}

const LOT_NUMBER_KEYS = ["lotNumber", "lot_number", "lotId"] as const;

/** normaliseEuropeItem with the warnings, the absent fields, or the reason the item was skipped. */
export function readEuropeItem(raw: unknown, opts: { handEntered?: boolean } = {}): ReadOutcome {
  try {
    return readEurope(raw, opts.handEntered === true);
  } catch (e) {
    // The readers do not throw; this guards the promise that one odd item never stops a whole ingestion run.
    return skip("reader-failed", `the record could not be read: ${String(e)}`, null);
  }
}

function readEurope(raw: unknown, handEntered: boolean): ReadOutcome {
  const o = asObject(raw);
  if (!o) return skip("not-an-object", "the item is not an object", null, { field: "(item)", value: raw });
  const lotNumber = lotNumberOf(o, handEntered);
  if (!lotNumber) {
    const given = LOT_NUMBER_KEYS.find((k) => !isBlank(o[k]));
    if (!given) return skip("no-lot-number", "the item has no lotNumber", null);
    const s = str(o[given]) ?? "";
    const message = handEntered
      ? "a hand-entered lot's number must be 99 followed by 8 digits"
      : MANUAL_LOT_NUMBER.test(s)
        ? "lot numbers 99 followed by 8 digits are reserved for lots entered by hand"
        : "a lot number is 5 to 12 digits";
    // A number in the wrong range is still the lot's number; garbage is not.
    const named = /^\d{1,20}$/.test(s) ? s : null;
    return skip("bad-lot-number", message, named, { field: given, value: o[given] });
  }
  // Prices are EUR: an item priced in another currency is refused rather than shown with the wrong sign.
  if (!isBlank(o.currency) && upper(o.currency) !== "EUR")
    return skip(
      "unknown-currency",
      `currency ${excerptOf(o.currency)}: the European feed is priced in EUR`,
      lotNumber,
      {
        field: "currency",
        value: o.currency,
      },
    );
  const reading = new ItemReading(lotNumber, MAX_EUROPE_LOT_AMOUNT);

  const country = europeCountryOf(o.country);
  const city = str(o.city);
  const timeZone = timeZoneOf(o.auctionTimeZone) ?? country?.timeZone ?? null;
  const parsedVin = vin(o.vin);
  const make = europeMakeCode(o.make);
  const model = modelCode(o.model);
  const trim = str(o.variant)?.toUpperCase() ?? null;
  const odometerKm = odometerKmOf(o, reading);
  const status = upper(o.status)?.replace(/\s+/g, "-") ?? null;
  const engineCc = reading.count("engine", o.engineCc);
  const powerKw = reading.count("engine", o.powerKw);
  const engine =
    [engineCc ? `${(engineCc / 1000).toFixed(1)}L` : null, powerKw ? `${powerKw} kW` : null]
      .filter(Boolean)
      .join(" ") || str(o.engine);
  const primaryDamage = europeDamageOf(o.damageType);
  const runs = bool(o.runsDrives);
  // A key count (2, "2") or a yes/no.
  const keyCount = typeof o.keys === "boolean" ? null : nonNegInt(o.keys);
  const keys = keyCount !== null ? keyCount > 0 : bool(o.keys);
  const lotUrl = str(o.lotUrl);
  const buyNowPriceCents = reading.cents("buyNowPriceCents", o.buyNowPrice, { zeroIsNone: true });
  const images = asArray(o.images)
    .map((i) =>
      isObject(i) && isBlank(i.url)
        ? reading.warn("imageUrls", i, `${excerptOf(i)} is not an image`)
        : reading.imageUrl("imageUrls", isObject(i) ? i.url : i),
    )
    .filter((u): u is string => u !== null);
  const thumbnailUrl = reading.imageUrl("thumbnailUrl", o.thumbnailUrl);

  return reading.finish(
    {
      platform: "europe",
      lotNumber,
      stockNumber: null,
      itemId: null,
      vehicleType: vehicleTypeOf(o.vehicleType),
      year:
        reading.year("year", o.modelYear) ??
        reading.year("year", firstRegistrationOf(o.firstRegistration)?.slice(0, 4)),
      make,
      model,
      trim,
      title: null,
      subtitle: trim,
      bodyStyle: bodyStyleOf(o.bodyType),
      vin: parsedVin?.vin ?? null,
      vinMasked: parsedVin?.masked ?? false,
      odometerMiles: kmToMiles(odometerKm),
      odometerBrand: null,
      primaryDamage,
      secondaryDamage: null,
      damageDescription: str(o.damageDescription) ?? primaryDamage,
      titleType: null,
      titleGroup: null,
      titleState: null,
      titleNotes: null,
      exteriorColor: colourOf(firstGiven(o.colour, o.color)),
      interiorColor: colourOf(firstGiven(o.interiorColour, o.interiorColor)),
      runsDrives: runs === true ? "RUNS AND DRIVES" : runs === false ? "DOES NOT RUN" : null,
      hasKeys: keys,
      engine,
      cylinders: cylindersOf(o.cylinders, null),
      // Petrol reads as gasoline; LPG and CNG fall under other (the filter vocabulary has no gas class).
      fuelType: fuelTypeOf(o.fuel),
      transmission: transmissionOf(o.transmission),
      driveline: drivelineOf(o.drive),
      airbags: null,
      location: [city, country?.name ?? str(o.country)].filter(Boolean).join(", ") || null,
      branch: str(o.auctionName),
      region: null,
      country: country?.code ?? null,
      city,
      postalCode: str(o.postalCode),
      yardNumber: null,
      laneRun: null,
      startCode: null,
      loss: null,
      bidStatus: null,
      counterBidStatus: null,
      lotAuctionStatus: status === "WITHDRAWN" ? "WITHDRAWN" : status && LIVE.has(status) ? "LIVE" : null,
      saleStatus: status,
      buyerHighBidder: null,
      isSold: status !== null && SOLD.has(status),
      currency: "EUR",
      currentBidCents: reading.cents("currentBidCents", o.currentBid),
      minBidCents: reading.cents("minBidCents", o.minimumBid, { zeroIsNone: true }),
      buyNowPriceCents,
      buyNowUrl: buyNowPriceCents !== null ? lotUrl : null,
      auctionDate: reading.time("auctionDate", o.auctionEnd, ianaZone(timeZone)),
      imageUrls: images,
      thumbnailUrl: thumbnailUrl ?? images[0] ?? null,
      odometerKm,
      vatScheme: vatSchemeOf(o.vatScheme),
      registrationDocuments: documentsOf(o.documents),
      firstRegistration: firstRegistrationOf(o.firstRegistration),
      emissionClass: emissionClassOf(o.emissionClass),
      auctionTimeZone: timeZone,
      sellerAuctionName: str(o.auctionName),
      originalData: raw as LotRecord["originalData"],
    },
    absentFields(EUROPE_FIELD_KEYS, (key) => o[key] !== undefined),
  );
}

/** `{lots}`, `{data: {lots}}`, an array of lots, or one lot; entries that are not objects are read and skipped. */
function extractEuropeItems(payload: unknown): EuropeFeedLot[] | null {
  if (Array.isArray(payload)) return payload as EuropeFeedLot[];
  const o = asObject(payload);
  if (!o) return null;
  const lots = asObject(o.data)?.lots ?? o.lots;
  if (Array.isArray(lots)) return lots as EuropeFeedLot[];
  return LOT_NUMBER_KEYS.some((k) => k in o) ? [o as EuropeFeedLot] : null;
}

export const europeAdapter = defineAdapter<EuropeFeedLot>({
  platform: "europe",
  lotNumberOf: (raw) => {
    const o = asObject(raw);
    return o ? lotNumberOf(o, false) : null;
  },
  listingPaths: ["$.*", "$.data.lots.*", "$.lots.*"],
  readPage: (payload) => {
    const items = extractEuropeItems(payload);
    if (items) return { shape: "items", items };
    return looksLikeListing(payload)
      ? { shape: "items", items: [] }
      : { shape: "unknown", reason: describePayload(payload, "no lot list (lots, data.lots) or lot") };
  },
  read: (raw) => readEuropeItem(raw),
});
