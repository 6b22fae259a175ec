// The full normalised vehicle lot (docs/product/lots.md#normalised-lot), as the API answers it: the stored lot (a
// LotRecord or a Lot row) plus everything that depends on the clock or the visitor (status, countdown, card label,
// formatted auction date), computed per response by `toNormalisedLot(lot, now, opts)`. Pure: no I/O, never throws on a
// stored lot.
import { z } from "zod";
import {
  platformSchema,
  registrationDocumentSchema,
  vatSchemeSchema,
  type LotRecord,
  type Platform,
  type RegistrationDocument,
  type VatScheme,
} from "./lot.schemas.ts";
import {
  auctionOffsetMinutes,
  formatAuctionDate,
  formatBid,
  formatCurrency,
  formatOdometer,
  formatOdometerKm,
  milesToKm,
  wallClockIn,
  type DisplayLocale,
  type UtcOffsetMinutes,
} from "./lot-format.ts";
import {
  CARD_STATUS_LABELS,
  cardStatus,
  cardStatusSchema,
  countdown,
  countdownSchema,
  isUpcomingAuction,
  isWithdrawn,
  lotBadgeSchema,
  lotBadges,
  lotStatus,
  lotStatusSchema,
  statusClassName,
  type LotStateInput,
} from "./lot-status.ts";

/** Copart: a lot with a single full-size image gets this many numbered variants (docs/product/lots.md#images). */
export const COPART_EXTRA_IMAGE_VARIANTS = 4;

/**
 * What `toNormalisedLot` reads: every LotRecord column with the enum columns widened to text, so a Prisma `Lot` row
 * fits as it is, plus the row id when there is one.
 */
type WidenedColumn =
  | "platform"
  | "vehicleType"
  | "bodyStyle"
  | "exteriorColor"
  | "interiorColor"
  | "fuelType"
  | "transmission"
  | "driveline"
  | "currency"
  | "vatScheme"
  | "registrationDocuments"
  | "firstRegistration"
  | "originalData";
export type NormalisableLot = Omit<LotRecord, WidenedColumn> & {
  id?: string;
  platform: string;
  vehicleType: string;
  bodyStyle: string | null;
  exteriorColor: string | null;
  interiorColor: string | null;
  fuelType: string | null;
  transmission: string | null;
  driveline: string | null;
  currency: string;
  vatScheme?: string | null;
  registrationDocuments?: readonly string[] | null;
  /** A LotRecord's YYYY-MM-DD, a Prisma row's Date, or a cached row's ISO text. */
  firstRegistration?: string | Date | null;
  originalData: unknown;
};

const text = z.string().nullable();
const amount = z.number().nonnegative().nullable();

