// Bids and buy-now over HTTP against real PostgreSQL: the hold arithmetic with FX, the cut-off, raises, every
// allowed and forbidden transition with its ledger entries and event, ownership (404), idempotent retries, and
// 50 bids by one customer at once that never freeze more than the balance allows.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { minimumMaxBidCents } from "@app/shared/brokerage/bid-minimum";
import type { FastifyInstance } from "fastify";
import { testApiConfig } from "../../../../test/support/config.ts";
import { adminCookie, createTestUser, customerCookie } from "../../../../test/support/sessions.ts";
import {
  createTestLot,
  eventsOf,
  fundAccount,
  ledgerState,
  setFxRate,
  type TestLotInput,
} from "../../../../test/support/brokerage.ts";
import { buildApp } from "../../app.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../../../worker/src/testing/isolated-database.ts";

const ORIGIN = "http://localhost:3000";
let app: FastifyInstance;
// A database of its own: these tests change the USD/EUR rate, which other files read.
let iso: IsolatedDatabase;
let admin: string;

type Opts = { cookie?: string; headers?: Record<string, string> };
const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown, opts: Opts = {}) =>
  app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: { origin: ORIGIN, ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
  });

async function customer(eur = 0) {
  const user = await createTestUser(app.db);
  if (eur) await fundAccount(app.db, user.id, eur);
  return { ...user, cookie: await customerCookie(app.db, user.id) };
}
type Customer = Awaited<ReturnType<typeof customer>>;
/** The same customer reading the pages in English (refusals come in the reader's language, Lithuanian by default). */
const inEnglish = (c: Customer): Customer => ({ ...c, cookie: `${c.cookie}; NEXT_LOCALE=en` });

const lot = (over: TestLotInput = {}) => createTestLot(app.db, over);
const bid = (
  c: Customer,
  l: { platform: string; lotNumber: string },
  maxBid: number,
  headers?: Record<string, string>,
) => call("POST", "/api/bids", { platform: l.platform, lotNumber: l.lotNumber, maxBid }, { cookie: c.cookie, headers });
const balance = async (c: Customer) =>
  (await call("GET", "/api/transactions/balance", undefined, c)).json().balance as {
    current: number;
    frozen: number;
    available: number;
  };
const adminPost = (url: string, body: unknown = {}) => call("POST", url, body, { cookie: admin });
const approve = (id: string) => adminPost(`/api/admin/bids/${id}/approve`);
const outcome = (id: string, body: object) => adminPost(`/api/admin/bids/${id}/outcome`, body);

async function expectLedgerConsistent(c: Customer) {
  const s = await ledgerState(app.db, c.id);
  expect(s.ledgerBalanceCents).toBe(s.balanceCents);
  expect(s.ledgerFrozenCents).toBe(s.frozenCents);
  expect(s.frozenCents).toBeGreaterThanOrEqual(0);
  expect(s.frozenCents).toBeLessThanOrEqual(s.balanceCents);
}

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "bids");
  app = await buildApp(testApiConfig({ PASSWORD_HASH_COST: "10", DATABASE_POOL_MAX: "20" }), { db: iso.db });
  await app.ready();
  admin = await adminCookie(app, (await createTestUser(app.db, { role: "admin" })).id);
  await setFxRate(app.db, "0.9200", "2026-11-20");
});

afterAll(async () => {
  await app?.close();
  await iso?.drop();
});

