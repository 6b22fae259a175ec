// Search totals change only when ingestion runs, yet counting a broad search means walking up to 10,001 lots. The
// total of a filter set (sort order and page do not change it) is kept in Redis for a minute; a lot that appears or
// ends within that minute moves the total late, never the results. Redis being down costs only the cache.
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { SEARCH_TOTAL_TTL_SECONDS, searchTotalCacheKey } from "@app/shared/contracts/cache";
import type { LotFilters } from "./search.repository.ts";

export type SearchTotal = { total: number; lowerBound: boolean };

export function filtersDigest(filters: LotFilters): string {
  const canonical = JSON.stringify(filters, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
  return createHash("sha1").update(canonical).digest("base64url");
}

/** The cached total of a filter set, or null (none, or Redis away: the cache is only a cache). */
export async function readCachedTotal(app: FastifyInstance, filters: LotFilters): Promise<SearchTotal | null> {
  try {
    const hit = await app.redis.get(app.redisKey(searchTotalCacheKey(filtersDigest(filters))));
    return hit ? (JSON.parse(hit) as SearchTotal) : null;
  } catch (err) {
    app.log.warn({ err }, "search total cache read failed");
    return null;
  }
}

export async function cacheTotal(app: FastifyInstance, filters: LotFilters, total: SearchTotal): Promise<void> {
  try {
    const key = app.redisKey(searchTotalCacheKey(filtersDigest(filters)));
    await app.redis.set(key, JSON.stringify(total), "EX", SEARCH_TOTAL_TTL_SECONDS);
  } catch (err) {
    app.log.warn({ err }, "search total cache write failed");
  }
}
