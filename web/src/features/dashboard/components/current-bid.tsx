import { FormattedMessage } from "react-intl";
import { Money } from "@/components/ui/money";
import type { MoneyValue } from "@/lib/money";

/** A lot's current bid, as lot prices read (whole units); "No bids" while nobody has bid (a bid of 0 is none). */
export function CurrentBid({ value }: { value: MoneyValue | null | undefined }) {
  return value && Number(value.amount) > 0 ? <Money value={value} /> : <FormattedMessage id="dashboard.bids.noBids" />;
}
