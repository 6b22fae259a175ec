// Query keys and hooks of the dashboard lists; each refreshes when the notifications change, since a broker's
// decision (bid approved, outcome recorded, bill issued) arrives as a notification.
import { useQuery } from "@tanstack/react-query";
import { useRefreshOnNotifications } from "@/features/notifications/hooks/use-refresh-on-notifications";
import type { BidListFilter } from "@app/shared/brokerage/brokerage.schemas";
import { listBids, listBills, listBuyNow, listPurchases, listWatchlist } from "../api/dashboard-calls";

export const dashboardKeys = {
  all: ["dashboard"] as const,
  watchlist: ["dashboard", "watchlist"] as const,
  bids: (status: BidListFilter) => ["dashboard", "bids", status] as const,
  buyNow: ["dashboard", "buy-now"] as const,
  lot: (platform: string, lotNumber: string) => ["dashboard", "lot", platform, lotNumber] as const,
  purchases: ["dashboard", "purchases"] as const,
  bills: ["dashboard", "bills"] as const,
};

export function useWatchlist() {
  useRefreshOnNotifications(dashboardKeys.watchlist);
  return useQuery({ queryKey: dashboardKeys.watchlist, queryFn: ({ signal }) => listWatchlist(signal) });
}

export function useBids(status: BidListFilter) {
  useRefreshOnNotifications(dashboardKeys.bids(status));
  return useQuery({ queryKey: dashboardKeys.bids(status), queryFn: ({ signal }) => listBids(status, signal) });
}

export function useBuyNowRequests() {
  useRefreshOnNotifications(dashboardKeys.buyNow);
  return useQuery({ queryKey: dashboardKeys.buyNow, queryFn: ({ signal }) => listBuyNow("all", signal) });
}

/**
 * The signed-in customer's latest bid and buy-now request on one lot (the lot page); nothing is asked for a guest.
 * Under the dashboard's key, so placing, raising or cancelling a bid anywhere refreshes it.
 */
export function useMyLotActivity(platform: string, lotNumber: string, signedIn: boolean) {
  const key = dashboardKeys.lot(platform, lotNumber);
  useRefreshOnNotifications(key);
  return useQuery({
    queryKey: key,
    enabled: signedIn,
    queryFn: async ({ signal }) => {
      const lot = { platform, lotNumber };
      const [bids, requests] = await Promise.all([listBids("all", signal, lot), listBuyNow("all", signal, lot)]);
      return { bid: bids[0] ?? null, buyNow: requests[0] ?? null };
    },
  });
}

export function usePurchases() {
  useRefreshOnNotifications(dashboardKeys.purchases);
  return useQuery({ queryKey: dashboardKeys.purchases, queryFn: ({ signal }) => listPurchases(signal) });
}

export function useBills() {
  useRefreshOnNotifications(dashboardKeys.bills);
  return useQuery({ queryKey: dashboardKeys.bills, queryFn: ({ signal }) => listBills(signal) });
}
