// Bills over HTTP: the three stages priced by the landed-cost calculator with the schedule version and rate they
// used, issued only when their logistics step is reached and once; paying from the balance charges the ledger and
// the first bill releases the bid hold; admins mark bank payments; others' bills do not exist for a customer.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { ensureFeeSchedules } from "@app/db/fee-schedule-seed";
import { calculateLandedCost } from "@app/shared/landed-cost/landed-cost";
import { testApiConfig } from "../../../../test/support/config.ts";
import { adminCookie, createTestUser, customerCookie } from "../../../../test/support/sessions.ts";
import { createTestLot, eventsOf, fundAccount, ledgerState, setFxRate } from "../../../../test/support/brokerage.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../../../worker/src/testing/isolated-database.ts";
import { loadLandedCostTables } from "../calculator/landed-cost-tables.ts";
import { buildApp } from "../../app.ts";
import { landedCostInputOf } from "./bills.service.ts";

const ORIGIN = "http://localhost:3000";
let app: FastifyInstance;
let iso: IsolatedDatabase;
let admin: string;

type Opts = { cookie?: string; headers?: Record<string, string> };
const call = (method: "GET" | "POST", url: string, body?: unknown, opts: Opts = {}) =>
  app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: { origin: ORIGIN, ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
  });
const asAdmin = (url: string, body: object = {}) => call("POST", url, body, { cookie: admin });

async function wonPurchase(fundEur: number, lotInput: Parameters<typeof createTestLot>[1] = {}) {
  const user = await createTestUser(app.db);
  await fundAccount(app.db, user.id, fundEur);
  const cookie = await customerCookie(app.db, user.id);
  const lot = await createTestLot(app.db, lotInput);
  const bid = (
    await call("POST", "/api/bids", { platform: "copart", lotNumber: lot.lotNumber, maxBid: 5000 }, { cookie })
  ).json().bid;
  await asAdmin(`/api/admin/bids/${bid.id}/approve`);
  const won = await asAdmin(`/api/admin/bids/${bid.id}/outcome`, { outcome: "won", amount: 4000 });
  return { userId: user.id, cookie, lot, purchaseId: won.json().purchaseId as string };
}

const balance = async (cookie: string) =>
  (await call("GET", "/api/transactions/balance", undefined, { cookie })).json().balance;

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "bills");
  app = await buildApp(testApiConfig({ PASSWORD_HASH_COST: "10" }), { db: iso.db });
  await app.ready();
  await ensureFeeSchedules(app.db);
  await setFxRate(app.db, "0.9200", "2026-11-20");
  admin = await adminCookie(app, (await createTestUser(app.db, { role: "admin" })).id);
});

afterAll(async () => {
  await app?.close();
  await iso?.drop();
});

