// The seeded Copart and IAAI schedules reproduce their tables (docs/domain/fees.md#copart-buyer-fee-table-a,
// docs/domain/fees.md#iaai-standard-volume-buyer-fee), and the lookup picks the right schedule.
import { describe, expect, it } from "vitest";
import {
  COPART_TABLE_A_A,
  COPART_TABLE_A_C,
  COPART_VIRTUAL_BID_FEE,
  IAAI_LIVE_ONLINE_BID_FEE,
  IAAI_STANDARD_BUYER_FEE,
  bandFee,
  defaultFeeSchedules,
  feeScheduleVersionOf,
  feeTitleGroupOf,
  findFeeSchedule,
} from "./fee-schedules.ts";
import { feeScheduleInputSchema } from "./landed-cost.schemas.ts";

const fee = (bands: Parameters<typeof bandFee>[0], dollars: number) =>
  bandFee(bands, Math.round(dollars * 100)).feeCents / 100;

describe("Copart table A (docs/domain/fees.md#copart-buyer-fee-table-a)", () => {
  it.each([
    // bid, fee "C", fee "A", virtual bid fee
    [0, 25, 1, 0],
    [49.99, 25, 1, 0],
    [450, 180, 130, 49],
    [499.99, 180, 130, 49],
    [2_500, 550, 400, 99],
    [9_999.99, 850, 725, 149],
    [12_000, 900, 775, 149],
    [14_999.99, 900, 790, 149],
    [16_000, 1_200, 960, 149], // 7.5% and 6% from $15,000
  ])("a final bid of $%s pays C $%s, A $%s and a $%s virtual bid fee", (bid, c, a, virtual) => {
    expect(fee(COPART_TABLE_A_C, bid)).toBe(c);
    expect(fee(COPART_TABLE_A_A, bid)).toBe(a);
    expect(fee(COPART_VIRTUAL_BID_FEE, bid)).toBe(virtual);
  });

  it("charges the 7.5% above $15,000 to the cent", () => {
    expect(bandFee(COPART_TABLE_A_C, 15_333_33).feeCents).toBe(1_150_00); // 1149.99975
  });
});

describe("IAAI standard volume table", () => {
  it.each([
    [99.99, 1, 0],
    [1_000, 250, 85],
    [5_600, 675, 125],
    [20_000, 1_200, 160],
  ])("a final bid of $%s pays a $%s buyer fee and a $%s live online bid fee", (bid, buyer, live) => {
    expect(fee(IAAI_STANDARD_BUYER_FEE, bid)).toBe(buyer);
    expect(fee(IAAI_LIVE_ONLINE_BID_FEE, bid)).toBe(live);
  });
});

describe("the seeded schedules", () => {
  const schedules = defaultFeeSchedules().map((s, i) => ({ ...s, id: String(i), version: 1 }));

  it("are valid admin input, one per key", () => {
    for (const s of defaultFeeSchedules()) expect(() => feeScheduleInputSchema.parse(s)).not.toThrow();
    const keys = schedules.map((s) => [s.platform, s.buyerTier, s.titleGroup, s.paymentMethod, s.bidType].join("/"));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("charge Copart's environmental fee on salvage titles only, and cap its Buy It Now fee at $129", () => {
    const key = { platform: "copart", buyerTier: "C", paymentMethod: "secured", bidType: "online" } as const;
    const clean = findFeeSchedule(schedules, { ...key, titleGroup: "clean" })!;
    const salvage = findFeeSchedule(schedules, { ...key, titleGroup: "salvage" })!;
    expect(clean.fixedFees.map((f) => f.code)).toEqual(["gate", "title"]);
    expect(salvage.fixedFees.map((f) => [f.code, f.amountCents])).toEqual([
      ["gate", 79_00],
      ["title", 20_00],
      ["environmental", 10_00],
    ]);
    const buyNow = findFeeSchedule(schedules, { ...key, titleGroup: "clean", bidType: "buy_now" })!;
    expect(bandFee(buyNow.bidFee, 50_000_00).feeCents).toBe(129_00);
  });

  it("use IAAI's one schedule for any title, and the newest schedule of a key", () => {
    const key = { platform: "iaai", buyerTier: "standard", paymentMethod: "secured", bidType: "online" } as const;
    expect(findFeeSchedule(schedules, { ...key, titleGroup: "clean" })?.titleGroup).toBe("any");
    const newer = {
      ...findFeeSchedule(schedules, { ...key, titleGroup: "salvage" })!,
      id: "new",
      effectiveFrom: "2026-06-01",
    };
    expect(findFeeSchedule([...schedules, newer], { ...key, titleGroup: "salvage" })?.id).toBe("new");
    expect(findFeeSchedule(schedules, { ...key, buyerTier: "premier", titleGroup: "clean" })).toBeNull();
    expect(feeScheduleVersionOf(newer)).toBe("iaai/standard/any/secured/online from 2026-06-01 v1");
  });

  it("name their version in at most 80 characters, what a bill stores", () => {
    const longest = feeScheduleInputSchema.parse({
      ...defaultFeeSchedules()[0],
      platform: "europe",
      buyerTier: "x".repeat(16),
      titleGroup: "salvage",
      paymentMethod: "unsecured",
      bidType: "buy_now",
    });
    expect(feeScheduleVersionOf({ ...longest, id: "x", version: 2_147_483_647 }).length).toBeLessThanOrEqual(80);
    expect(() => feeScheduleInputSchema.parse({ ...longest, buyerTier: "x".repeat(17) })).toThrow();
  });

  it("read a lot's title group code", () => {
    expect(feeTitleGroupOf("C")).toBe("clean");
    expect(feeTitleGroupOf("clean")).toBe("clean");
    expect(feeTitleGroupOf("S")).toBe("salvage");
    expect(feeTitleGroupOf("J")).toBe("salvage");
    expect(feeTitleGroupOf(null)).toBe("salvage"); // unknown: the dearer table
  });
});
