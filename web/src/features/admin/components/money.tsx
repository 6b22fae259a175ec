import { FormattedDate, FormattedNumber } from "react-intl";
import { Numeric } from "@/components/ui/numeric";

export type MoneyValue = { amount: number | string; currency: string };

/** An amount in its currency, tabular digits. */
export function Money({ value }: { value: MoneyValue | null | undefined }) {
  if (!value) return <>—</>;
  return (
    <Numeric>
      <FormattedNumber value={Number(value.amount)} style="currency" currency={value.currency} />
    </Numeric>
  );
}

/** A moment, date and time in the reader's locale; a dash when there is none. */
export function When({ value }: { value: string | null | undefined }) {
  if (!value) return <>—</>;
  return <FormattedDate value={value} dateStyle="medium" timeStyle="short" />;
}
