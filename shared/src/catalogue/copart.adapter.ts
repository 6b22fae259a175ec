// Copart: search-result rows (POST /public/lots/search-results -> data.results.content[]) and lot details
// (GET /public/data/lotdetails/solr[/lotImages]/{lot}/USA -> data.lotDetails, data.imagesList) share one key set;
// readCopart below names the field each short key is read into (samples: test/fixtures/provider-samples).
import type { LotRecord } from "./lot.schemas.ts";
import {
  bodyStyleOf,
  colourOf,
  cylindersOf,
  drivelineOf,
  fuelTypeOf,
  odometerBrandOf,
  titleGroupOf,
  transmissionOf,
  vehicleTypeOf,
} from "./lot-vocabulary.ts";
import { defineAdapter } from "./define-adapter.ts";
import { describePayload, looksLikeListing } from "./listing-shape.ts";
import { absentFields, excerptOf, firstGiven, hasPath, isBlank, ItemReading, skip } from "./item-reading.ts";
import type { ReadOutcome } from "./provider-adapter.ts";
import { ianaZone } from "./provider-time.ts";
import { MAX_AUCTION_AMOUNT } from "../money/amounts.ts";
import {
  asArray,
  asObject,
  bool,
  first,
  isObject,
  num,
  postalCode,
  stateCode,
  str,
  upper,
  vin,
  type RawObject,
} from "./raw-values.ts";
import { currencySchema, type Currency } from "../money/money.schemas.ts";

/** Live bid state nested in rows and details. */
export interface CopartDynamicLotDetails {
  currentBid?: number;
  buyTodayBid?: number;
  buyTodayFlag?: string;
  minBid?: number;
  lotSold?: boolean;
  bidStatus?: string;
  saleStatus?: string;
  lotAuctionStatus?: string;
  counterBidStatus?: string;
  buyerHighBidder?: boolean;
  sellerReserveMet?: boolean;
  [key: string]: unknown;
}

/** One entry of the lotImages response's `imagesList.content`. */
export interface CopartImage {
  imageSeqNumber: number;
  imageTypeCode: string;
  imageTypeEnum?: string;
  thumbnailUrl: string;
  fullUrl: string;
  highResUrl?: string;
  highRes?: boolean;
  [key: string]: unknown;
}

/** A Copart search row, the fields read here (all optional in practice; a row carries about 110 keys). */
export interface CopartRow {
  ln?: number;
  lotNumberStr?: string;
  mkn?: string;
  lm?: string;
  lmg?: string;
  ltd?: string;
  mtrim?: string;
  lcy?: number;
  ld?: string;
  ldu?: string;
  fv?: string;
  orr?: number;
  ord?: string;
  obc?: string;
  dd?: string;
  dtc?: string;
  sdd?: string;
  td?: string;
  ts?: string;
  tgc?: string;
  tgd?: string;
  clr?: string;
  ft?: string;
  tsmn?: string;
  drv?: string;
  egn?: string;
  cy?: string;
  hk?: string;
  lcc?: string;
  lcd?: string;
  bstl?: string;
  yn?: string;
  ynumb?: number;
  locCity?: string;
  locState?: string;
  locCountry?: string;
  zip?: string;
  ad?: number;
  at?: string;
  tz?: string;
  aan?: number;
  hb?: number;
  bnp?: number;
  bndc?: string;
  cuc?: string;
  la?: number;
  rc?: number;
  ess?: string;
  lotSold?: boolean;
  tims?: string;
  memberVehicleType?: string;
  vehTypDesc?: string;
  vehicleTypeCode?: string;
  siteCodes?: string[];
  dynamicLotDetails?: CopartDynamicLotDetails;
  /** Present when a row was enriched from the lotImages endpoint (as ingestion and the demo catalogue do). */
  imagesList?: { totalElements?: number; content: CopartImage[] };
  [key: string]: unknown;
}

const SALE_STATUS_FROM_TEXT: Record<string, string> = {
  "PURE SALE": "PURE_SALE",
  "MINIMUM BID": "MINIMUM_BID",
  "ON MINIMUM BID": "MINIMUM_BID",
  "ON APPROVAL": "ON_APPROVAL",
};

