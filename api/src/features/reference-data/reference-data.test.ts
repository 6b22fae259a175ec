// The reference files over HTTP: every file for copart, iaai, both and europe, ETag and Cache-Control, 304 on a matching
// If-None-Match, 404 for anything else.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import type { FastifyInstance } from "fastify";
import {
  REFERENCE_FILES,
  damageTypesFileSchema,
  vehicleMakesFileSchema,
  yardLocationsFileSchema,
} from "@app/shared/reference-data/reference-data.schemas";
import { buildApp } from "../../app.ts";
import { testApiConfig } from "../../../../test/support/config.ts";

let app: FastifyInstance;

beforeAll(async () => {
  const redisPrefix = `${inject("redisPrefix")}reference-${randomUUID().slice(0, 6)}:`;
  app = await buildApp(testApiConfig({ REDIS_PREFIX: redisPrefix }));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

const schemaOf = (file: string) =>
  file === "damage" ? damageTypesFileSchema : file === "yards" ? yardLocationsFileSchema : vehicleMakesFileSchema;

describe("GET /json/{platform}/{file}.json", () => {
  it.each(["copart", "iaai", "both", "europe"].flatMap((p) => REFERENCE_FILES.map((f) => [p, f] as const)))(
    "serves %s/%s.json with an ETag and a 24-hour Cache-Control",
    async (platform, file) => {
      const res = await get(`/json/${platform}/${file}.json`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.headers["cache-control"]).toBe("public, max-age=86400");
      expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(schemaOf(file).safeParse(body).success).toBe(true);
    },
  );

  it("serves IAAI's lists for both", async () => {
    for (const file of REFERENCE_FILES) {
      const both = await get(`/json/both/${file}.json`);
      const iaai = await get(`/json/iaai/${file}.json`);
      expect(both.body).toBe(iaai.body);
      expect(both.headers.etag).toBe(iaai.headers.etag);
    }
  });

  it("gives each platform its own spelling and its own ETag", async () => {
    const copart = await get("/json/copart/automobile.json");
    const iaai = await get("/json/iaai/automobile.json");
    expect(copart.headers.etag).not.toBe(iaai.headers.etag);
    const fordOn = (res: typeof copart) =>
      (res.json().vehicleMakes as { code: string; models: { code: string }[] }[])
        .find((m) => m.code === "FORD")!
        .models.map((m) => m.code);
    expect(fordOn(copart)).toContain("F150");
    expect(fordOn(iaai)).toContain("F-150");
    const damage = (await get("/json/copart/damage.json")).json().damageTypes;
    expect(damage).toContainEqual({
      code: "FR",
      description: "FRONT END",
      value: "FR",
      label: "Front End",
      key: "copart:FR",
    });
    const yards = (await get("/json/copart/yards.json")).json().yardLocations;
    expect(yards.length).toBeGreaterThan(150);
    expect(yards[0]).toMatchObject({ yardName: expect.any(String), yardNumber: expect.any(Number) });
  });

  it("answers 304 to a matching If-None-Match, strong or weak, and 200 otherwise", async () => {
    const first = await get("/json/iaai/damage.json");
    const etag = first.headers.etag as string;
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const res = await get("/json/iaai/damage.json", { "if-none-match": tag });
      expect(res.statusCode, tag).toBe(304);
      expect(res.body).toBe("");
      expect(res.headers.etag).toBe(etag);
    }
    expect((await get("/json/iaai/damage.json", { "if-none-match": '"stale"' })).statusCode).toBe(200);
  });

  it("serves the European makes (Škoda, Dacia, ...) and damage types under /json/europe", async () => {
    const makes = vehicleMakesFileSchema.parse((await get("/json/europe/automobile.json")).json()).vehicleMakes;
    expect(makes.find((m) => m.code === "SKODA")?.label).toBe("Škoda");
    expect(makes.map((m) => m.code)).toEqual(expect.arrayContaining(["DACIA", "OPEL", "PEUGEOT", "FIAT"]));
    const damage = damageTypesFileSchema.parse((await get("/json/europe/damage.json")).json()).damageTypes;
    expect(damage.map((d) => d.description)).toContain("NORMAL WEAR");
  });

  it.each([
    ["an unknown file", "/json/copart/boats.json"],
    ["a file without .json", "/json/copart/damage"],
    ["another extension", "/json/copart/damage.xml"],
    ["an upper-case file", "/json/copart/DAMAGE.json"],
    ["an unknown platform", "/json/ebay/damage.json"],
    ["the European lists under another name", "/json/eu/damage.json"],
    ["a prototype key", "/json/__proto__/damage.json"],
    ["a deeper path", "/json/copart/x/damage.json"],
  ])("answers 404 for %s", async (_label, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
  });
});
