import { DataList, Skeleton, Text } from "@chakra-ui/react";
import { dataListSlotRecipe } from "@chakra-ui/react/theme";
import { FormattedDate, FormattedMessage } from "react-intl";
import { fxRateValues } from "@/components/ui/fx-rate";
import { Countdown } from "@/features/lots/components/countdown";
import { Money } from "@/components/ui/money";
import type { MessageId } from "@/i18n/message-ids";
import type { LandedCost } from "../api/bidding-calls";

export type BidFactsProps = {
  biddingPower: number | null;
  /** EUR frozen when the broker receives the request; null while the rate is unknown. */
  hold: number | null;
  /** The USD/EUR rate and its date, shown next to the hold. */
  fx: LandedCost["fx"] | undefined;
  cutoff: Date | null;
  /** Pre-bid cut-off for a bid; the sale itself for buy-now. */
  cutoffLabel?: MessageId;
  /** A raise freezes only the difference to what is already held. */
  holdLabel?: MessageId;
  landed: { data?: LandedCost; isFetching: boolean; isError: boolean };
};

/** What the customer needs before committing money: bidding power, the hold, the cut-off and the landed cost. */
export function BidFacts({
  biddingPower,
  hold,
  fx,
  cutoff,
  cutoffLabel = "bidding.facts.cutoff",
  holdLabel = "bidding.facts.hold",
  landed,
}: BidFactsProps) {
  return (
    <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" size="sm" gap="3" data-testid="bid-facts">
      <DataList.Item>
        <DataList.ItemLabel>
          <FormattedMessage id="bidding.facts.biddingPower" />
        </DataList.ItemLabel>
        <DataList.ItemValue data-testid="bid-bidding-power">
          {biddingPower === null ? <Skeleton h="4" w="20" /> : <Money exact amount={biddingPower} />}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>
          <FormattedMessage id={holdLabel} />
        </DataList.ItemLabel>
        <DataList.ItemValue flexDirection="column" alignItems="start" data-testid="bid-hold">
          {hold === null ? <Text color="fg.muted">—</Text> : <Money exact amount={hold} />}
          {fx ? (
            <Text fontSize="xs" color="fg.muted">
              <FormattedMessage id="bidding.facts.rate" values={fxRateValues(fx)} />
            </Text>
          ) : null}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>
          <FormattedMessage id={cutoffLabel} />
        </DataList.ItemLabel>
        <DataList.ItemValue flexDirection="column" alignItems="start">
          {cutoff ? (
            <>
              <FormattedDate value={cutoff} dateStyle="medium" timeStyle="short" />
              <Text fontSize="xs" color="fg.muted">
                <Countdown endsAt={cutoff} />
              </Text>
            </>
          ) : (
            <FormattedMessage id="bidding.facts.noDate" />
          )}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>
          <FormattedMessage id="bidding.facts.landedCost" />
        </DataList.ItemLabel>
        <DataList.ItemValue flexDirection="column" alignItems="start" data-testid="bid-landed-cost">
          {landed.data ? (
            <Text fontWeight="semibold" opacity={landed.isFetching ? 0.6 : 1}>
              <Money amount={landed.data.total} />
            </Text>
          ) : landed.isError ? (
            <Text color="fg.muted">
              <FormattedMessage id="bidding.facts.landedCostUnavailable" />
            </Text>
          ) : landed.isFetching ? (
            <Skeleton h="4" w="20" />
          ) : (
            <Text color="fg.muted">—</Text>
          )}
          <Text fontSize="xs" color="fg.muted">
            <FormattedMessage id="bidding.facts.landedCostHint" />
          </Text>
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
