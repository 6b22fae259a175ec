// What the browser receives on GET /api/notifications/stream, and the Redis channel that wakes API instances.
// Redis pub/sub is at-most-once: it is only a wake-up; PostgreSQL is the replay source (Last-Event-ID).
import { z } from "zod";

/** Channel name before the deployment's Redis prefix (tests use a unique prefix per run). */
export const NOTIFICATIONS_CHANNEL = "notifications";
export function notificationsChannel(redisPrefix: string): string {
  return `${redisPrefix}${NOTIFICATIONS_CHANNEL}`;
}

/** Published by the worker after the Notification row commits. */
export const notificationPublishedSchema = z.object({ userId: z.uuid(), notificationId: z.number().int().positive() });
export type NotificationPublished = z.infer<typeof notificationPublishedSchema>;

export const SSE_EVENTS = { notification: "notification", ready: "ready" } as const;

export const notificationDtoSchema = z.object({
  id: z.number().int().positive(),
  type: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  isRead: z.boolean(),
  relatedLink: z.string().nullable(),
});
export type NotificationDto = z.infer<typeof notificationDtoSchema>;

/** `event: notification`, `id: <notification id>`, data = the notification as the list call returns it. */
export type SseMessage =
  | { event: typeof SSE_EVENTS.notification; id: string; data: NotificationDto }
  | { event: typeof SSE_EVENTS.ready; data: { lastEventId: number | null } };

export const SSE_HEARTBEAT_MS = 25_000;
export const SSE_RETRY_BASE_MS = 3_000;
export const SSE_MAX_STREAMS_PER_USER = 5;
