import { beforeEach, describe, expect, it } from "vitest";
import { migrateVehicleCache, readVehicle, saveVehicle, VEHICLE_CACHE_TTL_MS, vehicleKey } from "./vehicle-cache";

const NOW = 1_800_000_000_000;
const vehicle = {
  lotNumber: "45139005",
  platform: "iaai",
  imageUrls: ["https://img/1.jpg"],
  title: "2019 BMW X5",
  lotDetails: { odometer: 1000 },
};

const stored = (key: string) => JSON.parse(sessionStorage.getItem(key) ?? "null") as unknown;

beforeEach(() => sessionStorage.clear());

describe("vehicle cache in sessionStorage", () => {
  it("stores under vehicle_{platform}_{lot} and reads it back within 30 minutes", () => {
    saveVehicle(sessionStorage, vehicle, NOW);
    expect(stored("vehicle_iaai_45139005")).toEqual({ data: vehicle, timestamp: NOW });
    expect(readVehicle(sessionStorage, "iaai", "45139005", NOW + VEHICLE_CACHE_TTL_MS - 1)).toEqual(vehicle);
  });

  it("removes an entry read after it expired", () => {
    saveVehicle(sessionStorage, vehicle, NOW);
    expect(readVehicle(sessionStorage, "iaai", "45139005", NOW + VEHICLE_CACHE_TTL_MS)).toBeNull();
    expect(sessionStorage.getItem("vehicle_iaai_45139005")).toBeNull();
  });

  it("accepts the ln and ld aliases and defaults the platform to copart", () => {
    saveVehicle(sessionStorage, { ln: 123456, ld: "2015 Audi A4" }, NOW);
    expect(readVehicle(sessionStorage, "copart", "123456", NOW)).toEqual({
      lotNumber: "123456",
      platform: "copart",
      imageUrls: [],
      title: "2015 Audi A4",
      lotDetails: {},
    });
  });

  it("migrates a legacy iaai-vehicle-{lot} key to vehicle_iaai_{lot}", () => {
    sessionStorage.setItem("iaai-vehicle-45139005", JSON.stringify({ data: { ...vehicle }, timestamp: NOW - 1000 }));
    migrateVehicleCache(sessionStorage, NOW);
    expect(sessionStorage.getItem("iaai-vehicle-45139005")).toBeNull();
    expect(stored(vehicleKey("iaai", "45139005"))).toEqual({ data: vehicle, timestamp: NOW - 1000 });
  });

  it("wraps a bare vehicle object (the oldest format) with its cachedAt time", () => {
    sessionStorage.setItem(
      "vehicle_copart_777777",
      JSON.stringify({ ln: "777777", ld: "Ford F-150", cachedAt: NOW - 5 }),
    );
    migrateVehicleCache(sessionStorage, NOW);
    expect(stored("vehicle_copart_777777")).toEqual({
      data: { lotNumber: "777777", platform: "copart", imageUrls: [], title: "Ford F-150", lotDetails: {} },
      timestamp: NOW - 5,
    });
  });

  it("turns an { vehicle, expiresAt } entry into { data, timestamp }", () => {
    sessionStorage.setItem(
      "vehicle_iaai_45139005",
      JSON.stringify({ vehicle, expiresAt: NOW + VEHICLE_CACHE_TTL_MS - 60_000 }),
    );
    migrateVehicleCache(sessionStorage, NOW);
    expect(stored("vehicle_iaai_45139005")).toEqual({ data: vehicle, timestamp: NOW - 60_000 });
  });

  it("removes expired and unreadable entries at start and leaves other keys alone", () => {
    sessionStorage.setItem(
      "vehicle_copart_1",
      JSON.stringify({ data: { ln: "1" }, timestamp: NOW - VEHICLE_CACHE_TTL_MS }),
    );
    sessionStorage.setItem(
      "iaai-vehicle-2",
      JSON.stringify({ data: { ln: "2" }, timestamp: NOW - VEHICLE_CACHE_TTL_MS - 1 }),
    );
    sessionStorage.setItem("vehicle_copart_3", "{not json");
    sessionStorage.setItem("something-else", "kept");
    migrateVehicleCache(sessionStorage, NOW);
    expect(Object.keys({ ...sessionStorage })).toEqual(["something-else"]);
  });
});
