// Access is decided on the matched route, whatever the spelling of the path. Every registered route is called over a
// raw socket (so the server sees the request target byte for byte) with its literal path and with re-spellings of
// it: percent-escapes, duplicate and trailing slashes, dot segments, case, encoded and back slashes, absolute-form
// targets, path parameters (support/respell.ts), each kind once and then composed at random by fast-check; with
// GET, HEAD and OPTIONS besides the route's own method. A caller without the access the literal path needs gets a
// 4xx, never a 2xx or 3xx (not even the web app's page, which is served here); a caller with it never gets a 5xx.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { ensureFeeSchedules } from "@app/db/fee-schedule-seed";
import { buildApp } from "../../api/src/app.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../worker/src/testing/isolated-database.ts";
import { testApiConfig } from "../support/config.ts";
import { adminCookie, createTestUser, customerCookie } from "../support/sessions.ts";
import { rawRequest, type RawAnswer } from "../support/raw-http.ts";
import { setFxRate } from "../support/brokerage.ts";
import { concrete, hasBody, type RegisteredRoute } from "./support/route-access.ts";
import { respellingArb, respellings } from "./support/respell.ts";

const ORIGIN = "http://localhost:3000";
const SPA_MARKER = "spa-page-marker";
let app: FastifyInstance;
let iso: IsolatedDatabase;
let port: number;
let webDir: string;
const routes: RegisteredRoute[] = [];

type Caller = "anonymous" | "customer" | "admin" | "fakeAdmin";
const CALLERS: Caller[] = ["anonymous", "customer", "admin", "fakeAdmin"];

/** Whether `caller` has the access `access` asks for. */
function allowed(access: string | undefined, caller: Caller): boolean {
  if (access === "public") return true;
  if (access === "customer") return caller === "customer";
  if (access === "admin") return caller === "admin";
  return false;
}

/** A fresh session per call: a re-spelt sign-out reaching its route must not sign the next call out. */
async function cookieOf(caller: Caller): Promise<string | undefined> {
  if (caller === "anonymous") return undefined;
  if (caller === "customer") return customerCookie(app.db, (await createTestUser(app.db)).id);
  return adminCookie(app, (await createTestUser(app.db, { role: caller === "admin" ? "admin" : "customer" })).id);
}

async function send(method: string, target: string, caller: Caller) {
  const cookie = await cookieOf(caller);
  return rawRequest(port, {
    method,
    target,
    headers: { origin: ORIGIN, accept: "application/json, text/html", ...(cookie ? { cookie } : {}) },
    ...(hasBody(method) ? { body: "{}" } : {}),
  });
}

type Verdict = string | null;

/**
 * What is wrong with an answer, or null. A look-alike letter names another path (outside /api), where the web
 * app's page is the right answer (404: no page has that address); it must still never reach the route.
 */
function judge(res: RawAnswer, access: string | undefined, caller: Caller, kind: string): Verdict {
  if (res.status >= 500) return `${res.status}`;
  if (allowed(access, caller)) return null;
  const page = res.bodyStart.includes(SPA_MARKER) || /^content-type: text\/html/im.test(res.head);
  if (kind.includes("look-alike") && (res.status === 200 || res.status === 404) && page) return null;
  if (res.status < 400 || page) return `${res.status} without access`;
  return null;
}

/** The access that decides `method` on `route`'s path: its own route's, GET's for HEAD, none for a method it lacks. */
function accessFor(route: RegisteredRoute, method: string): string | undefined {
  if (method === route.method) return route.access;
  const looked = method === "HEAD" ? "GET" : method;
  return routes.find((r) => r.method === looked && r.url === route.url)?.access ?? "nobody";
}

async function check(route: RegisteredRoute, method: string, target: string, kind: string, caller: Caller) {
  const res = await send(method, target, caller);
  const verdict = judge(res, accessFor(route, method), caller, kind);
  return verdict ? `${caller} ${method} ${target} (${route.method} ${route.url}, ${kind}): ${verdict}` : null;
}

/** Runs `tasks` a few at a time and returns what went wrong. */
async function all(tasks: (() => Promise<Verdict>)[], width = 8): Promise<string[]> {
  const wrong: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const verdict = await tasks[next++]!();
        if (verdict) wrong.push(verdict);
      }
    }),
  );
  return wrong;
}