describe("bills", () => {
  it("issues the win bill from the calculator's win lines, with its schedule version and rate, once", async () => {
    const p = await wonPurchase(5000);
    const res = await asAdmin(`/api/admin/purchases/${p.purchaseId}/bills`, { stage: "win" });
    expect(res.statusCode, res.body).toBe(201);
    const bill = res.json().bill;

    const purchase = await app.db.purchase.findUniqueOrThrow({ where: { id: p.purchaseId } });
    const expected = calculateLandedCost(
      landedCostInputOf(purchase, p.lot),
      await loadLandedCostTables(app.db, new Date()),
    );
    const winLines = expected.lines.filter((l) => l.stage === "win");
    expect(bill).toMatchObject({
      stage: "win",
      status: "issued",
      total: { amount: expected.stageTotals.win.eurCents / 100, currency: "EUR" },
      feeScheduleVersion: expected.feeScheduleVersion,
      fx: { rate: "0.92", asOf: "2026-11-20" },
    });
    expect(bill.lines.map((l: { code: string }) => l.code)).toEqual(winLines.map((l) => l.code));
    // The broker's copy names each line's source; the customer's shows the rule only.
    expect(bill.lines[0]).toMatchObject({ rule: expect.any(String), source: expect.any(String) });
    // The vehicle price itself is on it, converted at the rate: $4,000 -> EUR 3,680.
    expect(
      bill.lines.find((l: { originalAmount?: { amount: number } }) => l.originalAmount?.amount === 4000),
    ).toMatchObject({
      amount: 3680,
    });
    expect(await eventsOf(app.db, "bill.issued", { billId: bill.id })).toEqual([
      expect.objectContaining({
        payload: {
          billId: bill.id,
          userId: p.userId,
          purchaseId: p.purchaseId,
          stage: "win",
          totalCents: expected.stageTotals.win.eurCents,
          currency: "EUR",
        },
      }),
    ]);
    expect((await asAdmin(`/api/admin/purchases/${p.purchaseId}/bills`, { stage: "win" })).statusCode).toBe(409);

    const mine = (await call("GET", "/api/bills", undefined, p)).json().bills;
    expect(mine).toEqual([
      expect.objectContaining({ id: bill.id, lot: expect.objectContaining({ lotNumber: p.lot.lotNumber }) }),
    ]);
    const theirs = (await call("GET", `/api/bills/${bill.id}`, undefined, p)).json().bill;
    expect(theirs.id).toBe(bill.id);
    for (const customerBill of [theirs, ...mine])
      for (const line of customerBill.lines) {
        expect(line.rule).toEqual(expect.any(String));
        expect(line).not.toHaveProperty("source");
      }
  });

  it("issues departure and arrival bills only once the vehicle has shipped and arrived", async () => {
    const p = await wonPurchase(5000);
    const issue = (stage: string) => asAdmin(`/api/admin/purchases/${p.purchaseId}/bills`, { stage });
    expect((await issue("departure")).statusCode).toBe(409);
    await asAdmin(`/api/admin/purchases/${p.purchaseId}/status`, { status: "shipped" });
    const departure = await issue("departure");
    expect(departure.statusCode, departure.body).toBe(201);
    expect(departure.json().bill.lines.map((l: { code: string }) => l.code).length).toBeGreaterThan(0);
    expect((await issue("arrival")).statusCode).toBe(409);
    await asAdmin(`/api/admin/purchases/${p.purchaseId}/status`, { status: "arrived" });
    const arrival = (await issue("arrival")).json().bill;
    expect(arrival.stage).toBe("arrival");
    expect(arrival.lines.map((l: { code: string }) => l.code)).toEqual(
      expect.arrayContaining(["customs_duty", "import_vat", "port_handling"]),
    );
    expect((await issue("bogus")).statusCode).toBe(400);
  });

  it("bills the win of a lot whose yard has no towing rate yet, and names the yard when the departure bill cannot be priced", async () => {
    const p = await wonPurchase(5000, { branch: "NV - Nowhere Flats" });
    const win = await asAdmin(`/api/admin/purchases/${p.purchaseId}/bills`, { stage: "win" });
    expect(win.statusCode, win.body).toBe(201);
    expect(win.json().bill.lines.map((l: { code: string }) => l.code)).toContain("vehicle_price");

    await asAdmin(`/api/admin/purchases/${p.purchaseId}/status`, { status: "shipped" });
    const departure = await asAdmin(`/api/admin/purchases/${p.purchaseId}/bills`, { stage: "departure" });
    expect(departure.statusCode).toBe(409);
    expect(departure.json().message).toContain('No towing rate for the copart yard "NV - Nowhere Flats"');
    expect(await app.db.bill.count({ where: { purchaseId: p.purchaseId } })).toBe(1);
  });

  it("pays the win bill from the balance, releasing the bid hold first; refuses without funds, changing nothing", async () => {
    const p = await wonPurchase(600); // the hold of $5,000 is 460 EUR; the win bill is far more than 600 EUR
    const bill = (await asAdmin(`/api/admin/purchases/${p.purchaseId}/bills`, { stage: "win" })).json().bill;
    expect(await balance(p.cookie)).toMatchObject({ current: 600, frozen: 460 });
    const refused = await call("POST", `/api/bills/${bill.id}/pay`, {}, p);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("INSUFFICIENT_FUNDS");
    expect(await balance(p.cookie)).toMatchObject({ current: 600, frozen: 460 });
    expect((await app.db.purchase.findUniqueOrThrow({ where: { id: p.purchaseId } })).holdCents).toBe(46_000);

    await fundAccount(app.db, p.userId, bill.total.amount);
    const headers = { "idempotency-key": `pay-${bill.id}` };
    const paid = await call("POST", `/api/bills/${bill.id}/pay`, {}, { ...p, headers });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().bill).toMatchObject({ status: "paid", paidVia: "balance" });
    const again = await call("POST", `/api/bills/${bill.id}/pay`, {}, { ...p, headers });
    expect(again.statusCode).toBe(200);
    expect(await balance(p.cookie)).toMatchObject({ current: 600, frozen: 0, available: 600 });
    expect((await call("POST", `/api/bills/${bill.id}/pay`, {}, p)).statusCode).toBe(409);
    const entries = await app.db.ledgerEntry.findMany({
      where: { OR: [{ refId: bill.id }, { refId: p.purchaseId }] },
      orderBy: { createdAt: "asc" },
    });
    expect(entries.map((e) => [e.type, e.balanceDeltaCents, e.frozenDeltaCents])).toEqual([
      ["release", 0, -46_000],
      ["charge", -Math.round(bill.total.amount * 100), 0],
    ]);
    const s = await ledgerState(app.db, p.userId);
    expect([s.ledgerBalanceCents, s.ledgerFrozenCents]).toEqual([s.balanceCents, s.frozenCents]);

    const other = await customerCookie(app.db, (await createTestUser(app.db)).id);
    expect((await call("GET", `/api/bills/${bill.id}`, undefined, { cookie: other })).statusCode).toBe(404);
    expect((await call("POST", `/api/bills/${bill.id}/pay`, {}, { cookie: other })).statusCode).toBe(404);
  });

  const purchaseState = async (purchaseId: string) => {
    const p = await app.db.purchase.findUniqueOrThrow({ where: { id: purchaseId }, include: { steps: true } });
    return { status: p.status, steps: p.steps.map((s) => s.status).sort() };
  };

  it.each(["balance", "bank"] as const)(
    "moves the purchase to paid with its step and event when its win bill is paid (%s), once",
    async (via) => {
      const p = await wonPurchase(1000);
      const bill = (await asAdmin(`/api/admin/purchases/${p.purchaseId}/bills`, { stage: "win" })).json().bill;
      expect(await purchaseState(p.purchaseId)).toEqual({ status: "won", steps: ["won"] });
      if (via === "balance") {
        const refused = await call("POST", `/api/bills/${bill.id}/pay`, {}, p);
        expect(refused.statusCode).toBe(409);
        expect(await purchaseState(p.purchaseId)).toEqual({ status: "won", steps: ["won"] });
        await fundAccount(app.db, p.userId, bill.total.amount);
        expect((await call("POST", `/api/bills/${bill.id}/pay`, {}, p)).statusCode).toBe(200);
      } else {
        expect((await asAdmin(`/api/admin/bills/${bill.id}/mark-paid`)).statusCode).toBe(200);
      }
      expect(await purchaseState(p.purchaseId)).toEqual({ status: "paid", steps: ["paid", "won"] });
      expect(await eventsOf(app.db, "purchase.status-changed", { purchaseId: p.purchaseId })).toEqual([
        expect.objectContaining({ payload: { purchaseId: p.purchaseId, userId: p.userId, from: "won", to: "paid" } }),
      ]);
      const mine = (await call("GET", "/api/purchases", undefined, p)).json().purchases;
      expect(mine.find((x: { id: string }) => x.id === p.purchaseId).status).toBe("paid");
    },
  );

  it("leaves a purchase the broker already moved on where it is, and later bills never move it", async () => {
    const p = await wonPurchase(1000);
    const win = (await asAdmin(`/api/admin/purchases/${p.purchaseId}/bills`, { stage: "win" })).json().bill;
    await asAdmin(`/api/admin/purchases/${p.purchaseId}/status`, { status: "shipped" });
    const departure = (await asAdmin(`/api/admin/purchases/${p.purchaseId}/bills`, { stage: "departure" })).json().bill;
    expect((await asAdmin(`/api/admin/bills/${departure.id}/mark-paid`)).statusCode).toBe(200);
    expect((await asAdmin(`/api/admin/bills/${win.id}/mark-paid`)).statusCode).toBe(200);
    expect((await purchaseState(p.purchaseId)).status).toBe("shipped");
    expect(await eventsOf(app.db, "purchase.status-changed", { purchaseId: p.purchaseId })).toHaveLength(1);
  });

  it("lets an admin mark a bank payment, which also ends the bid hold", async () => {
    const p = await wonPurchase(1000);
    const bill = (await asAdmin(`/api/admin/purchases/${p.purchaseId}/bills`, { stage: "win" })).json().bill;
    expect((await call("POST", `/api/admin/bills/${bill.id}/mark-paid`, {}, p)).statusCode).toBe(401);
    const res = await asAdmin(`/api/admin/bills/${bill.id}/mark-paid`);
    expect(res.json().bill).toMatchObject({ status: "paid", paidVia: "bank" });
    expect(await balance(p.cookie)).toMatchObject({ current: 1000, frozen: 0 });
    expect((await asAdmin(`/api/admin/bills/${bill.id}/mark-paid`)).statusCode).toBe(409);
    const listed = (await call("GET", "/api/admin/bills?status=paid", undefined, { cookie: admin })).json().bills;
    expect(listed.some((b: { id: string }) => b.id === bill.id)).toBe(true);
  });
});
