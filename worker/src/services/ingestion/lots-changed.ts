// The "lots changed" step: after each ingested batch (and when lots leave a listing), every hook hears which lots
// changed and their new current bids. Caches are dropped here, and warmed again for the lots customers follow; the
// brokerage adds its automatic outbid check.
import type { Redis } from "ioredis";
import type { Db } from "@app/db/client";
import { SEARCH_FACET_TOTALS_KEY, lotCacheKey } from "@app/shared/contracts/cache";
import type { Logger } from "../../logger.ts";
import type { Producer } from "../../producer.ts";
import { followedLots, warmLotCaches } from "../lot-cache-warm.ts";
import { autoOutbid } from "./auto-outbid.ts";

export type LotChange = {
  lotId: string;
  platform: string;
  lotNumber: string;
  /** The lot's current bid after the change, in the lot's currency (cents), if known. */
  currentBidCents: number | null;
  change: "changed" | "removed";
};

export type LotsChangedDeps = {
  db: Db;
  redis: Redis;
  redisPrefix: string;
  logger: Logger;
  /** Queues the cache warming as a job; without one (the command-line ingestion) it runs in place. */
  producer?: Pick<Producer, "add">;
};
export type LotsChangedHook = { name: string; run(changes: LotChange[], deps: LotsChangedDeps): Promise<void> };

/** Drops the API's cached copy of each changed lot, so the next read sees the new data. */
export const dropLotCaches: LotsChangedHook = {
  name: "drop-lot-caches",
  async run(changes, { redis, redisPrefix }) {
    const keys = changes.map((c) => `${redisPrefix}${lotCacheKey(c.platform, c.lotNumber)}`);
    for (let i = 0; i < keys.length; i += 500) await redis.unlink(...keys.slice(i, i + 500));
  },
};

/**
 * Drops the search's count of open lots per filter value (the API's search-facet-totals.ts): created, changed and
 * removed lots move those totals, and the next search counts afresh. (Per-filter-set totals keep their minute.)
 */
export const dropSearchFacetTotals: LotsChangedHook = {
  name: "drop-search-facet-totals",
  async run(_changes, { redis, redisPrefix }) {
    await redis.unlink(`${redisPrefix}${SEARCH_FACET_TOTALS_KEY}`);
  },
};

/** The most lots one `lots.warm-cache` job carries (its payload's limit). */
const WARM_BATCH = 10_000;

/**
 * After the caches are dropped: the changed lots on a watchlist or under an open bid get a `lots.warm-cache` job,
 * which writes their entries from the new rows.
 */
export const warmFollowedLotCaches: LotsChangedHook = {
  name: "warm-followed-lot-caches",
  async run(changes, deps) {
    const followed = await followedLots(deps.db, [...new Set(changes.map((c) => c.lotId))]);
    for (let i = 0; i < followed.length; i += WARM_BATCH) {
      const lotIds = followed.slice(i, i + WARM_BATCH);
      if (deps.producer) await deps.producer.add("lots.warm-cache", { lotIds });
      else await warmLotCaches(deps, lotIds);
    }
  },
};

/** Hooks run in order; a feature that reacts to changed lots appends its own. */
export const lotsChangedHooks: LotsChangedHook[] = [
  dropLotCaches,
  warmFollowedLotCaches,
  dropSearchFacetTotals,
  autoOutbid,
];

export async function runLotsChanged(deps: LotsChangedDeps, changes: LotChange[]): Promise<void> {
  if (!changes.length) return;
  for (const hook of lotsChangedHooks) {
    try {
      await hook.run(changes, deps);
    } catch (err) {
      // The lots are written already; a cache that could not be dropped expires on its own (30 min).
      deps.logger.warn({ hook: hook.name, lots: changes.length, err }, "lots changed: a hook failed");
    }
  }
}
