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
}: {
  value?: MoneyValue | null;
  amount?: number;
  currency?: string;
}) {
  const n = value?.amount ?? amount ?? 0;
  const digits = Number.isInteger(n) ? 0 : 2;
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