describe("placing a bid", () => {
  it("holds 10% of the maximum in EUR at the broker's rate, records the rate, and emits bid.placed", async () => {
    const c = await customer(1000);
    const l = await lot({ currentBidUsd: 1200 });
    const res = await bid(c, l, 5000);
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json().bid;
    expect(b).toMatchObject({
      status: "pending",
      maxBid: { amount: 5000, currency: "USD" },
      hold: { amount: 460, currency: "EUR" },
      fxRate: "0.92",
      fxRateDate: "2026-11-20",
      lot: { platform: "copart", lotNumber: l.lotNumber, title: l.title, preBidOpen: true },
    });
    expect(await balance(c)).toEqual({ currency: "EUR", current: 1000, frozen: 460, available: 540 });
    const entry = await app.db.ledgerEntry.findFirstOrThrow({ where: { refType: "bid", refId: b.id } });
    expect(entry).toMatchObject({
      type: "hold",
      frozenDeltaCents: 46_000,
      balanceDeltaCents: 0,
      originalAmountCents: 50_000,
      originalCurrency: "USD",
    });
    expect(entry.fxRate?.toString()).toBe("0.92");
    expect(entry.fxRateDate?.toISOString().slice(0, 10)).toBe("2026-11-20");
    expect(await eventsOf(app.db, "bid.placed", { bidId: b.id })).toEqual([
      expect.objectContaining({
        payload: {
          bidId: b.id,
          userId: c.id,
          platform: "copart",
          lotNumber: l.lotNumber,
          maxBidCents: 500_000,
          holdCents: 46_000,
          isRaise: false,
        },
      }),
    ]);
  });

  it("uses the rate in force: a new rate gives a new hold", async () => {
    await setFxRate(app.db, "1.0850", "2026-11-25");
    try {
      const c = await customer(1000);
      const res = await bid(c, await lot(), 5000);
      expect(res.json().bid).toMatchObject({ hold: { amount: 542.5 }, fxRate: "1.085", fxRateDate: "2026-11-25" });
    } finally {
      await setFxRate(app.db, "0.9200", "2026-11-20");
    }
  });

  it("refuses a bid whose hold exceeds the available balance (bidding power is 10x available)", async () => {
    const c = await customer(460);
    const l = await lot();
    const over = await bid(c, l, 5000.12); // hold 460.01 EUR
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe("INSUFFICIENT_FUNDS");
    expect(await balance(c)).toMatchObject({ frozen: 0 });
    expect((await bid(c, l, 5000)).statusCode).toBe(201); // exactly the available balance
    expect(await balance(c)).toMatchObject({ frozen: 460, available: 0 });
  });

  it("takes bids only before the pre-bid cut-off, one hour before the live sale, on a listed unsold lot", async () => {
    const c = await customer(5000);
    const closing = await lot({ auctionInHours: 0.9 });
    const closed = await bid(c, closing, 1000);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({
      code: "BIDDING_CLOSED",
      message: "Išankstiniai statymai šiam lotui baigti.",
    });
    expect((await bid(inEnglish(c), closing, 1000)).json()).toMatchObject({
      code: "BIDDING_CLOSED",
      message: "Pre-bidding for this lot has closed.",
    });
    expect((await bid(c, await lot({ auctionInHours: -2 }), 1000)).statusCode).toBe(409);
    expect((await bid(c, await lot({ auctionInHours: null }), 1000)).statusCode).toBe(409);
    expect((await bid(c, await lot({ isSold: true }), 1000)).statusCode).toBe(409);
    const removed = await lot();
    await app.db.lot.update({ where: { id: removed.id }, data: { removedAt: new Date() } });
    expect((await bid(c, removed, 1000)).statusCode).toBe(409);
    expect((await bid(c, await lot({ auctionInHours: 1.1 }), 1000)).statusCode).toBe(201);
    expect(await balance(c)).toMatchObject({ frozen: 92 });
  });

  it("refuses a maximum below one bid step over the current bid, unknown lots, bad input and anonymous callers", async () => {
    const c = await customer(5000);
    const l = await lot({ currentBidUsd: 3000 });
    const low = await bid(c, l, 3049);
    expect(low.statusCode).toBe(400);
    expect(low.json().errors.maxBid.replace(/\s/g, " ")).toBe(
      "Didžiausias statymas turi būti ne mažesnis kaip 3 050 USD",
    );
    expect((await bid(inEnglish(c), l, 3000)).json().errors.maxBid).toBe("Your maximum bid must be at least $3,050");
    expect((await bid(c, l, 3050)).statusCode).toBe(201);
    expect((await bid(c, { platform: "copart", lotNumber: "11111111" }, 100)).statusCode).toBe(404);
    expect((await bid(c, { platform: "ebay", lotNumber: l.lotNumber }, 100)).statusCode).toBe(400);
    expect((await bid(c, l, -5)).statusCode).toBe(400);
    const anon = await call("POST", "/api/bids", { platform: "copart", lotNumber: l.lotNumber, maxBid: 5000 });
    expect(anon.statusCode).toBe(401);
  });

  it("refuses a $1 maximum on a lot nobody has bid on: the broker's floor, $100 unless the admin sets another", async () => {
    const c = await customer(5000);
    const l = await lot({ currentBidUsd: null });
    const tiny = await bid(inEnglish(c), l, 1);
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().errors.maxBid).toBe("Your maximum bid must be at least $100");
    expect(await app.db.bid.count({ where: { lotId: l.id } })).toBe(0);
    expect((await call("GET", "/api/settings/bidding")).json().data).toEqual({ minimumMaxBid: 100 });
    expect((await bid(c, l, 100)).statusCode).toBe(201);
  });
});

