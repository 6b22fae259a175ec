import { FormattedNumber } from "react-intl";
import { Numeric } from "@/components/ui/numeric";
import type { Money as MoneyValue } from "../api/types";

/**
 * An amount in its currency with the locale's grouping and the spec's symbols (DESIGN.md): no decimals for whole
 * amounts; cents are kept when there are some, since a bill or a hold must read to the cent.
 */
export function Money({
  value,
  amount,
  currency = "EUR",
  whole = false,
}: {
  value?: MoneyValue | null;
  amount?: number;
  currency?: string;
  /** Round to whole units: estimates, where cents would suggest a precision they do not have. */
  whole?: boolean;
}) {
  const n = value?.amount ?? amount ?? 0;
  const digits = whole || Number.isInteger(n) ? 0 : 2;
  return (
    <Numeric>
      <FormattedNumber
        value={n}
        style="currency"
        currency={value?.currency ?? currency}
        currencyDisplay="narrowSymbol"
        minimumFractionDigits={digits}
        maximumFractionDigits={digits}
      />
    </Numeric>
  );
}
