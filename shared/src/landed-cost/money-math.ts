// Exact money arithmetic for the calculator: cents times a decimal string, rounded once, half away from zero
// (commercial rounding, what the customs declaration and our bills use). BigInt keeps 0.92 and 7.5 exact.

const SCALE = 6;
const ONE = 10n ** BigInt(SCALE);

/** "0.9200" -> 920000n (scaled by 10^6); the schemas allow at most 6 decimals. */
function scaled(decimal: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(decimal.trim());
  if (!match) throw new Error(`not a decimal: ${decimal}`);
  return BigInt(match[1]!) * ONE + BigInt((match[2] ?? "").padEnd(SCALE, "0"));
}

/** round(cents x decimal / divisor), half away from zero. */
export function multiplyCents(cents: number, decimal: string, divisor = 1): number {
  if (!Number.isSafeInteger(cents)) throw new Error(`cents must be a safe integer: ${cents}`);
  const numerator = BigInt(Math.abs(cents)) * scaled(decimal);
  const denominator = ONE * BigInt(divisor);
  const rounded = (numerator * 2n + denominator) / (denominator * 2n);
  return Math.sign(cents) * Number(rounded);
}

/** `percent` % of `cents`, rounded to the cent. */
export function percentOf(cents: number, percent: string): number {
  return multiplyCents(cents, percent, 100);
}

/** USD cents -> EUR cents at `rate` EUR per USD, rounded to the cent (each amount converted once). */
export function usdToEur(usdCents: number, rate: string): number {
  return multiplyCents(usdCents, rate);
}

/** "1234.5" style major units for rule texts: 123450 -> "1,234.50". */
export function formatCents(cents: number, currency: "EUR" | "USD"): string {
  const major = (Math.abs(cents) / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${cents < 0 ? "-" : ""}${currency === "USD" ? "$" : "€"}${major}`;
}
