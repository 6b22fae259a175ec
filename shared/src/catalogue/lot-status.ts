// Clock-dependent lot rules (docs/product/lots.md#lot-status, docs/product/lots.md#card-status-label,
// docs/product/lots.md#countdown): status, its CSS class, badges, countdown and the vehicle card's status label.
// "now" is always a parameter, so the same lot gives the same answer in tests, the API and the browser.
import { z } from "zod";

/** A lot counts as live for 24 hours after its auction started (docs/product/lots.md#live-window). */
export const LIVE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Pre-bids close 1 hour before the live sale (docs/product/lots.md#pre-bid-cut-off). */
export const PRE_BID_CUTOFF_MS = 60 * 60 * 1000;

/** The lot states, with their shown words as values (docs/product/lots.md#lot-status). */
export const LOT_STATUSES = ["Live Now", "Sold", "Buy Now", "Upcoming", "Ended"] as const;
export const lotStatusSchema = z.enum(LOT_STATUSES);
export type LotStatus = z.infer<typeof lotStatusSchema>;

/** CSS class per status, for the web's badge colours. */
export const STATUS_CLASS_NAMES = {
  "Live Now": "status-live",
  Sold: "status-sold",
  "Buy Now": "status-buy-now",
  Upcoming: "status-upcoming",
  Ended: "status-ended",
} as const satisfies Record<LotStatus, string>;

export const LOT_BADGES = ["clean-title", "salvage-title", "runs-drives"] as const;
export const lotBadgeSchema = z.enum(LOT_BADGES);
export type LotBadge = z.infer<typeof lotBadgeSchema>;

/** The vehicle card's status labels (docs/product/lots.md#card-status-label). */
export const CARD_STATUSES = ["live", "starting-soon", "pre-bid-closed", "ended"] as const;
export const cardStatusSchema = z.enum(CARD_STATUSES);
export type CardStatus = z.infer<typeof cardStatusSchema>;
export const CARD_STATUS_LABELS = {
  live: "Live auction",
  "starting-soon": "Starting soon",
  "pre-bid-closed": "Pre-bid closed",
  ended: "Ended",
} as const satisfies Record<CardStatus, string>;

export const AUCTION_ENDED_TEXT = "Auction ended";

/** What the rules read from a lot: a LotRecord, a stored Lot row and a normalised lot all fit. */
export interface LotStateInput {
  auctionDate: Date | null;
  bidStatus: string | null;
  lotAuctionStatus: string | null;
  isSold: boolean;
  buyNowPriceCents: number | null;
  buyNowUrl?: string | null;
  titleGroup: string | null;
  runsDrives: string | null;
}

/**
 * Provider words for "the live sale of this lot is running": the normalised bid status LIVE, Copart's
 * dynamicLotDetails.lotAuctionStatus LIVE_BIDDING, and LIVE as the IAAI adapter stores an auction in progress.
 * COUNTER_BIDDING is not live: the hammer has fallen and the seller is answering a counter offer.
 */
const LIVE_WORDS = new Set(["LIVE", "LIVE_BIDDING", "BID NOW", "BID_NOW"]);

export function hasLiveSignal(lot: Pick<LotStateInput, "bidStatus" | "lotAuctionStatus">): boolean {
  return (
    LIVE_WORDS.has((lot.bidStatus ?? "").toUpperCase()) || LIVE_WORDS.has((lot.lotAuctionStatus ?? "").toUpperCase())
  );
}

/** Buy-it-now is offered: a buy-now price (Copart bnp, IAAI BuyNowPrice) or, without one, a buy-now link. */
export function offersBuyNow(lot: Pick<LotStateInput, "buyNowPriceCents" | "buyNowUrl">): boolean {
  return (lot.buyNowPriceCents ?? 0) > 0 || Boolean(lot.buyNowUrl);
}

/** lotAuctionStatus of a lot taken out of its sale (the seller withdrew it, or an admin did). */
export function isWithdrawn(lot: Pick<LotStateInput, "lotAuctionStatus">): boolean {
  return (lot.lotAuctionStatus ?? "").toUpperCase() === "WITHDRAWN";
}

const time = (d: Date | null) => (d && Number.isFinite(d.getTime()) ? d.getTime() : null);

/**
 * First match wins (docs/product/lots.md#lot-status): Live Now (bid status LIVE, or the auction started within the
 * last 24 hours and the lot is not sold); Sold (lotSold or status code S, both stored as isSold); Buy Now (buy-it-now
 * offered); Upcoming (date in the future); otherwise Ended. "Started within the last 24 hours" is
 * start <= now < start + 24 h: at exactly 24 hours the lot has ended.
 */
export function lotStatus(lot: LotStateInput, now: Date): LotStatus {
  const at = time(lot.auctionDate);
  const t = now.getTime();
  // A withdrawn lot will not be sold whatever its date says (decision: it reads as Ended).
  if (isWithdrawn(lot)) return "Ended";
  if (hasLiveSignal(lot)) return "Live Now";
  if (at !== null && at <= t && t < at + LIVE_WINDOW_MS && !lot.isSold) return "Live Now";
  if (lot.isSold) return "Sold";
  if (offersBuyNow(lot)) return "Buy Now";
  if (at !== null && at > t) return "Upcoming";
  return "Ended";
}

export function statusClassName(status: LotStatus): string {
  return STATUS_CLASS_NAMES[status];
}

/** Runs and drives: Copart's lot condition "RUNS AND DRIVES" (CERT-D), IAAI's Run & Drive (stored in those words). */
export function runsAndDrives(runsDrives: string | null): boolean {
  return /\bRUNS?\s*(?:AND|&)\s*DRIVES?\b/i.test(runsDrives ?? "");
}

/** clean-title (title group C), salvage-title (group S), runs-drives (docs/product/lots.md#badges). */
export function lotBadges(lot: Pick<LotStateInput, "titleGroup" | "runsDrives">): LotBadge[] {
  const badges: LotBadge[] = [];
  const group = (lot.titleGroup ?? "").toUpperCase();
  if (group === "C") badges.push("clean-title");
  if (group === "S") badges.push("salvage-title");
  if (runsAndDrives(lot.runsDrives)) badges.push("runs-drives");
  return badges;
}

export const countdownSchema = z.object({
  ended: z.boolean(),
  days: z.number().int().nonnegative(),
  hours: z.number().int().nonnegative(),
  minutes: z.number().int().nonnegative(),
  seconds: z.number().int().nonnegative(),
  /** "2d 3h 4m 5s", or 'Auction ended'. */
  text: z.string(),
});
export type Countdown = z.infer<typeof countdownSchema>;

/**
 * Time left until the auction date in whole days, hours, minutes and seconds (rounded down), or 'Auction ended'
 * at or past it (docs/product/lots.md#countdown). No date gives null: there is nothing to count down to.
 */
export function countdown(auctionDate: Date | null, now: Date): Countdown | null {
  const at = time(auctionDate);
  if (at === null) return null;
  const left = Math.floor((at - now.getTime()) / 1000);
  if (left <= 0) return { ended: true, days: 0, hours: 0, minutes: 0, seconds: 0, text: AUCTION_ENDED_TEXT };
  const days = Math.floor(left / 86_400);
  const hours = Math.floor((left % 86_400) / 3_600);
  const minutes = Math.floor((left % 3_600) / 60);
  const seconds = left % 60;
  return { ended: false, days, hours, minutes, seconds, text: `${days}d ${hours}h ${minutes}m ${seconds}s` };
}

/** isUpcomingAuction: the auction date is in the future. */
export function isUpcomingAuction(auctionDate: Date | null, now: Date): boolean {
  const at = time(auctionDate);
  return at !== null && at > now.getTime();
}

/** When pre-bids close for a lot (1 hour before its live sale); null without a date. */
export function preBidCutoff(auctionDate: Date | null): Date | null {
  const at = time(auctionDate);
  return at === null ? null : new Date(at - PRE_BID_CUTOFF_MS);
}

/** Whether a customer may still place or raise a pre-bid: the lot is not sold and the cut-off is ahead. */
export function isPreBidOpen(lot: Pick<LotStateInput, "auctionDate" | "isSold">, now: Date): boolean {
  const cutoff = preBidCutoff(lot.auctionDate);
  return !lot.isSold && cutoff !== null && now.getTime() < cutoff.getTime();
}

/**
 * The card label (docs/product/lots.md#card-status-label) from the same rules as the status:
 * - Live Now -> Live auction;
 * - Sold -> Ended (the sale is over whatever the clock says);
 * - no auction date -> no label (a buy-now-only or unscheduled lot has no sale to announce);
 * - the date is past (and the 24-hour live window is over, else it would be Live Now) -> Ended;
 * - within the last hour before the sale (pre-bids closed, the sale not started) -> Pre-bid closed;
 * - earlier -> Starting soon (pre-bids still open). Upcoming and Buy Now lots with a future date both land here.
 */
export function cardStatus(lot: LotStateInput, now: Date): CardStatus | null {
  const status = lotStatus(lot, now);
  if (status === "Live Now") return "live";
  if (status === "Sold" || isWithdrawn(lot)) return "ended";
  const at = time(lot.auctionDate);
  if (at === null) return null;
  const t = now.getTime();
  if (t >= at) return "ended";
  if (t >= at - PRE_BID_CUTOFF_MS) return "pre-bid-closed";
  return "starting-soon";
}
