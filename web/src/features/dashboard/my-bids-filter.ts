// My bids' filters (docs/product/bidding.md#my-bids): which list a bid (or a buy-now request) belongs to, and the
// URL that opens it, so a notification or the lot page can link to the right one (/dashboard/active-auctions?status=).
import type { BidListFilter } from "@app/shared/brokerage/brokerage.schemas";
import type { BidStatus } from "./api/types";

export const MY_BIDS_FILTERS = ["active", "won", "lost", "rejected", "cancelled", "buy-now"] as const;
export type MyBidsFilter = (typeof MY_BIDS_FILTERS)[number];

/** The filter in the URL, or active for anything else. */
export function parseMyBidsFilter(value: string | null): MyBidsFilter {
  return (MY_BIDS_FILTERS as readonly string[]).includes(value ?? "") ? (value as MyBidsFilter) : "active";
}

/** The list a bid of this status is found in. */
export function filterOfStatus(status: BidStatus): Exclude<MyBidsFilter, "buy-now"> & BidListFilter {
  switch (status) {
    case "pending":
    case "approved":
    case "outbid":
      return "active";
    default:
      return status;
  }
}

export function myBidsPath(status: BidStatus | "buy-now"): string {
  const filter = status === "buy-now" ? "buy-now" : filterOfStatus(status);
  return filter === "active" ? "/dashboard/active-auctions" : `/dashboard/active-auctions?status=${filter}`;
}
