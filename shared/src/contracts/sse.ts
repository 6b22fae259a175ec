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

/** Channel on which an API instance says which sessions it ended, so the instance holding their streams ends them. */
export const SESSIONS_ENDED_CHANNEL = "sessions-ended";
export function sessionsEndedChannel(redisPrefix: string): string {
  return `${redisPrefix}${SESSIONS_ENDED_CHANNEL}`;
}

/** Published after the revocation commits (sign-out, password change or reset, the per-user session cap). */
export const sessionsEndedSchema = z.object({
  userId: z.uuid(),
  sessionIds: z.array(z.uuid()).min(1).max(1_000),
});
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

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

/**
 * `event: notification`, `id: <notification id>`, data = the notification as the list call returns it.
 * `event: ready` opens every stream with `retry:` and an `id:` (the Last-Event-ID it resumed from, else the user's
 * newest notification id), so a browser that drops before any notification still resumes without a gap.
 */
export type SseMessage =
  | { event: typeof SSE_EVENTS.notification; id: string; data: NotificationDto }
  | { event: typeof SSE_EVENTS.ready; id: string; retry: number; data: { lastEventId: number | null } };

export const SSE_HEARTBEAT_MS = 25_000;
export const SSE_RETRY_BASE_MS = 3_000;
/** `retry:` is SSE_RETRY_BASE_MS plus up to this much at random, so a restarted API is not hit by every client at once. */
export const SSE_RETRY_JITTER_MS = 2_000;
/** At most this many missed notifications are replayed on reconnect (the newest); the list call has the rest. */
export const SSE_REPLAY_LIMIT = 500;
export const SSE_MAX_STREAMS_PER_USER = 5;
/**
 * How often each API instance checks the sessions of all its open streams (one batched query): the safety net that
 * ends a stream whose session expired, or whose "sessions ended" message was lost.
 */
export const SSE_SESSION_CHECK_MS = 5_000;
