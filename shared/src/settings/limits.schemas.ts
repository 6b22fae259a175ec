// The brokerage's business limits, admin-editable (GET/PUT /api/admin/settings/limits). Each is its own Setting row
// holding a number (e.g. "limits.depositAnnouncementsPerDay" -> 5, "limits.minimumMaxBid" -> 100 dollars); a missing
// or unreadable row reads as its default, so a limit always applies.
import { z } from "zod";
import { DEFAULT_MINIMUM_MAX_BID } from "../brokerage/bid-minimum.ts";
import { amountSchema } from "../money/money.schemas.ts";

export const LIMITS = {
  /** Bank transfers one customer may announce per calendar day in Vilnius (shared/src/brokerage/business-day.ts). */
  depositAnnouncementsPerDay: { key: "limits.depositAnnouncementsPerDay", default: 5, min: 1, max: 50 },
  /** The smallest maximum bid the broker takes, whole units of the auction's currency (shared/src/brokerage/bid-minimum.ts). */
  minimumMaxBid: { key: "limits.minimumMaxBid", default: DEFAULT_MINIMUM_MAX_BID, max: 100_000 },
} as const;
export type LimitName = keyof typeof LIMITS;

const limitSchema = ({ min, max }: { min: number; max: number }) => {
  const message = `Enter a whole number from ${min} to ${max}`;
  return z.number(message).int(message).min(min, message).max(max, message);
};

export const limitsSchema = z.strictObject({
  depositAnnouncementsPerDay: limitSchema(LIMITS.depositAnnouncementsPerDay),
  minimumMaxBid: amountSchema({ max: LIMITS.minimumMaxBid.max }),
});
export type Limits = z.infer<typeof limitsSchema>;

export const LIMIT_DEFAULTS: Limits = {
  depositAnnouncementsPerDay: LIMITS.depositAnnouncementsPerDay.default,
  minimumMaxBid: LIMITS.minimumMaxBid.default,
};

/** A stored value, or the default when there is none or it no longer parses (edited by hand). */
export function parseLimit(name: LimitName, stored: unknown): number {
  const parsed = limitsSchema.shape[name].safeParse(stored);
  return parsed.success ? parsed.data : LIMITS[name].default;
}
