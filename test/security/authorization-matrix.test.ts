// Who may call what. The route list comes from the app itself with each route's declared access, and the access
// each should have is worked out from its path independently (support/route-access.ts), so a route declared with
// the wrong access, or a new route outside the classes, fails the first test. Then every route is called as an
// anonymous visitor, a customer, a VIP, an admin and an admin-area session of a user who is not an admin, and gets
// the status its class promises. Then IDOR: one customer's objects, by their real ids in every route that takes
// an id, do not exist for another customer, and the lists that show them to their owner show them to nobody else.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { ensureFeeSchedules } from "@app/db/fee-schedule-seed";
import { buildApp } from "../../api/src/app.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../worker/src/testing/isolated-database.ts";
import { testApiConfig } from "../support/config.ts";
import { adminCookie, createTestUser, customerCookie } from "../support/sessions.ts";
import { createTestLot, fundAccount, setFxRate } from "../support/brokerage.ts";
import { concrete, expectedAccess, hasBody, withParams, type RegisteredRoute } from "./support/route-access.ts";

const ORIGIN = "http://localhost:3000";
let app: FastifyInstance;
let iso: IsolatedDatabase;
const routes: RegisteredRoute[] = [];

// The stream never ends for a signed-in caller: only its refusal is checked.
const STREAMS = new Set(["GET /api/notifications/stream"]);

async function call(route: { method: string; url: string }, cookie?: string) {
  return app.inject({
    method: route.method as "GET",
    url: concrete(route.url),
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(hasBody(route.method) ? { payload: {} } : {}),
  });
}

const who = {
  customer: async () => customerCookie(app.db, (await createTestUser(app.db)).id),
  vip: async () => customerCookie(app.db, (await createTestUser(app.db, { role: "vip" })).id),
  admin: async () => adminCookie(app, (await createTestUser(app.db, { role: "admin" })).id),
  /** An admin-area session of a user who is not (or no longer) an admin. */
  fakeAdmin: async () => adminCookie(app, (await createTestUser(app.db)).id),
};

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "authz");
  app = await buildApp(testApiConfig({ PASSWORD_HASH_COST: "10", RATE_LIMIT_SCALE: "1000" }), { db: iso.db, routes });
  await app.ready();
  await ensureFeeSchedules(app.db);
  await setFxRate(app.db);
});

afterAll(async () => {
  await app?.close();
  await iso?.drop();
});

const apiRoutes = () => routes.filter((r) => r.method !== "HEAD" && r.method !== "OPTIONS");

