import { Badge, Button, Grid, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { EmptyPanel } from "@/components/ui/empty-panel";
import { GavelIcon } from "@/components/ui/icons";
import { toast } from "@/lib/toast";
import { accountKeys } from "@/features/account/hooks/account-queries";
import { newIdempotencyKey } from "@/features/bidding/api/idempotency-key";
import { PlaceBidDialog } from "@/features/bidding/components/place-bid-dialog";
import { Countdown } from "@/features/lots/components/countdown";
import { cancelBid } from "../api/dashboard-calls";
import { actionErrorText } from "../api/error-text";
import type { Bid, BuyNowRequest, BuyNowStatus } from "../api/types";
import { dashboardKeys, useBids, useBuyNowRequests } from "../hooks/dashboard-queries";
import { MY_BIDS_FILTERS, parseMyBidsFilter, type MyBidsFilter } from "../my-bids-filter";
import type { MessageId } from "@/i18n/message-ids";
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
  const open = ["pending", "approved", "outbid"].includes(bid.status);
  const canRaise = Boolean(lot?.preBidOpen) && open;
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
        {/* A decided bid's own state is in its status column: the auction's badge no longer concerns it. */}
        <LotLine lot={lot} platform={bid.platform} lotNumber={bid.lotNumber} badge={open ? undefined : null} />
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
      {open ? (
        <Field label="dashboard.bids.cutoff">
          {lot?.preBidClosesAt ? <Countdown endsAt={lot.preBidClosesAt} /> : "—"}
        </Field>
      ) : (
        <Field label="dashboard.myBids.decidedAt">
          <FormattedDate value={bid.decidedAt ?? bid.updatedAt} dateStyle="medium" />
        </Field>
      )}
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
      {open ? (
        <Text gridColumn="1 / -1" fontSize="xs" color="fg.muted" mt="-2">
          <FormattedMessage id="dashboard.bids.holdNote" values={{ amount: <Money exact value={bid.hold} /> }} />
        </Text>
      ) : null}
      {bid.reason ? (
        <Text gridColumn="1 / -1" fontSize="sm" mt="-2" data-testid="bid-reason">
          <FormattedMessage id="dashboard.lotBid.reason" values={{ reason: bid.reason }} />
        </Text>
      ) : null}
    </Grid>
  );
}

const FILTER_LABELS: Record<MyBidsFilter, MessageId> = {
  active: "dashboard.myBids.filter.active",
  won: "dashboard.myBids.filter.won",
  lost: "dashboard.myBids.filter.lost",
  rejected: "dashboard.myBids.filter.rejected",
  cancelled: "dashboard.myBids.filter.cancelled",
  "buy-now": "dashboard.myBids.filter.buyNow",
};

/** The filters as links (?status=), so a notification or the lot page opens the right one and Back returns. */
function FilterChips({ current }: { current: MyBidsFilter }) {
  const intl = useIntl();
  return (
    <HStack
      as="nav"
      aria-label={intl.formatMessage({ id: "dashboard.myBids.filters" })}
      gap="2"
      wrap="wrap"
      data-testid="my-bids-filters"
    >
      {MY_BIDS_FILTERS.map((filter) => {
        const selected = filter === current;
        return (
          <Button
            key={filter}
            asChild
            size="sm"
            borderRadius="full"
            variant={selected ? "solid" : "outline"}
            colorPalette={selected ? "accent" : undefined}
          >
            <RouterLink
              to={filter === "active" ? "?" : `?status=${filter}`}
              aria-current={selected ? "page" : undefined}
              data-filter={filter}
              replace
            >
              <FormattedMessage id={FILTER_LABELS[filter]} />
            </RouterLink>
          </Button>
        );
      })}
    </HStack>
  );
}

const BUY_NOW_LOOK: Record<BuyNowStatus, { label: MessageId; palette: string }> = {
  pending: { label: "dashboard.buyNowStatus.pending", palette: "orange" },
  approved: { label: "dashboard.buyNowStatus.approved", palette: "green" },
  rejected: { label: "dashboard.buyNowStatus.rejected", palette: "gray" },
};
const BUY_NOW_COLUMNS = "minmax(14rem, 2fr) repeat(3, minmax(8rem, 1fr))";

