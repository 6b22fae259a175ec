// Test support for the brokerage: the FX setting, lots with an auction date, and money on an account, written
// straight to the database (through the real ledger) for tests whose subject is something else.
import { randomInt } from "node:crypto";
import type { Db } from "@app/db/client";
import { lockAccount, post } from "@app/db/ledger";
import { FX_USD_EUR_SETTING_KEY } from "@app/shared/money/fx";

export async function setFxRate(db: Db, rate = "0.9200", asOf = "2026-11-20"): Promise<void> {
  const value = { rate, asOf, source: "ECB reference rate" };
  await db.setting.upsert({
    where: { key: FX_USD_EUR_SETTING_KEY },
    create: { key: FX_USD_EUR_SETTING_KEY, value },
    update: { value },
  });
}

export type TestLotInput = {
  platform?: "copart" | "iaai" | "europe";
  /** Hours from now to the live sale (default 48). */
  auctionInHours?: number | null;
  currentBidUsd?: number | null;
  buyNowUsd?: number | null;
  isSold?: boolean;
  title?: string;
  /** The auction yard (default Copart's "TX - Dallas", which has a towing rate). */
  branch?: string;
};

export async function createTestLot(db: Db, over: TestLotInput = {}) {
  const lotNumber = String(randomInt(10_000_000, 99_999_999));
  const hours = over.auctionInHours === undefined ? 48 : over.auctionInHours;
  return db.lot.create({
    data: {
      platform: over.platform ?? "copart",
      lotNumber,
      title: over.title ?? "2019 BMW X5 xDrive40i",
      branch: over.branch ?? "TX - Dallas",
      titleGroup: "S",
      fuelType: "gasoline",
      year: 2019,
      make: "BMW",
      model: "X5",
      auctionDate: hours === null ? null : new Date(Date.now() + hours * 3_600_000),
      currentBidCents: over.currentBidUsd == null ? null : Math.round(over.currentBidUsd * 100),
      buyNowPriceCents: over.buyNowUsd == null ? null : Math.round(over.buyNowUsd * 100),
      isSold: over.isSold ?? false,
      imageUrls: [],
      originalData: {},
      contentHash: "0".repeat(64),
    },
  });
}

/** Credits `eur` to the user's account as a completed deposit would (a ledger entry of type deposit). */
export async function fundAccount(db: Db, userId: string, eur: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    await post(tx, account, {
      type: "deposit",
      balanceDeltaCents: Math.round(eur * 100),
      frozenDeltaCents: 0,
      refType: "test",
      refId: "fund",
    });
  });
}

/** The account and the sums of its ledger, which must always agree. */
export async function ledgerState(db: Db, userId: string) {
  const account = await db.account.findUniqueOrThrow({ where: { userId } });
  const sums = await db.ledgerEntry.aggregate({
    where: { accountId: account.id },
    _sum: { balanceDeltaCents: true, frozenDeltaCents: true },
  });
  return {
    balanceCents: account.balanceCents,
    frozenCents: account.frozenCents,
    ledgerBalanceCents: sums._sum.balanceDeltaCents ?? 0,
    ledgerFrozenCents: sums._sum.frozenDeltaCents ?? 0,
  };
}

export async function eventsOf(db: Db, type: string, match: Record<string, unknown>) {
  const rows = await db.outboxEvent.findMany({ where: { type }, orderBy: { createdAt: "asc" } });
  return rows.filter((r) => Object.entries(match).every(([k, v]) => (r.payload as Record<string, unknown>)[k] === v));
}