/** `ss`, the sale status code beside its text `ess`: 2 Minimum Bid and 5 Pure Sale are the codes seen. */
const SALE_STATUS_FROM_CODE: Record<string, string> = { "2": "MINIMUM_BID", "5": "PURE_SALE" };

/**
 * Buy-it-now offered: the normalised code YES, Copart's label `bndc` ("BUY IT NOW"), the search filter's code B1, and
 * dynamicLotDetails.buyTodayFlag "Y". An empty `bndc` means no.
 */
function buyItNowOffered(row: RawObject, dyn: RawObject): boolean {
  const codes = [row.bndc, row.buyItNowCode, row.buy_it_now_code, dyn.buyTodayFlag].map(upper);
  return codes.some((c) => c !== null && (c === "YES" || c === "Y" || c === "B1" || c.includes("BUY IT NOW")));
}

/** Sold: `lotSold` (top level or in dynamicLotDetails), or the status code S (`lsts`, or `status`). */
function isSoldLot(row: RawObject, dyn: RawObject): boolean {
  if (bool(row.lotSold) === true || bool(dyn.lotSold) === true) return true;
  return [row.lsts, row.status, row.lotStatus].map(upper).some((s) => s === "S" || s === "SOLD");
}

/** `{data:{lotDetails, imagesList}}` or `{lotDetails, imagesList}` to one row with its images; a row as is. */
function unwrap(raw: unknown): RawObject | null {
  const o = asObject(raw);
  if (!o) return null;
  const data = asObject(o.data) ?? o;
  if ("lotDetails" in data) {
    const details = asObject(data.lotDetails);
    if (!details) return null;
    return data.imagesList !== undefined ? { ...details, imagesList: data.imagesList } : details;
  }
  return o;
}

const LOT_NUMBER_KEYS = ["lotNumberStr", "ln", "lotNumber", "lot_number"] as const;

/** The first usable lot number: a garbled `lotNumberStr` does not hide a good `ln`. */
function lotNumberOf(row: RawObject): string | null {
  for (const key of LOT_NUMBER_KEYS) {
    const s = str(row[key]);
    if (s !== null && /^[0-9]{1,20}$/.test(s) && /[1-9]/.test(s)) return s;
  }
  return null;
}

/**
 * `lm` is cut at 10 characters: sometimes "model + trim" ("ACCORD SPO" of group "ACCORD"), sometimes a long model
 * name ("GRAND CARA" of "GRAND CARAVAN"); `lmg` is the model group, which can also join models ("S5/RS5").
 */
function modelOf(row: RawObject): string | null {
  const lm = upper(row.lm);
  const lmg = upper(row.lmg);
  if (lm && lmg && lm !== lmg) {
    if (lm.startsWith(`${lmg} `)) return lmg;
    if (lmg.startsWith(`${lm} `) || (lm.length >= 9 && lmg.startsWith(lm))) return lmg;
  }
  return lm ?? lmg;
}

/** Full-size images: lotImages content (IMG type, in sequence), the legacy keyed shape, else the row thumbnail. */
function imagesOf(row: RawObject, reading: ItemReading): { imageUrls: string[]; thumbnailUrl: string | null } {
  const list = asObject(row.imagesList);
  const entries = asArray(list?.content);
  for (const img of entries) if (!isObject(img)) reading.warn("imageUrls", img, `${excerptOf(img)} is not an image`);
  const content = entries
    .filter(isObject)
    .filter((img) => (str(img.imageTypeCode) ?? "IMG") === "IMG")
    .sort((a, b) => (num(a.imageSeqNumber) ?? 0) - (num(b.imageSeqNumber) ?? 0));
  const legacy = asArray(list?.FULL_IMAGE).filter(isObject);
  const tims = reading.imageUrl("thumbnailUrl", row.tims);
  const imageUrls = [
    ...content.map((img) => {
      const url = firstGiven(img.fullUrl, img.highResUrl);
      return url === null
        ? reading.warn("imageUrls", img, `${excerptOf(img)} has no URL`)
        : reading.imageUrl("imageUrls", url);
    }),
    ...legacy.map((img) => reading.imageUrl("imageUrls", img.url)),
  ].filter((u): u is string => u !== null);
  // Copart thumbnails end in _thb; the same path with _ful is the full-size picture.
  if (imageUrls.length === 0 && tims) imageUrls.push(tims.replace(/_thb(\.\w+)$/i, "_ful$1"));
  const thumbnailUrl =
    tims ?? first(...content.map((img) => reading.imageUrl("thumbnailUrl", img.thumbnailUrl))) ?? imageUrls[0] ?? null;
  return { imageUrls, thumbnailUrl };
}

