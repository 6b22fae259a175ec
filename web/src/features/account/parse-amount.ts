import { exactCents } from "@app/shared/money/amounts";

/**
 * A typed amount ("1 500", "1500,50", "1,500.50") as a number of whole cents, or null when it is not a positive
 * amount with at most two decimals up to `max`: the API's amount rule (shared/src/money/amounts.ts). A comma
 * followed by one or two digits at the end is the decimal mark (lt writes 1500,50).
 */
export function parseAmount(text: string, max = Number.POSITIVE_INFINITY): number | null {
  let s = text.replace(/[\s\u00a0€$]/g, "");
  if (/,\d{1,2}$/.test(s)) s = s.replace(/\./g, "").replace(",", ".");
  else s = s.replace(/,/g, "");
  const cents = exactCents(s);
  if (cents === null || cents <= 0 || cents / 100 > max) return null;
  return cents / 100;
}
