import { describe, expect, it } from "vitest";
import {
  cardStatus,
  countdown,
  isPreBidOpen,
  isUpcomingAuction,
  lotBadges,
  lotStatus,
  statusClassName,
  type LotStateInput,
} from "./lot-status.ts";

const NOW = new Date("2026-08-17T12:00:00Z");
const HOUR = 3_600_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

function lot(patch: Partial<LotStateInput> = {}): LotStateInput {
  return {
    auctionDate: at(48 * HOUR),
    bidStatus: null,
    lotAuctionStatus: null,
    isSold: false,
    buyNowPriceCents: null,
    buyNowUrl: null,
    titleGroup: null,
    runsDrives: null,
    ...patch,
  };
}

describe("lot status (docs/product/lots.md#lot-status, first match wins)", () => {
  it.each<[string, Partial<LotStateInput>, string]>([
    ["bid status LIVE", { bidStatus: "LIVE" }, "Live Now"],
    ["Copart lotAuctionStatus LIVE_BIDDING", { lotAuctionStatus: "LIVE_BIDDING" }, "Live Now"],
    ["IAAI auction status LIVE", { lotAuctionStatus: "live" }, "Live Now"],
    ["bid status LIVE beats sold", { bidStatus: "LIVE", isSold: true }, "Live Now"],
    ["counter bidding is not live", { lotAuctionStatus: "COUNTER_BIDDING", auctionDate: at(-30 * HOUR) }, "Ended"],
    ["started just now", { auctionDate: at(0) }, "Live Now"],
    ["started 23h59m ago", { auctionDate: at(-24 * HOUR + 60_000) }, "Live Now"],
    ["started exactly 24 h ago", { auctionDate: at(-24 * HOUR) }, "Ended"],
    ["started within 24 h but sold", { auctionDate: at(-HOUR), isSold: true }, "Sold"],
    ["sold long ago", { auctionDate: at(-100 * HOUR), isSold: true }, "Sold"],
    ["sold with buy-now", { isSold: true, buyNowPriceCents: 2_150_000 }, "Sold"],
    ["buy-now price", { buyNowPriceCents: 2_150_000 }, "Buy Now"],
    ["buy-now without a price (code YES)", { buyNowUrl: "https://www.copart.com/lot/1" }, "Buy Now"],
    ["buy-now after the sale", { buyNowPriceCents: 100, auctionDate: at(-30 * HOUR) }, "Buy Now"],
    ["zero buy-now is none", { buyNowPriceCents: 0 }, "Upcoming"],
    ["date one millisecond ahead", { auctionDate: at(1) }, "Upcoming"],
    ["no date", { auctionDate: null }, "Ended"],
    ["invalid date", { auctionDate: new Date("nope") }, "Ended"],
    ["past, not live", { auctionDate: at(-25 * HOUR) }, "Ended"],
  ])("%s -> %s", (_label, patch, expected) => {
    expect(lotStatus(lot(patch), NOW)).toBe(expected);
  });

  it("gives each status its class", () => {
    expect(statusClassName("Live Now")).toBe("status-live");
    expect(statusClassName("Sold")).toBe("status-sold");
    expect(statusClassName("Buy Now")).toBe("status-buy-now");
    expect(statusClassName("Upcoming")).toBe("status-upcoming");
    expect(statusClassName("Ended")).toBe("status-ended");
  });
});

describe("badges", () => {
  it.each<[Partial<LotStateInput>, string[]]>([
    [{ titleGroup: "C" }, ["clean-title"]],
    [{ titleGroup: "S" }, ["salvage-title"]],
    [{ titleGroup: "J" }, []],
    [{ titleGroup: null }, []],
    [{ titleGroup: "c", runsDrives: "RUNS AND DRIVES" }, ["clean-title", "runs-drives"]],
    [{ runsDrives: "Run & Drive" }, ["runs-drives"]],
    [{ runsDrives: "ENHANCED VEHICLES" }, []],
    [{ runsDrives: "ENGINE START PROGRAM" }, []],
  ])("%j -> %j", (patch, expected) => {
    expect(lotBadges(lot(patch))).toEqual(expected);
  });
});

describe("countdown", () => {
  it("counts days, hours, minutes and seconds down to the auction", () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdown(at(ms), NOW)).toEqual({
      ended: false,
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      text: "2d 3h 4m 5s",
    });
  });

  it("rounds partial seconds down and shows one second left before the end", () => {
    expect(countdown(at(1_999), NOW)).toMatchObject({ ended: false, seconds: 1, text: "0d 0h 0m 1s" });
  });

  it.each([
    ["at the end", 0],
    ["under a second before the end", 999],
    ["past the end", -5_000],
  ])("says 'Auction ended' %s", (_label, ms) => {
    expect(countdown(at(ms), NOW)).toMatchObject({ ended: true, text: "Auction ended" });
  });

  it("has nothing to count without a date", () => {
    expect(countdown(null, NOW)).toBeNull();
    expect(countdown(new Date(Number.NaN), NOW)).toBeNull();
  });

  it("knows an upcoming auction", () => {
    expect(isUpcomingAuction(at(1), NOW)).toBe(true);
    expect(isUpcomingAuction(at(0), NOW)).toBe(false);
    expect(isUpcomingAuction(null, NOW)).toBe(false);
  });
});

describe("card status labels (pre-bids close 1 hour before the live sale)", () => {
  it.each<[string, Partial<LotStateInput>, string | null]>([
    ["live by bid status", { bidStatus: "LIVE" }, "live"],
    ["live within 24 h of the start", { auctionDate: at(-2 * HOUR) }, "live"],
    ["sold", { isSold: true, auctionDate: at(5 * HOUR) }, "ended"],
    ["no date", { auctionDate: null }, null],
    ["buy-now without a date", { auctionDate: null, buyNowPriceCents: 100 }, null],
    ["past the live window", { auctionDate: at(-24 * HOUR) }, "ended"],
    ["one hour and a millisecond ahead", { auctionDate: at(HOUR + 1) }, "starting-soon"],
    ["exactly one hour ahead", { auctionDate: at(HOUR) }, "pre-bid-closed"],
    ["one millisecond ahead", { auctionDate: at(1) }, "pre-bid-closed"],
    ["a week ahead", { auctionDate: at(7 * 24 * HOUR) }, "starting-soon"],
    ["buy-now with a future date", { auctionDate: at(30 * 60_000), buyNowPriceCents: 100 }, "pre-bid-closed"],
    ["buy-now after the sale", { auctionDate: at(-30 * HOUR), buyNowPriceCents: 100 }, "ended"],
  ])("%s -> %s", (_label, patch, expected) => {
    expect(cardStatus(lot(patch), NOW)).toBe(expected);
  });

  it("lets pre-bids in until the cut-off only", () => {
    expect(isPreBidOpen({ auctionDate: at(HOUR + 1), isSold: false }, NOW)).toBe(true);
    expect(isPreBidOpen({ auctionDate: at(HOUR), isSold: false }, NOW)).toBe(false);
    expect(isPreBidOpen({ auctionDate: at(5 * HOUR), isSold: true }, NOW)).toBe(false);
    expect(isPreBidOpen({ auctionDate: null, isSold: false }, NOW)).toBe(false);
  });
});
