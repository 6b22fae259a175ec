// One raw item being read: the readers that may set a value aside (a refused number, an implausible odometer, year
// or price, an unreadable time, an image that is not a URL) record a warning instead of storing it or dropping it
// silently, and the outcome carries the record with its warnings, or a skip reason (docs/feeds/copart.md#skips).
import { checkLotRecord, type LotDraft } from "./lot-record.ts";
import type { LotRecord } from "./lot.schemas.ts";
import { PG_INT_MAX } from "./lot.schemas.ts";
import { readProviderNumber } from "./provider-number.ts";
import type { ReadOutcome, RecordWarning, SkipReason } from "./provider-adapter.ts";
import { readProviderTime, type ZoneRule } from "./provider-time.ts";

/** Plausibility ceilings (docs/product/constants.md#lots-and-auctions): beyond them a value is a provider's error. */
export const MAX_ODOMETER_READING = 2_000_000;
export const MIN_MODEL_YEAR = 1900;
/** Next year's models are sold from this year on; two years ahead is the most a real lot shows. */
export const MODEL_YEARS_AHEAD = 2;
export const maxModelYear = (now: Date = new Date()) => now.getUTCFullYear() + MODEL_YEARS_AHEAD;

const EXCERPT_MAX = 80;
/** The most warnings a record keeps (the column's limit); the rest are counted in the last one. */
const MAX_RECORD_WARNINGS = 20;

/** A value shortened for a message: text as it is, anything else as JSON, at most 80 characters. */
export function excerptOf(v: unknown): string {
  let s: string;
  try {
    s = typeof v === "string" ? v : (JSON.stringify(v) ?? String(v));
  } catch {
    s = String(v);
  }
  const chars = Array.from(s);
  return chars.length <= EXCERPT_MAX ? s : `${chars.slice(0, EXCERPT_MAX - 1).join("")}…`;
}

export function skip(
  code: string,
  message: string,
  lotNumber: string | null,
  at?: { field: string; value: unknown },
): ReadOutcome {
  const reason: SkipReason = { code, message, lotNumber };
  if (at) {
    reason.field = at.field;
    reason.excerpt = excerptOf(at.value);
  }
  return { ok: false, reason };
}

/** True for a value a provider left blank: missing, null, or text of spaces only. */
export const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === "string" && v.trim() === "");

/** The first value that is not blank: `a ?? b` would let an empty "" hide the fallback. */
export function firstGiven(...values: unknown[]): unknown {
  for (const v of values) if (!isBlank(v)) return v;
  return null;
}

export class ItemReading {
  readonly warnings: RecordWarning[] = [];

  /** `maxAmount`: the largest plausible price in the lot's currency, major units. */
  constructor(
    readonly lotNumber: string,
    private readonly maxAmount: number,
  ) {}

  warn(field: string, value: unknown, message: string): null {
    this.warnings.push({ field, excerpt: excerptOf(value), message });
    return null;
  }

  /** A number through the provider-number rule; refused text is a warning. */
  number(field: string, v: unknown): number | null {
    const r = readProviderNumber(v);
    if ("value" in r) return r.value;
    if ("refused" in r) this.warn(field, v, `${excerptOf(v)} is not a number (${r.refused})`);
    return null;
  }

  /** Major units to cents; negative is a "not given" sentinel, above the ceiling a warning; 0 is none when asked. */
  cents(field: string, v: unknown, opts: { zeroIsNone?: boolean } = {}): number | null {
    const n = this.number(field, v);
    if (n === null || n < 0 || (opts.zeroIsNone && n === 0)) return null;
    if (n > this.maxAmount) return this.warn(field, v, `${excerptOf(v)} is out of range (at most ${this.maxAmount})`);
    return Math.round(n * 100);
  }

  /** An odometer reading in the provider's unit; 0 and negative mean "not recorded". */
  odometer(field: string, v: unknown): number | null {
    const n = this.number(field, v);
    if (n === null || n <= 0) return null;
    if (n > MAX_ODOMETER_READING)
      return this.warn(field, v, `${excerptOf(v)} is out of range (at most ${MAX_ODOMETER_READING})`);
    return Math.round(n) || null;
  }

  /** A model year from MIN_MODEL_YEAR to this year + MODEL_YEARS_AHEAD. */
  year(field: string, v: unknown): number | null {
    const n = this.number(field, v);
    if (n === null || n === 0) return null;
    const max = maxModelYear();
    if (!Number.isInteger(n) || n < MIN_MODEL_YEAR || n > max)
      return this.warn(field, v, `${excerptOf(v)} is out of range (${MIN_MODEL_YEAR} to ${max})`);
    return n;
  }

