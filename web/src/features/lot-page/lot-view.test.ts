import * as shared from "@app/shared/catalogue/lot-status";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { auctionClockOf, badgeStatusOf, isBuyNowOpenAt, isOpenForBids, isPreBidOpenAt } from "./lot-view";

describe("the lot's status label", () => {
  it.each([
    [{ status: "Live Now", cardStatus: "live" }, "live"],
    [{ status: "Sold", cardStatus: "ended" }, "sold"],
    [{ status: "Buy Now", cardStatus: "starting-soon" }, "buyNow"],
    [{ status: "Upcoming", cardStatus: "starting-soon" }, "upcoming"],
    [{ status: "Upcoming", cardStatus: "pre-bid-closed" }, "preBidClosed"],
    [{ status: "Ended", cardStatus: "ended" }, "ended"],
  ] as const)("%o reads %s", (lot, expected) => {
    expect(badgeStatusOf({ ...lot, auctionDate: null }, Date.now())).toBe(expected);
  });
  it("moves on with the clock while the page is open, as the cards do", () => {
    const lot = { status: "Upcoming", cardStatus: "starting-soon", auctionDate: "2026-11-26T15:00:00.000Z" } as const;
    expect(badgeStatusOf(lot, Date.parse("2026-11-26T13:59:59.000Z"))).toBe("upcoming");
    expect(badgeStatusOf(lot, Date.parse("2026-11-26T14:00:00.000Z"))).toBe("preBidClosed");
    expect(badgeStatusOf(lot, Date.parse("2026-11-26T15:00:00.000Z"))).toBe("live");
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

describe("the auction's time in the lot's box", () => {
  const start = "2026-11-26T15:00:00.000Z";
  const at = (iso: string) => Date.parse(iso);
  it("counts down to a sale ahead, then says bidding is live for the 24 hours after its start", () => {
    const upcoming = { auctionDate: start, status: "Upcoming", isUpcomingAuction: true } as const;
    expect(auctionClockOf(upcoming, at("2026-11-26T14:59:59.000Z"))).toBe("countdown");
    // The page stays open as the sale starts: no 'Auction ended' beside the Live badge.
    expect(auctionClockOf(upcoming, at(start))).toBe("live");
    const live = { auctionDate: start, status: "Live Now", isUpcomingAuction: false } as const;
    expect(auctionClockOf(live, at("2026-11-27T14:59:59.000Z"))).toBe("live");
    expect(auctionClockOf(live, at("2026-11-27T15:00:00.000Z"))).toBe("date");
  });
  it("shows only the date of a lot with no sale ahead or no date", () => {
    const now = at("2026-11-26T16:00:00.000Z");
    expect(auctionClockOf({ auctionDate: start, status: "Sold", isUpcomingAuction: false }, now)).toBe("date");
    expect(auctionClockOf({ auctionDate: start, status: "Ended", isUpcomingAuction: false }, now)).toBe("date");
    expect(auctionClockOf({ auctionDate: null, status: "Buy Now", isUpcomingAuction: false }, now)).toBe("date");
  });
});

describe("what the box offers at a moment", () => {
  const statuses = ["Upcoming", "Live Now", "Buy Now", "Sold", "Ended"] as const;
  const lotAt = fc.record({
    status: fc.constantFrom(...statuses),
    withdrawn: fc.boolean(),
    // Minutes from now to the sale, or no sale date.
    saleIn: fc.option(fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }), { nil: null }),
    buyNowPrice: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
    secondsLater: fc.integer({ min: 0, max: 59 }),
  });

  it("offers a pre-bid exactly when the server's rule takes one, and Buy Now until the sale starts", () => {
    const now = Date.parse("2026-11-29T12:00:00Z");
    fc.assert(
      fc.property(lotAt, ({ status, withdrawn, saleIn, buyNowPrice, secondsLater }) => {
        const auctionDate = saleIn === null ? null : new Date(now + saleIn * 60_000 + secondsLater * 1000);
        const lot = { status, withdrawn, buyNowPrice, auctionDate: auctionDate?.toISOString() ?? null };
        const listed = isOpenForBids(lot);
        expect(isPreBidOpenAt(lot, now)).toBe(
          listed && shared.isPreBidOpen({ auctionDate, isSold: status === "Sold" }, new Date(now)),
        );
        expect(isBuyNowOpenAt(lot, now)).toBe(
          listed && buyNowPrice !== null && (auctionDate === null || auctionDate.getTime() > now),
        );
      }),
    );
  });

  it("stops pre-bids at the cut-off an hour before the sale, while Buy Now stays until the sale", () => {
    const sale = Date.parse("2026-11-29T15:00:00Z");
    const lot = {
      status: "Upcoming" as const,
      withdrawn: false,
      buyNowPrice: 9000,
      auctionDate: new Date(sale).toISOString(),
    };
    expect(isPreBidOpenAt(lot, sale - 3_600_001)).toBe(true);
    expect(isPreBidOpenAt(lot, sale - 3_600_000)).toBe(false);
    expect(isBuyNowOpenAt(lot, sale - 1)).toBe(true);
    expect(isBuyNowOpenAt(lot, sale)).toBe(false);
    expect(isPreBidOpenAt({ ...lot, status: "Live Now" }, sale + 60_000)).toBe(false);
  });
});
