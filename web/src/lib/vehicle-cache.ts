// Vehicles the visitor opened, kept 30 minutes in sessionStorage (docs/product/lots.md#vehicle-cache-in-the-browser) so
// going back to a lot shows it at once. Key vehicle_{platform}_{lot}; value { data, timestamp }. Short aliases ln
// (lotNumber) and ld (title) are accepted wherever a vehicle is read. Older shapes are migrated once at start:
//   - legacy keys `iaai-vehicle-{lot}` become `vehicle_iaai_{lot}`;
//   - a bare vehicle object (no { data, timestamp } wrapper) gets wrapped, stamped with its `cachedAt` or now;
//   - { vehicle, expiresAt } (an expiry instead of a timestamp) becomes { data, timestamp: expiresAt - TTL };
// and anything expired or unreadable under the vehicle prefixes is removed.

export const VEHICLE_CACHE_TTL_MS = 1_800_000;
export const VEHICLE_KEY_PREFIX = "vehicle_";
export const LEGACY_IAAI_PREFIX = "iaai-vehicle-";

export interface CachedVehicle {
  lotNumber: string;
  platform: string;
  imageUrls: string[];
  title: string;
  lotDetails: Record<string, unknown>;
}

interface StoredEntry {
  data: CachedVehicle;
  timestamp: number;
}

export function vehicleKey(platform: string, lotNumber: string): string {
  return `${VEHICLE_KEY_PREFIX}${platform}_${lotNumber}`;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** A vehicle from any stored shape, reading the ln / ld aliases; null when there is no lot number. */
export function normaliseVehicle(value: unknown, fallbackPlatform = "copart"): CachedVehicle | null {
  const v = record(value);
  if (!v) return null;
  const lot = v.lotNumber ?? v.ln;
  if (typeof lot !== "string" && typeof lot !== "number") return null;
  const title = v.title ?? v.ld;
  return {
    lotNumber: String(lot),
    platform: typeof v.platform === "string" && v.platform ? v.platform : fallbackPlatform,
    imageUrls: Array.isArray(v.imageUrls) ? v.imageUrls.filter((u): u is string => typeof u === "string") : [],
    title: typeof title === "string" ? title : "",
    lotDetails: record(v.lotDetails) ?? {},
  };
}

/** Any stored value -> the current entry shape, or null when it cannot be read. */
function toEntry(raw: unknown, platform: string, now: number): StoredEntry | null {
  const value = record(raw);
  if (!value) return null;
  if ("data" in value && typeof value.timestamp === "number") {
    const data = normaliseVehicle(value.data, platform);
    return data ? { data, timestamp: value.timestamp } : null;
  }
  if ("vehicle" in value && typeof value.expiresAt === "number") {
    const data = normaliseVehicle(value.vehicle, platform);
    return data ? { data, timestamp: value.expiresAt - VEHICLE_CACHE_TTL_MS } : null;
  }
  const data = normaliseVehicle(value, platform);
  return data ? { data, timestamp: typeof value.cachedAt === "number" ? value.cachedAt : now } : null;
}

function parse(text: string | null): unknown {
  try {
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** Runs once at start: migrates legacy keys and older formats, removes expired and unreadable entries. */
export function migrateVehicleCache(storage: Storage, now = Date.now()): void {
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (k): k is string => k !== null,
    );
    for (const key of keys) {
      const legacy = key.startsWith(LEGACY_IAAI_PREFIX);
      if (!legacy && !key.startsWith(VEHICLE_KEY_PREFIX)) continue;
      const platform = legacy ? "iaai" : (key.slice(VEHICLE_KEY_PREFIX.length).split("_")[0] ?? "copart");
      const entry = toEntry(parse(storage.getItem(key)), platform, now);
      storage.removeItem(key);
      if (!entry || now - entry.timestamp >= VEHICLE_CACHE_TTL_MS) continue;
      const target = vehicleKey(legacy ? "iaai" : entry.data.platform, entry.data.lotNumber);
      storage.setItem(target, JSON.stringify(entry));
    }
  } catch (error) {
    console.warn("Vehicle cache migration failed", error);
  }
}

export function saveVehicle(storage: Storage, vehicle: unknown, now = Date.now()): void {
  const data = normaliseVehicle(vehicle);
  if (!data) return;
  try {
    storage.setItem(vehicleKey(data.platform, data.lotNumber), JSON.stringify({ data, timestamp: now }));
  } catch (error) {
    console.warn("Vehicle not cached", error);
  }
}

/** The cached vehicle, or null; an expired entry is removed when read. */
export function readVehicle(storage: Storage, platform: string, lotNumber: string, now = Date.now()) {
  const key = vehicleKey(platform, lotNumber);
  try {
    const entry = toEntry(parse(storage.getItem(key)), platform, now);
    if (!entry) return null;
    if (now - entry.timestamp >= VEHICLE_CACHE_TTL_MS) {
      storage.removeItem(key);
      return null;
    }
    return entry.data;
  } catch (error) {
    console.warn("Vehicle cache unreadable", error);
    return null;
  }
}
