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

/**
 * A JSON.stringify replacer that writes object keys sorted and leaves out `volatile` ones. Native JSON.stringify
 * does the rest (Dates arrive as ISO text through toJSON, undefined members are dropped, undefined array items
 * become null), several times faster than walking the value in JavaScript: ingestion hashes every lot it sees.
 */
function sortedKeys(volatile: ReadonlySet<string>) {
  return function (this: unknown, _key: string, value: unknown): unknown {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
    const obj = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(obj).sort()) if (!volatile.has(k)) out[k] = obj[k];
    return out;
  };
}

const NONE: ReadonlySet<string> = new Set();
const keepAll = sortedKeys(NONE);
const dropVolatile = sortedKeys(VOLATILE_RAW_KEYS);

function canonical(value: unknown, replacer: ReturnType<typeof sortedKeys>): string {
  return JSON.stringify(value ?? null, replacer) ?? "null";
}

/** A stable JSON text of the record: the same lot content always gives the same text. */
export function canonicalLotJson(record: LotRecord): string {
  const { originalData, ...fields } = record;
  // Volatile names are only dropped inside the raw data: a normalised field never counts as volatile.
  return `{"fields":${canonical(fields, keepAll)},"originalData":${canonical(originalData, dropVolatile)}}`;
}

export function lotContentHash(record: LotRecord): string {
  return createHash("sha256").update(canonicalLotJson(record)).digest("hex");
}