describe("the authorization matrix", () => {
  it("has every registered route declare the access its path calls for", () => {
    expect(apiRoutes().length).toBeGreaterThan(90);
    const wrong = routes
      .filter((r) => r.access !== (expectedAccess(r) ?? "(unclassified)"))
      .map((r) => `${r.method} ${r.url}: declared ${r.access}, expected ${expectedAccess(r)}`);
    expect(wrong).toEqual([]);
  });

  it("refuses anonymous callers on every customer and admin route with 401", async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes().filter((r) => r.access !== "public")) {
      const res = await call(route);
      if (res.statusCode !== 401) wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it("refuses customers and VIPs on every admin route, and an admin-area session of a non-admin with 403", async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes().filter((r) => r.access === "admin")) {
      for (const [name, expected] of [
        ["customer", 401],
        ["vip", 401],
        ["fakeAdmin", 403],
      ] as const) {
        const res = await call(route, await who[name]());
        if (res.statusCode !== expected) wrong.push(`${name} ${route.method} ${route.url}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("refuses an admin session on the customer routes (the admin area has its own session)", async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes().filter((r) => r.access === "customer")) {
      const res = await call(route, await who.admin());
      if (res.statusCode !== 401) wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it("lets customers, VIPs and admins through their own routes: a 2xx or a 4xx about the request, never 401, 403 or 5xx", async () => {
    const wrong: string[] = [];
    const check = async (route: RegisteredRoute, name: keyof typeof who) => {
      if (STREAMS.has(`${route.method} ${route.url}`)) return;
      const res = await call(route, await who[name]());
      if ([401, 403].includes(res.statusCode) || res.statusCode >= 500)
        wrong.push(`${name} ${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    };
    for (const route of apiRoutes()) {
      if (route.access === "customer") {
        await check(route, "customer");
        await check(route, "vip");
      }
      if (route.access === "admin") await check(route, "admin");
    }
    expect(wrong).toEqual([]);
  });

  it("never answers a public route with 403 or 5xx for an anonymous caller", async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes().filter((r) => r.access === "public")) {
      const res = await call(route);
      if (res.statusCode === 403 || res.statusCode >= 500)
        wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it("marks private answers no-store, refusals included", async () => {
    const customer = await who.customer();
    for (const url of ["/api/transactions/balance", "/api/auth/me", "/api/bids"]) {
      expect((await app.inject({ url, headers: { cookie: customer } })).headers["cache-control"]).toBe("no-store");
      expect((await app.inject({ url })).headers["cache-control"]).toBe("no-store");
    }
    const admin = await who.admin();
    const res = await app.inject({ url: "/api/admin/customers", headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("one customer's things do not exist for another (IDOR)", () => {
  it("hides every object of one customer from another, by its real id on every route that takes one, and changes none", async () => {
    const owner = await createTestUser(app.db);
    await fundAccount(app.db, owner.id, 5000);
    const ownerCookie = await customerCookie(app.db, owner.id);
    const admin = await who.admin();
    const as = (cookie: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
      app.inject({ method, url, headers: { origin: ORIGIN, cookie }, ...(payload ? { payload } : {}) });

    // The owner bids and wins; the admin bills the win and attaches a document; a notification, a watched lot, a
    // deposit and a withdrawal announced, a buy-now request.
    const lot = await createTestLot(app.db);
    const bid = (
      await as(ownerCookie, "POST", "/api/bids", { platform: "copart", lotNumber: lot.lotNumber, maxBid: 4000 })
    ).json().bid;
    await as(admin, "POST", `/api/admin/bids/${bid.id}/approve`, {});
    const purchaseId = (
      await as(admin, "POST", `/api/admin/bids/${bid.id}/outcome`, { outcome: "won", amount: 3000 })
    ).json().purchaseId as string;
    const bill = (await as(admin, "POST", `/api/admin/purchases/${purchaseId}/bills`, { stage: "win" })).json().bill;
    const doc = await app.db.purchaseDocument.create({
      data: {
        purchaseId,
        kind: "title",
        fileName: "title.pdf",
        contentType: "application/pdf",
        sizeBytes: 4,
        storageKey: `idor/${randomUUID()}.pdf`,
        sha256: "0".repeat(64),
        uploadedById: owner.id,
      },
    });
    const note = await app.db.notification.create({
      data: {
        userId: owner.id,
        type: "outbid",
        messageId: "notification.outbid.text",
        message: "Outbid",
        isRead: false,
      },
    });
    const watched = await createTestLot(app.db);
    expect(
      (await as(ownerCookie, "POST", "/api/watchlist", { platform: "copart", lotNumber: watched.lotNumber }))
        .statusCode,
    ).toBeLessThan(300);
    const deposit = (await as(ownerCookie, "POST", "/api/transactions/deposits", { amount: 100 })).json();
    const withdrawal = (await as(ownerCookie, "POST", "/api/transactions/withdrawals", { amount: 10 })).json();
    const buyNowLot = await createTestLot(app.db, { buyNowUsd: 2000 });
    const buyNow = (
      await as(ownerCookie, "POST", "/api/buy-now", { platform: "copart", lotNumber: buyNowLot.lotNumber })
    ).json();

    const ids: Record<string, string> = {
      bid: bid.id,
      purchase: purchaseId,
      bill: bill.id,
      document: doc.id,
      notification: String(note.id),
      deposit: deposit.deposit?.id,
      withdrawal: withdrawal.withdrawal?.id,
      buyNow: buyNow.request?.id,
    };
    for (const [kind, id] of Object.entries(ids)) expect(id, `the owner's ${kind} id`).toBeTruthy();

    // Positive control: the owner's own lists do show each object, so their absence below means something.
    const lists: [string, string[]][] = [
      ["/api/bids", [bid.id]],
      ["/api/bids?status=won", [bid.id]],
      ["/api/bills", [bill.id]],
      ["/api/purchases", [purchaseId, doc.id]],
      ["/api/notifications/list", [ids.notification!]],
      ["/api/watchlist", [watched.lotNumber]],
      ["/api/transactions/deposits", [ids.deposit!]],
      ["/api/transactions/withdrawals", [ids.withdrawal!]],
      ["/api/buy-now", [ids.buyNow!]],
    ];
    const other = await customerCookie(app.db, (await createTestUser(app.db)).id);
    const shown: string[] = [];
    const leaked: string[] = [];
    for (const [url, expectIds] of lists) {
      const mine = (await as(ownerCookie, "GET", url)).body;
      const theirs = (await as(other, "GET", url)).body;
      for (const id of expectIds) {
        if (!mine.includes(id)) shown.push(`${url} lacks the owner's ${id}`);
        if (theirs.includes(id)) leaked.push(`${url} shows another customer ${id}`);
      }
      if (theirs.includes(owner.id) || theirs.includes(owner.email)) leaked.push(`${url} shows the owner`);
    }
    expect(shown).toEqual([]);
    expect(leaked).toEqual([]);

    const snapshot = async () =>
      JSON.stringify(
        await Promise.all([
          app.db.bid.findMany({ where: { userId: owner.id }, orderBy: { id: "asc" } }),
          app.db.bill.findMany({ where: { userId: owner.id }, orderBy: { id: "asc" } }),
          app.db.purchase.findMany({ where: { userId: owner.id }, orderBy: { id: "asc" } }),
          app.db.purchaseDocument.findMany({ where: { purchaseId }, orderBy: { id: "asc" } }),
          app.db.notification.findMany({ where: { userId: owner.id }, orderBy: { id: "asc" } }),
          app.db.watchlistItem.findMany({ where: { userId: owner.id }, orderBy: { id: "asc" } }),
          app.db.deposit.findMany({ where: { userId: owner.id }, orderBy: { id: "asc" } }),
          app.db.withdrawal.findMany({ where: { userId: owner.id }, orderBy: { id: "asc" } }),
          app.db.buyNowRequest.findMany({ where: { userId: owner.id }, orderBy: { id: "asc" } }),
          app.db.account.findUnique({ where: { userId: owner.id } }),
        ]),
        (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v),
      );
    const before = await snapshot();

    // Every customer route that takes an id, with each of the owner's ids in each id slot.
    const wrong: string[] = [];
    const idRoutes = apiRoutes().filter((r) => r.access === "customer" && /:[A-Za-z]+/.test(r.url));
    expect(idRoutes.length).toBeGreaterThan(5);
    for (const route of idRoutes) {
      for (const id of Object.values(ids)) {
        for (const slot of route.url.match(/:[A-Za-z]+/g)!.map((s) => s.slice(1))) {
          // A document lives under its purchase: the pair is tried with the owner's real purchase as well.
          const url = withParams(route.url, (name) =>
            name === slot ? id : name === "id" && slot === "docId" ? purchaseId : undefined,
          );
          const res = await as(other, route.method as "GET", url, hasBody(route.method) ? {} : undefined);
          if (res.statusCode < 400 || res.statusCode >= 500) wrong.push(`${route.method} ${url}: ${res.statusCode}`);
        }
      }
    }
    // Ids carried in a body or a query string.
    for (const [what, method, url, payload] of [
      ["read the notification", "POST", "/api/notifications/mark-read", { id: note.id }],
      ["unwatch the lot", "DELETE", `/api/watchlist?platform=copart&lotNumber=${watched.lotNumber}`, undefined],
      ["cancel the bid", "DELETE", `/api/bids/${bid.id}`, undefined],
      ["pay the bill", "POST", `/api/bills/${bill.id}/pay`, {}],
      ["choose the delivery", "PUT", `/api/purchases/${purchaseId}/delivery`, { method: "pickup" }],
    ] as const) {
      const res = await as(other, method, url, payload);
      if (res.statusCode !== 404) wrong.push(`${what}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toBe(before);
  });
});
