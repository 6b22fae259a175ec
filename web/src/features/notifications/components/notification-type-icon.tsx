import type { IconProps } from "@chakra-ui/react";
import {
  ArrowUpIcon,
  BellIcon,
  CheckIcon,
  CircleSlashIcon,
  ClockIcon,
  GavelIcon,
  ReceiptIcon,
  TrophyIcon,
  WalletIcon,
  type AppIcon,
} from "@/components/ui/icons";

/**
 * An icon per notification type; types not listed (ours, or newer) get the bell
 * (docs/product/notifications.md#notification-types).
 */
const ICONS: Record<string, AppIcon> = {
  bid_placed: GavelIcon,
  bid_update: GavelIcon,
  bid_request_approved: CheckIcon,
  bid_request_rejected: CircleSlashIcon,
  buy_now_approved: CheckIcon,
  buy_now_rejected: CircleSlashIcon,
  won_auction: TrophyIcon,
  lost_auction: CircleSlashIcon,
  outbid: ArrowUpIcon,
  deposit_completed: WalletIcon,
  watchlist_ending: ClockIcon,
  bill_issued: ReceiptIcon,
};

export function NotificationTypeIcon({ type, ...props }: { type: string } & IconProps) {
  const Icon = ICONS[type] ?? BellIcon;
  return <Icon data-icon={ICONS[type] ? type : "default"} {...props} />;
}
