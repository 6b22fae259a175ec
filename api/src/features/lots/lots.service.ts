// GET /api/lots/{platform}/{lotNumber}: the stored lot from the Redis cache or PostgreSQL, as the full normalised lot
// (docs/product/lots.md#normalised-lot) at this moment. Redis is an optimisation: when it fails, the lot comes from the
// database.
import type { FastifyInstance } from "fastify";
import type { Platform } from "@app/shared/catalogue/lot.schemas";
import { toNormalisedLot, type NormalisedLot, type NormaliseOptions } from "@app/shared/catalogue/normalised-lot";
import { notFound } from "../../lib/app-error.ts";
import { lotCacheKey } from "@app/shared/contracts/cache";
import { reviveLotCache, writeLotCache } from "@app/db/lot-cache";
import { findLot, type StoredLot } from "./lots.repository.ts";

export const LOT_NOT_FOUND_MESSAGE = "Lot not found";

export type LotSource = "cache" | "database";

export async function loadLot(
  app: FastifyInstance,
  platform: Platform,
  lotNumber: string,
): Promise<{ lot: StoredLot; source: LotSource }> {
  const key = app.redisKey(lotCacheKey(platform, lotNumber));
  try {
    const cached = await app.redis.get(key);
    const lot = cached === null ? null : reviveLotCache(cached);
    if (lot) return { lot, source: "cache" };
  } catch (err) {
    app.log.warn({ err, key }, "lot cache read failed");
  }
  const lot = await findLot(app.db, platform, lotNumber);
  // Unknown lots are not cached: a lot that appears with the next ingestion run must show at once.
  if (!lot) throw notFound(LOT_NOT_FOUND_MESSAGE);
  try {
    await writeLotCache(app.redis, app.redisKey, lot);
  } catch (err) {
    app.log.warn({ err, key }, "lot cache write failed");
  }
  return { lot, source: "database" };
}

export async function getNormalisedLot(
  app: FastifyInstance,
  platform: Platform,
  lotNumber: string,
  now: Date,
  opts: NormaliseOptions,
): Promise<{ lot: NormalisedLot; source: LotSource }> {
  const { lot, source } = await loadLot(app, platform, lotNumber);
  return { lot: toNormalisedLot(lot, now, opts), source };
}
