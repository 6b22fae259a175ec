import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { NOTIFICATIONS_UPDATE_EVENT } from "../notification-events";

/**
 * Refetches every query under `key` when the notifications change (the window event notifications:update: a deposit
 * completed, a bid decided, the stream back after a drop). The bell's count, the panel's list and the dashboard's
 * lists all follow it.
 */
export function useRefreshOnNotifications(key: readonly unknown[]): void {
  const queryClient = useQueryClient();
  const serialized = JSON.stringify(key);
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: JSON.parse(serialized) as unknown[] });
    window.addEventListener(NOTIFICATIONS_UPDATE_EVENT, refresh);
    return () => window.removeEventListener(NOTIFICATIONS_UPDATE_EVENT, refresh);
  }, [queryClient, serialized]);
}
