// GET /api/search (docs/product/api.md#catalogue): one page of normalised lots for the page's filters. Failures are
// sorted into the texts of docs/product/search.md#search-states: no answer at all, an answer that is not a success, an
// answer we cannot read, and the cooldown (429 with the seconds to wait).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { NormalisedLot } from "@app/shared/catalogue/normalised-lot";
import { apiClient, CLIENT_ERROR_CODES, isApiError } from "@/lib/api-client";
import { toApiQuery, type SearchAction, type SearchState } from "../search-params";
import { takeEarlySearch } from "./early-search";

/** A lot as the search answers it (the raw provider data is left out). */
export type SearchLot = Omit<NormalisedLot, "originalData">;

export interface SearchPage {
  items: SearchLot[];
  total: number;
  /** The total is at least this many (the API stops counting at 10,000). */
  totalIsLowerBound: boolean;
  page: number;
  pageSize: number;
  totalPages: number;
}

export type SearchFailure =
  { kind: "no-response" } | { kind: "failed" } | { kind: "bad-answer" } | { kind: "cooldown"; seconds: number };

export class SearchError extends Error {
  override readonly name = "SearchError";
  constructor(readonly failure: SearchFailure) {
    super(failure.kind);
  }
}

function isSearchPage(body: unknown): body is SearchPage {
  if (typeof body !== "object" || body === null) return false;
  const b = body as Record<string, unknown>;
  return Array.isArray(b.items) && typeof b.total === "number" && typeof b.totalPages === "number";
}

/** Sorts any failure of the call into one of the documented cases. */
export function toSearchFailure(error: unknown): SearchFailure {
  if (error instanceof SearchError) return error.failure;
  if (!isApiError(error)) return { kind: "bad-answer" };
  if (error.status === 429) return { kind: "cooldown", seconds: Math.max(1, error.retryAfter ?? 1) };
  if (error.status === 0 || error.code === CLIENT_ERROR_CODES.network) return { kind: "no-response" };
  if (error.status >= 400) return { kind: "failed" };
  return { kind: "bad-answer" };
}

export async function searchLots(state: SearchState, action: SearchAction, signal?: AbortSignal): Promise<SearchPage> {
  let body: unknown;
  const query = toApiQuery(state, action);
  try {
    body = await (takeEarlySearch(query) ?? apiClient.get(`/api/search?${query}`, { signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new SearchError(toSearchFailure(error));
  }
  if (!isSearchPage(body)) throw new SearchError({ kind: "bad-answer" });
  return body;
}

/**
 * The results of the URL's search. The previous page stays on screen while the next loads (no flash of skeletons
 * on paging); failures are not retried behind the visitor's back: the page offers 'Try again' or counts the
 * cooldown down.
 */
export function useSearchLots(state: SearchState, action: SearchAction) {
  return useQuery({
    queryKey: ["search", state],
    queryFn: ({ signal }) => searchLots(state, action, signal),
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
