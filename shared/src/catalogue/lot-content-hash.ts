// The content hash of a normalised lot: SHA-256 over a canonical JSON of the record (keys sorted, dates as ISO
// text), leaving out raw keys that change on every fetch without saying anything new about the lot. Ingestion
// compares it with the stored hash to tell changed lots from unchanged ones without reading them.
import { createHash } from "node:crypto";
import type { LotRecord } from "./lot.schemas.ts";

/**
 * Raw keys (at any depth of originalData) that change between fetches of an unchanged lot: Copart's last-update
 * stamp `lu`, its per-response `randomHash`, IAAI's LastUpdated / ModifiedDateTime, and our own fetch stamps.
 */
export const VOLATILE_RAW_KEYS: ReadonlySet<string> = new Set([
  "lu",
  "randomHash",
  "LastUpdated",
  "lastUpdated",
  "ModifiedDateTime",
  "modifiedDateTime",
  "fetchedAt",
  "_fetchedAt",
]);

function canonical(value: unknown, volatile: ReadonlySet<string>): string {
  if (value === null || value === undefined) return "null";
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((v) => canonical(v, volatile)).join(",")}]`;
  if (typeof value === "object") {
    const obj = value as Record<string, unknown>;
    const keys = Object.keys(obj)
      .filter((k) => obj[k] !== undefined && !volatile.has(k))
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(obj[k], volatile)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** A stable JSON text of the record: the same lot content always gives the same text. */
export function canonicalLotJson(record: LotRecord): string {
  const { originalData, ...fields } = record;
  // Volatile names are only dropped inside the raw data: a normalised field never counts as volatile.
  return `{"fields":${canonical(fields, new Set())},"originalData":${canonical(originalData, VOLATILE_RAW_KEYS)}}`;
}

export function lotContentHash(record: LotRecord): string {
  return createHash("sha256").update(canonicalLotJson(record)).digest("hex");
}
