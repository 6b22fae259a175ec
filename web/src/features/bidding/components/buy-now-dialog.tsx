import { Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { accountKeys, useBalance } from "@/features/account/hooks/account-queries";
import { dashboardKeys } from "@/features/dashboard/hooks/dashboard-queries";
import { Money } from "@/components/ui/money";
import { toast } from "@/lib/toast";
import { requestBuyNow } from "../api/bidding-calls";
import { newIdempotencyKey } from "../api/idempotency-key";
import { bidErrorText } from "../bid-errors";
import { BIDDING_POWER_MULTIPLE, holdEur } from "../hold";
import { useLandedCost } from "../hooks/use-landed-cost";
import type { BiddingLot } from "../lot-summary";
import { BidDialogFrame } from "./bid-dialog-frame";
import { BidFacts } from "./bid-facts";

export type BuyNowDialogProps = {
  lot: BiddingLot;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the broker received the request (the dialog closes itself). */
  onDone?: () => void;
};

/** Ask the broker to buy the lot at its buy-now price, with the hold, the bidding power and the landed cost shown. */
export function BuyNowDialog({ lot, open, onOpenChange, onDone }: BuyNowDialogProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const balance = useBalance();
  const [key, setKey] = useState(newIdempotencyKey);
  const price = lot.buyNowPrice?.amount ?? null;
  const landed = useLandedCost(lot, open ? price : null, "buy_now");
  const request = useMutation({
    mutationFn: () => requestBuyNow({ platform: lot.platform, lotNumber: lot.lotNumber }, key),
    onSuccess: () => {
      toast.success(intl.formatMessage({ id: "bidding.buyNow.sent" }));
      setKey(newIdempotencyKey());
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      onOpenChange(false);
      onDone?.();
    },
  });

  return (
    <BidDialogFrame
      open={open}
      onOpenChange={(next) => {
        if (!next) request.reset();
        onOpenChange(next);
      }}
      title="bidding.buyNow.title"
      lotTitle={lot.title}
      error={request.isError ? bidErrorText(intl, request.error) : null}
      submitLabel="bidding.buyNow.submit"
      onSubmit={() => request.mutate()}
      busy={request.isPending}
      testId="buy-now-dialog"
    >
      <Text fontSize="lg" fontWeight="semibold">
        {lot.buyNowPrice ? (
          <FormattedMessage id="bidding.buyNow.price" values={{ amount: <Money value={lot.buyNowPrice} /> }} />
        ) : (
          <FormattedMessage id="bidding.buyNow.noPrice" />
        )}
      </Text>
      <BidFacts
        biddingPower={balance.data ? balance.data.available * BIDDING_POWER_MULTIPLE : null}
        hold={price === null ? null : holdEur(price, landed.data?.fx.rate)}
        fx={landed.data?.fx}
        cutoff={lot.auctionDate ? new Date(lot.auctionDate) : null}
        cutoffLabel="bidding.facts.buyNowUntil"
        landed={landed}
      />
      <Text fontSize="xs" color="fg.muted">
        <FormattedMessage id="bidding.buyNow.note" />
      </Text>
    </BidDialogFrame>
  );
}
