import { Grid, Stack, Text } from "@chakra-ui/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { EmptyPanel } from "@/components/ui/empty-panel";
import { CircleSlashIcon } from "@/components/ui/icons";
import { useBids } from "../hooks/dashboard-queries";
import { Field, RowHeader } from "./field";
import { ListSkeleton, LoadError } from "./list-states";
import { BidStatusBadge } from "./bid-status-badge";
import { LotLine } from "./lot-line";
import { Money } from "@/components/ui/money";

const LOST_COLUMNS = "minmax(16rem, 2fr) repeat(3, minmax(6rem, 1fr))";

/** Auctions the customer did not win: their maximum, the price the lot went for, and when; the hold is released. */
export function LostList() {
  const bids = useBids("lost");
  if (bids.isPending) return <ListSkeleton rows={3} />;
  if (bids.isError) return <LoadError onRetry={() => void bids.refetch()} retrying={bids.isFetching} />;
  if (!bids.data.length)
    return (
      <EmptyPanel
        icon={CircleSlashIcon}
        title="dashboard.lostAuctions.emptyTitle"
        body="dashboard.lostAuctions.emptyBody"
        action={{ to: "/search", label: "dashboard.common.findVehicle" }}
      />
    );
  return (
    <Stack gap="3">
      <RowHeader
        columns={LOST_COLUMNS}
        labels={[
          "dashboard.bids.vehicle",
          "dashboard.bids.yourMax",
          "dashboard.lost.soldFor",
          "dashboard.lost.decidedAt",
        ]}
      />
      <Stack as="ul" gap="3" listStyleType="none" data-testid="lost-bids">
        {bids.data.map((bid) => (
          <Grid
            as="li"
            key={bid.id}
            layerStyle="card"
            p={{ base: "4", md: "5" }}
            gap="4"
            templateColumns={{ base: "1fr 1fr", lg: LOST_COLUMNS }}
            alignItems="center"
            data-testid="lost-row"
          >
            <Stack gridColumn={{ base: "1 / -1", lg: "auto" }}>
              <LotLine
                lot={bid.lot}
                platform={bid.platform}
                lotNumber={bid.lotNumber}
                badge={<BidStatusBadge status={bid.status} />}
              />
            </Stack>
            <Field label="dashboard.bids.yourMax">
              <Money value={bid.maxBid} />
            </Field>
            <Field label="dashboard.lost.soldFor">{bid.auctionBid ? <Money value={bid.auctionBid} /> : "—"}</Field>
            <Field label="dashboard.lost.decidedAt">
              <Text as="span">
                <FormattedDate value={bid.decidedAt ?? bid.updatedAt} dateStyle="medium" />
              </Text>
            </Field>
          </Grid>
        ))}
        <Text as="li" fontSize="sm" color="fg.muted">
          <FormattedMessage id="dashboard.lost.releasedNote" />
        </Text>
      </Stack>
    </Stack>
  );
}
