// The seed writes the fee schedules of docs/domain/fees.md#how-the-product-uses-the-schedules and the cost settings'
// defaults once; re-runs add nothing.
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { defaultFeeSchedules } from "@app/shared/landed-cost/fee-schedules";
import { COST_SETTING_KEYS } from "@app/shared/landed-cost/landed-cost.schemas";
import { createPrismaClient, type Db } from "./client.ts";
import { ensureFeeSchedules } from "./fee-schedule-seed.ts";
import { defaultSettings } from "./seed.ts";

let db: Db;
beforeAll(() => {
  db = createPrismaClient(inject("databaseUrl"), { max: 2 });
});
afterAll(() => db?.$disconnect());

describe("fee schedule seed", () => {
  it("writes every documented schedule once, keyed and dated, and a second run writes none", async () => {
    await ensureFeeSchedules(db);
    expect(await ensureFeeSchedules(db)).toBe(0);
    const rows = await db.feeSchedule.findMany({ where: { source: { contains: "docs/domain/fees.md#" } } });
    const key = (s: { platform: string; buyerTier: string; titleGroup: string; bidType: string }) =>
      `${s.platform}/${s.buyerTier}/${s.titleGroup}/${s.bidType}`;
    expect(new Set(rows.map(key))).toEqual(new Set(defaultFeeSchedules().map(key)));
  });

  it("lists the cost settings among the default settings", () => {
    const keys = defaultSettings(new Date("2026-11-25T00:00:00Z")).map((s) => s.key);
    expect(keys).toEqual(expect.arrayContaining(COST_SETTING_KEYS));
  });
});