beforeAll(async () => {
  // The web app's page is served, so a spelling of an API path that fell through to it would show.
  webDir = mkdtempSync(path.join(tmpdir(), "respelt-spa-"));
  writeFileSync(path.join(webDir, "index.html"), `<!doctype html><title>${SPA_MARKER}</title>`);
  mkdirSync(path.join(webDir, "assets"));
  writeFileSync(path.join(webDir, "assets", "app-abc123.js"), "console.log(1)");
  iso = await createIsolatedDatabase(inject("databaseUrl"), "respelt");
  app = await buildApp(testApiConfig({ PASSWORD_HASH_COST: "10", RATE_LIMIT_SCALE: "100000", WEB_DIST_DIR: webDir }), {
    db: iso.db,
    routes,
  });
  await ensureFeeSchedules(app.db);
  await setFxRate(app.db);
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await app?.close();
  await iso?.drop();
  if (webDir) rmSync(webDir, { recursive: true, force: true });
});

const ownRoutes = () => routes.filter((r) => r.method !== "HEAD");
const privateRoutes = () => ownRoutes().filter((r) => r.access !== "public");

describe("access follows the matched route, whatever the spelling", () => {
  it("serves the web app's page outside /api, so the checks below can see it", async () => {
    const page = await rawRequest(port, { method: "GET", target: "/dashboard/bills" });
    expect(page.status).toBe(200);
    expect(page.bodyStart).toContain(SPA_MARKER);
  });

  it("gives each kind of re-spelling of every private route a 4xx for callers without access", async () => {
    const tasks: (() => Promise<Verdict>)[] = [];
    for (const route of privateRoutes()) {
      const literal = concrete(route.url);
      for (const { kind, target } of [{ kind: "literal", target: literal }, ...respellings(literal)])
        for (const caller of CALLERS.filter((c) => !allowed(route.access, c)))
          tasks.push(() => check(route, route.method, target, kind, caller));
    }
    expect(tasks.length).toBeGreaterThan(2_000);
    expect(await all(tasks)).toEqual([]);
  });

  it("never answers any spelling of any route with a 5xx, for callers with access too", async () => {
    const tasks: (() => Promise<Verdict>)[] = [];
    for (const route of ownRoutes()) {
      if (route.url === "/api/notifications/stream") continue; // never ends for a signed-in caller
      const literal = concrete(route.url);
      for (const { kind, target } of respellings(literal, 7))
        for (const caller of CALLERS.filter((c) => allowed(route.access, c)).slice(0, 1))
          tasks.push(() => check(route, route.method, target, kind, caller));
    }
    expect(await all(tasks)).toEqual([]);
  });

  it("decides HEAD and OPTIONS as the route's own method would: never a 2xx without access", async () => {
    const tasks: (() => Promise<Verdict>)[] = [];
    for (const route of privateRoutes()) {
      const literal = concrete(route.url);
      for (const method of ["HEAD", "OPTIONS", "GET"])
        for (const { kind, target } of [{ kind: "literal", target: literal }, ...respellings(literal, 3).slice(0, 6)])
          for (const caller of CALLERS.filter((c) => !allowed(route.access, c)))
            tasks.push(() => check(route, method, target, kind, caller));
    }
    expect(await all(tasks)).toEqual([]);
  });

  it("holds for re-spellings composed at random", async () => {
    const privates = privateRoutes();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...privates),
        fc.constantFrom<Caller>(...CALLERS),
        fc.constantFrom("own", "GET", "HEAD", "OPTIONS"),
        respellingArb,
        async (route, caller, methodChoice, respell) => {
          fc.pre(!allowed(route.access, caller));
          const method = methodChoice === "own" ? route.method : methodChoice;
          const { kind, target } = respell(concrete(route.url));
          expect(await check(route, method, target, kind, caller)).toBeNull();
        },
      ),
      { numRuns: 1_500 },
    );
  });

  it("never gives an unknown path under /api the web app's page, however it is spelt", async () => {
    const tasks: (() => Promise<Verdict>)[] = [];
    const unknown: RegisteredRoute = { method: "GET", url: "/api/no-such-thing", access: "nobody" };
    for (const literal of ["/api/no-such-thing", "/api/admin/no-such-thing", "/api", "/json/x/y/z"])
      for (const { kind, target } of [{ kind: "literal", target: literal }, ...respellings(literal, 5)])
        for (const caller of CALLERS)
          tasks.push(() => check({ ...unknown, url: literal }, "GET", target, kind, caller));
    expect(await all(tasks)).toEqual([]);
  });
});
