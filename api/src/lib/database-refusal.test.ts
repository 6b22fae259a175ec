// The second line behind validation: a value PostgreSQL refuses (every CHECK of the migrations, a number too large
// for its column) is recognised however it arrives, and answers 400, not 500, should a schema ever miss a case.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../app.ts";
import { testApiConfig } from "../../../test/support/config.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../../worker/src/testing/isolated-database.ts";
import { createTestUser } from "../../../test/support/sessions.ts";
import { createTestLot } from "../../../test/support/brokerage.ts";
import { isDatabaseRefusal } from "./database-refusal.ts";

let iso: IsolatedDatabase;
let app: FastifyInstance;
let userId: string;

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "refusal");
  app = await buildApp(testApiConfig(), { db: iso.db });
  userId = (await createTestUser(iso.db)).id;
  // A route that writes what it is sent, unvalidated: only the database stands in the way.
  app.post<{ Body: { cents: number } }>("/api/test/raw-deposit", { config: { access: "public" } }, async (request) => {
    await app.db.deposit.create({
      data: { userId, amountCents: request.body.cents, method: "bank_transfer", reference: `D-${Date.now()}` },
    });
    return { success: true };
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await iso?.drop();
});

const refusal = (run: () => Promise<unknown>) =>
  run().then(
    () => {
      throw new Error("the database accepted it");
    },
    (err: unknown) => err,
  );

describe("a value the database refuses", () => {
  it("is recognised for every CHECK of the migrations, through Prisma and through node-postgres", async () => {
    const dir = path.resolve(import.meta.dirname, "../../../prisma/migrations");
    const migrations = await Promise.all(
      (await readdir(dir, { withFileTypes: true }))
        .filter((d) => d.isDirectory())
        .map((d) => readFile(path.join(dir, d.name, "migration.sql"), "utf8")),
    );
    const checks = [...migrations.join("\n").matchAll(/ADD CONSTRAINT "([^"]+)"\s+CHECK/g)].map((m) => m[1]!);
    const lot = await createTestLot(iso.db);
    const bid = { userId, lotId: lot.id, platform: "copart", lotNumber: lot.lotNumber, fxRate: "0.92" } as const;
    const mail = (tag: string) => ({
      messageId: `<${tag}.${Date.now()}@baltbid.test>`,
      category: "test",
      toAddresses: ["a@example.test"],
      subject: "Test",
    });
    // Each CHECK, broken on purpose; a new CHECK without a case here fails the comparison.
    const breaks: Record<string, () => Promise<unknown>> = {
      Account_balance_frozen_check: () => iso.db.account.create({ data: { userId, balanceCents: 0, frozenCents: 5 } }),
      Bid_amounts_check: () =>
        iso.db.bid.create({ data: { ...bid, maxBidCents: 0, fxRateDate: new Date("2026-11-20") } }),
      Deposit_amount_check: () =>
        iso.db.deposit.create({ data: { userId, amountCents: 0, method: "bank_transfer", reference: "D-0" } }),
      Withdrawal_amount_check: () =>
        iso.db.withdrawal.create({ data: { userId, amountCents: -1, method: "bank_transfer", reference: "W-0" } }),
      EmailDelivery_sent_content_check: () =>
        iso.db.emailDelivery.create({ data: { ...mail("sent"), status: "sent", text: "kept after sending" } }),
      EmailDelivery_secret_content_check: () =>
        iso.db.emailDelivery.create({ data: { ...mail("secret"), status: "failed", secret: true, text: "a link" } }),
    };
    expect(checks.sort()).toEqual(Object.keys(breaks).sort());
    for (const [name, run] of Object.entries(breaks)) expect(isDatabaseRefusal(await refusal(run)), name).toBe(true);

    const client = new pg.Client({ connectionString: iso.url });
    await client.connect();
    try {
      const raw = await refusal(() =>
        client.query(`INSERT INTO "Deposit" ("id", "userId", "amountCents", "method",
        "reference") VALUES (gen_random_uuid(), '${userId}', 0, 'bank_transfer', 'D-raw')`),
      );
      expect(isDatabaseRefusal(raw)).toBe(true);
      expect(isDatabaseRefusal(await refusal(() => client.query("SELECT 1 / 0")))).toBe(false);
    } finally {
      await client.end();
    }
  });

  it("is recognised for a number too large for its column, and nothing else is", async () => {
    const tooLarge = await refusal(() =>
      iso.db.deposit.create({
        data: { userId, amountCents: 3_000_000_000, method: "bank_transfer", reference: "D-big" },
      }),
    );
    expect(isDatabaseRefusal(tooLarge)).toBe(true);
    const email = `twice.${Date.now()}@example.test`;
    const user = { email, name: "A", surname: "B", passwordHash: "x" };
    await iso.db.user.create({ data: user });
    expect(isDatabaseRefusal(await refusal(() => iso.db.user.create({ data: user })))).toBe(false);
    expect(isDatabaseRefusal(new Error("boom"))).toBe(false);
  });

  it("answers 400 with a clear message, not 500, and keeps nothing", async () => {
    for (const cents of [0, -5, 3_000_000_000]) {
      const res = await app.inject({ method: "POST", url: "/api/test/raw-deposit", payload: { cents } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: "BAD_REQUEST",
        message: "Viena iš reikšmių viršija leistinas ribas.",
      });
    }
    expect(await iso.db.deposit.count({ where: { userId } })).toBe(0);
  });
});
