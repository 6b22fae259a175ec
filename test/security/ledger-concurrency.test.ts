// The ledger under concurrent money moves: a fast-check scheduler starts a customer's deposits (completed
// by an admin), bids on several lots, raises, cancellations and withdrawal requests in random interleavings, all at
// once over HTTP. Whatever the order, every call answers 2xx or a 4xx (never 5xx), and afterwards the account equals
// the sum of its ledger entries, 0 <= frozen <= balance, and frozen is exactly what the open bids and pending
// withdrawals hold.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../api/src/app.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../worker/src/testing/isolated-database.ts";
import { testApiConfig } from "../support/config.ts";
import { adminCookie, createTestUser, customerCookie } from "../support/sessions.ts";
import { createTestLot, setFxRate } from "../support/brokerage.ts";

const ORIGIN = "http://localhost:3000";
let app: FastifyInstance;
let iso: IsolatedDatabase;
let admin: string;
const lotNumbers: string[] = [];

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "ledger_concurrency");
  app = await buildApp(testApiConfig({ PASSWORD_HASH_COST: "10", RATE_LIMIT_SCALE: "100000" }), { db: iso.db });
  await app.ready();
  await setFxRate(app.db, "0.9200", "2026-11-20");
  admin = await adminCookie(app, (await createTestUser(app.db, { role: "admin" })).id);
  for (let i = 0; i < 3; i++) lotNumbers.push((await createTestLot(app.db, { auctionInHours: 72 })).lotNumber);
});

afterAll(async () => {
  await app?.close();
  await iso?.drop();
});

type Command =
  | { kind: "deposit"; amount: number }
  | { kind: "bid"; lot: number; maxBid: number }
  | { kind: "cancel"; lot: number }
  | { kind: "withdraw"; amount: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant("deposit" as const), amount: fc.integer({ min: 50, max: 3_000 }) }),
  fc.record({
    kind: fc.constant("bid" as const),
    lot: fc.integer({ min: 0, max: 2 }),
    maxBid: fc.integer({ min: 100, max: 40_000 }),
  }),
  fc.record({ kind: fc.constant("cancel" as const), lot: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant("withdraw" as const), amount: fc.integer({ min: 10, max: 2_000 }) }),
);

async function run(cmd: Command, cookie: string, statuses: number[]) {
  const call = async (method: "GET" | "POST" | "DELETE", url: string, body?: object, who = cookie) => {
    const res = await app.inject({
      method,
      url,
      headers: { origin: ORIGIN, cookie: who, "idempotency-key": randomUUID() },
      ...(body ? { payload: body } : {}),
    });
    statuses.push(res.statusCode);
    return res;
  };
  if (cmd.kind === "deposit") {
    const res = await call("POST", "/api/transactions/deposits", { amount: cmd.amount });
    const id = res.json().deposit?.id;
    if (id) await call("POST", `/api/admin/deposits/${id}/complete`, {}, admin);
  } else if (cmd.kind === "bid") {
    await call("POST", "/api/bids", { platform: "copart", lotNumber: lotNumbers[cmd.lot], maxBid: cmd.maxBid });
  } else if (cmd.kind === "cancel") {
    const bids = (await call("GET", "/api/bids?status=active")).json().bids as {
      id: string;
      lot?: { lotNumber: string };
    }[];
    const open = bids.find((b) => b.lot?.lotNumber === lotNumbers[cmd.lot]);
    if (open) await call("DELETE", `/api/bids/${open.id}`);
  } else {
    await call("POST", "/api/transactions/withdrawals", { amount: cmd.amount, iban: "LT121000011101001000" });
  }
}

async function checkInvariants(userId: string) {
  const account = await app.db.account.findUnique({ where: { userId } });
  if (!account) {
    // Nothing ever reached the ledger (every command was refused): nothing may be held either.
    expect(await app.db.bid.count({ where: { userId, holdCents: { gt: 0 } } })).toBe(0);
    return;
  }
  const sums = await app.db.ledgerEntry.aggregate({
    where: { accountId: account.id },
    _sum: { balanceDeltaCents: true, frozenDeltaCents: true },
  });
  expect(account.balanceCents).toBe(sums._sum.balanceDeltaCents ?? 0);
  expect(account.frozenCents).toBe(sums._sum.frozenDeltaCents ?? 0);
  expect(account.frozenCents).toBeGreaterThanOrEqual(0);
  expect(account.frozenCents).toBeLessThanOrEqual(account.balanceCents);
  const bidHolds = await app.db.bid.aggregate({
    where: { userId, status: { in: ["pending", "approved", "outbid"] } },
    _sum: { holdCents: true },
  });
  const withdrawalHolds = await app.db.withdrawal.aggregate({
    where: { userId, status: "pending" },
    _sum: { amountCents: true },
  });
  expect(account.frozenCents).toBe((bidHolds._sum.holdCents ?? 0) + (withdrawalHolds._sum.amountCents ?? 0));
  const last = await app.db.ledgerEntry.findFirst({ where: { accountId: account.id }, orderBy: { createdAt: "desc" } });
  if (last) {
    // Entries of one account are serialised by its row lock, so the newest one carries the balances now.
    const newest = await app.db.ledgerEntry.findMany({
      where: { accountId: account.id, createdAt: last.createdAt },
    });
    expect(
      newest.some((e) => e.balanceAfterCents === account.balanceCents && e.frozenAfterCents === account.frozenCents),
    ).toBe(true);
  }
}

describe("the ledger under concurrent money moves", () => {
  it("keeps every invariant whatever the interleaving", async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(command, { minLength: 3, maxLength: 10 }), async (s, commands) => {
        const user = await createTestUser(app.db);
        const cookie = await customerCookie(app.db, user.id);
        const statuses: number[] = [];
        // Each command starts when the scheduler says, so they overlap in a different order every run.
        await s.waitFor(
          Promise.all(commands.map((cmd) => s.schedule(Promise.resolve(cmd)).then((c) => run(c, cookie, statuses)))),
        );
        expect(statuses.filter((code) => code >= 500)).toEqual([]);
        await checkInvariants(user.id);
      }),
      { numRuns: 25 },
    );
  });
});
