// GET /api/notifications/count (docs/product/notifications.md#bell-and-unread-count).
import { apiClient } from "@/lib/api-client";

export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const body = await apiClient.get<{ success: true; count: number }>("/api/notifications/count", { signal });
  return typeof body.count === "number" ? body.count : 0;
}
