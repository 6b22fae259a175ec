// How money reads everywhere (docs/product/money.md#money-display): the symbols (USD $, EUR €, GBP £, CAD CA$, AUD A$)
// placed and grouped as the locale does (lt "12 345 $", en "$12,345"), and no decimals: lot prices and bids are whole
// units. The one exception is `exact`: the account's money (balances, holds, bills, ledger entries, transfers) reads to
// the cent, always with two decimals, as a bank statement does ("5 000,00 €", "€5,000.00").
import type { IntlShape } from "react-intl";

/** An amount as the API sends it; the admin API sends decimal amounts as strings. */
export interface MoneyValue {
  amount: number | string;
  currency: string;
}

export interface MoneyFormat {
  /** Two decimals (the account's money); otherwise whole units. */
  exact?: boolean;
}

// Intl's narrow symbol is the documented one for USD, EUR and GBP in both locales (its plain symbol would read "USD"
// in Lithuanian), but for CAD and AUD it is a bare "$" that hides which dollar: those two get their own symbol.
const SPEC_SYMBOLS: Readonly<Record<string, string>> = { CAD: "CA$", AUD: "A$" };

export function formatMoney(intl: IntlShape, amount: number | string, currency: string, format: MoneyFormat = {}) {
  const value = Number(amount);
  const digits = format.exact ? 2 : 0;
  const options = {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  } as const;
  const symbol = SPEC_SYMBOLS[currency];
  if (!symbol) return intl.formatNumber(value, options);
  return intl
    .formatNumberToParts(value, options)
    .map((part) => (part.type === "currency" ? symbol : part.value))
    .join("");
}
