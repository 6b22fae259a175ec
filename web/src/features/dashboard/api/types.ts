// What the brokerage calls answer (api/src/features/{bids,bills,purchases,watchlist}), as the web reads it.
// Amounts are major units with their currency: EUR for the account, USD (or the auction's currency) for lots.
export type Money = { amount: number; currency: string };

export type LotSummary = {
  id: string;
  platform: "copart" | "iaai" | "europe";
  lotNumber: string;
  title: string;
  year: number | null;
  make: string | null;
  model: string | null;
  vin: string | null;
  imageUrl: string | null;
  location: string | null;
  auctionDate: string | null;
  preBidClosesAt: string | null;
  preBidOpen: boolean;
  status: "Live Now" | "Sold" | "Buy Now" | "Upcoming" | "Ended";
  currentBid: Money | null;
  buyNowPrice: Money | null;
};

export type BidStatus = "pending" | "approved" | "rejected" | "cancelled" | "outbid" | "won" | "lost";

export type Bid = {
  id: string;
  platform: LotSummary["platform"];
  lotNumber: string;
  status: BidStatus;
  maxBid: Money;
  approvedMax: Money | null;
  hold: Money;
  fxRate: string;
  fxRateDate: string;
  raises: number;
  auctionBid: Money | null;
  reason: string | null;
  createdAt: string;
  updatedAt: string;
  decidedAt: string | null;
  lot: LotSummary | null;
};

export type BuyNowStatus = "pending" | "approved" | "rejected";

export type BuyNowRequest = {
  id: string;
  platform: LotSummary["platform"];
  lotNumber: string;
  status: BuyNowStatus;
  price: Money;
  hold: Money;
  fxRate: string;
  fxRateDate: string;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
  lot: LotSummary | null;
};

export type WatchlistItem = {
  id: string;
  platform: LotSummary["platform"];
  lotNumber: string;
  addedAt: string;
  lot: LotSummary | null;
};

export const PURCHASE_STEPS = [
  "won",
  "paid",
  "picked_up",
  "at_port",
  "shipped",
  "arrived",
  "customs_cleared",
  "delivered",
] as const;
export type PurchaseStep = (typeof PURCHASE_STEPS)[number];

export type DeliveryAddress = {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  postalCode: string;
  country: string;
  phone?: string;
};

export type BillStage = "win" | "departure" | "arrival";

export type Purchase = {
  id: string;
  platform: LotSummary["platform"];
  lotNumber: string;
  status: PurchaseStep;
  finalPrice: Money;
  hold: Money;
  delivery: {
    method: "pickup" | "address" | null;
    address: DeliveryAddress | null;
    port: string | null;
    editable: boolean;
  };
  container: string | null;
  vessel: string | null;
  timeline: { status: PurchaseStep; done: boolean; at: string | null; eta: string | null; note: string | null }[];
  documents: { id: string; kind: string; fileName: string; size: number; uploadedAt: string; url: string }[];
  bills: { id: string; stage: BillStage; status: "issued" | "paid"; total: Money }[];
  lot: LotSummary | null;
  createdAt: string;
};

export type BillLine = {
  code: string;
  amount: number;
  originalAmount?: Money;
  rule: string;
};

export type Bill = {
  id: string;
  purchaseId: string;
  stage: BillStage;
  status: "issued" | "paid";
  total: Money;
  lines: BillLine[];
  fx: { rate: string; asOf: string; pair: string };
  paidVia: string | null;
  paidAt: string | null;
  issuedAt: string;
  lot: LotSummary | null;
};
