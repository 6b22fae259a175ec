// Display rules for lots (docs/product/lots.md#prices-and-odometer, docs/product/lots.md#currency-symbols,
// docs/product/lots.md#auction-date-and-time-zone): prices read by the provider-number rule, 'No bids' and
// 'Unknown', currency symbols without decimals, odometer miles to kilometres, and the auction-date helper with its
// fixed IAAI offsets. Pure functions: the clock and the visitor's time-zone offset are parameters.
import { parseProviderNumber } from "./provider-number.ts";

/** What the card shows for a missing or unparsable bid, and for an unknown odometer. */
export const NO_BIDS_TEXT = "No bids";
export const UNKNOWN_TEXT = "Unknown";

/** docs/product/lots.md#prices-and-odometer */
export const KM_PER_MILE = 1.60934;

/** USD $, EUR €, GBP £, CAD CA$, AUD A$ (docs/product/lots.md#currency-symbols). */
export const CURRENCY_SYMBOLS = { USD: "$", EUR: "€", GBP: "£", CAD: "CA$", AUD: "A$" } as const;

/**
 * A price from a number or provider text ("$17,975 USD", "19700.0", "1 250 €", "12.400,00"), read by the one
 * provider-number rule (docs/product/lots.md#prices-and-odometer); a negative amount (Copart's -1 "not given"),
 * text without a number, exponent notation, text with two numbers and non-finite numbers give null.
 */
export function parsePrice(value: unknown): number | null {
  const n = parseProviderNumber(value);
  return n !== null && n >= 0 ? n : null;
}

/**
 * "$19,700", "€1,250", "CA$1,250": the currency's symbol, thousands grouped with commas, no decimals (rounded half
 * up). A currency outside those five is written as its code and a space ("PLN 1,250").
 */
export function formatCurrency(amount: number, currency: string): string {
  const rounded = Math.round(Math.abs(amount));
  const grouped = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const sign = amount < 0 && rounded !== 0 ? "-" : "";
  const symbol = (CURRENCY_SYMBOLS as Record<string, string>)[currency];
  return symbol === undefined ? `${sign}${currency} ${grouped}` : `${sign}${symbol}${grouped}`;
}

/**
 * The card's current-bid text: 'No bids' when the bid is missing, unparsable or zero (a lot nobody has bid on
 * carries 0, which is not a price anyone offered), else the formatted amount.
 */
export function formatBid(value: unknown, currency: string): string {
  const amount = parsePrice(value);
  return amount === null || amount === 0 ? NO_BIDS_TEXT : formatCurrency(amount, currency);
}

/** Odometer km = miles x 1.60934, rounded (docs/product/lots.md#prices-and-odometer); unknown stays null. */
export function milesToKm(miles: number | null | undefined): number | null {
  return typeof miles === "number" && Number.isFinite(miles) && miles >= 0 ? Math.round(miles * KM_PER_MILE) : null;
}

/**
 * "55,668 mi" or 'Unknown' (docs/product/lots.md#prices-and-odometer). Zero is how providers say "not recorded", so
 * it is unknown too.
 */
export function formatOdometer(miles: number | null | undefined): string {
  if (typeof miles !== "number" || !Number.isFinite(miles) || miles <= 0) return UNKNOWN_TEXT;
  return `${String(Math.round(miles)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")} mi`;
}

/** "84,500 km" or 'Unknown': European lots show the odometer in the unit their seller reads it in. */
export function formatOdometerKm(km: number | null | undefined): string {
  if (typeof km !== "number" || !Number.isFinite(km) || km <= 0) return UNKNOWN_TEXT;
  return `${String(Math.round(km)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")} km`;
}

/** Odometer miles from a km reading (the inverse of milesToKm, rounded), for the shared miles filter. */
export function kmToMiles(km: number | null | undefined): number | null {
  return typeof km === "number" && Number.isFinite(km) && km >= 0 ? Math.round(km / KM_PER_MILE) : null;
}

/** One formatter per zone: building an Intl.DateTimeFormat costs tens of microseconds, using one about one. */
const zoneFormatters = new Map<string, Intl.DateTimeFormat | null>();
function zoneFormatter(timeZone: string): Intl.DateTimeFormat | null {
  let f = zoneFormatters.get(timeZone);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      });
    } catch {
      f = null; // not a zone this runtime knows
    }
    if (zoneFormatters.size < 1000) zoneFormatters.set(timeZone, f);
  }
  return f;
}