function BuyNowRow({ request }: { request: BuyNowRequest }) {
  const look = BUY_NOW_LOOK[request.status];
  return (
    <Grid
      as="li"
      layerStyle="card"
      p={{ base: "4", md: "5" }}
      gap="4"
      templateColumns={{ base: "1fr 1fr", lg: BUY_NOW_COLUMNS }}
      alignItems="center"
      data-testid="buy-now-row"
      data-status={request.status}
    >
      <Stack gridColumn={{ base: "1 / -1", lg: "auto" }}>
        <LotLine
          lot={request.lot}
          platform={request.platform}
          lotNumber={request.lotNumber}
          badge={
            <Badge colorPalette={look.palette} variant="subtle" data-testid="buy-now-status">
              <FormattedMessage id={look.label} />
            </Badge>
          }
        />
      </Stack>
      <Field label="dashboard.myBids.price">
        <Text as="span" fontWeight="semibold">
          <Money value={request.price} />
        </Text>
      </Field>
      <Field label="dashboard.myBids.requestedAt">
        <FormattedDate value={request.createdAt} dateStyle="medium" />
      </Field>
      <Field label="dashboard.myBids.decidedAt">
        {request.decidedAt ? <FormattedDate value={request.decidedAt} dateStyle="medium" /> : "—"}
      </Field>
      {request.status === "pending" ? (
        <Text gridColumn="1 / -1" fontSize="xs" color="fg.muted" mt="-2">
          <FormattedMessage id="dashboard.bids.holdNote" values={{ amount: <Money exact value={request.hold} /> }} />
        </Text>
      ) : null}
      {request.status === "approved" ? (
        <Link asChild gridColumn="1 / -1" fontSize="sm" color="accent.fg" fontWeight="medium" mt="-2">
          <RouterLink to="/dashboard/won-auctions">
            <FormattedMessage id="dashboard.lotBid.toPurchase" />
          </RouterLink>
        </Link>
      ) : null}
      {request.reason ? (
        <Text gridColumn="1 / -1" fontSize="sm" mt="-2" data-testid="buy-now-reason">
          <FormattedMessage id="dashboard.lotBid.reason" values={{ reason: request.reason }} />
        </Text>
      ) : null}
    </Grid>
  );
}

function BuyNowList() {
  const requests = useBuyNowRequests();
  if (requests.isPending) return <ListSkeleton rows={3} />;
  if (requests.isError) return <LoadError onRetry={() => void requests.refetch()} retrying={requests.isFetching} />;
  if (!requests.data.length)
    return (
      <EmptyPanel
        icon={GavelIcon}
        title="dashboard.myBids.emptyTitle"
        body="dashboard.myBids.buyNowEmptyBody"
        action={findVehicle}
      />
    );
  return (
    <>
      <RowHeader
        columns={BUY_NOW_COLUMNS}
        labels={[
          "dashboard.bids.vehicle",
          "dashboard.myBids.price",
          "dashboard.myBids.requestedAt",
          "dashboard.myBids.decidedAt",
        ]}
      />
      <Stack as="ul" gap="3" listStyleType="none" data-testid="my-buy-now">
        {requests.data.map((r) => (
          <BuyNowRow key={r.id} request={r} />
        ))}
      </Stack>
    </>
  );
}

/** My Bids: the bids by filter in the URL (?status=), and the buy-now requests; raise until the cut-off, cancel while pending. */
export function MyBidsList() {
  const [params] = useSearchParams();
  const filter = parseMyBidsFilter(params.get("status"));
  return (
    <Stack gap="4">
      <FilterChips current={filter} />
      {filter === "buy-now" ? <BuyNowList /> : <BidsOfFilter key={filter} filter={filter} />}
    </Stack>
  );
}

function BidsOfFilter({ filter }: { filter: Exclude<MyBidsFilter, "buy-now"> }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const bids = useBids(filter);
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
        title={filter === "active" ? "dashboard.activeAuctions.emptyTitle" : "dashboard.myBids.emptyTitle"}
        body={filter === "active" ? "dashboard.activeAuctions.emptyBody" : "dashboard.myBids.emptyBody"}
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
          filter === "active" ? "dashboard.bids.cutoff" : "dashboard.myBids.decidedAt",
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
        dismissLabel="dashboard.bids.keepBid"
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
