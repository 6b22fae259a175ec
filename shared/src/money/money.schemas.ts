// PostgreSQL stores integer cents; the API speaks major units as numbers with a currency code.
import { z } from "zod";
import { amountProblem, MAX_CENTS_FIELD, type AmountRule, type AmountUnit } from "./amounts.ts";

export const CURRENCIES = ["EUR", "USD", "GBP", "CAD", "AUD"] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

export const moneySchema = z.object({ amount: z.number().finite(), currency: currencySchema });
export type Money = z.infer<typeof moneySchema>;

// ---- Amounts clients send (the rule itself is in amounts.ts, which the web uses too) ----------------------------

const refineAmount = (rule: AmountRule, unit: AmountUnit) => (value: number, ctx: z.RefinementCtx) => {
  const problem = amountProblem(value, rule, unit);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
};

/** An amount in major units sent as a JSON number (EUR or USD; 2500.5 is 2,500.50). */
export const amountSchema = (rule: AmountRule) =>
  z
    .number({ error: "Enter an amount" })
    .superRefine(refineAmount(rule, "major"))
    .meta({ amountUnit: "major" satisfies AmountUnit });

/** The same amount in a query string: plain digits with at most two decimals (no sign, exponent or spaces). */
export const amountQuerySchema = (rule: AmountRule) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, "Enter an amount such as 2500 or 2500.50")
    .transform(Number)
    .pipe(amountSchema(rule))
    .meta({ amountUnit: "major" satisfies AmountUnit });

/** An amount in cents of its currency (fee tables, cost settings): a whole number, 0 allowed. */
export const centsAmountSchema = (max = MAX_CENTS_FIELD) =>
  z
    .number({ error: "Enter an amount in cents" })
    .superRefine(refineAmount({ max, allowZero: true }, "cents"))
    .meta({ amountUnit: "cents" satisfies AmountUnit });

/** The amount unit a schema was tagged with by the schemas above, if any. */
export function amountUnitOf(schema: z.ZodType): AmountUnit | undefined {
  const meta = z.globalRegistry.get(schema) as { amountUnit?: AmountUnit } | undefined;
  return meta?.amountUnit;
}

export function toCents(major: number): number {
  // Round half away from zero on the decimal value, not the binary float (1.005 -> 101).
  return Math.sign(major) * Math.round(Math.abs(major) * 100 + Number.EPSILON * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}
