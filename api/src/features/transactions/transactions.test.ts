// Deposits, withdrawals and the ledger history over HTTP: every allowed and forbidden transition, the ledger
// entries they write, the event of a completed deposit, idempotent retries and who may do what.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testApiConfig } from "../../../../test/support/config.ts";
import { adminCookie, createTestUser, customerCookie } from "../../../../test/support/sessions.ts";
import { eventsOf, fundAccount, ledgerState, setFxRate } from "../../../../test/support/brokerage.ts";
import { buildApp } from "../../app.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../../../worker/src/testing/isolated-database.ts";

const ORIGIN = "http://localhost:3000";
let app: FastifyInstance;
// A database of its own: these tests change the USD/EUR rate, which other files read.
let iso: IsolatedDatabase;
let admin: string;

type Opts = { cookie?: string; headers?: Record<string, string> };
const call = (method: "GET" | "POST" | "PUT", url: string, body?: unknown, opts: Opts = {}) =>
  app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: { origin: ORIGIN, ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
  });

async function customer() {
  const user = await createTestUser(app.db);
  return { ...user, cookie: await customerCookie(app.db, user.id) };
}

const balance = async (cookie: string) =>
  (await call("GET", "/api/transactions/balance", undefined, { cookie })).json().balance;

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "money");
  app = await buildApp(testApiConfig({ PASSWORD_HASH_COST: "10" }), { db: iso.db });
  await app.ready();
  admin = await adminCookie(app, (await createTestUser(app.db, { role: "admin" })).id);
  await setFxRate(app.db);
  await app.db.setting.upsert({
    where: { key: "bank" },
    create: {
      key: "bank",
      value: {
        accountHolder: "UAB BaltBid",
        iban: "LT947044060007912345",
        bankName: "AB SEB bankas",
        swift: "CBVILT2X",
        referenceFormat: "BBD-XXXXXXXX",
      },
    },
    update: {},
  });
});

afterAll(async () => {
  await app?.close();
  await iso?.drop();
});

