// One adapter per auction provider turns that provider's raw JSON into the normalised LotRecord. Ingestion
// (HTTP or file sources), the demo seed and tests all go through this interface, so a third provider (a European
// auction) is one more adapter and nothing else changes.
import type { LotRecord, Platform } from "./lot.schemas.ts";

/** What one page (a file or an HTTP answer) holds, as the adapter reads it. */
export type PageItems<Raw = unknown> =
  /** A listing or a detail answer: its lot items (a listing may be empty: `[]`). */
  | { shape: "items"; items: Raw[] }
  /** Nothing this adapter knows how to read: a failed page, never an empty listing. */
  | { shape: "unknown"; reason: string };

/**
 * The codes the adapters and the store give a skipped item, each with a text in both languages on the admin page;
 * a run's tally may add "other" (kinds beyond those it tells apart).
 */
export const SKIP_CODES = [
  "no-lot-number",
  "bad-lot-number",
  "not-an-object",
  "unknown-currency",
  "invalid-record",
  "reader-failed",
  "store-refused",
] as const;
export type SkipCode = (typeof SKIP_CODES)[number];

/** Why a raw item was not stored: a stable code, the field and an excerpt of its value where one is to blame. */
export type SkipReason = {
  /** Stable, for grouping: one of SKIP_CODES. */
  code: string;
  /** One sentence an operator can act on. */
  message: string;
  lotNumber: string | null;
  field?: string;
  /** The offending value, shortened (at most 80 characters). */
  excerpt?: string;
};

/** A field set aside as implausible (stored as null), kept on the lot and counted by the run. */
export type RecordWarning = { field: string; excerpt: string; message: string };

/** One raw item read: the record, or why it was skipped. */
export type ReadOutcome =
  | {
      ok: true;
      record: LotRecord;
      warnings: RecordWarning[];
      /**
       * The record's fields whose provider keys were absent from the raw item (a trimmed detail record, a list row
       * without detail-only fields): a stored lot keeps its value for these (docs/feeds/store.md#merge).
       */
      absent: (keyof LotRecord)[];
    }
  | { ok: false; reason: SkipReason };

export interface ProviderAdapter<Raw = unknown> {
  readonly platform: Platform;
  /**
   * The lot items inside a provider payload: a search response, a lot-detail response, an array of items or a
   * single item; an unknown shape says so (it is a failed page, not an empty listing).
   */
  readPage(payload: unknown): PageItems<Raw>;
  /**
   * Where a listing's items sit in a payload, as JSON paths for a streaming reader ("$.*" for a top-level array,
   * "$.data.results.content.*"); a payload matching none of them is read whole with readPage.
   */
  readonly listingPaths: readonly string[];
  /** One raw item to a stored record, or the reason it cannot be one. Never throws. */
  read(raw: unknown): ReadOutcome;
  /**
   * The lot number `read` would give the item, found cheaply (without reading it), to look its stored lot up first;
   * null when not found where it usually is. A wrong or missing answer only costs a read. Never throws.
   */
  lotNumberOf(raw: unknown): string | null;
  /** readPage's items, or [] for an unknown shape (the seed and tests). */
  extractItems(payload: unknown): Raw[];
  /** read's record, or null (the seed and tests). */
  normalise(raw: unknown): LotRecord | null;
}
