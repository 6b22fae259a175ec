// GET /api/calculator's query: what a visitor types on /calculator or what a lot page knows, in major units of the
// lot's currency (USD for copart/iaai, EUR for europe). Unknown parameters are ignored; bad ones answer 400 with
// the field named.
import { z } from "zod";
import { fuelTypeSchema, platformSchema, vehicleTypeSchema } from "../catalogue/lot.schemas.ts";
import { toCents } from "../money/money.schemas.ts";
import { bidTypeSchema, buyerTypeSchema, vatSchemeSchema, type LandedCostInput } from "./landed-cost.schemas.ts";

const MAX_PRICE = 10_000_000;
const amount = (what: string) =>
  z.coerce
    .number(`${what} must be a number`)
    .finite()
    .min(0, `${what} must not be negative`)
    .max(MAX_PRICE, `${what} must be at most ${MAX_PRICE}`);
const flag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");
const optionalInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max).optional();

export const calculatorQuerySchema = z.object({
  platform: platformSchema,
  price: amount("Price"),
  vehicleType: vehicleTypeSchema.default("automobile"),
  titleGroup: z.string().trim().max(16).optional(),
  bidType: bidTypeSchema.default("online"),
  yard: z.string().trim().min(1).max(120).optional(),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Use a two-letter country code")
    .optional(),
  vatScheme: vatSchemeSchema.optional(),
  auctionFee: amount("Auction fee").optional(),
  fuel: fuelTypeSchema.optional(),
  pickup: flag.default(false),
  engineCc: optionalInt(1, 20_000),
  co2: optionalInt(0, 1000),
  year: optionalInt(1900, 2100),
  buyerType: buyerTypeSchema.default("private"),
  vatRegistered: flag.default(false),
});
export type CalculatorQuery = z.infer<typeof calculatorQuerySchema>;

export function calculatorInputOf(q: CalculatorQuery): LandedCostInput {
  return {
    platform: q.platform,
    priceCents: toCents(q.price),
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
