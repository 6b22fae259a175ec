// A source of raw provider pages. Ingestion reads page 1, 2, ... until the source says the listing ended.

/** A page that failed for good (after retries), with a reason an operator can act on. */
export class PageError extends Error {
  override name = "PageError";
  constructor(
    message: string,
    readonly attempts: number,
  ) {
    super(message);
  }
}

/**
 * A page as the run reads it: its items in chunks (a file source streams a large page, so the whole page is never
 * in memory at once), an unknown shape (a failed page with its reason), or the end of the listing.
 */
export type PageRead =
  { kind: "items"; chunks: AsyncIterable<unknown[]> } | { kind: "unknown"; reason: string } | { kind: "end" };

export interface StreamingPageSource {
  /**
   * The 1-based page; throws PageError when the page cannot be had even after the source's own retries. Iterating
   * the chunks may throw PageError too (a file cut off half-way): the items before it were good.
   */
  readPage(page: number, signal?: AbortSignal): Promise<PageRead>;
}

/** Items in chunks of at most `size`, for a page that is already in memory. */
export async function* inChunks<T>(items: readonly T[], size: number): AsyncIterable<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
