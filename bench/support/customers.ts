// Customers ready to bid, straight into a bench database: the USD/EUR rate the bids convert at, users with a
// session cookie and money on their account (a real ledger deposit), and Copart lots open for pre-bidding.
import { randomInt } from "node:crypto";
import type { Db } from "@app/db/client";
import { lockAccount, post } from "@app/db/ledger";
import { FX_USD_EUR_SETTING_KEY } from "@app/shared/money/fx";
import { hashToken, newToken } from "../../api/src/features/auth/session.store.ts";

/** The bench's USD -> EUR rate (a bid's hold is 10% of its maximum, converted at this rate). */
export const BENCH_USD_EUR = 0.92;
/** The current bid of every bench lot (USD cents): a maximum bid must be above it. */
export const BENCH_LOT_CURRENT_BID_CENTS = 100_000;

export async function seedFxRate(db: Db): Promise<void> {
  await db.setting.create({
    data: {
      key: FX_USD_EUR_SETTING_KEY,
      value: { rate: BENCH_USD_EUR.toFixed(4), asOf: "2026-11-20", source: "bench" },
    },
  });
}

export type Customers = { userIds: string[]; cookies: string[] };

/** `n` customers (`<emailPrefix><i>@bench.test`), each with a session and `balanceCents` deposited. */
export async function createCustomers(
  db: Db,
  n: number,
  opts: { emailPrefix: string; balanceCents: number },
): Promise<Customers> {
  const users = await db.user.createManyAndReturn({
    data: Array.from({ length: n }, (_, i) => ({
      email: `${opts.emailPrefix}${i}@bench.test`,
      name: "Bench",
      surname: String(i),
      passwordHash: "x",
      locale: "en" as const,
    })),
    select: { id: true },
  });
  const tokens = users.map(() => newToken());
  const at = Date.now();
  await db.session.createMany({
    data: users.map((u, k) => ({
      userId: u.id,
      tokenHash: hashToken(tokens[k]!),
      idleExpiresAt: new Date(at + 3600_000),
      absoluteExpiresAt: new Date(at + 3600_000),
    })),
  });
  for (const u of users)
    await db.$transaction(async (tx) => {
      const account = await lockAccount(tx, u.id);
      await post(tx, account, {
        type: "deposit",
        balanceDeltaCents: opts.balanceCents,
        frozenDeltaCents: 0,
        refType: "bench",
        refId: "fund",
      });
    });
  return { userIds: users.map((u) => u.id), cookies: tokens.map((t) => `sid=${t}`) };
}

/** `n` Copart lots auctioned in three days (open for pre-bids), current bid $1,000; returns their lot numbers. */
export async function createBiddableLots(db: Db, n: number): Promise<string[]> {
  const at = Date.now();
  const lots = await db.lot.createManyAndReturn({
    data: Array.from({ length: n }, (_, i) => ({
      platform: "copart" as const,
      lotNumber: String(50_000_000 + i * 10 + randomInt(10)),
      title: `2019 BMW X5 #${i}`,
      auctionDate: new Date(at + 3 * 86_400_000),
      currentBidCents: BENCH_LOT_CURRENT_BID_CENTS,
      imageUrls: [],
      originalData: {},
      contentHash: "0".repeat(64),
    })),
    select: { lotNumber: true },
  });
  return lots.map((l) => l.lotNumber);
}
