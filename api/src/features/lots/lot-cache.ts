// The lot call's Redis cache: one entry per lot for LOT_CACHE_TTL_SECONDS (30 minutes), holding the stored row,
// not the answer: status, countdown and the formatted date depend on the clock and the visitor, so they are
// computed per response.
// Keys come from shared/src/contracts/cache.ts, which the worker also uses to drop entries after ingestion.
import type { Redis } from "ioredis";
import { lotCacheKey } from "@app/shared/contracts/cache";

/** Adds the deployment's Redis prefix (`app.redisKey`). */
export type RedisKeyFn = (key: string) => string;

/**
 * Drops the cached copy of a lot, so the next read sees the new data. Ingestion and admin edits call it after the
 * row changed; deleting a key that is not there is harmless.
 */
export async function invalidateLotCache(
  redis: Pick<Redis, "unlink">,
  keyFn: RedisKeyFn,
  platform: string,
  lotNumber: string,
): Promise<void> {
  await redis.unlink(keyFn(lotCacheKey(platform, lotNumber)));
}

/** The same for many lots at once (one command per 500 keys). */
export async function invalidateLotCaches(
  redis: Pick<Redis, "unlink">,
  keyFn: RedisKeyFn,
  lots: readonly { platform: string; lotNumber: string }[],
): Promise<void> {
  const keys = lots.map((l) => keyFn(lotCacheKey(l.platform, l.lotNumber)));
  for (let i = 0; i < keys.length; i += 500) await redis.unlink(...keys.slice(i, i + 500));
}