describe("deposits", () => {
  it("announces a bank transfer with a reference and our bank details, and credits nothing yet", async () => {
    const c = await customer();
    const res = await call("POST", "/api/transactions/deposits", { amount: 1500.5, method: "bank_transfer" }, c);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.deposit).toMatchObject({
      amount: { amount: 1500.5, currency: "EUR" },
      method: "bank_transfer",
      status: "pending",
      reference: expect.stringMatching(/^BBD-[A-Z0-9]{8}$/),
    });
    expect(body.bankDetails).toMatchObject({ iban: "LT947044060007912345" });
    expect(await balance(c.cookie)).toMatchObject({ current: 0, frozen: 0, available: 0 });
    const list = (await call("GET", "/api/transactions/deposits", undefined, c)).json();
    expect(list.deposits.map((d: { id: string }) => d.id)).toEqual([body.deposit.id]);
  });

  it("refuses invalid amounts and methods", async () => {
    const c = await customer();
    for (const bad of [{ amount: 0 }, { amount: -5 }, { amount: 10.001 }, { amount: 100, method: "cash" }, {}]) {
      const res = await call("POST", "/api/transactions/deposits", bad, c);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call("POST", "/api/transactions/deposits", { amount: 10 })).statusCode).toBe(401);
  });

  it("credits the ledger and emits deposit.completed when an admin completes it, once", async () => {
    const c = await customer();
    const id = (await call("POST", "/api/transactions/deposits", { amount: 2000 }, c)).json().deposit.id;
    const pending = (
      await call("GET", "/api/admin/deposits?status=pending&pageSize=100", undefined, { cookie: admin })
    ).json();
    expect(pending.deposits.some((d: { id: string }) => d.id === id)).toBe(true);

    const done = await call("POST", `/api/admin/deposits/${id}/complete`, {}, { cookie: admin });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().deposit.status).toBe("completed");
    expect(await balance(c.cookie)).toMatchObject({ current: 2000, frozen: 0, available: 2000 });
    expect(await eventsOf(app.db, "deposit.completed", { depositId: id })).toEqual([
      expect.objectContaining({ payload: { depositId: id, userId: c.id, amountCents: 200_000, currency: "EUR" } }),
    ]);

    // A second decision is an illegal transition and changes nothing.
    expect((await call("POST", `/api/admin/deposits/${id}/complete`, {}, { cookie: admin })).statusCode).toBe(409);
    expect((await call("POST", `/api/admin/deposits/${id}/reject`, {}, { cookie: admin })).statusCode).toBe(409);
    expect(await balance(c.cookie)).toMatchObject({ current: 2000 });
    expect(await eventsOf(app.db, "deposit.completed", { depositId: id })).toHaveLength(1);

    const history = (await call("GET", "/api/transactions", undefined, c)).json();
    expect(history.transactions).toEqual([
      expect.objectContaining({ type: "deposit", amount: 2000, balanceAfter: 2000, availableAfter: 2000 }),
    ]);
    expect(history.total).toBe(1);
  });

  it("rejects a deposit without crediting; a rejected one cannot be completed", async () => {
    const c = await customer();
    const id = (await call("POST", "/api/transactions/deposits", { amount: 300 }, c)).json().deposit.id;
    const res = await call(
      "POST",
      `/api/admin/deposits/${id}/reject`,
      { reason: "No transfer arrived" },
      { cookie: admin },
    );
    expect(res.json().deposit).toMatchObject({ status: "rejected", reason: "No transfer arrived" });
    expect((await call("POST", `/api/admin/deposits/${id}/complete`, {}, { cookie: admin })).statusCode).toBe(409);
    expect(await balance(c.cookie)).toMatchObject({ current: 0 });
    expect(await eventsOf(app.db, "deposit.completed", { depositId: id })).toHaveLength(0);
  });

  it("lets only admins decide, and answers 404 for an unknown deposit", async () => {
    const c = await customer();
    const id = (await call("POST", "/api/transactions/deposits", { amount: 300 }, c)).json().deposit.id;
    expect((await call("POST", `/api/admin/deposits/${id}/complete`, {}, c)).statusCode).toBe(401);
    expect((await call("GET", "/api/admin/deposits", undefined, c)).statusCode).toBe(401);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call("POST", `/api/admin/deposits/${unknown}/complete`, {}, { cookie: admin })).statusCode).toBe(404);
  });

  it("acts once for a retried request with the same Idempotency-Key", async () => {
    const c = await customer();
    const headers = { "idempotency-key": "dep-retry-1" };
    const first = await call("POST", "/api/transactions/deposits", { amount: 700 }, { ...c, headers });
    const again = await call("POST", "/api/transactions/deposits", { amount: 700 }, { ...c, headers });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await app.db.deposit.count({ where: { userId: c.id } })).toBe(1);
    // Same key, other request: refused.
    const other = await call("POST", "/api/transactions/deposits", { amount: 800 }, { ...c, headers });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe("IDEMPOTENCY_CONFLICT");
    // Keys are per customer: another customer's same key is a new request.
    const d = await customer();
    expect((await call("POST", "/api/transactions/deposits", { amount: 700 }, { ...d, headers })).statusCode).toBe(201);
    expect(await app.db.deposit.count({ where: { userId: d.id } })).toBe(1);

    // An admin's retried completion credits once.
    const id = first.json().deposit.id;
    const h = { "idempotency-key": `complete-${id}` };
    const a1 = await call("POST", `/api/admin/deposits/${id}/complete`, {}, { cookie: admin, headers: h });
    const a2 = await call("POST", `/api/admin/deposits/${id}/complete`, {}, { cookie: admin, headers: h });
    expect([a1.statusCode, a2.statusCode]).toEqual([200, 200]);
    expect(await balance(c.cookie)).toMatchObject({ current: 700 });
  });

  it("acts once when the same Idempotency-Key arrives twice at the same moment", async () => {
    const c = await customer();
    const headers = { "idempotency-key": "dep-race" };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call("POST", "/api/transactions/deposits", { amount: 50 }, { ...c, headers })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(results.map((r) => r.json().deposit.id)).size).toBe(1);
    expect(await app.db.deposit.count({ where: { userId: c.id } })).toBe(1);
  });
});

