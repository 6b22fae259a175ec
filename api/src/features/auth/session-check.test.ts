// The session checks the web runs on every page load: a guest, a stale cookie and a customer without admin rights
// are answers (200, user null), never a 401; the protected calls keep refusing strangers.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app.ts";
import { testApiConfig } from "../../../../test/support/config.ts";
import { InjectClient } from "../../../../test/support/inject-client.ts";

const PASSWORD = "correct horse 42";
let app: FastifyInstance;

beforeAll(async () => {
  const redisPrefix = `${inject("redisPrefix")}session-check-${randomUUID().slice(0, 6)}:`;
  app = await buildApp(testApiConfig({ PASSWORD_HASH_COST: "10", REDIS_PREFIX: redisPrefix }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

async function customer(role: "customer" | "admin" = "customer") {
  const email = `session.${randomUUID().slice(0, 8)}@example.com`;
  const client = new InjectClient(app);
  const reg = await client.post("/api/auth/register", {
    name: "Ona",
    surname: "Jonaitė",
    email,
    password: PASSWORD,
    locale: "lt",
    acceptTerms: true,
  });
  expect(reg.statusCode, reg.body).toBe(201);
  if (role === "admin") await app.db.user.update({ where: { email }, data: { role: "admin" } });
  return { email, client };
}

const setCookies = (res: { headers: Record<string, unknown> }) => [res.headers["set-cookie"] ?? []].flat().map(String);

describe("the customer session check", () => {
  it("answers a guest 200 with no user, sets no cookie, in either language", async () => {
    for (const locale of [undefined, "lt", "en"]) {
      const guest = new InjectClient(app);
      if (locale) guest.cookies.set("NEXT_LOCALE", locale);
      const res = await guest.get("/api/auth/session");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, user: null });
      expect(setCookies(res)).toEqual([]);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("answers any stale or forged session cookie with no user and clears it", async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[A-Za-z0-9_-]{1,60}$/), async (token) => {
        const stale = new InjectClient(app);
        stale.cookies.set("sid", token);
        const res = await stale.get("/api/auth/session");
        expect(res.statusCode).toBe(200);
        expect(res.json().user).toBeNull();
        expect(setCookies(res).some((c) => c.startsWith("sid=;"))).toBe(true);
        expect(stale.cookies.has("sid")).toBe(false);
      }),
      { numRuns: 25 },
    );
  });

  it("returns the signed-in user, and no user once signed out", async () => {
    const { email, client } = await customer();
    expect((await client.post("/api/auth/login", { email, password: PASSWORD })).statusCode).toBe(200);
    const res = await client.get("/api/auth/session");
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email, name: "Ona", currency: "EUR" });
    expect(res.json().user).not.toHaveProperty("passwordHash");
    expect(res.json()).toEqual(await client.get("/api/auth/me").then((r) => r.json()));
    const cookie = client.cookies.get("sid")!;
    expect((await client.post("/api/auth/logout")).statusCode).toBe(200);
    const replay = new InjectClient(app);
    replay.cookies.set("sid", cookie);
    expect((await replay.get("/api/auth/session")).json()).toEqual({ success: true, user: null });
  });

  it("leaves the protected calls refusing a guest with 401", async () => {
    for (const url of ["/api/auth/me", "/api/transactions/balance", "/api/notifications/count", "/api/bids"]) {
      expect((await new InjectClient(app).get(url)).statusCode, url).toBe(401);
    }
  });
});

describe("the admin session check", () => {
  it("answers a guest and a customer 200 with no admin", async () => {
    expect((await new InjectClient(app).get("/api/admin/auth/session")).json()).toEqual({
      success: true,
      user: null,
      expiresAt: null,
    });
    const { email, client } = await customer();
    expect((await client.post("/api/auth/login", { email, password: PASSWORD })).statusCode).toBe(200);
    const res = await client.get("/api/admin/auth/session");
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toBeNull();
    // The customer's own session is untouched.
    expect((await client.get("/api/auth/session")).json().user).toMatchObject({ email });
  });

  it("returns the signed-in admin with the session's end, and a forged admin cookie is cleared", async () => {
    const { email, client } = await customer("admin");
    expect((await client.post("/api/admin/auth/login", { email, password: PASSWORD })).statusCode).toBe(200);
    const res = await client.get("/api/admin/auth/session");
    expect(res.json()).toMatchObject({ success: true, user: { email, role: "admin" } });
    expect(Date.parse(res.json().expiresAt)).toBeGreaterThan(Date.now());
    const forged = new InjectClient(app);
    forged.cookies.set("adminToken", "A".repeat(43));
    const answer = await forged.get("/api/admin/auth/session");
    expect(answer.json().user).toBeNull();
    expect(forged.cookies.has("adminToken")).toBe(false);
    expect((await forged.get("/api/admin/customers")).statusCode).toBe(401);
  });
});
