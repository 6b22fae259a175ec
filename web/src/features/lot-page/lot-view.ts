// Pure helpers that turn the API's lot into what the page shows.
import type { LotStatus as BadgeStatus } from "@/app/theme";
import { preBidCutoff } from "@/features/bidding/hold";
import { cardBadge, LIVE_WINDOW_MS } from "@/features/lots/card-status";
import type { Lot } from "./api/get-lot";

/**
 * The status label in the site's fixed colours: the lot status (docs/product/lots.md#lot-status), with Upcoming split
 * into "Starting soon" and "Pre-bid closed" as the cards show it (docs/product/lots.md#card-status-label), and moved
 * on at `now` as the cards' is (cardBadge): pre-bids close an hour before the sale, and the sale going live, while
 * the page is open.
 */
export function badgeStatusOf(lot: Pick<Lot, "status" | "cardStatus" | "auctionDate">, now: number): BadgeStatus {
  switch (lot.status) {
    case "Live Now":
      return "live";
    case "Sold":
      return "sold";
    case "Buy Now":
      return "buyNow";
    case "Upcoming":
      return cardBadge(lot.cardStatus, lot.auctionDate, now) ?? "upcoming";
    default:
      return "ended";
  }
}

/** Bidding and buying are possible only before the auction is over. */
export function isOpenForBids(lot: Pick<Lot, "status" | "withdrawn">): boolean {
  return !lot.withdrawn && (lot.status === "Live Now" || lot.status === "Upcoming" || lot.status === "Buy Now");
}

/**
 * A pre-bid, or a raise, is taken until the cut-off an hour before the sale: the server's rule (isPreBidOpen), so the
 * page never offers what the broker would refuse. A lot without a sale date takes none.
 */
export function isPreBidOpenAt(lot: Pick<Lot, "status" | "withdrawn" | "auctionDate">, now: number): boolean {
  const cutoff = preBidCutoff(lot.auctionDate);
  return isOpenForBids(lot) && cutoff !== null && now < cutoff.getTime();
}

/** A Buy Now request is taken until the sale starts (docs/product/bidding.md#buy-now), on a lot with the price. */
export function isBuyNowOpenAt(
  lot: Pick<Lot, "status" | "withdrawn" | "auctionDate" | "buyNowPrice">,
  now: number,
): boolean {
  const sale = lot.auctionDate ? Date.parse(lot.auctionDate) : null;
  return isOpenForBids(lot) && lot.buyNowPrice !== null && (sale === null || Number.isNaN(sale) || now < sale);
}

/** "Copart", "IAAI", or the European seller auction's name (a name, not translated); null for an unnamed one. */
export function platformName(lot: Pick<Lot, "platform" | "sellerAuctionName">): string | null {
  if (lot.platform === "copart") return "Copart";
  if (lot.platform === "iaai") return "IAAI";
  return lot.sellerAuctionName;
}

/**
 * What the box tells of the auction's time at `now`: a countdown while the sale is ahead; once it has started and the
 * lot is still live (24 hours after its start, docs/product/lots.md#live-window), that bidding is live, since a
 * countdown to a start already past reads 'Auction ended' beside the Live badge; otherwise (sold, ended, no sale ahead)
 * the date.
 */
export function auctionClockOf(
  lot: Pick<Lot, "auctionDate" | "status" | "isUpcomingAuction">,
  now: number,
): "countdown" | "live" | "date" {
  const at = lot.auctionDate ? Date.parse(lot.auctionDate) : Number.NaN;
  const saleAhead = lot.isUpcomingAuction || lot.status === "Live Now";
  if (!saleAhead || Number.isNaN(at)) return "date";
  if (now < at) return "countdown";
  return now < at + LIVE_WINDOW_MS ? "live" : "date";
}
