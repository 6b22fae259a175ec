// Redis cache keys shared by the API (which fills them) and the worker (which drops them when a lot changes).
// Keys are given without the deployment prefix; each process adds its own REDIS_PREFIX.
export const LOT_CACHE_TTL_SECONDS = 30 * 60;

export function lotCacheKey(platform: string, lotNumber: string): string {
  return `cache:lot:${platform}:${lotNumber}`;
}

/** A broad search counts up to 10,001 lots, so a total is reused for a minute (docs/product/search.md#totals). */
export const SEARCH_TOTAL_TTL_SECONDS = 60;

export function searchTotalCacheKey(filtersDigest: string): string {
  return `cache:search-total:${filtersDigest}`;
}

/** The sidebar's airbag and title option counts of a filter set, kept as long as a total. */
export function searchOptionCountsCacheKey(filtersDigest: string): string {
  return `cache:search-option-counts:${filtersDigest}`;
}

/**
 * The number of open lots per platform and filter token, counted in one pass at most once a refresh interval (the
 * API's search-facet-totals.ts): the totals of the commonest searches (no filter, or one filter value) without
 * counting their matches per request. Fields are "platform|key" (the token's facet key, facet-key.ts); "v2" since
 * they were "platform|token": an API reading a hash of the other form would take every count for zero.
 */
export const SEARCH_FACET_TOTALS_KEY = "cache:search-facet-totals:v2";
