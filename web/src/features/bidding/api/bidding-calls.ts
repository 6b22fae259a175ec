// Placing or raising a maximum bid, asking to buy now, and the landed cost at a price (GET /api/calculator).
import { apiClient } from "@/lib/api-client";
import type { Bid } from "@/features/dashboard/api/types";

export type LotRef = { platform: "copart" | "iaai" | "europe"; lotNumber: string };

export function placeBid(body: LotRef & { maxBid: number }, key: string) {
  return apiClient.post<{ message: string; bid: Bid }>("/api/bids", body, { headers: { "Idempotency-Key": key } });
}

export function requestBuyNow(body: LotRef, key: string) {
  return apiClient.post<{ message: string }>("/api/buy-now", body, { headers: { "Idempotency-Key": key } });
}

export type LandedCost = {
  currency: "EUR";
  total: number;
  stageTotals: { win: number; departure: number; arrival: number };
  fx: { rate: string; asOf: string; pair: string };
};

export async function landedCost(
  lot: LotRef,
  price: number,
  bidType: "online" | "buy_now",
  signal?: AbortSignal,
): Promise<LandedCost> {
  const query = new URLSearchParams({
    platform: lot.platform,
    lotNumber: lot.lotNumber,
    price: String(price),
    bidType,
  });
  return (await apiClient.get<{ data: LandedCost }>(`/api/calculator?${query.toString()}`, { signal })).data;
}
