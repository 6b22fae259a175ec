// Totals of the commonest searches - no filter, or a single filter value (a make, a damage, a state...) on any
// platform choice - read from one count of every filter token instead of counting each search's matches. Counting
// is what made those searches slow: up to 10,001 matches visited per request (bench/search/README.md). One statement
// counts the open lots per platform and token; its result is kept in a Redis hash, recounted in the background
// when it is older than REFRESH_AFTER_MS (one API process at a time, under a Redis lock), and dropped whenever
// ingestion or an admin changes lots. A total may lag an auction's end by a few minutes; the results never do.
import type { FastifyInstance } from "fastify";
import { readRows } from "@app/db/client";
import { SEARCH_FACET_TOTALS_KEY } from "@app/shared/contracts/cache";
import { PLATFORMS } from "@app/shared/catalogue/lot.schemas";
import { facetKey } from "@app/shared/search/facet-key";
import { anyOfTokens, facetTokens, locationToken, whereClause, type LotFilters } from "./search.repository.ts";

/**
 * Lots entering or leaving the catalogue drop the counts at once (the worker's lots-changed step); this interval
 * only bounds how late a total follows auctions passing their end (one count reads every open lot, so it is not
 * repeated per request: bench/search/README.md).
 */
const REFRESH_AFTER_MS = 3 * 60_000;
/** The hash outlives its refresh interval so that readers are served while it is recounted. */
const KEEP_MS = 2 * REFRESH_AFTER_MS;
const LOCK_MS = 30_000;
const COUNTED_AT = "@countedAt";

/** The single token (besides platform) a filter set is made of, "" for none; null when the counts cannot answer it. */
export function facetOf(f: LotFilters): string | null {
  if (f.showEndedAuctions || f.lotVin || f.keywords?.length || f.auctionWindow) return null;
  if (f.yearFrom || f.yearTo || f.odometerMin !== undefined || f.odometerMax !== undefined) return null;
  // A location that is not a state, country or yard number is a text match, not a token.
  if (f.location && locationToken(f.location) === null) return null;
  if (anyOfTokens(f).length) return null; // a lot may hold two of a set's types: the counts' sum is no total
  const tokens = facetTokens({ ...f, platforms: null });
  return tokens.length === 0 ? "" : tokens.length === 1 ? tokens[0]! : null;
}

/** A count's field: the platform and the token's key (facet-key.ts), as the recount's statement writes them. */
export const countField = (platform: string, token: string) => `${platform}|${facetKey(token || `p:${platform}`)}`;

/** What the counts tell of a filter set's matches. */
export type FacetCounts = {
  /** The exact number of open lots matching it (`facetOf` filter sets), or null. */
  total: number | null;
  /**
   * At least its number of matches: the smallest count among its values (every other condition, a second value, a
   * range, text, a day, only narrows the matches; a set of damage types counts as the sum of its types), or null. A
   * count only falls between recounts (auctions end; new or changed lots drop the counts), so an older count is
   * still a bound.
   */
  bound: number | null;
};
const UNKNOWN: FacetCounts = { total: null, bound: null };

/**
 * The counts' answer for a filter set; both null when they cannot answer it (ended lots included, a VIN) or are not
 * there yet (Redis away, first count running): the caller counts or asks the planner as before.
 */
export async function readFacetCounts(app: FastifyInstance, filters: LotFilters): Promise<FacetCounts> {
  if (filters.showEndedAuctions || filters.lotVin) return UNKNOWN;
  // A location text is no token: it only narrows the tokens' matches.
  const tokens = facetTokens({ ...filters, platforms: null });
  // Each value is the tokens whose counts add up to its bound: a token alone, or a set of damage types.
  const values = [...(tokens.length ? tokens : [""]).map((t) => [t]), ...anyOfTokens(filters)];
  const platforms = filters.platforms ?? PLATFORMS;
  try {
    const key = app.redisKey(SEARCH_FACET_TOTALS_KEY);
    const fields = values.map((v) => v.flatMap((t) => platforms.map((p) => countField(p, t))));
    const [countedAt, ...counts] = await app.redis.hmget(key, COUNTED_AT, ...fields.flat());
    if (!countedAt || Date.now() - Number(countedAt) > REFRESH_AFTER_MS) void recount(app);
    // No count at all yet; a token missing from a fresh count has no open lot.
    if (!countedAt) return UNKNOWN;
    let read = 0;
    const perValue = fields.map((f) =>
      counts.slice(read, (read += f.length)).reduce((sum, n) => sum + Number(n ?? 0), 0),
    );
    const bound = Math.min(...perValue);
    return { total: facetOf(filters) === null ? null : bound, bound };
  } catch (err) {
    app.log.warn({ err }, "search facet totals read failed");
    return UNKNOWN;
  }
}

const counting = new WeakMap<FastifyInstance, Promise<void>>();

/** Counts the open lots per platform and token, if no other process is doing it. Never throws. */
export function recount(app: FastifyInstance): Promise<void> {
  const running = counting.get(app);
  if (running) return running;
  const run = (async () => {
    const lock = app.redisKey(`${SEARCH_FACET_TOTALS_KEY}:lock`);
    try {
      if ((await app.redis.set(lock, "1", "PX", LOCK_MS, "NX")) !== "OK") return;
      const countedAt = Date.now();
      const where = whereClause({ platforms: null, showEndedAuctions: false, showBuyNow: false }, new Date(countedAt));
      const rows = await readRows<{ field: string; n: number }>(
        app.db,
        `SELECT "platform"::text || '|' || t AS field, count(*)::int AS n
         FROM "Lot" CROSS JOIN LATERAL unnest("searchFacetKeys") AS t WHERE ${where.text} GROUP BY 1`,
        where.values,
      );
      const key = app.redisKey(SEARCH_FACET_TOTALS_KEY);
      const values: Record<string, string> = { [COUNTED_AT]: String(countedAt) };
      for (const r of rows) values[r.field] = String(r.n);
      await app.redis.multi().del(key).hset(key, values).pexpire(key, KEEP_MS).del(lock).exec();
    } catch (err) {
      app.log.warn({ err }, "search facet totals count failed");
    } finally {
      counting.delete(app);
    }
  })();
  counting.set(app, run);
  return run;
}
