// GET /api/calculator's query: what a visitor types on /calculator or what a lot page knows, in major units of the
// lot's currency (USD for copart/iaai, EUR for europe). With `lotNumber`, the stored lot fills in what the query
// leaves out (so nothing here has a default: an absent field must stay absent). Unknown parameters are ignored;
// bad ones answer 400 with the field named.
import { z } from "zod";
import { fuelTypeSchema, platformSchema, vehicleTypeSchema } from "../catalogue/lot.schemas.ts";
import { MAX_AUCTION_AMOUNT } from "../money/amounts.ts";
import { amountQuerySchema, toCents } from "../money/money.schemas.ts";
import { bidTypeSchema, buyerTypeSchema, vatSchemeSchema, type LandedCostInput } from "./landed-cost.schemas.ts";

const amount = amountQuerySchema({ max: MAX_AUCTION_AMOUNT, allowZero: true });
const flag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");
const optionalInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max).optional();

export const calculatorQuerySchema = z.object({
  platform: platformSchema,
  lotNumber: z
    .string()
    .regex(/^[0-9]{1,20}$/, "Lot number must be digits")
    .optional(),
  /** Required unless the lot has a current bid (or, for bidType buy_now, a buy-now price). */
  price: amount.optional(),
  vehicleType: vehicleTypeSchema.optional(),
  titleGroup: z.string().trim().max(16).optional(),
  bidType: bidTypeSchema.optional(),
  yard: z.string().trim().min(1).max(120).optional(),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Use a two-letter country code")
    .optional(),
  vatScheme: vatSchemeSchema.optional(),
  auctionFee: amount.optional(),
  fuel: fuelTypeSchema.optional(),
  pickup: flag.optional(),
  engineCc: optionalInt(1, 20_000),
  co2: optionalInt(0, 1000),
  year: optionalInt(1900, 2100),
  buyerType: buyerTypeSchema.optional(),
  vatRegistered: flag.optional(),
});
export type CalculatorQuery = z.infer<typeof calculatorQuerySchema>;

/** The query as calculator input; fields the query leaves out stay undefined. */
export function calculatorInputOf(q: CalculatorQuery): Partial<LandedCostInput> {
  return {
    platform: q.platform,
    priceCents: q.price === undefined ? undefined : toCents(q.price),
    vehicleType: q.vehicleType,
    titleGroup: q.titleGroup,
    bidType: q.bidType,
    yard: q.yard,
    country: q.country,
    vatScheme: q.vatScheme,
    auctionFeeCents: q.auctionFee === undefined ? undefined : toCents(q.auctionFee),
    fuel: q.fuel,
    pickup: q.pickup,
    engineCc: q.engineCc,
    co2GramsPerKm: q.co2,
    year: q.year,
    buyerType: q.buyerType,
    vatRegistered: q.vatRegistered,
  };
}
