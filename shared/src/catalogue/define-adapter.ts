// Builds a ProviderAdapter from its two readers, so every adapter answers the seed's and the tests' simple calls
// (extractItems, normalise) the same way, and a throwing reader can never stop a run.
import type { LotRecord, Platform } from "./lot.schemas.ts";
import type { PageItems, ProviderAdapter, ReadOutcome } from "./provider-adapter.ts";

export function defineAdapter<Raw>(parts: {
  platform: Platform;
  listingPaths: readonly string[];
  readPage(payload: unknown): PageItems<Raw>;
  read(raw: unknown): ReadOutcome;
  lotNumberOf(raw: unknown): string | null;
}): ProviderAdapter<Raw> {
  const read = (raw: unknown): ReadOutcome => {
    try {
      return parts.read(raw);
    } catch (e) {
      // The readers do not throw; this guards the promise that one odd item never stops a whole ingestion run.
      return {
        ok: false,
        reason: { code: "reader-failed", message: `the record could not be read: ${String(e)}`, lotNumber: null },
      };
    }
  };
  return {
    platform: parts.platform,
    listingPaths: parts.listingPaths,
    readPage: parts.readPage,
    read,
    lotNumberOf: (raw) => {
      try {
        return parts.lotNumberOf(raw);
      } catch {
        return null; // a guess: the item is then read, and read says what is wrong with it
      }
    },
    extractItems: (payload) => {
      const page = parts.readPage(payload);
      return page.shape === "items" ? page.items : [];
    },
    normalise: (raw): LotRecord | null => {
      const outcome = read(raw);
      return outcome.ok ? outcome.record : null;
    },
  };
}
