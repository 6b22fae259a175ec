// A source of raw provider pages. Ingestion asks for page 1, 2, ... until a page is empty (`done`).
export type SourcePage = { items: unknown[]; done: boolean };

export interface PageSource {
  /** The 1-based page; throws PageError when the page cannot be had even after the source's own retries. */
  fetchPage(page: number, signal?: AbortSignal): Promise<SourcePage>;
}

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
  | { kind: "items"; chunks: AsyncIterable<unknown[]> }
  | { kind: "unknown"; reason: string }
  | { kind: "end" };

export interface StreamingPageSource {
  /** The 1-based page; throws PageError when the page cannot be had even after the source's own retries. */
  readPage(page: number, signal?: AbortSignal): Promise<PageRead>;
}
