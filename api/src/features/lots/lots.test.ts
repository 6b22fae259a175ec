// The lot call against real PostgreSQL and Redis: the normalised lot, the 30-minute cache (miss, hit, dropped
// when the lot changes), and the 404 and 400 answers.
import { randomInt, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import type { FastifyInstance } from "fastify";
import { upsertLots } from "@app/db/lot-store";
import { copartAdapter } from "@app/shared/catalogue/copart.adapter";
import { iaaiAdapter } from "@app/shared/catalogue/iaai.adapter";
import { normalisedLotSchema } from "@app/shared/catalogue/normalised-lot";
import { buildApp } from "../../app.ts";
import { testApiConfig } from "../../../../test/support/config.ts";
import { InjectClient } from "../../../../test/support/inject-client.ts";
import { LOT_CACHE_TTL_SECONDS, lotCacheKey } from "@app/shared/contracts/cache";
import { invalidateLotCache, invalidateLotCaches } from "./lot-cache.ts";

let app: FastifyInstance;
// The run's database is shared by every integration test file: these lots use their own number range.
const base = 700_000_000 + randomInt(0, 90_000_000);
const copartLot = String(base + 1);
const iaaiLot = String(base + 2);
const otherLot = String(base + 3);

/** A Copart lot-details row as the provider sends it (fields of data/samples' lot 64951306). */
function copartRow(lotNumber: string, patch: Record<string, unknown> = {}) {
  return {
    ln: Number(lotNumber),
    lotNumberStr: lotNumber,
    mkn: "AUDI",
    lm: "S5",
    lmg: "S5/RS5",
    lcy: 2018,
    ld: "2018 AUDI S5 PRESTIGE",
    fv: "WAUC4CF55JA******",
    orr: 55668,
    ord: "ACTUAL",
    dd: "MINOR DENT/SCRATCHES",
    tgc: "TITLEGROUP_C",
    lcd: "RUNS AND DRIVES",
    yn: "CT - HARTFORD SPRINGFIELD",
    cuc: "USD",
    ad: Date.now() + 3 * 24 * 3_600_000,
    hb: 19700,
    bnp: 0,
    tims: "https://cs.copart.com/v1/AUTH_svc.pdoc00001/lpp/0826/dc9b8a3499364cf69b1848aee60eb9ef_thb.jpg",
    dynamicLotDetails: { currentBid: 19700, lotSold: false, bidStatus: "NEVER_BID" },
    ...patch,
  };
}

async function store(records: unknown[]) {
  await upsertLots(
    app.db,
    records.map((r) => {
      expect(r).not.toBeNull();
      return r as NonNullable<ReturnType<typeof copartAdapter.normalise>>;
    }),
  );
}

const get = (url: string, headers?: Record<string, string>) => new InjectClient(app).get(url, headers);

beforeAll(async () => {
  const redisPrefix = `${inject("redisPrefix")}lots-${randomUUID().slice(0, 6)}:`;
  app = await buildApp(testApiConfig({ REDIS_PREFIX: redisPrefix }));
  await app.ready();
  await store([
    copartAdapter.normalise(copartRow(copartLot)),
    copartAdapter.normalise(copartRow(otherLot)),
    iaaiAdapter.normalise({
      data: {
        id: `${base}~US`,
        stockNumber: iaaiLot,
        year: "2025",
        make: "FORD",
        model: "MUSTANG MACH-E",
        series: "GT",
        auctionDateTime: "2026-03-26T17:00:00+00:00",
        vehiclePrimaryImageUrl: "https://vis.iaai.com/resizer?imageKeys=45107325~SID~I1&width=400&height=300",
        currency: "USD",
      },
    }),
  ]);
});

afterAll(async () => {
  await app?.close();
});

describe("GET /api/lots/{platform}/{lotNumber}", () => {
  it("answers the full normalised lot, images included, and caches the stored row", async () => {
    const key = app.redisKey(lotCacheKey("copart", copartLot));
    expect(await app.redis.exists(key)).toBe(0);

    const res = await get(`/api/lots/copart/${copartLot}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["x-cache"]).toBe("miss");
    expect(res.headers["cache-control"]).toBe("no-store");
    const { success, lot } = res.json();
    expect(success).toBe(true);
    expect(normalisedLotSchema.safeParse(lot).success).toBe(true);
    expect(lot).toMatchObject({
      platform: "copart",
      lotNumber: copartLot,
      title: "2018 AUDI S5 PRESTIGE",
      price: "$19,700",
      odometer: "55,668 mi",
      odometerKm: 89589,
      vin: "WAUC4CF55JA******",
      status: "Upcoming",
      cardStatusLabel: "Starting soon",
      badges: ["clean-title", "runs-drives"],
      isLiveAuction: false,
    });
    expect(lot.id).toMatch(/^[0-9a-f-]{36}$/);
    // One full-size image on Copart: four numbered variants are added.
    expect(lot.imageUrls).toHaveLength(5);
    expect(lot.originalData).toMatchObject({ lotNumberStr: copartLot });

    const ttl = await app.redis.ttl(key);
    expect(ttl).toBeGreaterThan(LOT_CACHE_TTL_SECONDS - 10);
    expect(ttl).toBeLessThanOrEqual(1800);
  });

  it("serves the second read from the cache with the same lot", async () => {
    const first = await get(`/api/lots/copart/${otherLot}`);
    const second = await get(`/api/lots/copart/${otherLot}`);
    expect(first.headers["x-cache"]).toBe("miss");
    expect(second.headers["x-cache"]).toBe("hit");
    const a = first.json().lot;
    const b = second.json().lot;
    // Clock fields are computed per response; everything stored is identical.
    delete a.countdown;
    delete b.countdown;
    expect(b).toEqual(a);
    expect(b.auctionDate).toBe(a.auctionDate);
  });

  it("keeps answering from the cache until the lot's entry is dropped, then shows the change", async () => {
    await get(`/api/lots/copart/${copartLot}`);
    await store([
      copartAdapter.normalise(copartRow(copartLot, { hb: 25000, dynamicLotDetails: { currentBid: 25000 } })),
    ]);

    const stale = await get(`/api/lots/copart/${copartLot}`);
    expect(stale.headers["x-cache"]).toBe("hit");
    expect(stale.json().lot.price).toBe("$19,700");

    await invalidateLotCache(app.redis, app.redisKey, "copart", copartLot);
    const fresh = await get(`/api/lots/copart/${copartLot}`);
    expect(fresh.headers["x-cache"]).toBe("miss");
    expect(fresh.json().lot.price).toBe("$25,000");

    await invalidateLotCaches(app.redis, app.redisKey, [
      { platform: "copart", lotNumber: copartLot },
      { platform: "copart", lotNumber: otherLot },
    ]);
    expect(await app.redis.exists(app.redisKey(lotCacheKey("copart", copartLot)))).toBe(0);
    expect(await app.redis.exists(app.redisKey(lotCacheKey("copart", otherLot)))).toBe(0);
  });

  it("treats an unreadable cache entry as a miss", async () => {
    await app.redis.set(app.redisKey(lotCacheKey("copart", copartLot)), "{not json", "EX", 60);
    const res = await get(`/api/lots/copart/${copartLot}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-cache"]).toBe("miss");
  });

  it("answers IAAI lots by stock number, with IAAI's auction-date offset", async () => {
    const res = await get(`/api/lots/iaai/${iaaiLot}?tz=180&locale=en`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lot).toMatchObject({
      platform: "iaai",
      lotNumber: iaaiLot,
      stockNumber: iaaiLot,
      itemId: String(base),
      auctionDateFormatted: "Mar 26, 2026 12:00 PM (UTC-5)",
      imageUrls: ["https://vis.iaai.com/resizer?imageKeys=45107325~SID~I1&width=845&height=633"],
      price: "No bids",
    });
  });

  it("writes the auction date in the visitor's offset and language", async () => {
    const res = await get(`/api/lots/copart/${copartLot}?tz=180`, { cookie: "NEXT_LOCALE=lt" });
    expect(res.json().lot.auctionDateFormatted).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC\+3\)$/);
    const en = await get(`/api/lots/copart/${copartLot}?tz=-240&locale=en`, { cookie: "NEXT_LOCALE=lt" });
    expect(en.json().lot.auctionDateFormatted).toMatch(/ (AM|PM) \(UTC-4\)$/);
  });

  it("answers 404 for a lot it does not hold, and does not cache the miss", async () => {
    const missing = String(base + 99);
    for (const platform of ["copart", "iaai", "europe"]) {
      const res = await get(`/api/lots/${platform}/${missing}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: "NOT_FOUND", message: "Lot not found" });
      expect(await app.redis.exists(app.redisKey(lotCacheKey(platform, missing)))).toBe(0);
    }
    // The lot exists, but on the other platform.
    expect((await get(`/api/lots/iaai/${copartLot}`)).statusCode).toBe(404);
  });

  it.each([
    ["an unknown platform", `/api/lots/ebay/${base}`],
    ["'both', which is no platform of a lot", `/api/lots/both/${base}`],
    ["a lot number with letters", "/api/lots/copart/12AB34"],
    ["a negative lot number", "/api/lots/copart/-5"],
    ["a lot number too long", `/api/lots/copart/${"1".repeat(21)}`],
    ["an offset beyond UTC+14", `/api/lots/copart/${base}?tz=900`],
    ["an unknown language", `/api/lots/copart/${base}?locale=de`],
  ])("answers 400 for %s", async (_label, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
  });
});
