import { useQuery } from "@tanstack/react-query";
import { authAtom, useAtomValue } from "@/lib/store";
import { getUnreadCount } from "../api/get-unread-count";
import { useRefreshOnNotifications } from "./use-refresh-on-notifications";

/** Spec section 9: the count is polled every 15 s, only while signed in. */
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

/** Spec section 2: the badge reads 99+ above 99. */
export function badgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}