describe("the minimum maximum bid (property)", () => {
  const setFloor = async (floor: number) => {
    const res = await call(
      "PUT",
      "/api/admin/settings/limits",
      { depositAnnouncementsPerDay: 5, minimumMaxBid: floor },
      { cookie: admin },
    );
    expect(res.statusCode, res.body).toBe(200);
  };

  it("for any current bid and floor, refuses a cent below the shared minimum and takes it; raises the same", async () => {
    const c = await customer(900_000);
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.option(fc.integer({ min: 1, max: 120_000 }), { nil: null }),
          fc.integer({ min: 1, max: 5_000 }),
          async (currentBidUsd, floor) => {
            await setFloor(floor);
            expect((await call("GET", "/api/settings/bidding")).json().data).toEqual({ minimumMaxBid: floor });
            const l = await lot({ currentBidUsd });
            const minimum = minimumMaxBidCents({
              currentBidCents: currentBidUsd && currentBidUsd * 100,
              floorCents: floor * 100,
            });
            const below = await bid(inEnglish(c), l, (minimum - 1) / 100);
            expect(below.statusCode).toBe(400);
            expect(below.json().errors.maxBid).toBe(
              `Your maximum bid must be at least $${(minimum / 100).toLocaleString("en-US")}`,
            );
            const placed = await bid(c, l, minimum / 100);
            expect(placed.statusCode, placed.body).toBe(201);

            const raiseMin = minimumMaxBidCents({
              currentBidCents: currentBidUsd && currentBidUsd * 100,
              floorCents: floor * 100,
              currentMaxCents: minimum,
            });
            const lowRaise = await bid(inEnglish(c), l, (raiseMin - 1) / 100);
            expect(lowRaise.statusCode).toBe(400);
            expect(lowRaise.json().errors.maxBid).toContain(`$${(raiseMin / 100).toLocaleString("en-US")}`);
            expect((await bid(c, l, raiseMin / 100)).statusCode).toBe(200);
            await call("DELETE", `/api/bids/${placed.json().bid.id}`, undefined, c);
          },
        ),
        { numRuns: 15 },
      );
    } finally {
      await setFloor(100);
    }
  });
});

describe("raising a bid", () => {
  it("makes a pending request for the higher maximum and tops the hold up to 10% of it", async () => {
    const c = await customer(2000);
    const l = await lot();
    const id = (await bid(c, l, 5000)).json().bid.id;
    await approve(id);
    const raised = await bid(c, l, 6000);
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().bid).toMatchObject({
      id,
      status: "pending",
      maxBid: { amount: 6000 },
      approvedMax: { amount: 5000 },
      hold: { amount: 552 },
      raises: 1,
    });
    expect(await balance(c)).toMatchObject({ frozen: 552, available: 1448 });
    const topUp = await app.db.ledgerEntry.findMany({
      where: { refId: id, type: "hold" },
      orderBy: { createdAt: "asc" },
    });
    expect(topUp.map((e) => e.frozenDeltaCents)).toEqual([46_000, 9_200]);
    expect(
      (await eventsOf(app.db, "bid.placed", { bidId: id })).map((e) => (e.payload as { isRaise: boolean }).isRaise),
    ).toEqual([false, true]);
    expect(await app.db.bid.count({ where: { userId: c.id } })).toBe(1);
  });

  it("never lowers a maximum", async () => {
    const c = await customer(2000);
    const l = await lot();
    await bid(c, l, 5000);
    for (const lower of [5000, 4000]) {
      const res = await bid(inEnglish(c), l, lower);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.maxBid).toContain("$5,000");
    }
    expect(await balance(c)).toMatchObject({ frozen: 460 });
  });

  it("re-holds the whole 10% when raising an outbid bid, and refuses a raise after the cut-off", async () => {
    const c = await customer(2000);
    const l = await lot();
    const id = (await bid(c, l, 5000)).json().bid.id;
    await approve(id);
    await outcome(id, { outcome: "outbid", amount: 5100 });
    expect(await balance(c)).toMatchObject({ frozen: 0 });
    const raised = await bid(c, l, 5500);
    expect(raised.json().bid).toMatchObject({ status: "pending", hold: { amount: 506 } });
    expect(await balance(c)).toMatchObject({ frozen: 506 });
    await app.db.lot.update({ where: { id: l.id }, data: { auctionDate: new Date(Date.now() + 30 * 60_000) } });
    expect((await bid(c, l, 7000)).statusCode).toBe(409);
  });

  it("starts a new bid once the previous one on the lot is closed", async () => {
    const c = await customer(2000);
    const l = await lot();
    const first = (await bid(c, l, 1000)).json().bid.id;
    await call("DELETE", `/api/bids/${first}`, undefined, c);
    const second = await bid(c, l, 900);
    expect(second.statusCode).toBe(201);
    expect(second.json().bid.id).not.toBe(first);
  });
});