export const normalisedLotSchema = z.object({
  /** The stored row's id; `<platform>-<lotNumber>` for a lot that is not stored yet. */
  id: z.string(),
  platform: platformSchema,
  lotNumber: z.string(),
  /** IAAI's stock number (the same as its lotNumber); null on Copart. */
  stockNumber: text,
  /** IAAI's item id (the `<id>~US` of its lot page). */
  itemId: text,
  vehicleType: z.string(),
  year: z.number().int().nullable(),
  make: text,
  model: text,
  trim: text,
  title: z.string(),
  subtitle: text,
  imageUrls: z.array(z.string()),
  thumbnailUrl: text,
  currency: z.string(),
  /** Current bid in major units; null when there is none. */
  currentBid: amount,
  /** The card's bid text: "$19,700" or 'No bids'. */
  price: z.string(),
  minBid: amount,
  buyNowPrice: amount,
  /** Short name of buyNowPrice (docs/product/lots.md#normalised-lot). */
  bnp: amount,
  buyNowPriceFormatted: text,
  buyNowUrl: text,
  location: text,
  branch: text,
  region: text,
  city: text,
  country: text,
  postalCode: text,
  yardNumber: z.number().int().nullable(),
  /** "55,668 mi" (US lots) or "84,500 km" (European lots), in odometerUnit; 'Unknown' when not recorded. */
  odometer: z.string(),
  /** The unit the provider reads the odometer in, and the unit of `odometer`: mi for US lots, km for European. */
  odometerUnit: z.enum(["mi", "km"]),
  /** Miles: the provider's reading on US lots; derived from km (rounded) on European lots. */
  odometerMiles: z.number().int().nullable(),
  /** Kilometres: the provider's reading on European lots; miles x 1.60934 (rounded) on US lots. */
  odometerKm: z.number().int().nullable(),
  odometerBrand: text,
  /** The card's damage: the primary damage. */
  damage: text,
  primaryDamage: text,
  secondaryDamage: text,
  /** Both damages ("FRONT END / SIDE"), or the provider's own description. */
  damageDescription: text,
  /** ISO 8601 instant (UTC). */
  auctionDate: z.string().nullable(),
  /** Short form of auctionDate: epoch milliseconds, as Copart's `ad`. */
  ad: z.number().int().nullable(),
  auctionDateFormatted: text,
  /** Offset (minutes east of UTC) auctionDateFormatted is written in. */
  auctionDateOffsetMinutes: z.number().int().nullable(),
  countdown: countdownSchema.nullable(),
  isUpcomingAuction: z.boolean(),
  status: lotStatusSchema,
  statusClassName: z.string(),
  cardStatus: cardStatusSchema.nullable(),
  cardStatusLabel: text,
  badges: z.array(lotBadgeSchema),
  engine: text,
  fuelType: text,
  transmission: text,
  driveline: text,
  titleType: text,
  titleGroup: text,
  titleState: text,
  titleNotes: text,
  exteriorColor: text,
  interiorColor: text,
  runsDrives: text,
  /** As the provider published it: the full VIN, or its first 11 characters followed by ****** when masked. */
  vin: text,
  vinMasked: z.boolean(),
  /** Keys present. */
  key: z.boolean().nullable(),
  bodyStyle: text,
  cylinder: z.number().int().nullable(),
  airbags: text,
  laneRun: text,
  startCode: text,
  loss: text,
  bidStatus: text,
  counterBidStatus: text,
  lotAuctionStatus: text,
  saleStatus: text,
  buyerHighBidder: z.boolean().nullable(),
  isSold: z.boolean(),
  isLiveAuction: z.boolean(),
  // European auctions (null or empty on US lots).
  /** vat-qualifying: the price is net and VAT is added per the buyer; margin: VAT is inside the price. */
  vatScheme: vatSchemeSchema.nullable(),
  registrationDocuments: z.array(registrationDocumentSchema),
  /** YYYY-MM-DD. */
  firstRegistration: z.string().nullable(),
  emissionClass: text,
  /** IANA zone the auction end is announced in ("Europe/Berlin"). */
  auctionTimeZone: text,
  /** The auction end in auctionTimeZone, ISO 8601 with that zone's offset ("2026-11-28T14:00:00+01:00"). */
  auctionDateLocal: text,
  sellerAuctionName: text,
  /** True once the lot was withdrawn (by the seller, or by an admin for a lot entered by hand). */
  withdrawn: z.boolean(),
  originalData: z.unknown(),
});
export type NormalisedLot = z.infer<typeof normalisedLotSchema>;

export interface NormaliseOptions {
  /** The visitor's offset, minutes east of UTC (default 0); IAAI times ignore it (see lot-format.ts). */
  timeZoneOffsetMinutes?: UtcOffsetMinutes;
  /** Language of auctionDateFormatted (default en). */
  locale?: DisplayLocale;
}

/**
 * Copart's numbered image variants: `<stem>.<ext>` -> `<stem>_1.<ext>` ... `<stem>_4.<ext>` (decision: the number
 * goes before the extension of the last path segment, or at the end when there is none; a query string is kept).
 * Only when the lot has exactly one full-size image; other lots are returned unchanged.
 */
