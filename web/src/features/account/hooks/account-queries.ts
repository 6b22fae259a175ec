// Query keys and hooks of the customer's money. The balance polls, and refreshes at once when a notification
// arrives (the window event notifications:update), so an admin's completed deposit shows without a reload.
import { useQuery } from "@tanstack/react-query";
import { useRefreshOnNotifications } from "@/features/notifications/hooks/use-refresh-on-notifications";
import { getBalance, listDeposits, listLedger } from "../api/account-calls";

export const accountKeys = {
  all: ["account"] as const,
  balance: ["account", "balance"] as const,
  ledger: (pageSize: number) => ["account", "ledger", pageSize] as const,
  deposits: ["account", "deposits"] as const,
};

/** How often the dashboard re-reads the balance when nothing announced a change. */
export const BALANCE_POLL_MS = 10_000;

export function useBalance() {
  useRefreshOnNotifications(accountKeys.all);
  return useQuery({
    queryKey: accountKeys.balance,
    queryFn: ({ signal }) => getBalance(signal),
    refetchInterval: BALANCE_POLL_MS,
  });
}

export function useLedger(pageSize: number) {
  return useQuery({
    queryKey: accountKeys.ledger(pageSize),
    queryFn: ({ signal }) => listLedger(pageSize, signal),
    refetchInterval: BALANCE_POLL_MS,
  });
}

export function useDeposits() {
  return useQuery({
    queryKey: accountKeys.deposits,
    queryFn: ({ signal }) => listDeposits(signal),
    refetchInterval: BALANCE_POLL_MS,
  });
}
