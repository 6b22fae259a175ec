// Warm lot caches: a changed lot that customers follow (on a watchlist, or under an open bid) has its API cache
// entry written afresh from PostgreSQL right after the change, so the people most likely to open it next read
// the new data from the cache instead of each paying the database read (docs/architecture.md#caches). Writing an
// entry from the current row is idempotent: a job run twice, or after a later change, writes the row as it is then.
import type { Redis } from "ioredis";
import type { Db } from "@app/db/client";
import { findLotsById, writeLotCache } from "@app/db/lot-cache";

/** The bids that still follow their lot (docs/product/bidding.md): awaiting approval, approved, or outbid. */
const OPEN_BID_STATUSES = ["pending", "approved", "outbid"] as const;

/** Of these lots, the ones on someone's watchlist or under an open bid. */
export async function followedLots(db: Db, lotIds: readonly string[]): Promise<string[]> {
  if (!lotIds.length) return [];
  const [watched, bid] = await Promise.all([
    db.watchlistItem.findMany({ where: { lotId: { in: [...lotIds] } }, select: { lotId: true }, distinct: ["lotId"] }),
    db.bid.findMany({
      where: { lotId: { in: [...lotIds] }, status: { in: [...OPEN_BID_STATUSES] } },
      select: { lotId: true },
      distinct: ["lotId"],
    }),
  ]);
  return [...new Set([...watched, ...bid].map((r) => r.lotId))];
}

/** Writes the cache entry of each lot still stored; returns how many were written. Throws when Redis does. */
export async function warmLotCaches(
  deps: { db: Db; redis: Redis; redisPrefix: string },
  lotIds: readonly string[],
): Promise<number> {
  const lots = await findLotsById(deps.db, lotIds);
  const key = (k: string) => `${deps.redisPrefix}${k}`;
  for (const lot of lots) await writeLotCache(deps.redis, key, lot);
  return lots.length;
}
