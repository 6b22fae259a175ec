// The one reader of times in provider data. A time is read in the provider's zone, never the server's: epoch
// milliseconds and text with an offset are instants; wall-clock text is read in the zone rule the adapter names
// (IAAI's display offset, a European lot's IANA zone), and refused when there is none (docs/feeds/iaai.md#times).
import { iaaiOffsetMinutes, zoneOffsetMinutes } from "./lot-format.ts";

/** How an adapter reads a wall-clock time: the offset (minutes east of UTC) in force at an instant. */
export type ZoneRule = { name: string; offsetAt(at: Date): number | null };

/** A time read, nothing there (null, empty, a provider's "not scheduled" sentinel), or text refused with the reason. */
export type ProviderTime = { instant: Date } | { none: true } | { refused: string };

export const IAAI_ZONE: ZoneRule = { name: "the IAAI display offset", offsetAt: iaaiOffsetMinutes };

/** Zones looked up so far (every record of a feed names one of a few); bounded, as the names come from the feed. */
const zoneRules = new Map<string, ZoneRule | null>();
const ZONE_RULES_KEPT = 1000;

/** An IANA zone as a rule; null for a zone this runtime does not know. */
export function ianaZone(timeZone: string | null | undefined): ZoneRule | null {
  if (!timeZone) return null;
  let rule = zoneRules.get(timeZone);
  if (rule !== undefined) return rule;
  rule =
    zoneOffsetMinutes(new Date(0), timeZone) === null
      ? null
      : { name: timeZone, offsetAt: (at) => zoneOffsetMinutes(at, timeZone) };
  if (zoneRules.size >= ZONE_RULES_KEPT) zoneRules.clear();
  zoneRules.set(timeZone, rule);
  return rule;
}

// Dates before this are provider sentinels ("12/31/1899 ..." = not scheduled); from MAX on they are garbage.
const MIN_DATE_MS = Date.UTC(1980, 0, 1);
const MAX_DATE_MS = Date.UTC(2100, 0, 1);

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const US =
  /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(AM|PM)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

function inRange(ms: number): ProviderTime {
  if (!Number.isFinite(ms)) return { refused: "not a date" };
  if (ms < MIN_DATE_MS) return { none: true };
  if (ms >= MAX_DATE_MS) return { refused: "after 2099" };
  return { instant: new Date(ms) };
}

function offsetOf(text: string): number {
  if (text.toUpperCase() === "Z") return 0;
  const [, sign, h, m = "0"] = /^([+-])(\d{2}):?(\d{2})?$/.exec(text)!;
  return (sign === "-" ? -1 : 1) * (Number(h) * 60 + Number(m));
}

/** Calendar fields to an instant: with the text's offset, else in the zone (two passes settle a change of offset). */
function instantOf(
  f: { y: number; mo: number; d: number; h: number; mi: number; s: number },
  offset: string | undefined,
  zone: ZoneRule | null,
): ProviderTime {
  const asUtc = Date.UTC(f.y, f.mo - 1, f.d, f.h, f.mi, f.s);
  const check = new Date(asUtc);
  if (
    f.mo < 1 ||
    f.mo > 12 ||
    check.getUTCDate() !== f.d ||
    check.getUTCMonth() !== f.mo - 1 ||
    f.h > 23 ||
    f.mi > 59 ||
    f.s > 59
  )
    return { refused: "not a calendar date and time" };
  if (offset !== undefined) return inRange(asUtc - offsetOf(offset) * 60_000);
  if (!zone) return { refused: "a wall-clock time without an offset or a time zone" };
  const first = zone.offsetAt(check);
  if (first === null) return { refused: `unknown time zone ${zone.name}` };
  const at = asUtc - first * 60_000;
  return inRange(asUtc - (zone.offsetAt(new Date(at)) ?? first) * 60_000);
}

/**
 * Epoch milliseconds (a number, or 13 digits; 10 digits are seconds), ISO 8601 ("2026-11-28T14:00:00+01:00",
 * "2026-11-28 14:00", "2026-11-28"), or IAAI's "8/14/2026 1:30:00 PM +00:00" (month first). Text without an offset
 * is a wall-clock time in `zone`.
 */
export function readProviderTime(v: unknown, zone: ZoneRule | null): ProviderTime {
  if (v === null || v === undefined) return { none: true };
  if (v instanceof Date) return inRange(v.getTime());
  if (typeof v === "number") return inRange(v);
  if (typeof v !== "string") return { refused: "not a date" };
  const s = v.trim().replace(/\s+/g, " ");
  if (s === "") return { none: true };
  if (/^\d{10,13}$/.test(s)) return inRange(Number(s.length === 10 ? `${s}000` : s));
  const iso = ISO.exec(s);
  if (iso) {
    const [, y, mo, d, h = "0", mi = "0", se = "0", offset] = iso;
    return instantOf({ y: +y!, mo: +mo!, d: +d!, h: +h, mi: +mi, s: +se }, offset, zone);
  }
  const us = US.exec(s);
  if (us) {
    const [, mo, d, y, h = "0", mi = "0", se = "0", ampm, offset] = us;
    let hour = Number(h);
    if (ampm) {
      if (hour < 1 || hour > 12) return { refused: "not a calendar date and time" };
      hour = (hour % 12) + (ampm.toUpperCase() === "PM" ? 12 : 0);
    }
    // IAAI's never-scheduled sentinel is a year 1899 date.
    if (+y! < 1980) return { none: true };
    return instantOf({ y: +y!, mo: +mo!, d: +d!, h: hour, mi: +mi, s: +se }, offset, zone);
  }
  return { refused: "not a date format a provider sends" };
}
