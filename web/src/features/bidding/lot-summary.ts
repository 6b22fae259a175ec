// What the bidding dialogs need to know about a lot; the lot page and My Bids both have it.
import type { Money } from "@/features/dashboard/api/types";

export type BiddingLot = {
  platform: "copart" | "iaai" | "europe";
  lotNumber: string;
  title: string;
  currentBid: Money | null;
  buyNowPrice: Money | null;
  auctionDate: string | null;
};
