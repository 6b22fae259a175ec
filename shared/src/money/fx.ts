// The broker's USD/EUR rate (docs/product/money.md#exchange-rate): a Setting `fx.usdEur` holding EUR per 1 USD as a
// decimal string with its date and source. Conversions work on integer millionths of the rate, never on binary floats,
// so a hold or a bill line is the same cent on every machine.
import { z } from "zod";

export const FX_USD_EUR_SETTING_KEY = "fx.usdEur";

/** At most 6 decimals (LedgerEntry.fxRate is numeric(12,6)); a sane range guards against a typo like 92. */
export const fxRateSettingSchema = z.object({
  rate: z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,6})?$/, "Enter the rate as a decimal number, e.g. 0.9200")
    .refine((r) => Number(r) >= 0.1 && Number(r) <= 10, "The rate must be between 0.1 and 10"),
  asOf: z.iso.date(),
  source: z.string().trim().min(1).max(200).default("ECB reference rate"),
});
export type FxRateSetting = z.infer<typeof fxRateSettingSchema>;

export type FxRate = {
  /** The rate as entered, e.g. "0.9200". */
  rate: string;
  /** The rate in millionths: 0.92 -> 920000. */
  micros: number;
  asOf: string;
  source: string;
};

export function toFxRate(setting: FxRateSetting): FxRate {
  const [whole, frac = ""] = setting.rate.split(".");
  const micros = Number(whole) * 1_000_000 + Number(frac.padEnd(6, "0"));
  return { rate: setting.rate, micros, asOf: setting.asOf, source: setting.source };
}

/** a * b / c rounded half up, in exact integer arithmetic (all inputs non-negative). */
function mulDivRound(a: number, b: number, c: number): number {
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  return Number((n * 2n + d) / (2n * d));
}

/** USD cents -> EUR cents at `rate`, rounded to the nearest cent (half up). */
export function usdToEurCents(usdCents: number, rate: Pick<FxRate, "micros">): number {
  return mulDivRound(usdCents, rate.micros, 1_000_000);
}

/** The share of an amount a bid or buy-now request keeps frozen (docs/product/bidding.md#holds). */
export const HOLD_PERCENT = 10;

/** The EUR hold for a USD amount: 10% of it converted at `rate`, rounded to the nearest cent (half up). */
export function holdEurCents(usdCents: number, rate: Pick<FxRate, "micros">): number {
  return mulDivRound(usdCents, rate.micros * HOLD_PERCENT, 100 * 1_000_000);
}

/** Bidding power (docs/product/bidding.md#bidding-power): ten times the available balance. */
export const BIDDING_POWER_MULTIPLE = 10;
