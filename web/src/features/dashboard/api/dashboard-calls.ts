// The customer's lists and their actions: watchlist, bids, purchases (won auctions) and bills.
import { apiClient } from "@/lib/api-client";
import { newIdempotencyKey } from "@/features/bidding/api/idempotency-key";
import type { Bid, Bill, DeliveryAddress, Purchase, WatchlistItem } from "./types";

export async function listWatchlist(signal?: AbortSignal): Promise<WatchlistItem[]> {
  return (await apiClient.get<{ items: WatchlistItem[] }>("/api/watchlist", { signal })).items ?? [];
}

export function removeFromWatchlist(item: Pick<WatchlistItem, "platform" | "lotNumber">) {
  const query = new URLSearchParams({ platform: item.platform, lotNumber: item.lotNumber });
  return apiClient.delete<{ message: string }>(`/api/watchlist?${query.toString()}`);
}

export async function listBids(status: "active" | "won" | "lost" | "all", signal?: AbortSignal): Promise<Bid[]> {
  return (await apiClient.get<{ bids: Bid[] }>(`/api/bids?status=${status}`, { signal })).bids ?? [];
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
