// The brokerage end to end over HTTP, with the real worker (outbox relay, domain-event handlers, e-mails to a real
// SMTP server) and a real ingestion run: deposit -> admin completes -> bid -> admin approves -> outbid by ingestion
// -> raise -> won -> win bill -> pay -> logistics moves -> departure and arrival bills -> pay, checking the balance,
// the customer's notifications and the mails at each step.
import { randomInt } from "node:crypto";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { ensureFeeSchedules } from "@app/db/fee-schedule-seed";
import { buildApp } from "../api/src/app.ts";
import { silentLogger } from "../worker/src/logger.ts";
import { startWorker, type RunningWorker } from "../worker/src/main.ts";
import { runIngestion } from "../worker/src/services/ingestion/run-ingestion.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../worker/src/testing/isolated-database.ts";
import { startSmtpSink, type SmtpSink } from "../worker/src/testing/smtp-sink.ts";
import { testConfig } from "../worker/src/testing/test-config.ts";
import { waitFor } from "../worker/src/testing/wait-for.ts";
import { testApiConfig } from "./support/config.ts";
import { adminCookie, createTestUser, customerCookie } from "./support/sessions.ts";
import { ledgerState, setFxRate } from "./support/brokerage.ts";

let iso: IsolatedDatabase;
let sink: SmtpSink;
let worker: RunningWorker;
let app: FastifyInstance;
let redis: Redis;
let admin: string;
let customer: { id: string; email: string; cookie: string };
let dir: string;
let sourceId: string;
const lotNumber = String(randomInt(40_000_000, 49_999_999));

const call = (method: "GET" | "POST" | "PUT", url: string, body?: unknown, cookie = customer.cookie) =>
  app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: { origin: "http://localhost:3000", cookie },
  });
const asAdmin = async (url: string, body: object = {}) => {
  const res = await call("POST", url, body, admin);
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};
const balance = async () => (await call("GET", "/api/transactions/balance")).json().balance;

/** Waits until the customer has `n` notifications; returns their types, oldest first. */
async function notificationTypes(n: number): Promise<string[]> {
  const list = await waitFor(
    async () => {
      const res = (await call("GET", "/api/notifications/list?limit=100")).json();
      return res.notifications.length >= n ? res.notifications : null;
    },
    { timeoutMs: 15_000 },
  );
  return (list as { type: string }[]).map((x) => x.type).reverse();
}

/** Waits until the customer has received `n` mails; returns their subjects in arrival order. */
async function mailSubjects(n: number): Promise<string[]> {
  const mine = () => sink.received.filter((m) => m.envelope.to.includes(customer.email));
  await waitFor(() => mine().length >= n, { timeoutMs: 15_000 });
  return mine().map((m) => m.headers.get("subject") ?? "");
}

async function ingest(currentBidUsd: number) {
  const row = {
    ln: Number(lotNumber),
    lotNumberStr: lotNumber,
    mkn: "BMW",
    lm: "X5",
    lcy: 2019,
    ld: "2019 BMW X5 XDRIVE40I",
    hb: currentBidUsd,
    cuc: "USD",
    ad: Date.now() + 3 * 86_400_000,
    yn: "TX - Dallas",
    tgc: "TITLEGROUP_S",
    ft: "GAS",
  };
  await writeFile(path.join(dir, "page-1.json"), JSON.stringify({ data: { results: { content: [row] } } }));
  const outcome = await runIngestion(
    { db: iso.db, logger: silentLogger, redis, redisPrefix: `${inject("redisPrefix")}journey:` },
    sourceId,
  );
  expect(outcome.status).toBe("completed");
}

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "journey");
  sink = await startSmtpSink();
  redis = new Redis(inject("redisUrl"));
  const config = testConfig({
    databaseUrl: iso.url,
    redisUrl: inject("redisUrl"),
    redisPrefix: `${inject("redisPrefix")}journey:`,
    smtpUrl: sink.url,
  });
  worker = await startWorker(config, { db: iso.db, logger: silentLogger, schedulers: false });
  app = await buildApp(testApiConfig({ PASSWORD_HASH_COST: "10" }), { db: iso.db });
  await app.ready();
  await ensureFeeSchedules(iso.db);
  await setFxRate(iso.db, "0.9200", "2026-11-20");
  admin = await adminCookie(app, (await createTestUser(iso.db, { role: "admin" })).id);
  const user = await createTestUser(iso.db, { locale: "en", tag: "journey" });
  customer = { ...user, cookie: await customerCookie(iso.db, user.id) };
  dir = await mkdtemp(path.join(tmpdir(), "journey-"));
  sourceId = `journey-${lotNumber}`;
  await iso.db.ingestionSource.create({ data: { id: sourceId, platform: "copart", kind: "file", settings: { dir } } });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await worker?.close();
  redis?.disconnect();
  await sink?.close();
  await iso?.drop();
});

