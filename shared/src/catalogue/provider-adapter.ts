// One adapter per auction provider turns that provider's raw JSON into the normalised LotRecord. Ingestion
// (HTTP or file sources), the demo seed and tests all go through this interface, so a third provider (a European
// auction) is one more adapter and nothing else changes.
import type { LotRecord, Platform } from "./lot.schemas.ts";

export interface ProviderAdapter<Raw = unknown> {
  readonly platform: Platform;
  /**
   * The lot items inside a provider payload: a search response, a lot-detail response, an array of items or a
   * single item. Unknown shapes give an empty list. Ingestion calls this on each fetched page or file.
   */
  extractItems(payload: unknown): Raw[];
  /**
   * One raw item to a stored record. Tolerant: a missing or odd field becomes null (or its default) and never
   * throws; an item without a usable lot number, or one that cannot be made valid, gives null (the caller counts
   * it as skipped).
   */
  normalise(raw: unknown): LotRecord | null;
}