describe("withdrawals", () => {
  it("freezes the available balance by default, and pays it out when an admin completes it", async () => {
    const c = await customer();
    await fundAccount(app.db, c.id, 1000);
    const res = await call("POST", "/api/transactions/withdrawals", { iban: "LT12 1000 0111 0100 1000" }, c);
    expect(res.statusCode, res.body).toBe(201);
    const w = res.json().withdrawal;
    expect(w).toMatchObject({
      amount: { amount: 1000, currency: "EUR" },
      status: "pending",
      iban: "LT121000011101001000",
    });
    expect(await balance(c.cookie)).toMatchObject({ current: 1000, frozen: 1000, available: 0 });

    expect((await call("POST", "/api/transactions/withdrawals", { amount: 1 }, c)).statusCode).toBe(409);

    const done = await call("POST", `/api/admin/withdrawals/${w.id}/complete`, {}, { cookie: admin });
    expect(done.json().withdrawal.status).toBe("completed");
    expect(await balance(c.cookie)).toMatchObject({ current: 0, frozen: 0, available: 0 });
    expect((await call("POST", `/api/admin/withdrawals/${w.id}/reject`, {}, { cookie: admin })).statusCode).toBe(409);
    const s = await ledgerState(app.db, c.id);
    expect([s.ledgerBalanceCents, s.ledgerFrozenCents]).toEqual([s.balanceCents, s.frozenCents]);
    const types = (await call("GET", "/api/transactions", undefined, c))
      .json()
      .transactions.map((t: { type: string }) => t.type);
    expect(types).toEqual(["withdrawal", "hold", "deposit"]);
  });

  it("releases the amount when an admin rejects it, and refuses more than is available", async () => {
    const c = await customer();
    await fundAccount(app.db, c.id, 500);
    expect((await call("POST", "/api/transactions/withdrawals", { amount: 500.01 }, c)).statusCode).toBe(409);
    const w = (await call("POST", "/api/transactions/withdrawals", { amount: 200 }, c)).json().withdrawal;
    expect(await balance(c.cookie)).toMatchObject({ current: 500, frozen: 200, available: 300 });
    await call("POST", `/api/admin/withdrawals/${w.id}/reject`, { reason: "IBAN missing" }, { cookie: admin });
    expect(await balance(c.cookie)).toMatchObject({ current: 500, frozen: 0, available: 500 });
    expect((await call("POST", `/api/admin/withdrawals/${w.id}/complete`, {}, { cookie: admin })).statusCode).toBe(409);
    const empty = await customer();
    expect((await call("POST", "/api/transactions/withdrawals", {}, empty)).statusCode).toBe(409);
  });
});

describe("ledger history", () => {
  it("pages newest first, shows only the caller's own entries", async () => {
    const c = await customer();
    for (const eur of [10, 20, 30]) await fundAccount(app.db, c.id, eur);
    const page1 = (await call("GET", "/api/transactions?page=1&pageSize=2", undefined, c)).json();
    const page2 = (await call("GET", "/api/transactions?page=2&pageSize=2", undefined, c)).json();
    expect(page1.transactions.map((t: { amount: number }) => t.amount)).toEqual([30, 20]);
    expect(page2.transactions.map((t: { amount: number }) => t.amount)).toEqual([10]);
    expect(page1.total).toBe(3);
    const other = await customer();
    expect((await call("GET", "/api/transactions", undefined, other)).json().transactions).toEqual([]);
    expect((await call("GET", "/api/transactions")).statusCode).toBe(401);
  });
});

describe("USD/EUR rate", () => {
  it("is read and edited by admins only, with its date and source", async () => {
    const res = await call(
      "PUT",
      "/api/admin/settings/fx-rate",
      { rate: "0.9350", asOf: "2026-11-24" },
      { cookie: admin },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await call("GET", "/api/admin/settings/fx-rate", undefined, { cookie: admin })).json().data).toEqual({
      rate: "0.9350",
      asOf: "2026-11-24",
      source: "ECB reference rate",
    });
    expect(
      (await call("PUT", "/api/admin/settings/fx-rate", { rate: "93", asOf: "2026-11-24" }, { cookie: admin }))
        .statusCode,
    ).toBe(400);
    const c = await customer();
    expect((await call("PUT", "/api/admin/settings/fx-rate", { rate: "1.5", asOf: "2026-11-24" }, c)).statusCode).toBe(
      401,
    );
    await setFxRate(app.db);
  });
});
