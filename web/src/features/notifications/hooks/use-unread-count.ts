import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { authAtom, useAtomValue } from "@/lib/store";
import { getUnreadCount } from "../api/get-unread-count";
import { NOTIFICATIONS_UPDATE_EVENT } from "../notification-events";

/** Spec section 9: the count is polled every 15 s, only while signed in. */
export const UNREAD_COUNT_POLL_MS = 15_000;
export const unreadCountKey = ["notifications", "count"] as const;

export function useUnreadCount(): number {
  const signedIn = useAtomValue(authAtom).status === "signed-in";
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: unreadCountKey,
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: signedIn,
    refetchInterval: UNREAD_COUNT_POLL_MS,
  });
  useEffect(() => {
    if (!signedIn) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: unreadCountKey });
    window.addEventListener(NOTIFICATIONS_UPDATE_EVENT, refresh);
    return () => window.removeEventListener(NOTIFICATIONS_UPDATE_EVENT, refresh);
  }, [signedIn, queryClient]);
  return signedIn ? (data ?? 0) : 0;
}

/** Spec section 2: the badge reads 99+ above 99. */
export function badgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}
