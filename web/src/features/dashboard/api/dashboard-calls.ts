// The customer's lists and their actions: watchlist, bids, purchases (won auctions) and bills.
import { apiClient } from "@/lib/api-client";
import { newIdempotencyKey } from "@/features/bidding/api/idempotency-key";
import type { BidListFilter } from "@app/shared/brokerage/brokerage.schemas";
import type { Bid, Bill, BuyNowRequest, DeliveryAddress, Purchase, WatchlistItem } from "./types";

export async function listWatchlist(signal?: AbortSignal): Promise<WatchlistItem[]> {
  return (await apiClient.get<{ items: WatchlistItem[] }>("/api/watchlist", { signal })).items ?? [];
}

export function removeFromWatchlist(item: Pick<WatchlistItem, "platform" | "lotNumber">) {
  const query = new URLSearchParams({ platform: item.platform, lotNumber: item.lotNumber });
  return apiClient.delete<{ message: string }>(`/api/watchlist?${query.toString()}`);
}

export type LotRef = { platform: string; lotNumber: string };

const listQuery = (status: string, lot?: LotRef) =>
  new URLSearchParams({ status, ...(lot ? { platform: lot.platform, lotNumber: lot.lotNumber } : {}) }).toString();

/** The customer's bids by filter, newest change first; of one lot when `lot` is given. */
export async function listBids(status: BidListFilter, signal?: AbortSignal, lot?: LotRef): Promise<Bid[]> {
  return (await apiClient.get<{ bids: Bid[] }>(`/api/bids?${listQuery(status, lot)}`, { signal })).bids ?? [];
}

/** The customer's buy-now requests, newest first; of one lot when `lot` is given. */
export async function listBuyNow(
  status: "pending" | "approved" | "rejected" | "all",
  signal?: AbortSignal,
  lot?: LotRef,
): Promise<BuyNowRequest[]> {
  return (
    (await apiClient.get<{ requests: BuyNowRequest[] }>(`/api/buy-now?${listQuery(status, lot)}`, { signal }))
      .requests ?? []
  );
}

/** Cancelling releases the hold: a money move, so it carries its own Idempotency-Key. */
export function cancelBid(id: string, key = newIdempotencyKey()) {
  return apiClient.delete<{ message: string; bid: Bid }>(`/api/bids/${id}`, { headers: { "Idempotency-Key": key } });
}

export async function listPurchases(signal?: AbortSignal): Promise<Purchase[]> {
  return (await apiClient.get<{ purchases: Purchase[] }>("/api/purchases", { signal })).purchases ?? [];
}

export type DeliveryChoice = { method: "pickup" } | { method: "address"; address: DeliveryAddress };

export function saveDelivery(purchaseId: string, choice: DeliveryChoice) {
  return apiClient.put<{ message: string; purchase: Purchase }>(`/api/purchases/${purchaseId}/delivery`, choice);
}

export async function listBills(signal?: AbortSignal): Promise<Bill[]> {
  return (await apiClient.get<{ bills: Bill[] }>("/api/bills", { signal })).bills ?? [];
}

export function payBill(id: string, key: string) {
  return apiClient.post<{ message: string; bill: Bill }>(`/api/bills/${id}/pay`, undefined, {
    headers: { "Idempotency-Key": key },
  });
}
