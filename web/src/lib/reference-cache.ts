// Reference data (docs/product/search.md#reference-data): GET /json/{platform}/{file}.json, kept 24 hours in
// localStorage under one JSON cache key. The cache lives in memory while the page is open and is written back on page
// unload (one write instead of one per file); expired entries are dropped when it is read. Failures are only logged and
// give an empty result.
import { apiClient } from "@/lib/api-client";

export const REFERENCE_CACHE_KEY = "json_cache";
export const REFERENCE_CACHE_TTL_MS = 86_400_000;
export const REFERENCE_FILES = ["damage", "yards", "automobile", "suv", "pickup"] as const;
export const REFERENCE_PLATFORMS = ["copart", "iaai"] as const;
/** The preloaded files, plus the powersports makes the search form reads when a visitor picks ATV or motorcycle. */
export type ReferenceFileName = (typeof REFERENCE_FILES)[number] | "motorcycle" | "atv";
/** The preloaded platforms, "both" (served as iaai) and the European auctions' own lists. */
export type ReferencePlatform = (typeof REFERENCE_PLATFORMS)[number] | "both" | "europe";

interface CacheEntry {
  data: unknown;
  timestamp: number;
}
type CacheMap = Record<string, CacheEntry>;

function isEntry(value: unknown): value is CacheEntry {
  return typeof value === "object" && value !== null && "timestamp" in value && typeof value.timestamp === "number";
}

/** Reads the stored cache, keeping only well-formed entries younger than the TTL. */
export function readReferenceCache(storage: Storage, now = Date.now()): CacheMap {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(REFERENCE_CACHE_KEY) ?? "{}");
    if (typeof parsed !== "object" || parsed === null) return {};
    const fresh: CacheMap = {};
    for (const [url, entry] of Object.entries(parsed)) {
      if (isEntry(entry) && now - entry.timestamp < REFERENCE_CACHE_TTL_MS) fresh[url] = entry;
    }
    return fresh;
  } catch (error) {
    console.warn("Reference cache unreadable", error);
    return {};
  }
}

export function writeReferenceCache(storage: Storage, cache: CacheMap): void {
  try {
    storage.setItem(REFERENCE_CACHE_KEY, JSON.stringify(cache));
  } catch (error) {
    console.warn("Reference cache not saved", error); // quota or private mode: the next visit fetches again
  }
}

/** Platform both maps to iaai (docs/product/search.md#reference-data). */
export function referenceUrl(platform: ReferencePlatform, file: ReferenceFileName): string {
  return `/json/${platform === "both" ? "iaai" : platform}/${file}.json`;
}

export interface ReferenceCache {
  get(platform: ReferencePlatform, file: ReferenceFileName): Promise<Record<string, unknown>>;
  preload(): Promise<void>;
  save(): void;
}

export function createReferenceCache(
  storage: Storage,
  fetchJson: (url: string) => Promise<unknown> = (url) => apiClient.get(url),
  now: () => number = Date.now,
): ReferenceCache {
  const cache = readReferenceCache(storage, now());
  const inFlight = new Map<string, Promise<Record<string, unknown>>>();

  async function get(platform: ReferencePlatform, file: ReferenceFileName) {
    const url = referenceUrl(platform, file);
    const hit = cache[url];
    if (hit && now() - hit.timestamp < REFERENCE_CACHE_TTL_MS) return hit.data as Record<string, unknown>;
    let pending = inFlight.get(url);
    if (!pending) {
      pending = fetchJson(url)
        .then((data) => {
          cache[url] = { data, timestamp: now() };
          return data as Record<string, unknown>;
        })
        .catch((error: unknown) => {
          console.warn(`Reference data ${url} failed`, error);
          return {};
        })
        .finally(() => inFlight.delete(url));
      inFlight.set(url, pending);
    }
    return pending;
  }

  return {
    get,
    async preload() {
      await Promise.all(REFERENCE_PLATFORMS.flatMap((p) => REFERENCE_FILES.map((f) => get(p, f))));
    },
    save: () => writeReferenceCache(storage, cache),
  };
}

let shared: ReferenceCache | null = null;

/** The page's one reference cache, saved when the page is hidden or unloaded. */
export function referenceCache(): ReferenceCache {
  if (!shared) {
    const cache = createReferenceCache(window.localStorage);
    window.addEventListener("pagehide", cache.save);
    window.addEventListener("beforeunload", cache.save);
    shared = cache;
  }
  return shared;
}