  /** A whole count that fits an INTEGER column (yard numbers, engine size). */
  count(field: string, v: unknown): number | null {
    const n = this.number(field, v);
    if (n === null || n < 0) return null;
    if (n > PG_INT_MAX) return this.warn(field, v, `${excerptOf(v)} is out of range`);
    return Math.round(n);
  }

  /** A time in the provider's zone rule; unreadable text is a warning. */
  time(field: string, v: unknown, zone: ZoneRule | null): Date | null {
    const r = readProviderTime(v, zone);
    if ("instant" in r) return r.instant;
    if ("refused" in r) this.warn(field, v, `${excerptOf(v)} is not a time (${r.refused})`);
    return null;
  }

  /**
   * An image address: an absolute http(s) URL, or a path on our own server ("/demo-images/..."); "//host/..." is
   * read as https. Anything else (a number, an object, "javascript:", relative junk) is dropped with a warning.
   */
  imageUrl(field: string, v: unknown): string | null {
    if (isBlank(v)) return null;
    const s = typeof v === "string" ? v.trim() : null;
    if (s !== null && s.length <= 2000 && !/\s/.test(s)) {
      if (/^\/[^/\\]/.test(s)) return s;
      const absolute = s.startsWith("//") ? `https:${s}` : s;
      if (/^https?:\/\/[^/\s?#]+/i.test(absolute)) {
        try {
          new URL(absolute);
          return absolute;
        } catch {
          // fall through to the warning
        }
      }
    }
    return this.warn(field, v, `${excerptOf(v)} is not an image URL`);
  }

  /** The record with its warnings (kept on the record only when there are some), or why the schema refused it. */
  finish(draft: LotDraft, absent: (keyof LotRecord)[]): ReadOutcome {
    if (this.warnings.length > 0) {
      const lines = this.warnings.map((w) => `${w.field}: ${w.message}`.slice(0, 300));
      draft.ingestWarnings =
        lines.length <= MAX_RECORD_WARNINGS
          ? lines
          : [...lines.slice(0, MAX_RECORD_WARNINGS - 1), `and ${lines.length - MAX_RECORD_WARNINGS + 1} more warnings`];
    }
    const checked = checkLotRecord(draft);
    if (!checked.ok)
      return skip("invalid-record", `${checked.field}: ${checked.message}`, this.lotNumber, {
        field: checked.field,
        value: fieldValue(draft, checked.field),
      });
    return { ok: true, record: checked.record, warnings: this.warnings, absent };
  }
}

function fieldValue(draft: LotDraft, path: string): unknown {
  let v: unknown = draft;
  for (const k of path.split(".")) v = v !== null && typeof v === "object" ? (v as Record<string, unknown>)[k] : null;
  return v;
}

/** The fields whose provider keys are all absent from the item (null is present: it is carried as null). */
export function absentFields<F extends string>(
  table: Readonly<Record<F, readonly string[]>>,
  has: (key: string) => boolean,
): F[] {
  const absent: F[] = [];
  for (const [field, keys] of tableEntries(table)) if (keys.every((key) => !has(key))) absent.push(field);
  return absent;
}

/** Each table's entries, listed once (the tables are module constants read for every record). */
const entriesOf = new WeakMap<object, readonly (readonly [string, readonly string[]])[]>();
function tableEntries<F extends string>(table: Readonly<Record<F, readonly string[]>>) {
  let entries = entriesOf.get(table);
  if (!entries) entriesOf.set(table, (entries = Object.entries<readonly string[]>(table)));
  return entries as readonly (readonly [F, readonly string[]])[];
}

/** Dotted paths split once: they come from the adapters' constant tables. */
const splitPaths = new Map<string, readonly string[]>();

/** Whether a dotted path ("dynamicLotDetails.currentBid") is present in an object, null values included. */
export function hasPath(o: Record<string, unknown>, path: string): boolean {
  let keys = splitPaths.get(path);
  if (!keys) {
    keys = path.split(".");
    if (splitPaths.size < 1000) splitPaths.set(path, keys);
  }
  let v: unknown = o;
  for (const k of keys) {
    if (v === null || typeof v !== "object" || Array.isArray(v) || !Object.hasOwn(v, k)) return false;
    v = (v as Record<string, unknown>)[k];
  }
  return v !== undefined;
}