export function withCopartImageVariants(imageUrls: readonly string[]): string[] {
  const [only] = imageUrls;
  if (imageUrls.length !== 1 || only === undefined) return [...imageUrls];
  const match = /^([^?#]*?)(\.[A-Za-z0-9]{1,5})?([?#].*)?$/.exec(only);
  const stem = match?.[1] ?? only;
  const ext = match?.[2] ?? "";
  const rest = match?.[3] ?? "";
  const variants = Array.from({ length: COPART_EXTRA_IMAGE_VARIANTS }, (_, i) => `${stem}_${i + 1}${ext}${rest}`);
  return [only, ...variants];
}

function isoDay(v: string | Date | null | undefined): string | null {
  if (v instanceof Date) return Number.isFinite(v.getTime()) ? v.toISOString().slice(0, 10) : null;
  return typeof v === "string" && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null;
}

const cents = (v: number | null | undefined) => (typeof v === "number" && Number.isFinite(v) ? v / 100 : null);
const validDate = (d: unknown): Date | null => (d instanceof Date && Number.isFinite(d.getTime()) ? d : null);

/** What a lot's clock fields are computed from. */
export function lotClockState(lot: NormalisableLot): LotStateInput {
  return {
    auctionDate: validDate(lot.auctionDate),
    bidStatus: lot.bidStatus,
    lotAuctionStatus: lot.lotAuctionStatus,
    isSold: lot.isSold === true,
    buyNowPriceCents: lot.buyNowPriceCents,
    buyNowUrl: lot.buyNowUrl,
    titleGroup: lot.titleGroup,
    runsDrives: lot.runsDrives,
  };
}

/** The fields of a normalised lot that depend on the clock; nothing else does (the search keeps the rest). */
export type LotClockFields = Pick<
  NormalisedLot,
  "countdown" | "isUpcomingAuction" | "status" | "statusClassName" | "cardStatus" | "cardStatusLabel" | "isLiveAuction"
>;

export function lotClockFields(state: LotStateInput, now: Date): LotClockFields {
  const status = lotStatus(state, now);
  const card = cardStatus(state, now);
  return {
    countdown: countdown(state.auctionDate, now),
    isUpcomingAuction: isUpcomingAuction(state.auctionDate, now),
    status,
    statusClassName: statusClassName(status),
    cardStatus: card,
    cardStatusLabel: card === null ? null : CARD_STATUS_LABELS[card],
    isLiveAuction: status === "Live Now",
  };
}

/** A normalised lot without its clock fields and raw data: what depends on the stored lot (and the options) alone. */
export type TimelessLot = Omit<NormalisedLot, keyof LotClockFields | "originalData">;

/** The full normalised lot at `now`. */
export function toNormalisedLot(lot: NormalisableLot, now: Date, opts: NormaliseOptions = {}): NormalisedLot {
  const state = lotClockState(lot);
  return buildLot(lot, state, opts, lotClockFields(state, now), lot.originalData) as NormalisedLot;
}

/**
 * The normalised lot but its clock fields and raw data (the search keeps its JSON per row version). They are
 * present as undefined, which JSON leaves out: one object shape for both calls keeps the normaliser fast (a search
 * page normalises up to 96 lots; spreading the lot into a new object made it several times slower).
 */
export function toTimelessLot(lot: NormalisableLot, opts: NormaliseOptions = {}): TimelessLot {
  return buildLot(lot, lotClockState(lot), opts, null, undefined);
}

function buildLot(
  lot: NormalisableLot,
  state: LotStateInput,
  opts: NormaliseOptions,
  clock: LotClockFields | null,
  originalData: unknown,
): TimelessLot & Partial<LotClockFields> & { originalData: unknown } {
  const offset = opts.timeZoneOffsetMinutes ?? 0;
  const auctionDate = state.auctionDate;
  const currency = lot.currency || "USD";
  const currentBid = cents(lot.currentBidCents);
  const buyNowPrice = cents(lot.buyNowPriceCents) || null;
  const images = Array.isArray(lot.imageUrls) ? lot.imageUrls.filter((u) => typeof u === "string") : [];
  const platform = (platformSchema.options as readonly string[]).includes(lot.platform as string)
    ? (lot.platform as Platform)
    : "copart";
  const inKm = platform === "europe";
  const odometerKm = inKm ? (lot.odometerKm ?? milesToKm(lot.odometerMiles)) : milesToKm(lot.odometerMiles);
  const withdrawn = isWithdrawn(lot);
  const timeZone = lot.auctionTimeZone ?? null;

  return {
    id: lot.id ?? `${platform}-${lot.lotNumber}`,
    platform,
    lotNumber: lot.lotNumber,
    stockNumber: lot.stockNumber,
    itemId: lot.itemId,
    vehicleType: lot.vehicleType,
    year: lot.year,
    make: lot.make,
    model: lot.model,
    trim: lot.trim,
    title: lot.title,
    subtitle: lot.subtitle,
    imageUrls: platform === "copart" ? withCopartImageVariants(images) : images,
    thumbnailUrl: lot.thumbnailUrl,
    currency,
    currentBid,
    price: formatBid(currentBid, currency),
    minBid: cents(lot.minBidCents),
    buyNowPrice,
    bnp: buyNowPrice,
    buyNowPriceFormatted: buyNowPrice === null ? null : formatCurrency(buyNowPrice, currency),
    buyNowUrl: lot.buyNowUrl,
    location: lot.location,
    branch: lot.branch,
    region: lot.region,
    city: lot.city,
    country: lot.country,
    postalCode: lot.postalCode,
    yardNumber: lot.yardNumber,
    odometer: inKm ? formatOdometerKm(odometerKm) : formatOdometer(lot.odometerMiles),
    odometerUnit: inKm ? "km" : "mi",
    odometerMiles: lot.odometerMiles,
    odometerKm,
    odometerBrand: lot.odometerBrand,
    damage: lot.primaryDamage,
    primaryDamage: lot.primaryDamage,
    secondaryDamage: lot.secondaryDamage,
    damageDescription: lot.damageDescription,
    auctionDate: auctionDate?.toISOString() ?? null,
    ad: auctionDate?.getTime() ?? null,
    auctionDateFormatted: formatAuctionDate(auctionDate, platform, offset, opts.locale),
    auctionDateOffsetMinutes: auctionDate ? auctionOffsetMinutes(auctionDate, platform, offset) : null,
    countdown: clock?.countdown,
    isUpcomingAuction: clock?.isUpcomingAuction,
    status: clock?.status,
    statusClassName: clock?.statusClassName,
    cardStatus: clock?.cardStatus,
    cardStatusLabel: clock?.cardStatusLabel,
    badges: lotBadges(state),
    engine: lot.engine,
    fuelType: lot.fuelType,
    transmission: lot.transmission,
    driveline: lot.driveline,
    titleType: lot.titleType,
    titleGroup: lot.titleGroup,
    titleState: lot.titleState,
    titleNotes: lot.titleNotes,
    exteriorColor: lot.exteriorColor,
    interiorColor: lot.interiorColor,
    runsDrives: lot.runsDrives,
    vin: lot.vin === null ? null : lot.vinMasked ? `${lot.vin}******` : lot.vin,
    vinMasked: lot.vinMasked === true,
    key: lot.hasKeys,
    bodyStyle: lot.bodyStyle,
    cylinder: lot.cylinders,
    airbags: lot.airbags,
    laneRun: lot.laneRun,
    startCode: lot.startCode,
    loss: lot.loss,
    bidStatus: lot.bidStatus,
    counterBidStatus: lot.counterBidStatus,
    lotAuctionStatus: lot.lotAuctionStatus,
    saleStatus: lot.saleStatus,
    buyerHighBidder: lot.buyerHighBidder,
    isSold: lot.isSold === true,
    isLiveAuction: clock?.isLiveAuction,
    // Plain membership tests, not zod: a search page normalises up to 96 lots per request.
    vatScheme: (vatSchemeSchema.options as readonly unknown[]).includes(lot.vatScheme)
      ? (lot.vatScheme as VatScheme)
      : null,
    registrationDocuments: (lot.registrationDocuments ?? []).filter((d): d is RegistrationDocument =>
      (registrationDocumentSchema.options as readonly unknown[]).includes(d),
    ),
    firstRegistration: isoDay(lot.firstRegistration),
    emissionClass: lot.emissionClass ?? null,
    auctionTimeZone: timeZone,
    auctionDateLocal: auctionDate && timeZone ? wallClockIn(auctionDate, timeZone) : null,
    sellerAuctionName: lot.sellerAuctionName ?? null,
    withdrawn,
    originalData,
  };
}
