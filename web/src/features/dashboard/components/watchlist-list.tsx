import { Button, Grid, Stack } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FormattedMessage, useIntl } from "react-intl";
import { EmptyPanel } from "@/components/ui/empty-panel";
import { EyeIcon } from "@/components/ui/icons";
import { toast } from "@/lib/toast";
import { Countdown } from "@/features/lots/components/countdown";
import { removeFromWatchlist } from "../api/dashboard-calls";
import { actionErrorText } from "../api/error-text";
import type { WatchlistItem } from "../api/types";
import { dashboardKeys, useWatchlist } from "../hooks/dashboard-queries";
import { Field, RowHeader } from "./field";
import { ListSkeleton, LoadError } from "./list-states";
import { CurrentBid } from "./current-bid";
import { LotLine } from "./lot-line";

const WATCH_COLUMNS = "minmax(16rem, 2fr) repeat(2, minmax(7rem, 1fr)) 8rem";

/** The watched lots with their status, time to the sale and current bid; each can be removed. */
export function WatchlistList() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const list = useWatchlist();
  const remove = useMutation({
    mutationFn: (item: WatchlistItem) => removeFromWatchlist(item),
    onSuccess: () => toast.success(intl.formatMessage({ id: "dashboard.watchlist.removed" })),
    onError: (error) => toast.error(actionErrorText(intl, error, "dashboard.watchlist.removeFailed")),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.watchlist }),
  });

  if (list.isPending) return <ListSkeleton rows={3} />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (!list.data.length)
    return (
      <EmptyPanel
        icon={EyeIcon}
        title="dashboard.watchlist.emptyTitle"
        body="dashboard.watchlist.emptyBody"
        action={{ to: "/search", label: "dashboard.common.findVehicle" }}
      />
    );
  return (
    <Stack gap="3">
      <RowHeader
        columns={WATCH_COLUMNS}
        labels={["dashboard.bids.vehicle", "dashboard.bids.currentBid", "dashboard.watchlist.auctionIn", null]}
      />
      <Stack as="ul" gap="3" listStyleType="none" data-testid="watchlist">
        {list.data.map((item) => (
          <Grid
            as="li"
            key={item.id}
            layerStyle="card"
            p={{ base: "4", md: "5" }}
            gap="4"
            templateColumns={{ base: "1fr 1fr", lg: WATCH_COLUMNS }}
            alignItems="center"
            data-testid="watchlist-row"
          >
            <Stack gridColumn={{ base: "1 / -1", lg: "auto" }}>
              <LotLine lot={item.lot} platform={item.platform} lotNumber={item.lotNumber} />
            </Stack>
            <Field label="dashboard.bids.currentBid">
              <CurrentBid value={item.lot?.currentBid} />
            </Field>
            <Field label="dashboard.watchlist.auctionIn">
              {item.lot?.auctionDate ? <Countdown endsAt={item.lot.auctionDate} /> : "—"}
            </Field>
            <Button
              size="sm"
              variant="outline"
              gridColumn={{ base: "1 / -1", lg: "auto" }}
              loading={remove.isPending && remove.variables?.id === item.id}
              onClick={() => remove.mutate(item)}
            >
              <FormattedMessage id="dashboard.watchlist.remove" />
            </Button>
          </Grid>
        ))}
      </Stack>
    </Stack>
  );
}
