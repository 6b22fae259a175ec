import { describe, expect, it } from "vitest";
import { badgeStatusOf, isOpenForBids } from "./lot-view";

describe("the lot's status label", () => {
  it.each([
    [{ status: "Live Now", cardStatus: "live" }, "live"],
    [{ status: "Sold", cardStatus: "ended" }, "sold"],
    [{ status: "Buy Now", cardStatus: "starting-soon" }, "buyNow"],
    [{ status: "Upcoming", cardStatus: "starting-soon" }, "upcoming"],
    [{ status: "Upcoming", cardStatus: "pre-bid-closed" }, "preBidClosed"],
    [{ status: "Ended", cardStatus: "ended" }, "ended"],
  ] as const)("%o reads %s", (lot, expected) => {
    expect(badgeStatusOf(lot)).toBe(expected);
  });
});

describe("bidding", () => {
  it("is open before the auction is over and never on a withdrawn lot", () => {
    expect(isOpenForBids({ status: "Upcoming", withdrawn: false })).toBe(true);
    expect(isOpenForBids({ status: "Live Now", withdrawn: false })).toBe(true);
    expect(isOpenForBids({ status: "Ended", withdrawn: false })).toBe(false);
    expect(isOpenForBids({ status: "Sold", withdrawn: false })).toBe(false);
    expect(isOpenForBids({ status: "Upcoming", withdrawn: true })).toBe(false);
  });
});
