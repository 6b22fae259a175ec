import { useIntl } from "react-intl";
import { formatMoney, type MoneyFormat, type MoneyValue } from "@/lib/money";
import { Numeric } from "./numeric";

type MoneyProps = MoneyFormat &
  (
    | { value: MoneyValue | null | undefined; amount?: never; currency?: never }
    /** `currency` defaults to EUR, the currency of customers' accounts. */
    | { amount: number | string; currency?: string; value?: never }
  );

/** An amount with its currency's symbol and tabular digits, as lib/money.ts formats it; a dash when there is none. */
export function Money(props: MoneyProps) {
  const intl = useIntl();
  const money =
    props.value === undefined && props.amount !== undefined
      ? { amount: props.amount, currency: props.currency ?? "EUR" }
      : props.value;
  if (!money) return <>—</>;
  return <Numeric>{formatMoney(intl, money.amount, money.currency, { exact: props.exact })}</Numeric>;
}