/** "2018 AUDI S5 PRESTIGE" with year, make and model known -> "PRESTIGE". */
function trimOfDescription(ld: string | null, lotYear: number | null, make: string | null, model: string | null) {
  const prefix = [lotYear, make, model].join(" ") + " ";
  return ld && lotYear && make && model && ld.startsWith(prefix) ? str(ld.slice(prefix.length)) : null;
}

/** The URL slug `ldu` starts with "clean-title-" or "salvage-" when Copart knows the title group. */
function titleHintOfSlug(v: unknown): string | null {
  const slug = str(v);
  if (slug?.startsWith("clean-title-")) return "CLEAN";
  if (slug?.startsWith("salvage-")) return "SALVAGE";
  return null;
}

/**
 * The record's fields and the Copart keys they are read from: a field whose keys are all absent from a row (a
 * trimmed detail answer) is listed as absent, so the stored lot keeps its value (docs/feeds/copart.md#absent-fields).
 */
export const COPART_FIELD_KEYS = {
  vehicleType: ["vehTypDesc", "memberVehicleType", "vehicleTypeCode"],
  year: ["lcy"],
  make: ["mkn", "lmc"],
  model: ["lm", "lmg"],
  trim: ["ltd", "mtrim", "ld"],
  title: ["ld", "lcy", "mkn", "lmc", "lm", "lmg", "ltd", "mtrim"],
  subtitle: ["ltd", "mtrim", "ld"],
  bodyStyle: ["bstl"],
  vin: ["fv"],
  vinMasked: ["fv"],
  odometerMiles: ["orr"],
  odometerBrand: ["ord", "obc"],
  primaryDamage: ["dd"],
  secondaryDamage: ["sdd", "sddr"],
  damageDescription: ["dd", "sdd", "sddr"],
  titleType: ["td"],
  titleGroup: ["tgc", "tgd", "ldu", "td"],
  titleState: ["ts"],
  exteriorColor: ["clr"],
  runsDrives: ["lcd", "lcc", "lic"],
  hasKeys: ["hk"],
  engine: ["egn"],
  cylinders: ["cy", "egn"],
  fuelType: ["ft"],
  transmission: ["tsmn", "tmtp"],
  driveline: ["drv"],
  location: ["yn", "locState", "locCity"],
  branch: ["yn"],
  region: ["locState", "yn"],
  country: ["locCountry"],
  city: ["locCity"],
  postalCode: ["zip"],
  yardNumber: ["ynumb"],
  laneRun: ["aan"],
  startCode: ["lcc"],
  bidStatus: ["dynamicLotDetails.bidStatus", "bidStatus"],
  counterBidStatus: ["dynamicLotDetails.counterBidStatus", "counterBidStatus"],
  lotAuctionStatus: ["dynamicLotDetails.lotAuctionStatus", "lotAuctionStatus"],
  saleStatus: ["dynamicLotDetails.saleStatus", "ess", "ss"],
  buyerHighBidder: ["dynamicLotDetails.buyerHighBidder", "buyerHighBidder"],
  isSold: ["lotSold", "dynamicLotDetails.lotSold", "lsts", "status", "lotStatus"],
  currentBidCents: ["dynamicLotDetails.currentBid", "hb"],
  minBidCents: ["dynamicLotDetails.minBid", "minBid"],
  buyNowPriceCents: ["bnp", "dynamicLotDetails.buyTodayBid"],
  buyNowUrl: [
    "bnp",
    "dynamicLotDetails.buyTodayBid",
    "bndc",
    "buyItNowCode",
    "buy_it_now_code",
    "dynamicLotDetails.buyTodayFlag",
  ],
  auctionDate: ["ad"],
  imageUrls: ["imagesList", "tims"],
  thumbnailUrl: ["imagesList", "tims"],
} as const satisfies Partial<Record<keyof LotRecord, readonly string[]>>;

