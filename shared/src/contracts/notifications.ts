// Notification types: the core ones first, then the product's own (docs/product/notifications.md#notification-types);
// the web shows a default icon for the others.
import { z } from "zod";

export const SPEC_NOTIFICATION_TYPES = [
  "bid_placed",
  "bid_update",
  "bid_request_approved",
  "bid_request_rejected",
  "buy_now_approved",
  "buy_now_rejected",
  "won_auction",
  "lost_auction",
  "outbid",
  "deposit_completed",
  "watchlist_ending",
] as const;
export const NOTIFICATION_TYPES = [...SPEC_NOTIFICATION_TYPES, "bill_issued", "purchase_update"] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** GET /api/notifications/list: newest first, `limit` per page, `before` = the last id of the previous page. */
export const NOTIFICATIONS_PAGE_MAX = 100;
const notificationId = z.coerce.number().int().positive().max(2_147_483_647);
export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(20),
  before: notificationId.optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** POST /api/notifications/mark-read: the id as a number or a numeric string. */
export const markReadBodySchema = z.object({ id: notificationId });
