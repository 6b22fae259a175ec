// Text PostgreSQL can store (docs/feeds/store.md#text): its text and jsonb types hold no NUL character (nor the
// "\u0000" escape) and only valid Unicode, while JavaScript strings may carry NULs and lone UTF-16 surrogates.
// Only strings that need it are rebuilt, and an object or array only when something inside it changed.

import { lotJsonParts, type LotJsonParts } from "@app/shared/catalogue/lot-content-hash";
import type { LotRecord } from "@app/shared/catalogue/lot.schemas";

type WellFormed = { isWellFormed(): boolean; toWellFormed(): string };

/** The text without NUL characters and with every lone surrogate replaced by U+FFFD; the same string when clean. */
export function storableText(s: string): string {
  const withoutNul = s.includes("\u0000") ? s.replaceAll("\u0000", "") : s;
  const w = withoutNul as unknown as WellFormed;
  return w.isWellFormed() ? withoutNul : w.toWellFormed();
}

const isPlainObject = (v: object): v is Record<string, unknown> => {
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * The value with storableText applied to every string and every object key at any depth; the same value when
 * nothing needed it. Keys that become equal once cleaned keep the later key's value. Values that are neither
 * strings, arrays nor plain objects (numbers, dates) are kept as they are.
 */
export function storableJson<T>(value: T): T {
  if (typeof value === "string") return storableText(value) as T;
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const clean = storableJson(item);
      if (clean !== item) (out ??= value.slice())[i] = clean;
    }
    return (out ?? value) as T;
  }
  if (!isPlainObject(value)) return value;
  const keys = Object.keys(value);
  const cleanKeys = keys.map(storableText);
  const cleanValues = keys.map((k) => storableJson(value[k]));
  if (keys.every((k, i) => cleanKeys[i] === k && cleanValues[i] === value[k])) return value;
  // A null prototype, so that a "__proto__" key stays an ordinary key, as JSON.parse made it.
  const out = Object.create(null) as Record<string, unknown>;
  cleanKeys.forEach((k, i) => (out[k] = cleanValues[i]));
  return out as T;
}

/**
 * The lot's JSON texts (lot-content-hash's parts), cleaned first when it needs it. JSON.stringify writes a NUL and a
 * lone surrogate (and other control characters) as a `\u` escape, so a text without one needs no walk: most records
 * are serialised once. `rawJson`: the JSON text of its originalData, when the caller has it already.
 */
export function storableLotParts(record: LotRecord, rawJson?: string): { record: LotRecord; parts: LotJsonParts } {
  const parts = lotJsonParts(record, rawJson);
  if (!parts.fields.includes("\\u") && !parts.raw.includes("\\u")) return { record, parts };
  const clean = storableJson(record);
  return clean === record ? { record, parts } : { record: clean, parts: lotJsonParts(clean) };
}
