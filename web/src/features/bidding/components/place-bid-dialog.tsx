import { Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { TextField } from "@/components/ui/text-field";
import { MAX_AUCTION_AMOUNT } from "@app/shared/money/amounts";
import { parseAmount } from "@/features/account/parse-amount";
import { accountKeys, useBalance } from "@/features/account/hooks/account-queries";
import type { Money as MoneyValue } from "@/features/dashboard/api/types";
import { dashboardKeys } from "@/features/dashboard/hooks/dashboard-queries";
import { Money } from "@/components/ui/money";
import { toast } from "@/lib/toast";
import { placeBid } from "../api/bidding-calls";
import { newIdempotencyKey } from "../api/idempotency-key";
import { bidErrorText } from "../bid-errors";
import { BIDDING_POWER_MULTIPLE, holdEur, preBidCutoff } from "../hold";
import { useLandedCost } from "../hooks/use-landed-cost";
import { minimumMaxBid, useBidFloor } from "../hooks/use-minimum-bid";
import type { BiddingLot } from "../lot-summary";
import { BidDialogFrame } from "./bid-dialog-frame";
import { BidFacts } from "./bid-facts";
import { formatMoney } from "@/lib/money";

export type PlaceBidDialogProps = {
  lot: BiddingLot;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the broker received the bid (the dialog closes itself). */
  onDone?: () => void;
  /** The customer's current maximum when this is a raise: the new one must be above it. */
  currentMax?: MoneyValue | null;
  /** EUR already held for the bid being raised: only the difference is frozen. */
  currentHold?: number;
};

/**
 * Place or raise a maximum bid (USD, the auction's currency). Shows the bidding power, the hold the broker will
 * freeze (10% in EUR at the broker's rate), the pre-bid cut-off and the landed cost at that price; the API's
 * refusal (insufficient bidding power, closed pre-bidding...) is shown in the dialog.
 */
export function PlaceBidDialog({ lot, open, onOpenChange, onDone, currentMax, currentHold = 0 }: PlaceBidDialogProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const balance = useBalance();
  const [text, setText] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [key, setKey] = useState(newIdempotencyKey);
  const currency = lot.currentBid?.currency ?? currentMax?.currency ?? "USD";
  const price = parseAmount(text, MAX_AUCTION_AMOUNT);
  const landed = useLandedCost(lot, price, "online");
  const hold = price === null ? null : holdEur(price, landed.data?.fx.rate);
  const isRaise = Boolean(currentMax);
  const minimum = minimumMaxBid(lot.currentBid, useBidFloor(), currentMax);

  const bid = useMutation({
    mutationFn: (maxBid: number) => placeBid({ platform: lot.platform, lotNumber: lot.lotNumber, maxBid }, key),
    onSuccess: () => {
      toast.success(intl.formatMessage({ id: isRaise ? "bidding.placeBid.raised" : "bidding.placeBid.sent" }));
      setKey(newIdempotencyKey());
      setText("");
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      onOpenChange(false);
      onDone?.();
    },
  });

  function submit() {
    if (price === null) {
      setFieldError(
        intl.formatMessage(
          { id: "bidding.placeBid.amountInvalid" },
          { max: formatMoney(intl, MAX_AUCTION_AMOUNT, currency) },
        ),
      );
      return;
    }
    if (price < minimum) {
      setFieldError(
        intl.formatMessage(
          { id: isRaise ? "bidding.placeBid.raiseBelowMinimum" : "bidding.placeBid.belowMinimum" },
          { amount: formatMoney(intl, minimum, currency) },
        ),
      );
      return;
    }
    setFieldError(undefined);
    bid.mutate(price);
  }

  return (
    <BidDialogFrame
      open={open}
      onOpenChange={(next) => {
        if (!next) bid.reset();
        onOpenChange(next);
      }}
      title={isRaise ? "bidding.placeBid.raiseTitle" : "bidding.placeBid.title"}
      lotTitle={lot.title}
      error={bid.isError ? bidErrorText(intl, bid.error) : null}
      submitLabel={isRaise ? "bidding.placeBid.raiseSubmit" : "bidding.placeBid.submit"}
      onSubmit={submit}
      busy={bid.isPending}
      testId="place-bid-dialog"
    >
      <Text fontSize="sm" color="fg.muted">
        {currentMax ? (
          <FormattedMessage id="bidding.placeBid.yourMax" values={{ amount: <Money value={currentMax} /> }} />
        ) : lot.currentBid ? (
          <FormattedMessage id="bidding.placeBid.currentBid" values={{ amount: <Money value={lot.currentBid} /> }} />
        ) : (
          <FormattedMessage id="bidding.placeBid.noBids" />
        )}
      </Text>
      <Text fontSize="sm" fontWeight="medium" data-testid="bid-minimum">
        <FormattedMessage
          id="bidding.placeBid.minimum"
          values={{ amount: <Money value={{ amount: minimum, currency }} /> }}
        />
      </Text>
      <TextField
        name="maxBid"
        label="bidding.placeBid.maxBidLabel"
        inputMode="decimal"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setKey(newIdempotencyKey());
        }}
        error={fieldError}
        required
        autoFocus
      />
      <BidFacts
        biddingPower={balance.data ? balance.data.available * BIDDING_POWER_MULTIPLE : null}
        hold={hold === null ? null : Math.max(0, hold - currentHold)}
        fx={landed.data?.fx}
        cutoff={preBidCutoff(lot.auctionDate)}
        holdLabel={isRaise ? "bidding.facts.holdAdded" : "bidding.facts.hold"}
        landed={landed}
      />
      {isRaise && currentHold > 0 ? (
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage
            id="bidding.placeBid.raiseHoldNote"
            values={{ amount: <Money exact amount={currentHold} /> }}
          />
        </Text>
      ) : null}
    </BidDialogFrame>
  );
}
