// Every answer carries the security headers: a CSP that only lets our own scripts run and nobody frame the site,
// no MIME sniffing, a strict referrer policy; HSTS only on an https deployment. Cookies are HttpOnly and SameSite,
// and Secure on https. Cross-origin API calls get no CORS grant.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testApiConfig } from "../../../test/support/config.ts";
import { buildApp } from "../app.ts";

let http: FastifyInstance;
let https: FastifyInstance;

beforeAll(async () => {
  http = await buildApp(testApiConfig({ PASSWORD_HASH_COST: "10" }));
  https = await buildApp(testApiConfig({ PUBLIC_ORIGIN: "https://baltbid.example", PASSWORD_HASH_COST: "10" }));
  await Promise.all([http.ready(), https.ready()]);
});

afterAll(async () => {
  await http?.close();
  await https?.close();
});

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe("security headers", () => {
  it("send a Content-Security-Policy that runs only our scripts and forbids framing", async () => {
    const res = await http.inject({ method: "GET", url: "/api/health" });
    const csp = directives(String(res.headers["content-security-policy"]));
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("add HSTS and upgrade-insecure-requests on an https deployment", async () => {
    const res = await https.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(String(res.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
  });

  it("grant no cross-origin reads: no Access-Control-Allow-Origin, even for a preflight", async () => {
    const get = await http.inject({
      method: "GET",
      url: "/api/health",
      headers: { origin: "https://evil.example" },
    });
    expect(get.headers["access-control-allow-origin"]).toBeUndefined();
    const preflight = await http.inject({
      method: "OPTIONS",
      url: "/api/auth/login",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    expect(preflight.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("refuse a state-changing call with the visitor's cookies from another origin (CSRF)", async () => {
    const res = await http.inject({
      method: "POST",
      url: "/api/bids",
      headers: { origin: "https://evil.example", cookie: "sid=anything" },
      payload: { platform: "copart", lotNumber: "12345678", maxBid: 1000 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: "CSRF_REJECTED" });
  });
});
