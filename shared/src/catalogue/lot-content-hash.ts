// The content hash of a normalised lot: SHA-256 over a JSON text of the record (dates as ISO text), leaving out
// raw keys that change on every fetch without saying anything new about the lot. Ingestion compares it with the
// stored hash to tell changed lots from unchanged ones without reading them.
import { createHash } from "node:crypto";
import type { LotRecord } from "./lot.schemas.ts";

/**
 * Raw keys (at any depth of originalData) that change between fetches of an unchanged lot: Copart's last-update
 * stamp `lu`, its per-response `randomHash`, IAAI's LastUpdated / ModifiedDateTime, the European feed's `updatedAt`
 * (docs/feeds/europe.md), and our own fetch stamps.
 */
export const VOLATILE_RAW_KEYS: ReadonlySet<string> = new Set([
  "lu",
  "updatedAt",
  "randomHash",
  "LastUpdated",
  "lastUpdated",
  "ModifiedDateTime",
  "modifiedDateTime",
  "fetchedAt",
  "_fetchedAt",
]);

/** Leaves out the volatile raw keys, at any depth. */
const dropVolatile = (key: string, value: unknown): unknown => (VOLATILE_RAW_KEYS.has(key) ? undefined : value);

/**
 * A stable JSON text of the record: the same lot content always gives the same text. Keys are written in the order they
 * come (the adapter's for the fields, the provider's for the raw data), not sorted: sorting them in a replacer made
 * hashing a third of every lot's ingestion time (bench/ingest/README.md). The price: a provider that reorders its keys
 * makes its lots look changed once, and they are rewritten once.
 */
export function canonicalLotJson(record: LotRecord): string {
  const { originalData, ...fields } = record;
  // Volatile names are only dropped inside the raw data: a normalised field never counts as volatile.
  return `{"fields":${JSON.stringify(fields)},"originalData":${JSON.stringify(originalData ?? null, dropVolatile) ?? "null"}}`;
}

export function lotContentHash(record: LotRecord): string {
  return createHash("sha256").update(canonicalLotJson(record)).digest("hex");
}
