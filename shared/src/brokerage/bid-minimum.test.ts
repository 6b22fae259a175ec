import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BID_INCREMENTS, bidIncrementCents, meetsMinimum, minimumMaxBidCents } from "./bid-minimum.ts";

const cents = (max: number) => fc.integer({ min: 0, max });
const input = fc.record({
  currentBidCents: fc.option(cents(20_000_000), { nil: null }),
  floorCents: cents(10_000_000).map((c) => Math.max(100, Math.round(c / 100) * 100)),
  currentMaxCents: fc.option(cents(20_000_000), { nil: null }),
});

describe("the bid ladder", () => {
  it("rises with the amount and names each rung's step from its start", () => {
    for (let i = 1; i < BID_INCREMENTS.length; i++) {
      expect(BID_INCREMENTS[i]!.fromCents).toBeGreaterThan(BID_INCREMENTS[i - 1]!.fromCents);
      expect(BID_INCREMENTS[i]!.stepCents).toBeGreaterThan(BID_INCREMENTS[i - 1]!.stepCents);
    }
    for (const rung of BID_INCREMENTS) {
      expect(bidIncrementCents(rung.fromCents)).toBe(rung.stepCents);
      if (rung.fromCents > 0) expect(bidIncrementCents(rung.fromCents - 1)).toBeLessThan(rung.stepCents);
    }
    expect([150_000, 1_500_000, 99_999].map(bidIncrementCents)).toEqual([5_000, 10_000, 2_500]);
  });
});

describe("the minimum maximum bid", () => {
  it("is the floor with no bids, and one step above the current bid once it passes the floor", () => {
    expect(minimumMaxBidCents({ currentBidCents: null, floorCents: 10_000 })).toBe(10_000);
    expect(minimumMaxBidCents({ currentBidCents: 0, floorCents: 10_000 })).toBe(10_000);
    expect(minimumMaxBidCents({ currentBidCents: 140_000, floorCents: 10_000 })).toBe(145_000);
    expect(minimumMaxBidCents({ currentBidCents: 5_000, floorCents: 10_000 })).toBe(10_000);
    expect(minimumMaxBidCents({ currentBidCents: 140_000, floorCents: 10_000, currentMaxCents: 150_000 })).toBe(
      155_000,
    );
  });

  it("refuses anything below it and accepts it and anything above, for any current bid, floor and own maximum", () => {
    fc.assert(
      fc.property(input, cents(1_000_000), (i, extra) => {
        const min = minimumMaxBidCents(i);
        expect(min % 100).toBe(0);
        expect(min).toBeGreaterThanOrEqual(i.floorCents);
        expect(min).toBeGreaterThan(i.currentBidCents ?? 0);
        if (i.currentMaxCents) expect(min).toBeGreaterThan(i.currentMaxCents);
        expect(meetsMinimum(min, i)).toBe(true);
        expect(meetsMinimum(min + extra, i)).toBe(true);
        expect(meetsMinimum(min - 1, i)).toBe(false);
        expect(meetsMinimum(min - 1 - extra, i)).toBe(false);
      }),
    );
  });

  it("never asks more than one step above the highest of the current bid and own maximum, or the floor", () => {
    fc.assert(
      fc.property(input, (i) => {
        const top = Math.max(i.currentBidCents ?? 0, i.currentMaxCents ?? 0);
        const bound = Math.max(i.floorCents, top + bidIncrementCents(top));
        expect(minimumMaxBidCents(i)).toBeLessThan(bound + 100);
      }),
    );
  });
});
