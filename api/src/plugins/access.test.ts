// Access declarations: the app refuses to start while a route (its own or a plugin's) lacks one or names a kind
// that does not exist, and machine routes take only the configured bearer token.
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { testApiConfig } from "../../../test/support/config.ts";
import { createTestUser, customerCookie } from "../../../test/support/sessions.ts";
import { withAccess } from "./access.ts";

const opened: FastifyInstance[] = [];
async function app(env: Record<string, string> = {}) {
  const a = await buildApp(testApiConfig(env));
  opened.push(a);
  return a;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((a) => a.close().catch(() => {})));
});

describe("access declarations", () => {
  it("refuses to start with a route that declares no access, naming it", async () => {
    const a = await app();
    a.get("/api/undeclared", async () => ({ secret: true }));
    await expect(a.ready()).rejects.toThrow(/GET,HEAD \/api\/undeclared|GET \/api\/undeclared/);
  });

  it("refuses to start with an access kind that does not exist", async () => {
    for (const kind of ["Admin", "private", "", "public "]) {
      const a = await app();
      a.get("/api/misdeclared", { config: { access: kind as "admin" } }, async () => ({}));
      await expect(a.ready(), JSON.stringify(kind)).rejects.toThrow(/\/api\/misdeclared/);
    }
  });

  it("refuses to start with a plugin's route that declares nothing, and starts once the plugin is given a kind", async () => {
    const dashboard = fp(async (scope) => {
      scope.get("/api/jobs/dashboard", async () => ({ queues: [] }));
    });
    const bare = await app();
    await bare.register(dashboard);
    await expect(bare.ready()).rejects.toThrow(/\/api\/jobs\/dashboard/);

    const declared = await app();
    await declared.register(withAccess("admin", dashboard, {}));
    await declared.ready();
    expect((await declared.inject({ url: "/api/jobs/dashboard" })).statusCode).toBe(401);
    // The kind applies to the plugin's routes only, not to routes added after it.
    const after = await app();
    await after.register(withAccess("public", dashboard, {}));
    after.get("/api/after", async () => ({}));
    await expect(after.ready()).rejects.toThrow(/\/api\/after/);
  });
});

describe("machine access", () => {
  const token = randomBytes(24).toString("base64url");

  async function withMachineRoute(env: Record<string, string>) {
    const a = await app(env);
    a.get("/api/internal/metrics", { config: { access: "machine" } }, async () => ({ up: 1 }));
    await a.ready();
    return a;
  }

  it("answers only the configured bearer token", async () => {
    const a = await withMachineRoute({ INTERNAL_API_TOKEN: token });
    const get = (headers: Record<string, string>) => a.inject({ url: "/api/internal/metrics", headers });
    expect((await get({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    const refused: Record<string, string>[] = [
      {},
      { authorization: token },
      { authorization: `bearer ${token}` },
      { authorization: `Bearer ${token}x` },
      { authorization: `Bearer ${token.slice(1)}` },
      { authorization: "Bearer " },
      { cookie: await customerCookie(a.db, (await createTestUser(a.db)).id) },
    ];
    for (const wrong of refused) expect((await get(wrong)).statusCode, JSON.stringify(wrong)).toBe(401);
  });

  it("refuses everyone when no token is configured", async () => {
    const a = await withMachineRoute({});
    for (const authorization of ["Bearer ", "Bearer undefined", "Bearer null", `Bearer ${token}`])
      expect((await a.inject({ url: "/api/internal/metrics", headers: { authorization } })).statusCode).toBe(401);
  });

  it("refuses a token shorter than 32 characters in the configuration", () => {
    expect(() => testApiConfig({ INTERNAL_API_TOKEN: "short" })).toThrow(/INTERNAL_API_TOKEN/);
  });
});
