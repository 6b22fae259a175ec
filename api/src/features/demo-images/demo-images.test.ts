import { gunzipSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app.ts";
import { testApiConfig } from "../../../../test/support/config.ts";
import { renderDemoImage } from "@app/shared/demo-images/render";

describe("GET /demo-images/:file", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(testApiConfig());
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

  it("draws a picture as SVG with a long immutable cache, an ETag and a locked-down CSP", async () => {
    const res = await get("/demo-images/suv-red-2.svg");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.body.startsWith("<svg ")).toBe(true);
    expect(res.body).toContain('viewBox="0 0 800 600"');
    expect(res.body).not.toMatch(/<script|javascript:|\son[a-z]+=|<foreignObject|href="http|xlink:href/i);
    // The same bytes as the renderer draws, every time.
    expect(res.body).toBe(renderDemoImage({ body: "suv", colour: "red", angle: 2, damage: null, lot: null }));
    const again = await get("/demo-images/suv-red-2.svg");
    expect(again.body).toBe(res.body);
    expect(again.headers.etag).toBe(res.headers.etag);
  });

  it("prints the lot number on the placard and marks the damage zone given in the name", async () => {
    const res = await get("/demo-images/sedan-white-1-front.svg?lot=41234567");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(">41234567<");
    expect(res.body).toBe(
      renderDemoImage({ body: "sedan", colour: "white", angle: 1, damage: "front", lot: "41234567" }),
    );
    const other = await get("/demo-images/sedan-white-1-front.svg?lot=40000001");
    expect(other.body).toContain(">40000001<");
    expect(other.headers.etag).not.toBe(res.headers.etag);
    const undamaged = await get("/demo-images/sedan-white-1.svg?lot=41234567");
    expect(undamaged.body).not.toBe(res.body);
  });

  it("serves motorcycles, ATVs and the fourth (interior / rider's) picture", async () => {
    for (const url of [
      "/demo-images/motorcycle-black-1-side.svg",
      "/demo-images/atv-green-3.svg",
      "/demo-images/pickup-gray-4-flood.svg?lot=123",
      "/demo-images/motorcycle-orange-4.svg",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    }
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await get("/demo-images/coupe-blue-3.svg?lot=5551234");
    const etag = String(first.headers.etag);
    const res = await get("/demo-images/coupe-blue-3.svg?lot=5551234", { "if-none-match": etag });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe("");
    expect(res.headers.etag).toBe(etag);
    expect(res.headers["cache-control"]).toContain("immutable");
    const stale = await get("/demo-images/coupe-blue-3.svg?lot=5551234", { "if-none-match": '"something-else"' });
    expect(stale.statusCode).toBe(200);
  });

  it("compresses for clients that accept gzip", async () => {
    const res = await get("/demo-images/van-white-1-rear.svg", { "accept-encoding": "gzip, deflate, br" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toContain("accept-encoding");
    const svg = gunzipSync(res.rawPayload).toString("utf8");
    expect(svg).toBe(renderDemoImage({ body: "van", colour: "white", angle: 1, damage: "rear", lot: null }));
    expect(res.rawPayload.length).toBeLessThan(svg.length / 3);
  });

  it("serves a card thumbnail: the same picture as a small WebP, without the lot number, cached like the pictures", async () => {
    const res = await get("/demo-images/sedan-white-1-front.webp");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 640, height: 480 });
    // A few kilobytes a card, where the drawing is 100 KB and more.
    expect(res.rawPayload.length).toBeLessThan(40_000);
    // The picture it was drawn from: the paint shows (a white car is mostly light pixels where a black one is not).
    const mean = async (body: Buffer) => (await sharp(body).stats()).channels[0]!.mean;
    const black = await get("/demo-images/sedan-black-1-front.webp");
    expect(await mean(res.rawPayload)).toBeGreaterThan(await mean(black.rawPayload));
    const etag = String(res.headers.etag);
    const again = await get("/demo-images/sedan-white-1-front.webp", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(black.headers.etag).not.toBe(etag);
    // Concurrent first requests for one thumbnail all get it.
    const all = await Promise.all([1, 2, 3].map(() => get("/demo-images/atv-green-2.webp")));
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(all.map((r) => r.rawPayload.toString("base64"))).size).toBe(1);
  });

  it.each([
    ["/demo-images/boat-red-1.svg", "body"],
    ["/demo-images/boat-red-1.webp", "body"],
    ["/demo-images/sedan-pink-1.svg", "colour"],
    ["/demo-images/sedan-red-5.svg", "picture"],
    ["/demo-images/sedan-red-0.svg", "picture"],
    ["/demo-images/sedan-red-1-meteor.svg", "damage"],
  ])("answers 404 for an unknown %s (%s)", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
    expect(res.headers["cache-control"] ?? "").not.toContain("immutable");
  });

  it.each([
    "/demo-images/sedan.svg",
    "/demo-images/sedan-red-1.png",
    "/demo-images/Sedan-red-1.svg",
    "/demo-images/sedan-red-1-front-extra.svg",
    "/demo-images/sedan-red-1.svg%3Cscript%3E",
    "/demo-images/..%2F..%2Fetc%2Fpasswd",
    "/demo-images/sedan-red-1.svg?lot=12ab",
    "/demo-images/sedan-red-1.svg?lot=1234567890123",
    "/demo-images/sedan-red-1.svg?lot=1&lot=2",
    "/demo-images/sedan-red-1.webp?lot=41234567",
    "/demo-images/sedan-red-1.jpg",
  ])("answers 400 for the malformed %s", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "BAD_REQUEST" });
  });
});