describe("cancelling and listing", () => {
  it("cancels only a pending bid of one's own, releasing its hold", async () => {
    const c = await customer(2000);
    const other = await customer(2000);
    const l = await lot();
    const id = (await bid(c, l, 5000)).json().bid.id;
    expect((await call("DELETE", `/api/bids/${id}`, undefined, other)).statusCode).toBe(404);
    expect((await call("GET", `/api/bids/${id}`, undefined, other)).statusCode).toBe(404);
    const res = await call("DELETE", `/api/bids/${id}`, undefined, c);
    expect(res.statusCode).toBe(200);
    expect(res.json().bid.status).toBe("cancelled");
    expect(await balance(c)).toMatchObject({ frozen: 0, available: 2000 });
    expect((await call("DELETE", `/api/bids/${id}`, undefined, c)).statusCode).toBe(409);

    const approved = (await bid(c, await lot(), 1000)).json().bid.id;
    await approve(approved);
    const refused = await call("DELETE", `/api/bids/${approved}`, undefined, c);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("ILLEGAL_TRANSITION");
    await expectLedgerConsistent(c);
  });

  it("lists the customer's bids by active, won and lost, each with its lot summary", async () => {
    const c = await customer(5000);
    const [l1, l2, l3] = [await lot(), await lot(), await lot()];
    const active = (await bid(c, l1, 1000)).json().bid.id;
    const won = (await bid(c, l2, 1000)).json().bid.id;
    const lost = (await bid(c, l3, 1000)).json().bid.id;
    for (const id of [won, lost]) await approve(id);
    await outcome(won, { outcome: "won", amount: 950 });
    await outcome(lost, { outcome: "lost", amount: 1500 });
    const ids = async (status: string) =>
      (await call("GET", `/api/bids?status=${status}`, undefined, c)).json().bids.map((b: { id: string }) => b.id);
    expect(await ids("active")).toEqual([active]);
    expect(await ids("won")).toEqual([won]);
    expect(await ids("lost")).toEqual([lost]);
    expect((await ids("all")).sort()).toEqual([active, won, lost].sort());
    const listed = (await call("GET", "/api/bids?status=active", undefined, c)).json().bids[0];
    expect(listed.lot).toMatchObject({ lotNumber: l1.lotNumber, title: l1.title, status: "Upcoming" });
    expect((await call("GET", "/api/bids?status=bogus", undefined, c)).statusCode).toBe(400);
  });

  it("keeps rejected (with the broker's reason) and cancelled bids in their own lists", async () => {
    const c = await customer(5000);
    const rejected = (await bid(c, await lot(), 1000)).json().bid.id;
    const cancelled = (await bid(c, await lot(), 1000)).json().bid.id;
    const withdrawn = (await bid(c, await lot(), 1000)).json().bid.id;
    await adminPost(`/api/admin/bids/${rejected}/reject`, { reason: "The title is not exportable" });
    await call("DELETE", `/api/bids/${cancelled}`, undefined, c);
    await approve(withdrawn);
    await outcome(withdrawn, { outcome: "cancelled", reason: "The auction withdrew the lot" });
    const list = async (status: string) => (await call("GET", `/api/bids?status=${status}`, undefined, c)).json().bids;
    expect((await list("rejected")).map((b: { id: string; reason: string }) => [b.id, b.reason])).toEqual([
      [rejected, "The title is not exportable"],
    ]);
    expect((await list("cancelled")).map((b: { id: string }) => b.id).sort()).toEqual([cancelled, withdrawn].sort());
    expect(await list("active")).toEqual([]);
  });

  it("answers one lot's bids of the signed-in customer only; a guest gets 401, half a lot reference 400", async () => {
    const c = await customer(5000);
    const other = await customer(5000);
    const [l1, l2] = [await lot(), await lot()];
    const mine = (await bid(c, l1, 1500)).json().bid.id;
    await bid(c, l2, 1500);
    await bid(other, l1, 2000);
    const query = `platform=${l1.platform}&lotNumber=${l1.lotNumber}`;
    const res = await call("GET", `/api/bids?${query}`, undefined, c);
    expect(res.statusCode).toBe(200);
    expect(res.json().bids.map((b: { id: string }) => b.id)).toEqual([mine]);
    expect(res.json().bids[0]).toMatchObject({ status: "pending", maxBid: { amount: 1500 }, hold: { amount: 138 } });
    expect((await call("GET", `/api/bids?status=won&${query}`, undefined, c)).json().bids).toEqual([]);
    expect((await call("GET", `/api/bids?${query}`)).statusCode).toBe(401);
    expect((await call("GET", `/api/bids?lotNumber=${l1.lotNumber}`, undefined, c)).statusCode).toBe(400);
    expect((await call("GET", `/api/bids?platform=copart`, undefined, c)).statusCode).toBe(400);
  });
});

