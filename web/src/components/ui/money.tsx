import { useIntl, type FormatNumberOptions } from "react-intl";
import { Numeric } from "./numeric";

// Spec section 9: USD $, EUR €, GBP £, CAD CA$, AUD A$, no decimals. Intl's narrow symbol gives $ and € in every
// locale ("12 345 $" in Lithuanian, where the plain symbol would read "USD"), but would turn CA$ and A$ into a bare $.
const WIDE_SYMBOL = new Set(["CAD", "AUD"]);

export function moneyFormatOptions(currency: string): FormatNumberOptions {
  return {
    style: "currency",
    currency,
    currencyDisplay: WIDE_SYMBOL.has(currency) ? "symbol" : "narrowSymbol",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  };
}

/** An amount in major units with its currency symbol and tabular digits. */
export function Money({ amount, currency }: { amount: number; currency: string }) {
  const intl = useIntl();
  return <Numeric>{intl.formatNumber(amount, moneyFormatOptions(currency))}</Numeric>;
}
