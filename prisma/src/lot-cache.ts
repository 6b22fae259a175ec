// The lot call's Redis entry (cache:lot:{platform}:{lotNumber}): the stored row with the columns the normalised lot
// needs, in one format that the API (which reads and fills it) and the worker (which warms it for watched lots)
// both write. Status, countdown and dates depend on the clock and the reader, so they are computed per response.
import { LOT_CACHE_TTL_SECONDS, lotCacheKey } from "@app/shared/contracts/cache";
import { LOT_RECORD_KEYS, type Platform } from "@app/shared/catalogue/lot.schemas";
import type { Db } from "./client.ts";

/** Bump when the cached row's shape changes: older entries then read as misses. */
export const LOT_CACHE_FORMAT = 2;

const SELECT = Object.fromEntries([...LOT_RECORD_KEYS, "id"].map((k) => [k, true])) as Record<
  (typeof LOT_RECORD_KEYS)[number] | "id",
  true
>;

/** A stored lot by platform and lot number, with the columns the normalised lot needs and its id. */
export async function findLot(db: Db, platform: Platform, lotNumber: string) {
  return db.lot.findUnique({ where: { platform_lotNumber: { platform, lotNumber } }, select: SELECT });
}

export type StoredLot = NonNullable<Awaited<ReturnType<typeof findLot>>>;

/** Stored lots by id, as findLot reads each (ids of lots no longer stored are left out). */
export async function findLotsById(db: Db, ids: readonly string[]): Promise<StoredLot[]> {
  return db.lot.findMany({ where: { id: { in: [...ids] } }, select: SELECT });
}

/** The cache entry's text for a stored lot. */
export const lotCacheValue = (lot: StoredLot) => JSON.stringify({ v: LOT_CACHE_FORMAT, lot });

/** A cache entry read back; null for another format or anything unreadable (then read as a miss). */
export function reviveLotCache(json: string): StoredLot | null {
  try {
    const parsed = JSON.parse(json) as { v?: unknown; lot?: Record<string, unknown> };
    if (parsed.v !== LOT_CACHE_FORMAT || !parsed.lot || typeof parsed.lot.lotNumber !== "string") return null;
    const at = parsed.lot.auctionDate;
    return { ...parsed.lot, auctionDate: typeof at === "string" ? new Date(at) : null } as StoredLot;
  } catch {
    return null;
  }
}

/** Writes a lot's entry for LOT_CACHE_TTL_SECONDS. `key` adds the deployment's Redis prefix. */
export async function writeLotCache(
  redis: { set(key: string, value: string, ex: "EX", seconds: number): Promise<unknown> },
  key: (k: string) => string,
  lot: StoredLot,
): Promise<void> {
  await redis.set(key(lotCacheKey(lot.platform, lot.lotNumber)), lotCacheValue(lot), "EX", LOT_CACHE_TTL_SECONDS);
}
