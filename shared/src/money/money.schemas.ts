// PostgreSQL stores integer cents; the API speaks major units as numbers with a currency code.
import { z } from "zod";

export const CURRENCIES = ["EUR", "USD", "GBP", "CAD", "AUD"] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

export const moneySchema = z.object({ amount: z.number().finite(), currency: currencySchema });
export type Money = z.infer<typeof moneySchema>;

/** Cents as stored: a safe, non-negative integer. */
export const centsSchema = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

export function toCents(major: number): number {
  // Round half away from zero on the decimal value, not the binary float (1.005 -> 101).
  return Math.sign(major) * Math.round(Math.abs(major) * 100 + Number.EPSILON * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}
