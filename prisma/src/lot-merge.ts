// How a partial record (one whose provider left some keys out) meets the stored lot (docs/feeds/store.md#merge).
// The merged record is built so that merging the same partial record again gives the same JSON text, hence the same
// content hash: fields in LotRecord order, the raw keys in the order PostgreSQL's jsonb keeps them.
import { LOT_RECORD_KEYS, lotRecordSchema, type JsonValue, type LotRecord } from "@app/shared/catalogue/lot.schemas";

/** Fields a record may leave out (the European ones, the warnings): a stored empty value is "left out" again. */
const OPTIONAL_KEYS: ReadonlySet<keyof LotRecord> = new Set(
  LOT_RECORD_KEYS.filter((k) => lotRecordSchema.shape[k].safeParse(undefined).success),
);
/** Never taken from the stored lot: they name it. */
const IDENTITY_KEYS: ReadonlySet<keyof LotRecord> = new Set(["platform", "lotNumber"]);
const KNOWN_KEYS: ReadonlySet<string> = new Set(LOT_RECORD_KEYS);

/** The absent fields that can be taken from a stored lot; null when there are none (the record is whole). */
export function absentFields(absent: readonly string[] | undefined): ReadonlySet<keyof LotRecord> | null {
  if (!absent?.length) return null;
  const fields = absent.filter((k): k is keyof LotRecord => KNOWN_KEYS.has(k) && !IDENTITY_KEYS.has(k as never));
  return fields.length ? new Set(fields) : null;
}

/** A stored lot's fields as PostgreSQL's to_jsonb gives them, in LotRecord's types. */
export function storedLotRecord(fields: Record<string, unknown>): Partial<LotRecord> {
  const date = fields.auctionDate;
  return { ...fields, auctionDate: typeof date === "string" ? new Date(date) : null } as Partial<LotRecord>;
}

const isEmpty = (v: unknown) => v === null || v === undefined || (Array.isArray(v) && v.length === 0);
const isPlainObject = (v: unknown): v is Record<string, JsonValue> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** jsonb's key order: shorter keys (in UTF-8 bytes) first, equal lengths by their bytes. */
function jsonbKeyOrder(a: string, b: string): number {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length - bb.length || Buffer.compare(ab, bb);
}

/** Raw objects merge shallowly, the newer keys winning; anything else (an array) is replaced by the newer value. */
export function mergeRaw(stored: unknown, incoming: LotRecord["originalData"]): LotRecord["originalData"] {
  if (!isPlainObject(stored) || !isPlainObject(incoming)) return incoming;
  const merged: Record<string, JsonValue> = { ...stored, ...incoming };
  const out = Object.create(null) as Record<string, JsonValue>;
  for (const k of Object.keys(merged).sort(jsonbKeyOrder)) out[k] = merged[k] as JsonValue;
  return out;
}

/**
 * The record with its absent fields taken from the stored lot: a field the record carries (even as null) takes the
 * record's value, an absent one keeps the stored value; an optional field stored empty stays left out when the
 * record leaves it out. Raw data: see mergeRaw (kept whole when it is itself absent).
 */
export function mergeLot(
  stored: Partial<LotRecord>,
  record: LotRecord,
  absent: ReadonlySet<keyof LotRecord>,
): LotRecord {
  const out: Record<string, unknown> = {};
  for (const k of LOT_RECORD_KEYS) {
    let value: unknown = record[k];
    if (k === "originalData") value = absent.has(k) ? stored.originalData : mergeRaw(stored.originalData, record[k]);
    else if (absent.has(k) && !(OPTIONAL_KEYS.has(k) && value === undefined && isEmpty(stored[k]))) value = stored[k];
    if (value !== undefined) out[k] = value;
  }
  return out as LotRecord;
}