/** Copart's `cuc`: blank is the default USD; a currency the product does not know is refused, never taken as USD. */
function currencyOf(v: unknown): Currency | null {
  if (isBlank(v)) return "USD";
  const parsed = currencySchema.safeParse(upper(v));
  return parsed.success ? parsed.data : null;
}

function readCopart(raw: unknown): ReadOutcome {
  const o = asObject(raw);
  if (!o) return skip("not-an-object", "the item is not an object", null, { field: "(item)", value: raw });
  const row = unwrap(o);
  if (!row)
    return skip("not-an-object", "lotDetails is not an object", null, {
      field: "lotDetails",
      value: (asObject(o.data) ?? o).lotDetails,
    });
  const lotNumber = lotNumberOf(row);
  if (!lotNumber) {
    const given = LOT_NUMBER_KEYS.find((k) => !isBlank(row[k]));
    return given
      ? skip("bad-lot-number", `${given} is not a lot number`, null, { field: given, value: row[given] })
      : skip("no-lot-number", "the row has no lot number (ln, lotNumberStr)", null);
  }
  const currency = currencyOf(row.cuc);
  if (!currency)
    return skip("unknown-currency", `currency ${excerptOf(row.cuc)} is not one the product knows`, lotNumber, {
      field: "cuc",
      value: row.cuc,
    });
  const reading = new ItemReading(lotNumber, MAX_AUCTION_AMOUNT);
  const dyn = asObject(row.dynamicLotDetails) ?? {};
  const parsedVin = vin(row.fv);
  const country = upper(row.locCountry);
  const yardName = str(row.yn);
  // "CT - HARTFORD SPRINGFIELD": the state prefix is the region when locState is missing.
  const region = stateCode(row.locState) ?? upper(row.locState) ?? stateCode(yardName?.split(" - ")[0]);
  const buyNowPriceCents =
    reading.cents("buyNowPriceCents", row.bnp, { zeroIsNone: true }) ??
    reading.cents("buyNowPriceCents", dyn.buyTodayBid, { zeroIsNone: true });
  const buyNowOffered = buyNowPriceCents !== null || buyItNowOffered(row, dyn);
  const lotUrl = `https://www.copart.com/lot/${lotNumber}`;
  const engine = str(row.egn);
  const lcc = upper(row.lcc);
  const make = upper(row.mkn) ?? upper(row.lmc);
  const model = modelOf(row);
  const lotYear = reading.year("year", row.lcy);
  const trim = upper(row.ltd) ?? upper(row.mtrim) ?? trimOfDescription(upper(row.ld), lotYear, make, model);
  const city = upper(row.locCity);

  const images = imagesOf(row, reading);
  return reading.finish(
    {
      platform: "copart",
      lotNumber,
      stockNumber: null,
      itemId: null,
      vehicleType: vehicleTypeOf(row.vehTypDesc, row.memberVehicleType, row.vehicleTypeCode),
      year: lotYear,
      make,
      model,
      trim,
      title: str(row.ld),
      // Copart has no second line; the trim is what tells two lots of one model apart.
      subtitle: trim,
      bodyStyle: bodyStyleOf(row.bstl),
      vin: parsedVin?.vin ?? null,
      vinMasked: parsedVin?.masked ?? false,
      odometerMiles: reading.odometer("odometerMiles", row.orr),
      odometerBrand: odometerBrandOf(row.ord, row.obc),
      primaryDamage: upper(row.dd),
      secondaryDamage: upper(row.sdd) ?? upper(row.sddr),
      titleType: upper(row.td),
      titleGroup: titleGroupOf(row.tgc, row.tgd, titleHintOfSlug(row.ldu), row.td),
      titleState: stateCode(row.ts) ?? upper(row.ts),
      titleNotes: null,
      exteriorColor: colourOf(row.clr),
      interiorColor: null,
      // lcd is the condition's text; without it, the code CERT-D (in lcc or the icon list lic) says the same.
      runsDrives:
        upper(row.lcd) ??
        (lcc === "CERT-D" || asArray(row.lic).map(upper).includes("CERT-D") ? "RUNS AND DRIVES" : null),
      hasKeys: bool(row.hk),
      engine,
      cylinders: cylindersOf(row.cy, engine),
      fuelType: fuelTypeOf(row.ft),
      transmission: transmissionOf(firstGiven(row.tsmn, row.tmtp)),
      driveline: drivelineOf(row.drv),
      airbags: null,
      location: yardName ?? (region && city ? `${region} - ${city}` : null),
      branch: yardName,
      region,
      country,
      city,
      postalCode: postalCode(row.zip, country),
      yardNumber: reading.count("yardNumber", row.ynumb),
      laneRun: (num(row.aan) ?? 0) > 0 ? str(row.aan) : null,
      startCode: lcc === "CERT-S" ? "ENGINE START PROGRAM" : null,
      loss: null,
      bidStatus: upper(dyn.bidStatus) ?? upper(row.bidStatus),
      counterBidStatus: upper(dyn.counterBidStatus) ?? upper(row.counterBidStatus),
      lotAuctionStatus: upper(dyn.lotAuctionStatus) ?? upper(row.lotAuctionStatus),
      saleStatus:
        upper(dyn.saleStatus) ??
        SALE_STATUS_FROM_TEXT[upper(row.ess) ?? ""] ??
        upper(row.ess) ??
        SALE_STATUS_FROM_CODE[str(row.ss) ?? ""] ??
        null,
      buyerHighBidder: bool(dyn.buyerHighBidder) ?? bool(row.buyerHighBidder),
      isSold: isSoldLot(row, dyn),
      currency,
      currentBidCents: reading.cents("currentBidCents", dyn.currentBid) ?? reading.cents("currentBidCents", row.hb),
      minBidCents:
        reading.cents("minBidCents", dyn.minBid, { zeroIsNone: true }) ??
        reading.cents("minBidCents", row.minBid, { zeroIsNone: true }),
      buyNowPriceCents,
      buyNowUrl: buyNowOffered ? lotUrl : null,
      // Epoch milliseconds; text without an offset is read in the yard's zone (`ianaTimeZone`).
      auctionDate: reading.time("auctionDate", row.ad, ianaZone(str(row.ianaTimeZone))),
      ...images,
      originalData: raw as LotRecord["originalData"],
    },
    absentFields(COPART_FIELD_KEYS, (key) => hasPath(row, key)),
  );
}

