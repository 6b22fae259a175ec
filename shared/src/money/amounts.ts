// One rule for every amount a client sends, in major units (a deposit, a bid, a price) or in cents (a fee table):
// finite, not negative (not even -0), within the field's maximum, and a whole number of cents, judged on the
// amount's shortest decimal form, never by float arithmetic. The API's schemas (money.schemas.ts) and the web's
// forms both apply it, so the database's CHECKs are only ever a last line. No zod here: the web bundles this file.

/** What kind of amount a field is. */
export type AmountUnit = "major" | "cents";
export type AmountRule = {
  /** The largest amount accepted, in the field's own unit. */
  max: number;
  /** Whether 0 is an amount here (a free fee, a price not yet known); else it must be above 0. */
  allowZero?: boolean;
};

/** The most one deposit or withdrawal may move (EUR). */
export const MAX_ACCOUNT_AMOUNT = 1_000_000;
/** The most a bid, a hammer price or a calculator price may be (USD, or EUR for European lots). */
export const MAX_AUCTION_AMOUNT = 10_000_000;
/** The most a hand-entered European lot's bid or buy-now price may be (EUR). */
export const MAX_EUROPE_LOT_AMOUNT = 20_000_000;
/** Cents admins enter (fee tables, cost settings): ten million in major units, well inside a PostgreSQL integer. */
export const MAX_CENTS_FIELD = 1_000_000_000;

const WHOLE_CENTS = /^(\d{1,16})(?:\.(\d{1,2}))?$/;

/**
 * The whole cents of a major-unit amount with at most two decimals, else null: 10.01 -> 1001; 10.011, 1e-7,
 * 0.1 + 0.2 (0.30000000000000004), -0, NaN and Infinity -> null. A number is read in its shortest decimal form,
 * which is how JSON and people write it.
 */
export function exactCents(major: number | string): number | null {
  if (typeof major === "number" && (!Number.isFinite(major) || Object.is(major, -0))) return null;
  const match = WHOLE_CENTS.exec(typeof major === "number" ? String(major) : major.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

const formatMax = (max: number) => max.toLocaleString("en-US", { maximumFractionDigits: 2 });

/** Why `value` is not an amount under `rule`, or null when it is: the one message its field shows. */
export function amountProblem(value: number, rule: AmountRule, unit: AmountUnit = "major"): string | null {
  if (Number.isNaN(value)) return "Enter an amount";
  if (value < 0 || Object.is(value, -0) || (value === 0 && !rule.allowZero))
    return rule.allowZero ? "Enter an amount of 0 or more" : "Enter an amount above 0";
  if (value > rule.max) return `The amount may be at most ${formatMax(rule.max)}${unit === "cents" ? " cents" : ""}`;
  if (unit === "cents" ? !Number.isSafeInteger(value) : exactCents(value) === null)
    return unit === "cents" ? "Use whole cents" : "Use whole cents: at most two decimals";
  return null;
}
