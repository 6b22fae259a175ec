// The card's status label (Live auction, Starting soon, Pre-bid closed, Ended: docs/product/lots.md#card-status-label)
// kept current between searches: the API decides it when it answers, and the page's one-second clock moves it on as the
// sale nears.
import type { LotStatus } from "@/app/theme";

/** The label the API sent (null: no sale to announce, e.g. an unscheduled buy-now lot). */
export type ApiCardStatus = "live" | "starting-soon" | "pre-bid-closed" | "ended" | null;

/** Pre-bids close this long before the live sale (the API's PRE_BID_CUTOFF_MS). */
export const PRE_BID_CUTOFF_MS = 60 * 60 * 1000;
/** A lot counts as live for 24 hours after its start (docs/product/lots.md#live-window). */
export const LIVE_WINDOW_MS = 24 * 60 * 60 * 1000;

const BADGE: Record<Exclude<ApiCardStatus, null>, LotStatus> = {
  live: "live",
  "starting-soon": "upcoming",
  "pre-bid-closed": "preBidClosed",
  ended: "ended",
};

export function cardBadge(apiStatus: ApiCardStatus, auctionDate: string | null, now: number): LotStatus | null {
  if (apiStatus === null) return null;
  const at = auctionDate ? Date.parse(auctionDate) : Number.NaN;
  if (Number.isNaN(at)) return BADGE[apiStatus];
  if (apiStatus === "starting-soon" || apiStatus === "pre-bid-closed") {
    if (now >= at) return now < at + LIVE_WINDOW_MS ? "live" : "ended";
    if (now >= at - PRE_BID_CUTOFF_MS) return "preBidClosed";
  }
  return BADGE[apiStatus];
}
