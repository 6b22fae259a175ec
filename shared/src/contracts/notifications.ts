// Notification types: the spec's (section 3) first, then ours; the web shows a default icon for the others.
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
