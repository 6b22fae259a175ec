/**
 * A typed amount ("1 500", "1500,50", "1,500.50") as a number with at most two decimals, or null when it is not a
 * positive amount. A comma followed by one or two digits at the end is the decimal mark (lt writes 1500,50).
 */
export function parseAmount(text: string): number | null {
  let s = text.replace(/[\s\u00a0€$]/g, "");
  if (/,\d{1,2}$/.test(s)) s = s.replace(/\./g, "").replace(",", ".");
  else s = s.replace(/,/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const n = Number(s);
  return n > 0 ? n : null;
}