/** Minutes east of UTC of an IANA zone at an instant; null for an unknown zone. */
export function zoneOffsetMinutes(at: Date, timeZone: string): number | null {
  const formatter = zoneFormatter(timeZone);
  if (!formatter) return null;
  const parts = formatter.formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant as ISO 8601 wall-clock time in an IANA zone with its offset: "2026-11-28T14:00:00+01:00". */
export function wallClockIn(at: Date, timeZone: string): string | null {
  const offset = zoneOffsetMinutes(at, timeZone);
  if (offset === null) return null;
  const local = new Date(Math.floor(at.getTime() / 1000) * 1000 + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** Minutes east of UTC, as a browser gives it: `-new Date().getTimezoneOffset()` (Vilnius in summer: 180). */
export type UtcOffsetMinutes = number;

/** Largest real-world offsets (UTC-12 to UTC+14). */
export const MAX_UTC_OFFSET_MINUTES = 14 * 60;

/**
 * IAAI's offset (docs/product/constants.md, "IAAI display offset"): -5 hours for months March to November (month
 * index 2 to 10 of the instant in UTC), -6 otherwise. Both the display and the IAAI reader of times without an offset
 * use it, so a time IAAI sends as wall-clock text is shown back as the same wall clock.
 */
export function iaaiOffsetMinutes(date: Date): UtcOffsetMinutes {
  const month = date.getUTCMonth();
  return (month >= 2 && month <= 10 ? -5 : -6) * 60;
}

/**
 * The offset an auction time is shown in (docs/product/lots.md#auction-date-and-time-zone): the visitor's own
 * offset, except for IAAI, whose times are shown at -5 hours for months March to November (month index 2 to 10) and
 * -6 otherwise. The month is the auction instant's month in UTC (at the month boundary UTC and US Central differ by a
 * few hours only).
 */
export function auctionOffsetMinutes(date: Date, platform: string, visitorOffset: UtcOffsetMinutes): UtcOffsetMinutes {
  if (platform === "iaai") return iaaiOffsetMinutes(date);
  const offset = Number.isFinite(visitorOffset) ? Math.trunc(visitorOffset) : 0;
  return Math.max(-MAX_UTC_OFFSET_MINUTES, Math.min(MAX_UTC_OFFSET_MINUTES, offset));
}

export interface AuctionWallClock {
  /** The instant, unchanged. */
  instant: Date;
  /** The offset the wall-clock fields are in (minutes east of UTC). */
  offsetMinutes: UtcOffsetMinutes;
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function toDate(value: unknown): Date | null {
  let d: Date | null = null;
  if (value instanceof Date) d = new Date(value.getTime());
  else if (typeof value === "number") d = new Date(value);
  else if (typeof value === "string" && value.trim() !== "") {
    const s = value.trim();
    // Text must name its offset: a wall-clock time would otherwise be read in the server's zone.
    if (/^\d{10,13}$/.test(s)) d = new Date(Number(s.length === 10 ? `${s}000` : s));
    else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i.test(s)) d = new Date(s);
  }
  return d !== null && Number.isFinite(d.getTime()) ? d : null;
}

/**
 * The auction-date helper: an auction date (Date, epoch ms or an ISO string) as wall-clock fields in the offset of
 * `auctionOffsetMinutes`. An invalid or missing date gives null.
 */
export function auctionWallClock(
  value: unknown,
  platform: string,
  visitorOffset: UtcOffsetMinutes,
): AuctionWallClock | null {
  const instant = toDate(value);
  if (!instant) return null;
  const offsetMinutes = auctionOffsetMinutes(instant, platform, visitorOffset);
  const shifted = new Date(instant.getTime() + offsetMinutes * 60_000);
  return {
    instant,
    offsetMinutes,
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

export type DisplayLocale = "lt" | "en";

const EN_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number) => String(n).padStart(2, "0");

function offsetLabel(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `UTC${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${pad(abs % 60)}` : ""}`;
}

/**
 * auctionDateFormatted: "Aug 18, 2026 9:00 PM (UTC-5)" in English, "2026-08-18 21:00 (UTC-5)" in Lithuanian (the
 * date style Lithuanian readers expect). The offset is written out because IAAI times are not in the visitor's zone.
 * Null for an invalid date.
 */
export function formatAuctionDate(
  value: unknown,
  platform: string,
  visitorOffset: UtcOffsetMinutes,
  locale: DisplayLocale = "en",
): string | null {
  const c = auctionWallClock(value, platform, visitorOffset);
  if (!c) return null;
  const zone = offsetLabel(c.offsetMinutes);
  if (locale === "lt") return `${c.year}-${pad(c.month)}-${pad(c.day)} ${pad(c.hour)}:${pad(c.minute)} (${zone})`;
  const h12 = c.hour % 12 === 0 ? 12 : c.hour % 12;
  const ampm = c.hour < 12 ? "AM" : "PM";
  return `${EN_MONTHS[c.month - 1]} ${c.day}, ${c.year} ${h12}:${pad(c.minute)} ${ampm} (${zone})`;
}
