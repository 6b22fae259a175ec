import type { LotStatus } from "@/app/theme";
import type { LotSummary } from "./api/types";

/** The badge a lot summary earns: its status, or Pre-bid closed once the cut-off passed before the sale. */
export function lotBadgeStatus(lot: LotSummary): LotStatus {
  switch (lot.status) {
    case "Live Now":
      return "live";
    case "Sold":
      return "sold";
    case "Buy Now":
      return "buyNow";
    case "Upcoming":
      return lot.preBidOpen ? "upcoming" : "preBidClosed";
    default:
      return "ended";
  }
}
