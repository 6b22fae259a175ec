// How a partial record (one whose provider left some keys out) meets the stored lot (docs/feeds/store.md#merge).
// The merged record is built so that merging the same partial record again gives the same JSON text, hence the same
// content hash: fields in LotRecord order, the raw keys in the record's own order, then the ones only the stored lot has.
import { LOT_RECORD_KEYS, lotRecordSchema, type JsonValue, type LotRecord } from "@app/shared/catalogue/lot.schemas";

/** Fields a record may leave out (the European ones, the warnings): an empty one (null, []) counts as left out. */
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

/**
 * Raw objects merge shallowly, the newer keys winning, in the newer record's key order followed by the keys only the
 * stored lot has: merging the same partial record again, or over the lot it created, gives the same text (the
 * same content hash). Anything else (an array) is replaced by the newer value.
 */
export function mergeRaw(stored: unknown, incoming: LotRecord["originalData"]): LotRecord["originalData"] {
  if (!isPlainObject(stored) || !isPlainObject(incoming)) return incoming;
  let out: Record<string, JsonValue> | null = null;
  for (const [k, v] of Object.entries(stored)) {
    if (Object.hasOwn(incoming, k)) continue;
    // defineProperty: a raw key named "__proto__" stays a key.
    Object.defineProperty((out ??= { ...incoming }), k, {
      value: v,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out ?? incoming;
}

/**
 * The record without its empty optional fields: they are stored as null or [] either way, and leaving them out makes
 * a record, and the same record merged from its stored lot, one JSON text (one content hash).
 */
export function withoutEmptyOptionals(record: LotRecord): LotRecord {
  let out: Record<string, unknown> | null = null;
  for (const k of OPTIONAL_KEYS) {
    if (k in record && isEmpty(record[k])) delete (out ??= { ...record })[k];
  }
  return (out ?? record) as LotRecord;
}

/**
 * The record with its absent fields taken from the stored lot: a field the record carries (even as null) takes the
 * record's value, an absent one keeps the stored value; empty optional fields are left out (withoutEmptyOptionals).
 * Raw data: see mergeRaw (kept whole when it is itself absent).
 */
export function mergeLot(
  stored: Partial<LotRecord>,
  record: LotRecord,
  absent: ReadonlySet<keyof LotRecord>,
): LotRecord {
  const out: Record<string, unknown> = {};
  for (const k of LOT_RECORD_KEYS) {
    let value: unknown = record[k];
    if (k === "originalData")
      value = absent.has(k) ? (stored.originalData ?? value) : mergeRaw(stored.originalData, record[k]);
    else if (absent.has(k)) value = stored[k];
    if (value !== undefined && !(OPTIONAL_KEYS.has(k) && isEmpty(value))) out[k] = value;
  }
  return out as LotRecord;
}
