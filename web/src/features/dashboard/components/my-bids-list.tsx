import { Button, Grid, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { EmptyPanel } from "@/components/ui/empty-panel";
import { GavelIcon } from "@/components/ui/icons";
import { toast } from "@/lib/toast";
import { accountKeys } from "@/features/account/hooks/account-queries";
import { newIdempotencyKey } from "@/features/bidding/api/idempotency-key";
import { PlaceBidDialog } from "@/features/bidding/components/place-bid-dialog";
import { Countdown } from "@/features/lots/components/countdown";
import { cancelBid } from "../api/dashboard-calls";
import { actionErrorText } from "../api/error-text";
import type { Bid } from "../api/types";
import { dashboardKeys, useBids } from "../hooks/dashboard-queries";
import { BidStatusBadge } from "./bid-status-badge";
import { ConfirmDialog } from "./confirm-dialog";
import { Field, RowHeader } from "./field";
import { ListSkeleton, LoadError } from "./list-states";
import { CurrentBid } from "./current-bid";
import { LotLine } from "./lot-line";
import { Money } from "@/components/ui/money";

const findVehicle = { to: "/search", label: "dashboard.common.findVehicle" } as const;
const BID_COLUMNS = "minmax(14rem, 2fr) minmax(8rem, 1fr) repeat(2, minmax(6rem, 1fr)) minmax(10rem, 1.2fr) 10rem";

function BidRow({ bid, onRaise, onCancel }: { bid: Bid; onRaise: () => void; onCancel: () => void }) {
  const lot = bid.lot;
  const canRaise = Boolean(lot?.preBidOpen) && ["pending", "approved", "outbid"].includes(bid.status);
  return (
    <Grid
      as="li"
      layerStyle="card"
      p={{ base: "4", md: "5" }}
      gap="4"
      templateColumns={{ base: "1fr 1fr", lg: BID_COLUMNS }}
      alignItems="center"
      data-testid="bid-row"
    >
      <Stack gridColumn={{ base: "1 / -1", lg: "auto" }} gap="2">
        <LotLine lot={lot} platform={bid.platform} lotNumber={bid.lotNumber} />
      </Stack>
      <Field label="dashboard.bids.status">
        <BidStatusBadge status={bid.status} />
      </Field>
      <Field label="dashboard.bids.yourMax">
        <Text as="span" fontWeight="semibold">
          <Money value={bid.maxBid} />
        </Text>
      </Field>
      <Field label="dashboard.bids.currentBid">
        <CurrentBid value={lot?.currentBid} />
      </Field>
      <Field label="dashboard.bids.cutoff">
        {lot?.preBidClosesAt ? <Countdown endsAt={lot.preBidClosesAt} /> : "—"}
      </Field>
      <Stack
        gridColumn={{ base: "1 / -1", lg: "auto" }}
        direction={{ base: "row", lg: "column" }}
        align="stretch"
        gap="2"
      >
        {canRaise ? (
          <Button size="sm" colorPalette="accent" onClick={onRaise} flex={{ base: "1", lg: "initial" }}>
            <FormattedMessage id="dashboard.bids.raise" />
          </Button>
        ) : null}
        {bid.status === "pending" ? (
          <Button size="sm" variant="outline" onClick={onCancel} flex={{ base: "1", lg: "initial" }}>
            <FormattedMessage id="dashboard.bids.cancel" />
          </Button>
        ) : null}
      </Stack>
      <Text gridColumn="1 / -1" fontSize="xs" color="fg.muted" mt="-2">
        <FormattedMessage id="dashboard.bids.holdNote" values={{ amount: <Money exact value={bid.hold} /> }} />
        {bid.reason ? ` · ${bid.reason}` : null}
      </Text>
    </Grid>
  );
}

/** My Bids: the open bids with their status and cut-off; raise until the cut-off, cancel while pending. */
export function MyBidsList() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const bids = useBids("active");
  const [raising, setRaising] = useState<Bid | null>(null);
  const [cancelling, setCancelling] = useState<{ bid: Bid; key: string } | null>(null);
  const cancel = useMutation({
    mutationFn: ({ bid, key }: { bid: Bid; key: string }) => cancelBid(bid.id, key),
    onSuccess: () => {
      setCancelling(null);
      toast.success(intl.formatMessage({ id: "dashboard.bids.cancelled" }));
    },
    onError: (error) => {
      setCancelling(null);
      toast.error(actionErrorText(intl, error, "dashboard.bids.cancelFailed"));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });

  if (bids.isPending) return <ListSkeleton rows={3} />;
  if (bids.isError) return <LoadError onRetry={() => void bids.refetch()} retrying={bids.isFetching} />;
  if (!bids.data.length)
    return (
      <EmptyPanel
        icon={GavelIcon}
        title="dashboard.activeAuctions.emptyTitle"
        body="dashboard.activeAuctions.emptyBody"
        action={findVehicle}
      />
    );
  return (
    <>
      <RowHeader
        columns={BID_COLUMNS}
        labels={[
          "dashboard.bids.vehicle",
          "dashboard.bids.status",
          "dashboard.bids.yourMax",
          "dashboard.bids.currentBid",
          "dashboard.bids.cutoff",
          null,
        ]}
      />
      <Stack as="ul" gap="3" listStyleType="none" data-testid="my-bids">
        {bids.data.map((bid) => (
          <BidRow
            key={bid.id}
            bid={bid}
            onRaise={() => setRaising(bid)}
            onCancel={() => setCancelling({ bid, key: newIdempotencyKey() })}
          />
        ))}
      </Stack>
      {raising ? (
        <PlaceBidDialog
          open
          onOpenChange={(open) => (open ? undefined : setRaising(null))}
          lot={{
            platform: raising.platform,
            lotNumber: raising.lotNumber,
            title: raising.lot?.title ?? raising.lotNumber,
            currentBid: raising.lot?.currentBid ?? null,
            buyNowPrice: raising.lot?.buyNowPrice ?? null,
            auctionDate: raising.lot?.auctionDate ?? null,
          }}
          currentMax={raising.maxBid}
          currentHold={raising.hold.amount}
        />
      ) : null}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        title="dashboard.bids.cancelTitle"
        confirmLabel="dashboard.bids.cancelConfirm"
        onConfirm={() => cancelling && cancel.mutate(cancelling)}
        busy={cancel.isPending}
      >
        {cancelling ? (
          <FormattedMessage
            id="dashboard.bids.cancelBody"
            values={{ amount: <Money exact value={cancelling.bid.hold} /> }}
          />
        ) : null}
      </ConfirmDialog>
    </>
  );
}
