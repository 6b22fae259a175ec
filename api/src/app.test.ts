import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { z } from "zod";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { buildApp } from "./app.ts";
import { createApiRedis } from "./plugins/redis.ts";
import { testApiConfig } from "../../test/support/config.ts";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";

describe("API foundation", () => {
  let app: FastifyInstance;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), "web-dist-"));
    await mkdir(path.join(webDist, "assets"));
    await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>SPA</title><div id=root></div>");
    await writeFile(path.join(webDist, "assets", "app-123.js"), "console.log(1)");
    // Source maps as the build writes them beside their bundles (web/vite.config.ts: hidden, never served).
    await writeFile(path.join(webDist, "assets", "app-123.js.map"), '{"version":3,"sources":["src/secret.ts"]}');
    await writeFile(path.join(webDist, "app.js.map"), '{"version":3,"sources":["src/secret.ts"]}');
    await writeFile(path.join(webDist, "assets", "app-123.js.map.br"), brotliCompressSync('{"version":3}'));
    // As the production build writes them: compressed siblings of a larger asset (web/vite.config.ts).
    const big = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `text number ${i}`))};`;
    await writeFile(path.join(webDist, "assets", "entry-456.js"), big);
    await writeFile(path.join(webDist, "assets", "entry-456.js.br"), brotliCompressSync(big));
    await writeFile(path.join(webDist, "assets", "entry-456.js.gz"), gzipSync(big));
    // As the build lists them (web/vite.config.ts, routePreloads): the shell's texts, a landing route's JS, CSS and texts.
    await writeFile(
      path.join(webDist, "route-preloads.json"),
      JSON.stringify({
        shell: { lt: ["/assets/lt-1.js"], en: ["/assets/en-1.js"] },
        routes: {
          "/search": {
            files: ["/assets/search-1.js", "/assets/search-1.css"],
            texts: { lt: ["/assets/search.lt-1.js"], en: ["/assets/search.en-1.js"] },
          },
          "/lots/": {
            files: ["/assets/lot-2.js"],
            texts: { lt: ["/assets/lot.lt-2.js"], en: ["/assets/lot.en-2.js"] },
          },
        },
      }),
    );
    app = await buildApp(testApiConfig({ WEB_DIST_DIR: webDist, BODY_LIMIT_BYTES: "2048" }));
    // Routes that exist only in this test, to drive the error handler through real requests.
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      "/api/test/echo",
      {
        config: { access: "public" },
        schema: { body: z.object({ name: z.string().min(2).max(10), age: z.number().int() }) },
      },
      async (req) => ({ success: true, body: req.body }),
    );
    // An answer the size of a search page's lots (repetitive JSON, as the lots are).
    typed.get("/api/test/lots", { config: { access: "public" } }, async () => ({
      items: Array.from({ length: 60 }, (_, i) => ({
        lotNumber: String(40_000_000 + i),
        make: "TOYOTA",
        model: "CAMRY",
      })),
    }));
    typed.get("/api/test/boom", { config: { access: "public" } }, async () => {
      throw new Error("database password is hunter2");
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("reports database and Redis as ok when both answer", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: "ok", checks: { db: "ok", redis: "ok" } });
  });

  it("answers 503 naming Redis when Redis is unreachable, and keeps serving", async () => {
    const deadRedis = createApiRedis("redis://127.0.0.1:1"); // nothing listens on port 1
    const degraded = await buildApp(testApiConfig(), { redis: deadRedis });
    try {
      const res = await degraded.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        success: false,
        code: "SERVICE_UNAVAILABLE",
        message: "Unavailable: redis",
        checks: { db: "ok", redis: "down" },
      });
      const again = await degraded.inject({ method: "GET", url: "/api/health" });
      expect(again.statusCode).toBe(503);
    } finally {
      await degraded.close();
      deadRedis.disconnect();
    }
  });

  it("answers 503 naming the database when PostgreSQL is unreachable", async () => {
    const degraded = await buildApp(testApiConfig({ DATABASE_URL: "postgresql://postgres@127.0.0.1:1/nothing" }));
    try {
      const res = await degraded.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: "Unavailable: database", checks: { db: "down", redis: "ok" } });
    } finally {
      await degraded.close();
    }
  });

  it("gives field messages for an invalid body", async () => {
    const res = await app.inject({ method: "POST", url: "/api/test/echo", payload: { name: "x", age: "old" } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    expect(Object.keys(body.errors).sort()).toEqual(["age", "name"]);
  });

  it("refuses malformed JSON with 400", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: '{"name": "ab",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "BAD_REQUEST" });
  });

  it("refuses a body over the limit with 413", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { name: "ab", age: 1, pad: "x".repeat(4096) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });
  });

  it("refuses an unsupported content type with 415", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=ab&age=1",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: "UNSUPPORTED_MEDIA_TYPE" });
  });

  it("masks unexpected errors as a generic 500", async () => {
    const res = await app.inject({ method: "GET", url: "/api/test/boom", headers: { cookie: "NEXT_LOCALE=en" } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      code: "INTERNAL",
      message: "Something went wrong. Please try again.",
    });
    const lithuanian = await app.inject({ method: "GET", url: "/api/test/boom" });
    expect(lithuanian.json().message).toBe("Kažkas nepavyko. Bandykite dar kartą.");
    expect(res.body).not.toContain("hunter2");
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const res = await app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
  });

  it("serves the SPA's index.html for client routes and assets with a long cache", async () => {
    const page = await app.inject({ method: "GET", url: "/dashboard/bills" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("<title>SPA</title>");
    expect(page.headers["cache-control"]).toBe("no-cache");
    const asset = await app.inject({ method: "GET", url: "/assets/app-123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    // An older build's chunk (a tab opened before a deploy) is not there: a 404, never index.html as a script.
    const gone = await app.inject({ method: "GET", url: "/assets/app-old-999.js" });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers["content-type"]).not.toContain("text/html");
  });

  it("answers 404 with the app for an address that is no page, 200 for every page however it is spelt", async () => {
    const page = fc.constantFrom(
      "/",
      "/search?make=BMW",
      "/Search/",
      "/lots/copart/12345678",
      "/lots/europe/7",
      "/dashboard",
      "/dashboard/watchlist//",
      "/admin",
      "/admin/customers/0b0c0d0e-1111-4222-8333-444455556666",
      "/reset-password/abc_DEF-123",
      "/%68ow-it-works",
    );
    const notPage = fc.oneof(
      fc.constantFrom(
        "/lots/ebay/123",
        "/lots/COPART/123",
        "/lots/copart/12a",
        "/lots/copart",
        "/dashboard/nope",
        "/admin/nope",
        "/admin/customers/12",
        "//search",
        "/search/extra",
        "/account/bids",
      ),
      fc.stringMatching(/^[a-z0-9-]{1,12}$/).map((s) => `/${s}-missing`),
    );
    await fc.assert(
      fc.asyncProperty(
        page,
        notPage,
        fc.constantFrom("GET", "HEAD") as fc.Arbitrary<"GET" | "HEAD">,
        async (ok, nope, method) => {
          const shown = await app.inject({ method, url: ok });
          expect(shown.statusCode, ok).toBe(200);
          const missing = await app.inject({ method, url: nope });
          expect(missing.statusCode, nope).toBe(404);
          expect(missing.headers["content-type"], nope).toContain("text/html");
          expect(missing.headers["cache-control"], nope).toBe("no-cache");
          if (method === "GET") expect(missing.body).toContain("<title>SPA</title>");
        },
      ),
      { numRuns: 60 },
    );
    // The API's own unknown paths stay JSON, and files are still files.
    expect((await app.inject({ method: "GET", url: "/api/nope" })).json()).toMatchObject({ code: "NOT_FOUND" });
    expect((await app.inject({ method: "GET", url: "/assets/app-123.js" })).statusCode).toBe(200);
  });

  it("never serves a source map, however its URL is spelt, while the bundle beside it is served", async () => {
    expect((await app.inject({ method: "GET", url: "/assets/app-123.js" })).statusCode).toBe(200);
    const spellings = fc.constantFrom(
      "/assets/app-123.js.map",
      "/app.js.map",
      "/assets/app-123.js%2Emap",
      "/assets/app-123.js.%6dap",
      "/assets/app-123.js.map/",
      "/assets/./app-123.js.map",
      "/assets/../assets/app-123.js.map",
      "/assets//app-123.js.map",
      "/assets/app-123.js.MAP",
      "/assets/missing-1.js.map",
      "/missing.css.map",
    );
    await fc.assert(
      fc.asyncProperty(
        spellings,
        fc.constantFrom("GET", "HEAD") as fc.Arbitrary<"GET" | "HEAD">,
        fc.constantFrom("", "br, gzip", "gzip"),
        fc.constantFrom("", "?v=1"),
        async (url, method, encoding, query) => {
          const res = await app.inject({
            method,
            url: url + query,
            headers: encoding ? { "accept-encoding": encoding } : {},
          });
          expect(res.statusCode, url).toBe(404);
          expect(res.headers["content-type"] ?? "", url).not.toContain("text/html");
          expect(res.body, url).not.toContain("sources");
          expect(res.headers["content-encoding"], url).toBeUndefined();
        },
      ),
      { numRuns: 80 },
    );
  });

  it("names the chunks a first page waits for in its Link header: the shell's and a landing route's, in its language", async () => {
    const links = async (url: string, locale?: string) =>
      (await app.inject({ method: "GET", url, headers: locale ? { cookie: `a=b; NEXT_LOCALE=${locale}` } : {} }))
        .headers.link;
    expect(await links("/search?make=BMW")).toBe(
      "</assets/lt-1.js>; rel=modulepreload, </assets/search-1.js>; rel=modulepreload, " +
        "</assets/search-1.css>; rel=preload; as=style; crossorigin, </assets/search.lt-1.js>; rel=modulepreload",
    );
    // English texts fall back to Lithuanian ones (web/src/lib/intl.ts): both load.
    expect(await links("/lots/copart/123", "en")).toBe(
      "</assets/en-1.js>; rel=modulepreload, </assets/lt-1.js>; rel=modulepreload, " +
        "</assets/lot-2.js>; rel=modulepreload, </assets/lot.en-2.js>; rel=modulepreload",
    );
    for (const url of ["/", "/searching", "/dashboard/bills", "/lots"])
      expect(await links(url), url).toBe("</assets/lt-1.js>; rel=modulepreload");
    expect(await links("/", "xx")).toBe("</assets/lt-1.js>; rel=modulepreload");
  });

  it("sends the build's brotli or gzip file to browsers that accept it, the plain one to others", async () => {
    const url = "/assets/entry-456.js";
    const br = await app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toContain("javascript");
    expect(String(br.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(br.headers["cache-control"]).toContain("immutable");
    const plain = brotliDecompressSync(br.rawPayload).toString();
    expect(plain).toContain("text number 399");
    const gz = await app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
    const none = await app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body).toBe(plain);
  });

  it("compresses JSON answers over 1 KB for clients that accept it: brotli first, then gzip", async () => {
    const url = "/api/test/lots";
    const none = await app.inject({ method: "GET", url });
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.json().items).toHaveLength(60);
    const br = await app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(String(br.headers.vary).toLowerCase()).toContain("accept-encoding");
    // Compressed whole, so the answer keeps an exact length (no chunked transfer).
    expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length * 4).toBeLessThan(none.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(none.body);
    const gz = await app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(none.body);
    // A small answer is not worth a compressor's header.
    const small = await app.inject({ method: "GET", url: "/api/health", headers: { "accept-encoding": "br" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toMatchObject({ status: "ok" });
  });

  it("tags every answer with a request id, keeping a well-formed incoming one", async () => {
    const fresh = await app.inject({ method: "GET", url: "/api/health" });
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "lb-req-12345678" },
    });
    expect(kept.headers["x-request-id"]).toBe("lb-req-12345678");
    const refused = await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "<script>" } });
    expect(refused.headers["x-request-id"]).not.toBe("<script>");
  });
});
