// Request shapes of the brokerage calls (ledger, deposits, withdrawals, bids, buy-now, watchlist, purchases,
// bills), shared by the API and the web. Amounts are major units: EUR for the account, USD for auction amounts.
import { z } from "zod";
import { platformSchema } from "../contracts/events.ts";

/** Major units with at most two decimals, positive, below a sanity ceiling. */
const amount = (max: number) =>
  z
    .number()
    .finite()
    .positive("Enter an amount above 0")
    .max(max, `The amount may be at most ${max}`)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "Use at most two decimals");

export const DEPOSIT_METHODS = ["bank_transfer"] as const;
export const depositBodySchema = z.object({
  amount: amount(1_000_000),
  method: z.enum(DEPOSIT_METHODS).default("bank_transfer"),
});
export type DepositBody = z.infer<typeof depositBodySchema>;

/** IBAN: country, check digits, up to 30 letters or digits (spaces allowed as typed). */
const ibanSchema = z
  .string()
  .trim()
  .transform((s) => s.replace(/\s+/g, "").toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, "Enter a valid IBAN"));

export const withdrawalBodySchema = z.object({
  /** Omitted: the whole available balance. */
  amount: amount(1_000_000).optional(),
  iban: ibanSchema.optional(),
});
export type WithdrawalBody = z.infer<typeof withdrawalBodySchema>;

export const decisionBodySchema = z.object({ reason: z.string().trim().max(500).optional() });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const lotRefSchema = z.object({
  platform: platformSchema,
  lotNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,20}$/, "Enter a valid lot number"),
});
export type LotRefBody = z.infer<typeof lotRefSchema>;

export const placeBidBodySchema = lotRefSchema.extend({
  /** USD, whole dollars or cents. */
  maxBid: amount(10_000_000),
});
export type PlaceBidBody = z.infer<typeof placeBidBodySchema>;

export const BID_LIST_FILTERS = ["active", "won", "lost", "all"] as const;
export const bidListQuerySchema = z.object({ status: z.enum(BID_LIST_FILTERS).default("all") });

export const BID_OUTCOMES = ["outbid", "won", "lost", "cancelled"] as const;
export const bidOutcomeBodySchema = z.object({
  outcome: z.enum(BID_OUTCOMES),
  /** USD: the auction's current bid (outbid) or the hammer price (won, lost). */
  amount: amount(10_000_000).optional(),
  reason: z.string().trim().max(500).optional(),
});
export type BidOutcomeBody = z.infer<typeof bidOutcomeBodySchema>;
