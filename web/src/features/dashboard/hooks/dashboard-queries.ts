// Query keys and hooks of the dashboard lists; each refreshes when the notifications change, since a broker's
// decision (bid approved, outcome recorded, bill issued) arrives as a notification.
import { useQuery } from "@tanstack/react-query";
import { useRefreshOnNotifications } from "@/features/notifications/hooks/use-refresh-on-notifications";
import { listBids, listBills, listPurchases, listWatchlist } from "../api/dashboard-calls";

export const dashboardKeys = {
  all: ["dashboard"] as const,
  watchlist: ["dashboard", "watchlist"] as const,
  bids: (status: "active" | "won" | "lost" | "all") => ["dashboard", "bids", status] as const,
  purchases: ["dashboard", "purchases"] as const,
  bills: ["dashboard", "bills"] as const,
};

export function useWatchlist() {
  useRefreshOnNotifications(dashboardKeys.watchlist);
  return useQuery({ queryKey: dashboardKeys.watchlist, queryFn: ({ signal }) => listWatchlist(signal) });
}

export function useBids(status: "active" | "won" | "lost" | "all") {
  useRefreshOnNotifications(dashboardKeys.bids(status));
  return useQuery({ queryKey: dashboardKeys.bids(status), queryFn: ({ signal }) => listBids(status, signal) });
}

export function usePurchases() {
  useRefreshOnNotifications(dashboardKeys.purchases);
  return useQuery({ queryKey: dashboardKeys.purchases, queryFn: ({ signal }) => listPurchases(signal) });
}

export function useBills() {
  useRefreshOnNotifications(dashboardKeys.bills);
  return useQuery({ queryKey: dashboardKeys.bills, queryFn: ({ signal }) => listBills(signal) });
}