/** Search response, detail response, array of rows, or one row; entries that are not objects are read and skipped. */
function extractCopartItems(payload: unknown): CopartRow[] | null {
  if (Array.isArray(payload)) return payload as CopartRow[];
  const o = asObject(payload);
  if (!o) return null;
  const data = asObject(o.data);
  const content = asObject(data?.results)?.content;
  if (Array.isArray(content)) return content as CopartRow[];
  // A detail answer is read as its row (with its images); one without lot details (images only) has no lot.
  if ((data && "lotDetails" in data) || "lotDetails" in o) {
    const row = unwrap(o);
    return row ? [row as CopartRow] : null;
  }
  return LOT_NUMBER_KEYS.some((k) => k in o) ? [o as CopartRow] : null;
}

export const copartAdapter = defineAdapter<CopartRow>({
  platform: "copart",
  lotNumberOf: (raw) => {
    const o = asObject(raw);
    const row = o && unwrap(o);
    return row ? lotNumberOf(row) : null;
  },
  listingPaths: ["$.*", "$.data.results.content.*"],
  readPage: (payload) => {
    const items = extractCopartItems(payload);
    if (items) return { shape: "items", items };
    return looksLikeListing(payload)
      ? { shape: "items", items: [] }
      : {
          shape: "unknown",
          reason: describePayload(payload, "no lot list (data.results.content), lot details or row"),
        };
  },
  read: readCopart,
});