describe("the customer's buy-now requests", () => {
  it("lists them by status and by lot, with the broker's reason, only the customer's own", async () => {
    const c = await customer(5000);
    const other = await customer(5000);
    const [l1, l2] = [await lot({ buyNowUsd: 8000 }), await lot({ buyNowUsd: 9000 })];
    const buy = async (who: Customer, l: { platform: string; lotNumber: string }) =>
      (await call("POST", "/api/buy-now", { platform: l.platform, lotNumber: l.lotNumber }, who)).json().request.id;
    const pending = await buy(c, l1);
    const rejected = await buy(c, l2);
    await buy(other, l1);
    await adminPost(`/api/admin/buy-now/${rejected}/reject`, { reason: "Sold elsewhere" });
    const list = async (q: string, who: Customer = c) =>
      (await call("GET", `/api/buy-now?${q}`, undefined, who)).json().requests as { id: string; reason: string }[];
    expect((await list("status=pending")).map((r) => r.id)).toEqual([pending]);
    expect((await list("status=rejected")).map((r) => [r.id, r.reason])).toEqual([[rejected, "Sold elsewhere"]]);
    expect((await list("")).map((r) => r.id).sort()).toEqual([pending, rejected].sort());
    expect((await list(`platform=copart&lotNumber=${l1.lotNumber}`)).map((r) => r.id)).toEqual([pending]);
    expect((await call("GET", `/api/buy-now?status=bogus`, undefined, c)).statusCode).toBe(400);
    expect((await call("GET", `/api/buy-now?platform=copart&lotNumber=${l1.lotNumber}`)).statusCode).toBe(401);
  });
});

