import { beforeEach, describe, expect, it } from "vitest";
import { VEHICLE_CACHE_TTL_MS, vehicleKey } from "@/lib/vehicle-cache";
import { recentLots, RECENT_LOTS_SHOWN } from "./recent-lots";

function store(platform: string, lotNumber: string, timestamp: number) {
  sessionStorage.setItem(
    vehicleKey(platform, lotNumber),
    JSON.stringify({
      data: { lotNumber, platform, imageUrls: [], title: `Lot ${lotNumber}`, lotDetails: {} },
      timestamp,
    }),
  );
}

describe("recently viewed lots", () => {
  beforeEach(() => sessionStorage.clear());

  it("lists the cached lots newest first, without the one on screen", () => {
    const now = Date.now();
    store("copart", "1001", now - 3000);
    store("iaai", "2002", now - 1000);
    store("copart", "3003", now - 2000);
    const lots = recentLots(sessionStorage, { platform: "copart", lotNumber: "3003" });
    expect(lots.map((l) => `${l.platform}/${l.lotNumber}`)).toEqual(["iaai/2002", "copart/1001"]);
  });

  it("leaves out expired entries and shows at most a handful", () => {
    const now = Date.now();
    store("copart", "9999", now - VEHICLE_CACHE_TTL_MS - 1);
    for (let i = 0; i < RECENT_LOTS_SHOWN + 3; i++) store("copart", String(5000 + i), now - i);
    const lots = recentLots(sessionStorage);
    expect(lots).toHaveLength(RECENT_LOTS_SHOWN);
    expect(lots.some((l) => l.lotNumber === "9999")).toBe(false);
    expect(sessionStorage.getItem(vehicleKey("copart", "9999"))).toBeNull();
  });
});
