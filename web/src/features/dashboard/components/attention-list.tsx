import { Circle, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { EmptyPanel } from "@/components/ui/empty-panel";
import { BellIcon, CheckIcon, ClockIcon, GavelIcon, ReceiptIcon, type AppIcon } from "@/components/ui/icons";
import type { MessageId } from "@/i18n/message-ids";
import { useUnreadCount } from "@/features/notifications/hooks/use-unread-count";
import { useNow } from "@/features/lots/hooks/use-now";
import { useBids, useBills } from "../hooks/dashboard-queries";
import { ListSkeleton } from "./list-states";
import { Money } from "@/components/ui/money";

/** A bid whose pre-bid cut-off falls within this window counts as closing soon. */
export const CLOSING_SOON_MS = 24 * 60 * 60 * 1000;

type Item = {
  key: string;
  icon: AppIcon;
  text: MessageId;
  values: Record<string, React.ReactNode>;
  to?: string;
  link?: MessageId;
};

function AttentionItem({ item }: { item: Item }) {
  const Icon = item.icon;
  return (
    <HStack as="li" layerStyle="card" p="4" gap="4" data-testid="attention-item" data-kind={item.key}>
      <Circle size="10" bg="accent.subtle" color="accent.fg" flexShrink={0}>
        <Icon boxSize="5" />
      </Circle>
      <Text flex="1" fontSize="sm">
        <FormattedMessage id={item.text} values={item.values} />
      </Text>
      {item.to && item.link ? (
        <Link asChild color="accent.fg" fontWeight="semibold" fontSize="sm" flexShrink={0}>
          <RouterLink to={item.to}>
            <FormattedMessage id={item.link} />
          </RouterLink>
        </Link>
      ) : null}
    </HStack>
  );
}

/** What needs the customer now: bids closing soon or outbid, bills due, unread notifications. */
export function AttentionList() {
  const bids = useBids("active");
  const bills = useBills();
  const unread = useUnreadCount();
  const now = useNow();
  if (bids.isPending || bills.isPending) return <ListSkeleton rows={2} height="16" />;

  const active = bids.data ?? [];
  const closing = active.filter((b) => {
    const at = b.lot?.preBidClosesAt ? new Date(b.lot.preBidClosesAt).getTime() - now : -1;
    return at > 0 && at <= CLOSING_SOON_MS;
  });
  const outbid = active.filter((b) => b.status === "outbid");
  const due = (bills.data ?? []).filter((b) => b.status === "issued");
  const dueTotal = due.reduce((sum, b) => sum + b.total.amount, 0);

  const items: Item[] = [];
  if (outbid.length)
    items.push({
      key: "outbid",
      icon: GavelIcon,
      text: "dashboard.attention.outbid",
      values: { count: outbid.length },
      to: "/dashboard/active-auctions",
      link: "dashboard.attention.openBids",
    });
  if (closing.length)
    items.push({
      key: "closing",
      icon: ClockIcon,
      text: "dashboard.attention.closingSoon",
      values: { count: closing.length },
      to: "/dashboard/active-auctions",
      link: "dashboard.attention.openBids",
    });
  if (due.length)
    items.push({
      key: "bills",
      icon: ReceiptIcon,
      text: "dashboard.attention.billsDue",
      values: { count: due.length, amount: <Money exact amount={dueTotal} /> },
      to: "/dashboard/bills",
      link: "dashboard.attention.openBills",
    });
  if (unread > 0)
    items.push({
      key: "notifications",
      icon: BellIcon,
      text: "dashboard.attention.notifications",
      values: { count: unread },
    });

  if (!items.length)
    return (
      <EmptyPanel
        icon={CheckIcon}
        title="dashboard.attention.emptyTitle"
        body="dashboard.attention.emptyBody"
        action={{ to: "/search", label: "dashboard.common.findVehicle" }}
      />
    );
  return (
    <Stack as="ul" gap="3" listStyleType="none" data-testid="attention">
      {items.map((item) => (
        <AttentionItem key={item.key} item={item} />
      ))}
    </Stack>
  );
}
