// Redis cache keys shared by the API (which fills them) and the worker (which drops them when a lot changes).
// Keys are given without the deployment prefix; each process adds its own REDIS_PREFIX.
export const LOT_CACHE_TTL_SECONDS = 30 * 60;

export function lotCacheKey(platform: string, lotNumber: string): string {
  return `cache:lot:${platform}:${lotNumber}`;
}
