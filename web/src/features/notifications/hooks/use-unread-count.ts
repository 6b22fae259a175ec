import { useQuery } from "@tanstack/react-query";
import { authAtom, useAtomValue } from "@/lib/store";
import { getUnreadCount } from "../api/get-unread-count";
import { useRefreshOnNotifications } from "./use-refresh-on-notifications";

/** The count is polled every 15 s, only while signed in (docs/product/notifications.md#polling). */
export const UNREAD_COUNT_POLL_MS = 15_000;
export const unreadCountKey = ["notifications", "count"] as const;

export function useUnreadCount(): number {
  const signedIn = useAtomValue(authAtom).status === "signed-in";
  const { data } = useQuery({
    queryKey: unreadCountKey,
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: signedIn,
    refetchInterval: UNREAD_COUNT_POLL_MS,
  });
  // A refetch of a disabled query (signed out) does nothing, so this needs no guard of its own.
  useRefreshOnNotifications(unreadCountKey);
  return signedIn ? (data ?? 0) : 0;
}

/** The badge reads 99+ above 99 (docs/product/notifications.md#bell-and-unread-count). */
export function badgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}
