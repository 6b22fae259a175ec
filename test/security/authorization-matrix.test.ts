// Who may call what (issue 12): every registered route, called as an anonymous visitor, a customer, a VIP, an admin,
// and with an admin-area session of a user who is not an admin, gets the status its class promises. The route list
// comes from the app itself, so a new route without a class here fails the first test. Then IDOR: one customer's
// bids, bills, purchases, documents, notifications and watchlist entries do not exist for another customer.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { ensureFeeSchedules } from "@app/db/fee-schedule-seed";
import { buildApp } from "../../api/src/app.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../worker/src/testing/isolated-database.ts";
import { testApiConfig } from "../support/config.ts";
import { adminCookie, createTestUser, customerCookie } from "../support/sessions.ts";
import { createTestLot, fundAccount, setFxRate } from "../support/brokerage.ts";
import { inject } from "vitest";

type Access = "public" | "customer" | "admin";
type Route = { method: string; url: string };

const ORIGIN = "http://localhost:3000";
let app: FastifyInstance;
let iso: IsolatedDatabase;
const routes: Route[] = [];

/** The class of each route; `public` routes decide for themselves what an anonymous caller gets (never 403). */
function accessOf({ method, url }: Route): Access | null {
  if (!url.startsWith("/api/"))
    return url.startsWith("/json/") || url.startsWith("/demo-images/") || url.startsWith("/lot-photos/")
      ? "public"
      : null;
  if (url.startsWith("/api/admin/auth/")) return "public"; // login, logout, me: the admin sign-in itself
  // Spec section 7: the public footer reads its contact texts from this admin path.
  if (method === "GET" && url === "/api/admin/settings/footer") return "public";
  if (url.startsWith("/api/admin/")) return "admin";
  const publicRoutes = new Set([
    "GET /api/health",
    "GET /api/search",
    "POST /api/search/parse",
    "GET /api/lots/:platform/:lotNumber",
    "GET /api/calculator",
    "GET /api/calculator/options",
    "GET /api/settings/bank-details",
    "POST /api/contact",
    "POST /api/auth/login",
    "POST /api/auth/register",
    "POST /api/auth/reset-password",
    "PUT /api/auth/reset-password",
    "POST /api/auth/logout",
    "GET /api/auth/me",
  ]);
  return publicRoutes.has(`${method} ${url}`) ? "public" : "customer";
}

/** A concrete URL for a route pattern: ids that exist nowhere, so only the guard or a 4xx can answer. */
function concrete(url: string): string {
  return url
    .replace(":platform", "copart")
    .replace(":lotNumber", "12345678")
    .replace(":file", "automobile.json")
    .replace(":key", "costs.brokerFee")
    .replace(/:[A-Za-z]+/g, () => randomUUID())
    .replace("*", "missing.webp");
}

// The stream never ends for a signed-in caller: only its refusal is checked.
const STREAMS = new Set(["GET /api/notifications/stream"]);

async function call(route: Route, cookie?: string) {
  return app.inject({
    method: route.method as "GET",
    url: concrete(route.url),
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
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
  it("classes every registered route", () => {
    expect(apiRoutes().length).toBeGreaterThan(90);
    expect(apiRoutes().filter((r) => accessOf(r) === null)).toEqual([]);
  });

  it("refuses anonymous callers on every customer and admin route with 401", async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes().filter((r) => accessOf(r) !== "public")) {
      const res = await call(route);
      if (res.statusCode !== 401) wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it("refuses customers and VIPs on every admin route, and an admin-area session of a non-admin with 403", async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes().filter((r) => accessOf(r) === "admin")) {
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
    for (const route of apiRoutes().filter((r) => accessOf(r) === "customer")) {
      const res = await call(route, await who.admin());
      if (res.statusCode !== 401) wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it("lets customers, VIPs and admins through their own routes: a 2xx or a 4xx about the request, never 401, 403 or 5xx", async () => {
    const wrong: string[] = [];
    const check = async (route: Route, name: keyof typeof who) => {
      if (STREAMS.has(`${route.method} ${route.url}`)) return;
      const res = await call(route, await who[name]());
      if ([401, 403].includes(res.statusCode) || res.statusCode >= 500)
        wrong.push(`${name} ${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    };
    for (const route of apiRoutes()) {
      const access = accessOf(route);
      if (access === "customer") {
        await check(route, "customer");
        await check(route, "vip");
      }
      if (access === "admin") await check(route, "admin");
    }
    expect(wrong).toEqual([]);
  });

  it("never answers a public route with 403 or 5xx for an anonymous caller", async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes().filter((r) => accessOf(r) === "public")) {
      const res = await call(route);
      if (res.statusCode === 403 || res.statusCode >= 500)
        wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("one customer's things do not exist for another (IDOR)", () => {
  it("hides bids, bills, purchases, documents, notifications and watchlist entries, and changes none of them", async () => {
    const owner = await createTestUser(app.db);
    await fundAccount(app.db, owner.id, 5000);
    const ownerCookie = await customerCookie(app.db, owner.id);
    const admin = await who.admin();
    const as = (cookie: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
      app.inject({ method, url, headers: { origin: ORIGIN, cookie }, ...(payload ? { payload } : {}) });

    // The owner bids and wins; the admin bills the win and attaches a document; a notification and a watched lot.
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

    const other = await customerCookie(app.db, (await createTestUser(app.db)).id);
    const attempts: [string, "GET" | "POST" | "PUT" | "DELETE", string, object?][] = [
      ["read the bid", "GET", `/api/bids/${bid.id}`],
      ["cancel the bid", "DELETE", `/api/bids/${bid.id}`],
      ["read the bill", "GET", `/api/bills/${bill.id}`],
      ["pay the bill", "POST", `/api/bills/${bill.id}/pay`, {}],
      ["read the purchase", "GET", `/api/purchases/${purchaseId}`],
      ["choose the delivery", "PUT", `/api/purchases/${purchaseId}/delivery`, { method: "pickup" }],
      ["download the document", "GET", `/api/purchases/${purchaseId}/documents/${doc.id}`],
      ["read the notification", "POST", "/api/notifications/mark-read", { id: note.id }],
    ];
    const wrong: string[] = [];
    for (const [what, method, url, payload] of attempts) {
      const res = await as(other, method, url, payload);
      if (res.statusCode !== 404) wrong.push(`${what}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);

    // Lists show the other customer none of it, and the owner's things are as they were.
    for (const url of ["/api/bids", "/api/bills", "/api/purchases", "/api/watchlist", "/api/notifications/list"])
      expect(JSON.stringify((await as(other, "GET", url)).json())).not.toContain(owner.id);
    expect((await as(other, "GET", "/api/bills")).json().bills).toEqual([]);
    expect((await as(other, "GET", "/api/watchlist")).json().items ?? []).toEqual([]);
    await as(other, "DELETE", `/api/watchlist?platform=copart&lotNumber=${watched.lotNumber}`);
    expect(await app.db.watchlistItem.count({ where: { userId: owner.id } })).toBe(1);
    expect((await app.db.bill.findUniqueOrThrow({ where: { id: bill.id } })).status).toBe("issued");
    expect((await app.db.notification.findUniqueOrThrow({ where: { id: note.id } })).isRead).toBe(false);
    expect((await app.db.bid.findUniqueOrThrow({ where: { id: bid.id } })).status).not.toBe("cancelled");
  });
});
