// The customer's own bid on the lot page's action box (docs/product/lots.md#lot-page): the maximum and where it stands,
// the hold, the broker's reason, raise (the hold only tops up) and cancel as on My bids, and a pending buy-now request.
// Loaded with the dashboard's and the bidding texts, only for a signed-in customer who has something on this lot.
import { Button, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { Money } from "@/components/ui/money";
import { toast } from "@/lib/toast";
import { accountKeys } from "@/features/account/hooks/account-queries";
import { newIdempotencyKey } from "@/features/bidding/api/idempotency-key";
import { PlaceBidDialog } from "@/features/bidding/components/place-bid-dialog";
import type { BiddingLot } from "@/features/bidding/lot-summary";
import { cancelBid } from "@/features/dashboard/api/dashboard-calls";
import { actionErrorText } from "@/features/dashboard/api/error-text";
import type { Bid, BidStatus, BuyNowRequest } from "@/features/dashboard/api/types";
import { BidStatusBadge } from "@/features/dashboard/components/bid-status-badge";
import { ConfirmDialog } from "@/features/dashboard/components/confirm-dialog";
import { dashboardKeys } from "@/features/dashboard/hooks/dashboard-queries";
import { myBidsPath } from "@/features/dashboard/my-bids-filter";

const OPEN: readonly BidStatus[] = ["pending", "approved", "outbid"];

/** The bid's own badge, shown instead of the auction's once the customer won or lost the lot. */
export function MyBidBadge({ status }: { status: BidStatus }) {
  return <BidStatusBadge status={status} />;
}

export function MyLotBid({
  lot,
  bid,
  buyNow,
  canBid,
}: {
  lot: BiddingLot;
  bid: Bid | null;
  buyNow: BuyNowRequest | null;
  /** Pre-bidding is still open on the lot. */
  canBid: boolean;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [raising, setRaising] = useState(false);
  const [cancelKey, setCancelKey] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) => cancelBid(id, key),
    onSuccess: () => toast.success(intl.formatMessage({ id: "dashboard.bids.cancelled" })),
    onError: (error) => toast.error(actionErrorText(intl, error, "dashboard.bids.cancelFailed")),
    onSettled: () => {
      setCancelKey(null);
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
  const open = bid !== null && OPEN.includes(bid.status);
  const pendingBuyNow = buyNow?.status === "pending" ? buyNow : null;

  return (
    <Stack gap="3">
      {bid ? (
        <Stack
          gap="2"
          bg="bg.subtle"
          borderRadius="lg"
          px="3"
          py="2.5"
          data-testid="my-lot-bid"
          data-status={bid.status}
        >
          <HStack justify="space-between" gap="2" wrap="wrap">
            <Text fontSize="xs" color="fg.muted" fontWeight="medium">
              <FormattedMessage id="dashboard.lotBid.yourMax" />
            </Text>
            <BidStatusBadge status={bid.status} />
          </HStack>
          <Text fontSize="xl" fontWeight="bold" data-testid="my-lot-bid-max">
            <Money value={bid.maxBid} />
          </Text>
          {bid.status === "pending" && bid.approvedMax ? (
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage
                id="dashboard.lotBid.approvedUpTo"
                values={{ amount: <Money value={bid.approvedMax} /> }}
              />
            </Text>
          ) : null}
          {open && bid.hold.amount > 0 ? (
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="dashboard.bids.holdNote" values={{ amount: <Money exact value={bid.hold} /> }} />
            </Text>
          ) : null}
          {bid.status === "outbid" ? (
            <Text fontSize="sm" color="fg.error">
              <FormattedMessage id={canBid ? "dashboard.lotBid.outbidRaise" : "dashboard.lotBid.outbid"} />
            </Text>
          ) : null}
          {bid.status === "won" ? (
            <Link asChild fontSize="sm" color="accent.fg" fontWeight="semibold">
              <RouterLink to="/dashboard/won-auctions">
                <FormattedMessage id="dashboard.lotBid.toPurchase" />
              </RouterLink>
            </Link>
          ) : null}
          {bid.status === "lost" && bid.auctionBid ? (
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="dashboard.lotBid.soldFor" values={{ amount: <Money value={bid.auctionBid} /> }} />
            </Text>
          ) : null}
          {bid.reason && (bid.status === "rejected" || bid.status === "cancelled") ? (
            <Text fontSize="sm" data-testid="my-lot-bid-reason">
              <FormattedMessage id="dashboard.lotBid.reason" values={{ reason: bid.reason }} />
            </Text>
          ) : null}
          <Link asChild fontSize="xs" color="fg.muted">
            <RouterLink to={myBidsPath(bid.status)}>
              <FormattedMessage id="dashboard.lotBid.toMyBids" />
            </RouterLink>
          </Link>
        </Stack>
      ) : null}
      {pendingBuyNow ? (
        <Text fontSize="sm" bg="bg.subtle" borderRadius="lg" px="3" py="2" data-testid="my-lot-buy-now">
          <FormattedMessage
            id="dashboard.lotBid.buyNowPending"
            values={{ price: <Money value={pendingBuyNow.price} />, hold: <Money exact value={pendingBuyNow.hold} /> }}
          />
        </Text>
      ) : null}
      {open && canBid ? (
        <Stack gap="2">
          <Button colorPalette="accent" size="lg" w="full" onClick={() => setRaising(true)} data-testid="my-lot-raise">
            <FormattedMessage id="dashboard.bids.raise" />
          </Button>
          {bid.status === "pending" ? (
            <Button
              variant="outline"
              w="full"
              onClick={() => setCancelKey(newIdempotencyKey())}
              data-testid="my-lot-cancel"
            >
              <FormattedMessage id="dashboard.bids.cancel" />
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {raising && bid ? (
        <PlaceBidDialog
          open
          onOpenChange={(next) => setRaising(next)}
          lot={lot}
          currentMax={bid.maxBid}
          currentHold={bid.hold.amount}
        />
      ) : null}
      <ConfirmDialog
        open={cancelKey !== null}
        onOpenChange={(next) => (next ? undefined : setCancelKey(null))}
        title="dashboard.bids.cancelTitle"
        confirmLabel="dashboard.bids.cancelConfirm"
        dismissLabel="dashboard.bids.keepBid"
        onConfirm={() => bid && cancelKey && cancel.mutate({ id: bid.id, key: cancelKey })}
        busy={cancel.isPending}
      >
        {bid ? (
          <FormattedMessage id="dashboard.bids.cancelBody" values={{ amount: <Money exact value={bid.hold} /> }} />
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
}

/** Whether the customer's bid on the lot takes the place of "Place bid": an open one is raised instead. */
export function hasOpenBid(bid: Bid | null | undefined): boolean {
  return bid !== null && bid !== undefined && OPEN.includes(bid.status);
}
