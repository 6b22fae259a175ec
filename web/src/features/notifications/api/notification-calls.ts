// The notification calls for the signed-in customer's own notifications
// (docs/product/notifications.md#notification-calls).
import type { NotificationDto } from "@app/shared/contracts/sse";
import { apiClient } from "@/lib/api-client";

export type { NotificationDto };

/** The panel shows the newest page; older ones stay on the server (the API pages by id). */
export const NOTIFICATIONS_PANEL_LIMIT = 30;

/** The newest notifications, newest first (`limit` 1 to 100). */
export async function listNotifications(
  signal?: AbortSignal,
  limit: number = NOTIFICATIONS_PANEL_LIMIT,
): Promise<NotificationDto[]> {
  const body = await apiClient.get<{ notifications?: NotificationDto[] }>(`/api/notifications/list?limit=${limit}`, {
    signal,
  });
  return Array.isArray(body.notifications) ? body.notifications : [];
}

export const markNotificationRead = (id: number) => apiClient.post("/api/notifications/mark-read", { id });
export const markAllNotificationsRead = () => apiClient.post("/api/notifications/mark-all-read");
export const deleteAllNotifications = () => apiClient.delete("/api/notifications/delete-all");
