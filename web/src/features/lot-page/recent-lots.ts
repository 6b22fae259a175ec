// Recently viewed lots, read from the vehicle cache in sessionStorage (web/src/lib/vehicle-cache.ts): the lots this
// visitor opened in the last 30 minutes, newest first. The cache has no listing of its own, so the keys are walked
// here and each entry is read through readVehicle (which drops expired ones).
import { readVehicle, saveVehicle, VEHICLE_KEY_PREFIX, type CachedVehicle } from "@/lib/vehicle-cache";
import type { Lot } from "./api/get-lot";

export const RECENT_LOTS_SHOWN = 6;

export interface RecentLot extends CachedVehicle {
  viewedAt: number;
}

function timestampOf(raw: string | null): number {
  try {
    const value = raw === null ? null : (JSON.parse(raw) as { timestamp?: unknown });
    return typeof value?.timestamp === "number" ? value.timestamp : 0;
  } catch {
    return 0;
  }
}

export function recentLots(storage: Storage, exclude?: { platform: string; lotNumber: string }): RecentLot[] {
  const found: RecentLot[] = [];
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (k): k is string => k !== null && k.startsWith(VEHICLE_KEY_PREFIX),
    );
    for (const key of keys) {
      const [platform = "", ...rest] = key.slice(VEHICLE_KEY_PREFIX.length).split("_");
      const lotNumber = rest.join("_");
      if (exclude && platform === exclude.platform && lotNumber === exclude.lotNumber) continue;
      const viewedAt = timestampOf(storage.getItem(key));
      const vehicle = readVehicle(storage, platform, lotNumber);
      if (vehicle) found.push({ ...vehicle, viewedAt });
    }
  } catch (error) {
    console.warn("Recently viewed lots unreadable", error);
  }
  return found.sort((a, b) => b.viewedAt - a.viewedAt).slice(0, RECENT_LOTS_SHOWN);
}

/** Remembers the lot the visitor is looking at, with what a "recently viewed" card needs. */
export function rememberLot(storage: Storage, lot: Lot): void {
  saveVehicle(storage, {
    lotNumber: lot.lotNumber,
    platform: lot.platform,
    imageUrls: lot.imageUrls.slice(0, 1),
    title: lot.title,
    lotDetails: {
      price: lot.price,
      currentBid: lot.currentBid,
      currency: lot.currency,
      auctionDate: lot.auctionDate,
      status: lot.status,
      cardStatus: lot.cardStatus,
      odometer: lot.odometer,
      damage: lot.damage,
    },
  });
}
