// Tolerant readers for raw provider JSON: every reader takes `unknown` and answers a clean value or null, never
// throws. Provider payloads mix numbers and numeric strings, "$1,234 USD", "True"/"YES"/"Y", padded text and
// sentinel values (-1, 0), so adapters read every field through these; times are read by provider-time.ts, in the
// provider's zone.
import { PG_INT_MAX } from "./lot.schemas.ts";
import { parseProviderNumber } from "./provider-number.ts";

export type RawObject = Record<string, unknown>;

export function isObject(v: unknown): v is RawObject {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

export function asObject(v: unknown): RawObject | null {
  return isObject(v) ? v : null;
}

export function asArray(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

/** Trimmed text with inner runs of whitespace collapsed; empty and non-scalar values are null. */
export function str(v: unknown): string | null {
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  if (typeof v !== "string") return null;
  const s = v.trim();
  if (s === "") return null;
  // Most values are clean; only rebuild the string when it has a run of whitespace or a tab / newline.
  return /\s\s|[\t\n\r\f\v]/.test(s) ? s.replace(/\s+/g, " ") : s;
}

/** Like `str`, upper-cased: Copart's vocabulary is upper case, and IAAI's display text is mapped onto it. */
export function upper(v: unknown): string | null {
  return str(v)?.toUpperCase() ?? null;
}

/** Cuts text to a column width (on a code point boundary). */
export function clip(v: string | null, max: number): string | null {
  // UTF-16 length is never below the code point count, so a short string needs no splitting.
  if (v === null || v.length <= max) return v;
  const chars = Array.from(v);
  return chars.length <= max ? v : chars.slice(0, max).join("").trimEnd() || null;
}

/** A finite number from a number or provider text ("1,234.5", "$17,975 USD", "12.400,00"): provider-number.ts. */
export function num(v: unknown): number | null {
  return parseProviderNumber(v);
}

/** A non-negative integer that fits a PostgreSQL INTEGER, else null. */
export function nonNegInt(v: unknown): number | null {
  const n = num(v);
  if (n === null || n < 0) return null;
  const r = Math.round(n);
  return r <= PG_INT_MAX ? r : null;
}

/** Miles; 0 is how providers say "not recorded" (exempt and unreadable odometers), so it reads as unknown. */
export function odometerOf(v: unknown): number | null {
  const n = nonNegInt(v);
  return n === 0 ? null : n;
}

/** Major currency units to integer cents; negative sentinels (-1 = "not given") and overflow give null. */
export function toCentsOrNull(v: unknown): number | null {
  const n = num(v);
  if (n === null || n < 0) return null;
  const c = Math.round(n * 100);
  return c <= PG_INT_MAX ? c : null;
}

/** Like toCentsOrNull, but 0 also means "none" (Copart's bnp 0.0, IAAI's "$0"). */
export function positiveCents(v: unknown): number | null {
  const c = toCentsOrNull(v);
  return c === null || c === 0 ? null : c;
}

const TRUE_WORDS = new Set(["true", "yes", "y", "1", "present", "on"]);
const FALSE_WORDS = new Set(["false", "no", "n", "0", "missing", "not present", "absent", "off"]);

/** Booleans from true/false, "True", "YES", "Y", "Present", 1/0; anything else (e.g. "EXEMPT") is null. */
export function bool(v: unknown): boolean | null {
  if (typeof v === "boolean") return v;
  if (typeof v === "number") return v === 1 ? true : v === 0 ? false : null;
  const s = str(v)?.toLowerCase();
  if (s === undefined) return null;
  if (TRUE_WORDS.has(s)) return true;
  if (FALSE_WORDS.has(s)) return false;
  return null;
}

/** The first argument that is not null. */
export function first<T>(...values: (T | null | undefined)[]): T | null {
  for (const v of values) if (v !== null && v !== undefined) return v;
  return null;
}

/** A plausible model year. */
export function year(v: unknown): number | null {
  const n = num(v);
  return n !== null && Number.isInteger(n) && n >= 1900 && n <= 2100 ? n : null;
}

/** Copart masks VINs as `WAUC4CF55JA******`, IAAI as `WAUENCF5XJA****** (OK)`. */
export function vin(v: unknown): { vin: string; masked: boolean } | null {
  const s = str(v)
    ?.toUpperCase()
    .replace(/\s*\(.*\)\s*$/, "");
  if (!s) return null;
  if (/^[A-HJ-NPR-Z0-9]{17}$/.test(s)) return { vin: s, masked: false };
  const masked = /^([A-HJ-NPR-Z0-9]{11})[*X#]{6}$/.exec(s);
  if (masked?.[1] && s.includes("*")) return { vin: masked[1], masked: true };
  // Invalid characters (I, O, Q) or a wrong length: reject rather than repair (a repaired VIN names another car).
  return null;
}

const US_STATES: Record<string, string> = {
  ALABAMA: "AL",
  ALASKA: "AK",
  ARIZONA: "AZ",
  ARKANSAS: "AR",
  CALIFORNIA: "CA",
  COLORADO: "CO",
  CONNECTICUT: "CT",
  DELAWARE: "DE",
  "DISTRICT OF COLUMBIA": "DC",
  FLORIDA: "FL",
  GEORGIA: "GA",
  HAWAII: "HI",
  IDAHO: "ID",
  ILLINOIS: "IL",
  INDIANA: "IN",
  IOWA: "IA",
  KANSAS: "KS",
  KENTUCKY: "KY",
  LOUISIANA: "LA",
  MAINE: "ME",
  MARYLAND: "MD",
  MASSACHUSETTS: "MA",
  MICHIGAN: "MI",
  MINNESOTA: "MN",
  MISSISSIPPI: "MS",
  MISSOURI: "MO",
  MONTANA: "MT",
  NEBRASKA: "NE",
  NEVADA: "NV",
  "NEW HAMPSHIRE": "NH",
  "NEW JERSEY": "NJ",
  "NEW MEXICO": "NM",
  "NEW YORK": "NY",
  "NORTH CAROLINA": "NC",
  "NORTH DAKOTA": "ND",
  OHIO: "OH",
  OKLAHOMA: "OK",
  OREGON: "OR",
  PENNSYLVANIA: "PA",
  "RHODE ISLAND": "RI",
  "SOUTH CAROLINA": "SC",
  "SOUTH DAKOTA": "SD",
  TENNESSEE: "TN",
  TEXAS: "TX",
  UTAH: "UT",
  VERMONT: "VT",
  VIRGINIA: "VA",
  WASHINGTON: "WA",
  "WEST VIRGINIA": "WV",
  WISCONSIN: "WI",
  WYOMING: "WY",
  "PUERTO RICO": "PR",
};
const STATE_CODES = new Set(Object.values(US_STATES));

/** "FL", "fl" or "Florida" to "FL"; anything else null. */
export function stateCode(v: unknown): string | null {
  const s = upper(v);
  if (!s) return null;
  if (STATE_CODES.has(s)) return s;
  return US_STATES[s] ?? null;
}

/** US ZIP codes keep 5 digits ("06026 9765" -> "06026"; CSV-mangled "7001" -> "07001"); others pass trimmed. */
export function postalCode(v: unknown, country: string | null): string | null {
  const s = str(v);
  if (!s) return null;
  if (country === null || country === "USA" || country === "US") {
    const m = /^(\d{3,5})(?:[\s-]\d{4})?$/.exec(s);
    if (m?.[1]) return m[1].padStart(5, "0");
  }
  return clip(s, 20);
}
