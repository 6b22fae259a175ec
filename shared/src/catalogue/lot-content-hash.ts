// The content hash of a normalised lot: SHA-256 over a JSON text of the record (dates as ISO text), leaving out
// raw keys that change on every fetch without saying anything new about the lot. Ingestion compares it with the
// stored hash to tell changed lots from unchanged ones without reading them.
import { createHash } from "node:crypto";
import { maxModelYear } from "./item-reading.ts";
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

/**
 * A volatile key in JSON.stringify's text: after `{` or `,` a quote always opens a key, and a quote inside a string is
 * written `\"`, so this never matches inside a string.
 */
const VOLATILE_KEY = new RegExp(`([{,])"(?:${[...VOLATILE_RAW_KEYS].join("|")})":`, "g");

/** The index just past the JSON value starting at `i` (JSON.stringify's text: no whitespace). */
function valueEnd(text: string, i: number): number {
  let depth = 0;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      for (i++; text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
      if (depth === 0) return i + 1;
    } else if (c === 0x7b || c === 0x5b) depth++;
    else if (c === 0x7d || c === 0x5d) {
      if (depth === 0) return i;
      if (--depth === 0) return i + 1;
    } else if (c === 0x2c && depth === 0) return i;
  }
  return i;
}

/**
 * JSON.stringify's text of a value without the volatile keys at any depth: the text JSON.stringify gives with a
 * replacer dropping them, at a fraction of its cost (a replacer was a tenth of ingestion's time in Node).
 */
export function withoutVolatileKeys(json: string): string {
  VOLATILE_KEY.lastIndex = 0;
  if (!VOLATILE_KEY.test(json)) return json;
  let out = "";
  let from = 0;
  VOLATILE_KEY.lastIndex = 0;
  for (let m = VOLATILE_KEY.exec(json); m; m = VOLATILE_KEY.exec(json)) {
    const end = valueEnd(json, VOLATILE_KEY.lastIndex);
    // First in its object: the `{` before it (or the comma of a dropped key before it, already gone) stays.
    const first = m[1] === "{" || m.index < from;
    if (first) {
      // `"key":value,` goes, its following comma with it.
      out += json.slice(from, Math.max(from, m.index + 1));
      from = json.charCodeAt(end) === 0x2c ? end + 1 : end;
    } else {
      // `,"key":value` goes.
      out += json.slice(from, m.index);
      from = end;
    }
    VOLATILE_KEY.lastIndex = Math.max(from - 1, end);
  }
  return out + json.slice(from);
}

/** The record's two JSON texts: its fields (without originalData) and its raw provider data. */
export interface LotJsonParts {
  fields: string;
  raw: string;
}

/** `rawJson`: JSON.stringify's text of the record's originalData, when the caller has it already. */
export function lotJsonParts(record: LotRecord, rawJson?: string): LotJsonParts {
  const { originalData, ...fields } = record;
  return { fields: JSON.stringify(fields), raw: rawJson ?? JSON.stringify(originalData ?? null) };
}

/** The record's JSON text from its parts (originalData last), with `extra` (`"key":value,...`) after it. */
export const lotJsonOfParts = (parts: LotJsonParts, extra = ""): string =>
  `${parts.fields === "{}" ? "{" : `${parts.fields.slice(0, -1)},`}"originalData":${parts.raw}${extra && `,${extra}`}}`;

/**
 * A stable JSON text of the record: the same lot content always gives the same text. Keys are written in the order they
 * come (the adapter's for the fields, the provider's for the raw data), not sorted: sorting them in a replacer made
 * hashing a third of every lot's ingestion time (bench/ingest/README.md). The price: a provider that reorders its keys
 * makes its lots look changed once, and they are rewritten once. Volatile names are only dropped inside the raw data:
 * a normalised field never counts as volatile.
 */
export const canonicalLotJson = (record: LotRecord): string => canonicalPieces(lotJsonParts(record)).join("");

/** The canonical text, in the pieces it is made of. */
const canonicalPieces = (parts: LotJsonParts): string[] => [
  '{"fields":',
  parts.fields,
  ',"originalData":',
  withoutVolatileKeys(parts.raw),
  "}",
];

/** The content hash from the record's JSON parts, which the store also sends (one serialisation per lot). */
export function lotContentHashOfParts(parts: LotJsonParts): string {
  // The pieces one after the other: the canonical text's digest without building the text.
  const hash = createHash("sha256");
  for (const piece of canonicalPieces(parts)) hash.update(piece);
  return hash.digest("hex");
}

export const lotContentHash = (record: LotRecord): string => lotContentHashOfParts(lotJsonParts(record));

/**
 * The version of what the adapters make of a raw item. A raw item that comes again unchanged is only touched, not
 * read again, so a change to any adapter's output must change this: reading-version.test.ts pins it to a digest of
 * what the adapters make of the provider samples and the damaged corpus, and fails until it is updated.
 */
export const READING_VERSION = "682a6ebb4a31";

/**
 * The hash of a raw item as the store remembers it (Lot.rawHash): its JSON text without the volatile keys, the
 * reading's version, and the model-year ceiling the reading applied (it follows the calendar).
 */
export function rawItemHash(rawJson: string, now: Date = new Date()): string {
  return createHash("sha256")
    .update(`${READING_VERSION}|${maxModelYear(now)}|`)
    .update(withoutVolatileKeys(rawJson))
    .digest("hex");
}