describe("the broker's decisions and outcomes", () => {
  it("approves a pending bid once (bid.approved); rejecting releases the hold (bid.rejected)", async () => {
    const c = await customer(2000);
    const a = (await bid(c, await lot(), 5000)).json().bid.id;
    const r = (await bid(c, await lot(), 5000)).json().bid.id;
    const ok = await approve(a);
    expect(ok.json().bid).toMatchObject({ status: "approved", approvedMax: { amount: 5000 } });
    expect((await approve(a)).statusCode).toBe(409);
    expect((await adminPost(`/api/admin/bids/${a}/reject`)).statusCode).toBe(409);
    expect(await eventsOf(app.db, "bid.approved", { bidId: a })).toHaveLength(1);

    const rejected = await adminPost(`/api/admin/bids/${r}/reject`, { reason: "Title problems" });
    expect(rejected.json().bid).toMatchObject({ status: "rejected", reason: "Title problems", hold: { amount: 0 } });
    expect(await balance(c)).toMatchObject({ frozen: 460 });
    expect(await eventsOf(app.db, "bid.rejected", { bidId: r })).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ reason: "Title problems", maxBidCents: 500_000 }) }),
    ]);
    expect((await approve(r)).statusCode).toBe(409);
    const pending = (
      await call("GET", "/api/admin/bids?status=pending&pageSize=100", undefined, { cookie: admin })
    ).json();
    expect(pending.bids.every((b: { status: string }) => b.status === "pending")).toBe(true);
    // Another id of the same shape: the last digit changed (to "0", or "1" if it was "0": ids are random).
    const unknown = a.slice(0, -1) + (a.endsWith("0") ? "1" : "0");
    expect((await approve(unknown)).statusCode).toBe(404);
    expect((await call("POST", `/api/admin/bids/${a}/approve`, {}, c)).statusCode).toBe(401);
  });

  it("records outbid (hold released, bid.outbid), then lost (bid.lost) for an approved bid", async () => {
    const c = await customer(2000);
    const id = (await bid(c, await lot(), 5000)).json().bid.id;
    expect((await outcome(id, { outcome: "outbid", amount: 5200 })).statusCode).toBe(409); // still pending
    await approve(id);
    expect((await outcome(id, { outcome: "outbid" })).statusCode).toBe(400); // the current bid is needed
    const res = await outcome(id, { outcome: "outbid", amount: 5200 });
    expect(res.json().bid).toMatchObject({ status: "outbid", auctionBid: { amount: 5200 }, hold: { amount: 0 } });
    expect(await balance(c)).toMatchObject({ frozen: 0 });
    expect(await eventsOf(app.db, "bid.outbid", { bidId: id })).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ currentBidCents: 520_000, source: "broker" }) }),
    ]);
    expect((await outcome(id, { outcome: "outbid", amount: 5300 })).statusCode).toBe(409);
    expect((await outcome(id, { outcome: "won", amount: 5300 })).statusCode).toBe(409);
    expect((await outcome(id, { outcome: "lost", amount: 6100 })).json().bid.status).toBe("lost");
    expect(await eventsOf(app.db, "bid.lost", { bidId: id })).toHaveLength(1);
    expect((await outcome(id, { outcome: "lost" })).statusCode).toBe(409);
    await expectLedgerConsistent(c);
  });

  it("records a win: a Purchase at the final price, the hold stays frozen, bid.won", async () => {
    const c = await customer(2000);
    const l = await lot();
    const id = (await bid(c, l, 5000)).json().bid.id;
    await approve(id);
    expect((await outcome(id, { outcome: "won" })).statusCode).toBe(400);
    const res = await outcome(id, { outcome: "won", amount: 4800 });
    expect(res.statusCode, res.body).toBe(200);
    const purchaseId = res.json().purchaseId;
    expect(res.json().bid.status).toBe("won");
    expect(await balance(c)).toMatchObject({ frozen: 460 });
    const purchase = await app.db.purchase.findUniqueOrThrow({ where: { id: purchaseId } });
    expect(purchase).toMatchObject({
      userId: c.id,
      lotId: l.id,
      finalPriceCents: 480_000,
      holdCents: 46_000,
      status: "won",
    });
    expect(await eventsOf(app.db, "bid.won", { bidId: id })).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ finalPriceCents: 480_000, purchaseId }) }),
    ]);
    for (const o of ["won", "lost", "outbid", "cancelled"])
      expect((await outcome(id, { outcome: o, amount: 1 })).statusCode, o).toBe(409);
  });

  it("lost from approved releases the hold; the broker may withdraw an open bid (bid.updated)", async () => {
    const c = await customer(2000);
    const lostId = (await bid(c, await lot(), 1000)).json().bid.id;
    expect((await outcome(lostId, { outcome: "lost" })).statusCode).toBe(409); // pending
    await approve(lostId);
    await outcome(lostId, { outcome: "lost" });
    const withdrawn = (await bid(c, await lot(), 1000)).json().bid.id;
    const res = await outcome(withdrawn, { outcome: "cancelled", reason: "Lot withdrawn by the auction" });
    expect(res.json().bid).toMatchObject({ status: "cancelled", reason: "Lot withdrawn by the auction" });
    expect(await eventsOf(app.db, "bid.updated", { bidId: withdrawn })).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ status: "cancelled" }) }),
    ]);
    expect(await balance(c)).toMatchObject({ frozen: 0, available: 2000 });
    await expectLedgerConsistent(c);
  });
});

