// /search opened from outside (a link, a reload): the page's GET /api/search starts while the page's code is still
// downloading, instead of after its first render: it used to leave only after the route's chunks, its texts and a
// first render of the form, and the first cards, the largest paint, waited on it (bench/web/README.md).
import { apiClient } from "@/lib/api-client";
import { readSearchParams, toApiQuery, type SearchAction } from "../search-params";

let early: { query: string; answer: Promise<unknown> } | null = null;

/** Starts the search of the URL being opened, when that is /search (a visit's first page, not a later navigation). */
export function startEarlySearch(): void {
  if (window.location.pathname !== "/search") return;
  // What the visitor did to get here rides in the history entry (use-search-state.ts), as react-router keeps it.
  const state = (window.history.state as { usr?: { searchAction?: SearchAction } } | null)?.usr;
  const action = state?.searchAction ?? "search";
  const query = toApiQuery(readSearchParams(new URLSearchParams(window.location.search)), action);
  const answer = apiClient.get(`/api/search?${query}`);
  answer.then(warmFirstPhotos, () => {}); // the page reads the failure when it takes the answer
  early = { query, answer };
}

/** Cards whose photo is in the first screen (a row of three on a desktop): search-page.tsx loads them at once. */
export const FIRST_SCREEN_PHOTOS = 3;

/**
 * The first cards' photos (the page's largest paint) start loading when the answer lands, while the page is still
 * being drawn, instead of when their cards are; the cards then find them in the browser's cache.
 */
function warmFirstPhotos(answer: unknown): void {
  const items = (answer as { items?: { thumbnailUrl?: string | null; imageUrls?: string[] }[] } | null)?.items;
  for (const lot of (Array.isArray(items) ? items : []).slice(0, FIRST_SCREEN_PHOTOS)) {
    const src = lot.thumbnailUrl ?? lot.imageUrls?.[0];
    if (!src) continue;
    const img = new Image();
    img.fetchPriority = "high";
    img.src = src;
  }
}

/** The early answer for exactly this query, once: later searches (and a different query) ask the API themselves. */
export function takeEarlySearch(query: string): Promise<unknown> | null {
  if (!early || early.query !== query) return null;
  const { answer } = early;
  early = null;
  return answer;
}