describe("a customer's purchase through the broker", () => {
  it("goes from deposit to the third bill with the right money, notifications and mails at each step", async () => {
    // Deposit, completed by the office.
    const deposit = (
      await call("POST", "/api/transactions/deposits", { amount: 20_000, method: "bank_transfer" })
    ).json().deposit;
    expect(await balance()).toMatchObject({ current: 0 });
    await asAdmin(`/api/admin/deposits/${deposit.id}/complete`);
    expect(await balance()).toMatchObject({ current: 20_000, frozen: 0, available: 20_000 });
    expect(await notificationTypes(1)).toEqual(["deposit_completed"]);
    expect(await mailSubjects(1)).toEqual(["Your deposit has been received"]);

    // The lot arrives by ingestion; the customer bids $5,000 (hold 10% at 0.92 = 460 EUR).
    await ingest(1000);
    const placed = await call("POST", "/api/bids", { platform: "copart", lotNumber, maxBid: 5000 });
    expect(placed.statusCode, placed.body).toBe(201);
    const bidId = placed.json().bid.id;
    expect(await balance()).toMatchObject({ current: 20_000, frozen: 460, available: 19_540 });
    expect(await notificationTypes(2)).toEqual(["deposit_completed", "bid_placed"]);

    await asAdmin(`/api/admin/bids/${bidId}/approve`);
    expect((await notificationTypes(3)).at(-1)).toBe("bid_request_approved");

    // The auction passes the maximum: the next ingestion run outbids the bid and frees the hold.
    await ingest(5200);
    expect((await call("GET", `/api/bids/${bidId}`)).json().bid).toMatchObject({ status: "outbid" });
    expect(await balance()).toMatchObject({ frozen: 0, available: 20_000 });
    expect((await notificationTypes(4)).at(-1)).toBe("outbid");
    expect((await mailSubjects(2)).at(-1)).toBe("You have been outbid");

    // The customer raises to $6,000 (hold 552 EUR); the broker approves and wins at $5,900.
    const raised = await call("POST", "/api/bids", { platform: "copart", lotNumber, maxBid: 6000 });
    expect(raised.json().bid).toMatchObject({ id: bidId, status: "pending", hold: { amount: 552 } });
    expect(await balance()).toMatchObject({ frozen: 552 });
    await asAdmin(`/api/admin/bids/${bidId}/approve`);
    const won = await asAdmin(`/api/admin/bids/${bidId}/outcome`, { outcome: "won", amount: 5900 });
    const purchaseId = won.purchaseId as string;
    expect(await balance()).toMatchObject({ current: 20_000, frozen: 552 });
    expect((await notificationTypes(7)).slice(4)).toEqual(["bid_placed", "bid_request_approved", "won_auction"]);
    expect((await mailSubjects(3)).at(-1)).toBe("You won the auction");

    // Bill 1 (the win): paying it releases the hold, charges the balance and moves the purchase to paid.
    const bill1 = (await asAdmin(`/api/admin/purchases/${purchaseId}/bills`, { stage: "win" })).bill;
    expect((await notificationTypes(8)).at(-1)).toBe("bill_issued");
    expect((await mailSubjects(4)).at(-1)).toBe("A new bill has been issued");
    expect((await call("POST", `/api/bills/${bill1.id}/pay`)).json().bill.status).toBe("paid");
    let spent = Math.round(bill1.total.amount * 100);
    expect(await balance()).toMatchObject({ current: (2_000_000 - spent) / 100, frozen: 0 });
    expect((await call("GET", `/api/purchases/${purchaseId}`)).json().purchase.status).toBe("paid");

    // The vehicle moves: paid (by the payment), picked up, at port, shipped; each step notifies and mails.
    for (const status of ["picked_up", "at_port", "shipped"])
      await asAdmin(`/api/admin/purchases/${purchaseId}/status`, { status });
    expect((await notificationTypes(12)).slice(8)).toEqual(Array(4).fill("purchase_update"));
    expect((await mailSubjects(8)).slice(4)).toEqual(Array(4).fill("Your vehicle's status has changed"));

    // Bill 2 at departure, then arrival and bill 3.
    const bill2 = (await asAdmin(`/api/admin/purchases/${purchaseId}/bills`, { stage: "departure" })).bill;
    expect((await call("POST", `/api/bills/${bill2.id}/pay`)).json().bill.status).toBe("paid");
    await asAdmin(`/api/admin/purchases/${purchaseId}/status`, { status: "arrived" });
    const bill3 = (await asAdmin(`/api/admin/purchases/${purchaseId}/bills`, { stage: "arrival" })).bill;
    expect((await call("POST", `/api/bills/${bill3.id}/pay`)).json().bill.status).toBe("paid");
    spent += Math.round(bill2.total.amount * 100) + Math.round(bill3.total.amount * 100);
    expect(await balance()).toMatchObject({ current: (2_000_000 - spent) / 100, frozen: 0 });
    expect((await notificationTypes(15)).slice(12)).toEqual(["bill_issued", "purchase_update", "bill_issued"]);
    expect((await mailSubjects(11)).slice(8)).toEqual([
      "A new bill has been issued",
      "Your vehicle's status has changed",
      "A new bill has been issued",
    ]);

    const purchase = (await call("GET", `/api/purchases/${purchaseId}`)).json().purchase;
    expect(purchase).toMatchObject({ status: "arrived", hold: { amount: 0 } });
    expect(purchase.bills.map((b: { stage: string; status: string }) => [b.stage, b.status])).toEqual([
      ["win", "paid"],
      ["departure", "paid"],
      ["arrival", "paid"],
    ]);
    const s = await ledgerState(iso.db, customer.id);
    expect([s.ledgerBalanceCents, s.ledgerFrozenCents]).toEqual([s.balanceCents, s.frozenCents]);

    // Nothing was notified or mailed twice.
    await new Promise((r) => setTimeout(r, 500));
    expect(await notificationTypes(15)).toHaveLength(15);
    expect(await mailSubjects(11)).toHaveLength(11);
  }, 120_000);
});