describe("buy-now", () => {
  const buyNow = (c: Customer, l: { platform: string; lotNumber: string }, headers?: Record<string, string>) =>
    call("POST", "/api/buy-now", { platform: l.platform, lotNumber: l.lotNumber }, { cookie: c.cookie, headers });

  it("holds 10% of the buy-now price; approval makes a Purchase (buy-now.approved), once", async () => {
    const c = await customer(3000);
    const l = await lot({ buyNowUsd: 12_345 });
    const res = await buyNow(c, l);
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json().request;
    expect(r).toMatchObject({
      status: "pending",
      price: { amount: 12_345, currency: "USD" },
      hold: { amount: 1135.74 },
    });
    expect(await balance(c)).toMatchObject({ frozen: 1135.74 });
    expect((await buyNow(c, l)).statusCode).toBe(409); // one pending request per lot

    const ok = await adminPost(`/api/admin/buy-now/${r.id}/approve`);
    expect(ok.statusCode, ok.body).toBe(200);
    const purchase = await app.db.purchase.findUniqueOrThrow({ where: { id: ok.json().purchaseId } });
    expect(purchase).toMatchObject({ source: "buy_now", finalPriceCents: 1_234_500, holdCents: 113_574 });
    expect(await balance(c)).toMatchObject({ frozen: 1135.74 });
    expect(await eventsOf(app.db, "buy-now.approved", { requestId: r.id })).toHaveLength(1);
    expect((await adminPost(`/api/admin/buy-now/${r.id}/approve`)).statusCode).toBe(409);
    expect((await adminPost(`/api/admin/buy-now/${r.id}/reject`)).statusCode).toBe(409);
    const mine = (await call("GET", "/api/buy-now", undefined, c)).json().requests;
    expect(mine).toEqual([expect.objectContaining({ id: r.id, status: "approved" })]);
  });

  it("rejection releases the hold (buy-now.rejected); lots without a price or funds are refused", async () => {
    const c = await customer(1000);
    const r = (await buyNow(c, await lot({ buyNowUsd: 5000 }))).json().request;
    const res = await adminPost(`/api/admin/buy-now/${r.id}/reject`, { reason: "Sold elsewhere" });
    expect(res.json().request).toMatchObject({ status: "rejected", reason: "Sold elsewhere" });
    expect(await balance(c)).toMatchObject({ frozen: 0, available: 1000 });
    expect(await eventsOf(app.db, "buy-now.rejected", { requestId: r.id })).toHaveLength(1);
    expect((await buyNow(c, await lot({ buyNowUsd: null }))).statusCode).toBe(409);
    expect((await buyNow(c, await lot({ buyNowUsd: 20_000 }))).json().code).toBe("INSUFFICIENT_FUNDS");
    expect((await buyNow(c, await lot({ buyNowUsd: 500, isSold: true }))).json().code).toBe("BIDDING_CLOSED");
    await expectLedgerConsistent(c);
  });
});

describe("idempotency and concurrency", () => {
  it("a retried bid with the same Idempotency-Key holds once", async () => {
    const c = await customer(2000);
    const l = await lot();
    const headers = { "idempotency-key": "bid-1" };
    const [a, b] = [await bid(c, l, 5000, headers), await bid(c, l, 5000, headers)];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().bid.id).toBe(a.json().bid.id);
    expect(await balance(c)).toMatchObject({ frozen: 460 });
    expect(await eventsOf(app.db, "bid.placed", { bidId: a.json().bid.id })).toHaveLength(1);
    // Without the key, the same body is a raise attempt (and refused: not higher).
    expect((await bid(c, l, 5000)).statusCode).toBe(400);
  });

  it("50 parallel bids by one customer on different lots never freeze more than the balance allows", async () => {
    const c = await customer(1000);
    const lots = await Promise.all(Array.from({ length: 50 }, () => lot()));
    // Each $1,000 maximum holds 92 EUR: 10 fit in 1,000 EUR, the 11th would not.
    const results = await Promise.all(lots.map((l) => bid(c, l, 1000)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(10);
    expect(codes.filter((s) => s === 409)).toHaveLength(40);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === "INSUFFICIENT_FUNDS")).toBe(true);
    expect(await balance(c)).toEqual({ currency: "EUR", current: 1000, frozen: 920, available: 80 });
    await expectLedgerConsistent(c);
    const s = await ledgerState(app.db, c.id);
    const holds = await app.db.bid.aggregate({ where: { userId: c.id }, _sum: { holdCents: true } });
    expect(holds._sum.holdCents).toBe(s.frozenCents);
  });
});
