import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  createReferenceCache,
  REFERENCE_CACHE_KEY,
  REFERENCE_CACHE_TTL_MS,
  readReferenceCache,
  referenceUrl,
} from "./reference-cache";

const NOW = 1_800_000_000_000;

beforeEach(() => localStorage.clear());

describe("reference data cache", () => {
  it("maps platform both to iaai", () => {
    expect(referenceUrl("both", "damage")).toBe("/json/iaai/damage.json");
    expect(referenceUrl("copart", "automobile")).toBe("/json/copart/automobile.json");
  });

  it("preloads damage, yards, automobile, suv and pickup for copart and iaai, once each", async () => {
    const fetchJson = vi.fn(async (url: string) => ({ url }));
    const cache = createReferenceCache(localStorage, fetchJson, () => NOW);
    await Promise.all([cache.preload(), cache.preload()]);
    expect(fetchJson.mock.calls.map(([url]) => url).sort()).toEqual(
      ["copart", "iaai"]
        .flatMap((p) => ["automobile", "damage", "pickup", "suv", "yards"].map((f) => `/json/${p}/${f}.json`))
        .sort(),
    );
  });

  it("is written to localStorage under one key only when saved (page unload), and read back for 24 hours", async () => {
    const fetchJson = vi.fn(async () => ({ damageTypes: [{ code: "FR" }] }));
    const first = createReferenceCache(localStorage, fetchJson, () => NOW);
    await first.get("copart", "damage");
    expect(localStorage.getItem(REFERENCE_CACHE_KEY)).toBeNull();
    first.save();
    expect(Object.keys({ ...localStorage })).toEqual([REFERENCE_CACHE_KEY]);

    const second = createReferenceCache(localStorage, fetchJson, () => NOW + REFERENCE_CACHE_TTL_MS - 1);
    expect(await second.get("copart", "damage")).toEqual({ damageTypes: [{ code: "FR" }] });
    expect(fetchJson).toHaveBeenCalledTimes(1);
  });

  it("drops entries older than 24 hours", async () => {
    localStorage.setItem(
      REFERENCE_CACHE_KEY,
      JSON.stringify({ "/json/copart/damage.json": { data: { old: true }, timestamp: NOW - REFERENCE_CACHE_TTL_MS } }),
    );
    expect(readReferenceCache(localStorage, NOW)).toEqual({});
    const fetchJson = vi.fn(async () => ({ fresh: true }));
    expect(await createReferenceCache(localStorage, fetchJson, () => NOW).get("copart", "damage")).toEqual({
      fresh: true,
    });
  });

  it("gives an empty result when the file cannot be loaded", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const cache = createReferenceCache(
      localStorage,
      () => Promise.reject(new Error("offline")),
      () => NOW,
    );
    expect(await cache.get("iaai", "yards")).toEqual({});
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
