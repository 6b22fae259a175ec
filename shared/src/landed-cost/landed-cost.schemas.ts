// The landed-cost vocabulary: fee schedules (versioned, admin-edited data:
// docs/domain/fees.md#where-the-figures-come-from), the broker's cost settings (each with its as-of date and source),
// the calculator's input and its answer. Amounts are integer cents; rates and percentages are decimal strings so no
// float ever touches money.
import type { LineText } from "./line-text.ts";
import { z } from "zod";
import { centsAmountSchema } from "../money/money.schemas.ts";
import { fuelTypeSchema, platformSchema, vatSchemeSchema, vehicleTypeSchema } from "../catalogue/lot.schemas.ts";

export const BILL_STAGES = ["win", "departure", "arrival"] as const;
export const billStageSchema = z.enum(BILL_STAGES);
export type BillStage = z.infer<typeof billStageSchema>;

/** Amounts admins enter in cents (fee tables, cost settings): whole cents up to ten million major units. */
const cents = centsAmountSchema();
/** Cents the calculator is handed (a validated query, a stored lot): any safe whole number. */
const storedCents = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
/** A non-negative decimal string with at most 6 decimals: "0.9200", "7.5", "21". */
export const decimalStringSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,6})?$/, "Must be a decimal number such as 7.5");
const isoDate = z.iso.date("Must be a date (YYYY-MM-DD)");
const source = z.string().trim().min(1, "Say where the figure comes from").max(1000);

// ---- Fee schedules -------------------------------------------------------------------------------------------

/** The broker's auction account class: Copart "C"/"A" (docs/domain/fees.md#copart-buyer-fee-table-a), IAAI
 * "standard" volume. At most 16 characters, so a schedule version (feeScheduleVersionOf) always fits a bill's
 * 80-character column. */
export const buyerTierSchema = z.string().trim().min(1).max(16);
/** Fee tables differ for clean and salvage (any non-clean) titles; "any" is a schedule that ignores the title. */
export const FEE_TITLE_GROUPS = ["clean", "salvage", "any"] as const;
export const feeTitleGroupSchema = z.enum(FEE_TITLE_GROUPS);
export type FeeTitleGroup = z.infer<typeof feeTitleGroupSchema>;
/** Secured = wire, debit card, MoneyGram, E-Pay; unsecured = credit card (Copart's blog). We pay by wire. */
export const PAYMENT_METHODS = ["secured", "unsecured"] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
/** A pre-bid or live online bid pays the virtual / live online bid fee; Buy It Now has its own (lower) cap. */
export const BID_TYPES = ["online", "buy_now"] as const;
export const bidTypeSchema = z.enum(BID_TYPES);
export type BidType = z.infer<typeof bidTypeSchema>;

/** One step of a fee table: from `fromCents` (inclusive) up to the next step, a fixed fee or a percentage. */
export const feeBandSchema = z.union([
  z.strictObject({ fromCents: cents, feeCents: cents }),
  z.strictObject({ fromCents: cents, percent: decimalStringSchema }),
]);
export type FeeBand = z.infer<typeof feeBandSchema>;

export const feeBandsSchema = z
  .array(feeBandSchema)
  .min(1, "At least one step")
  .max(100)
  .refine((bands) => bands[0]?.fromCents === 0, "The first step must start at 0")
  .refine((bands) => bands.every((b, i) => i === 0 || b.fromCents > bands[i - 1]!.fromCents), "Steps must ascend");

export const fixedFeeSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,31}$/, "Use a short code such as gate"),
  label: z.string().trim().min(1).max(120),
  amountCents: cents,
});
export type FixedFee = z.infer<typeof fixedFeeSchema>;

/** What admins create and edit (the key, the tables, when it applies and where it comes from). */
export const feeScheduleInputSchema = z.strictObject({
  platform: platformSchema,
  buyerTier: buyerTierSchema,
  titleGroup: feeTitleGroupSchema,
  paymentMethod: paymentMethodSchema,
  bidType: bidTypeSchema,
  currency: z.enum(["USD", "EUR"]).default("USD"),
  buyerFee: feeBandsSchema,
  /** Copart's virtual bid fee, IAAI's live online bid fee. */
  bidFee: feeBandsSchema,
  fixedFees: z.array(fixedFeeSchema).max(20),
  effectiveFrom: isoDate,
  source,
});
export type FeeScheduleInput = z.infer<typeof feeScheduleInputSchema>;

/** A stored schedule as the calculator uses it; `version` counts admin edits of the row. */
export type FeeSchedule = FeeScheduleInput & { id: string; version: number };

// ---- Cost settings -------------------------------------------------------------------------------------------

const asOfAndSource = { asOf: isoDate, source };

export const US_PORTS = ["los-angeles", "houston", "new-jersey", "savannah"] as const;
export const usPortSchema = z.enum(US_PORTS);
export type UsPort = z.infer<typeof usPortSchema>;

export const brokerFeeSettingSchema = z.strictObject({
  currency: z.literal("EUR"),
  amountCents: cents,
  ...asOfAndSource,
});

export const inlandTransportSettingSchema = z.strictObject({
  currency: z.literal("USD"),
  ...asOfAndSource,
  /** Extra per vehicle: pickups (size) and EVs/hybrids (battery handling), from the same source calculator. */
  surcharges: z.strictObject({ pickupCents: cents, electrifiedCents: cents }),
  yards: z
    .array(
      z.strictObject({
        platform: z.enum(["copart", "iaai"]),
        yard: z.string().trim().min(1).max(120),
        city: z.string().trim().max(120),
        zip: z.string().trim().max(10),
        port: usPortSchema,
        rateCents: cents,
      }),
    )
    .min(1)
    .max(2000),
});

export const oceanFreightSettingSchema = z.strictObject({
  currency: z.literal("USD"),
  ...asOfAndSource,
  destination: z.string().trim().min(1).max(80),
  /** Per vehicle in a shared container, by US loading port. */
  ports: z.record(usPortSchema, cents),
});

export const insuranceSettingSchema = z.strictObject({
  /** Percent of the vehicle price. */
  percent: decimalStringSchema,
  minimumCents: cents,
  currency: z.literal("USD"),
  ...asOfAndSource,
});

export const portHandlingSettingSchema = z.strictObject({
  currency: z.literal("EUR"),
  amountCents: cents,
  ...asOfAndSource,
});

/** ISO 3166-1 alpha-2 country -> truck transport to Lithuania, per vehicle. */
export const euTransportSettingSchema = z.strictObject({
  currency: z.literal("EUR"),
  ...asOfAndSource,
  countries: z.record(z.string().regex(/^[A-Z]{2}$/, "Use a two-letter country code"), cents),
});

/** Which fee schedule applies to the broker's own auction accounts. */
export const auctionAccountsSettingSchema = z.strictObject({
  copart: z.strictObject({ buyerTier: buyerTierSchema, paymentMethod: paymentMethodSchema }),
  iaai: z.strictObject({ buyerTier: buyerTierSchema, paymentMethod: paymentMethodSchema }),
  ...asOfAndSource,
});

/** Setting key -> its schema; every key lives in the Setting table and has a default in cost-defaults.ts. */
export const COST_SETTING_SCHEMAS = {
  "costs.brokerFee": brokerFeeSettingSchema,
  "costs.inlandTransport": inlandTransportSettingSchema,
  "costs.oceanFreight": oceanFreightSettingSchema,
  "costs.insurance": insuranceSettingSchema,
  "costs.portHandling": portHandlingSettingSchema,
  "costs.euTransport": euTransportSettingSchema,
  "costs.auctionAccounts": auctionAccountsSettingSchema,
} as const;
export type CostSettingKey = keyof typeof COST_SETTING_SCHEMAS;
export const COST_SETTING_KEYS = Object.keys(COST_SETTING_SCHEMAS) as CostSettingKey[];
export const costSettingKeySchema = z.enum(COST_SETTING_KEYS as [CostSettingKey, ...CostSettingKey[]]);

export type CostSettings = { [K in CostSettingKey]: z.infer<(typeof COST_SETTING_SCHEMAS)[K]> };

/** The USD/EUR rate (the brokerage's Setting `fx.usdEur`): EUR per 1 USD. */
export const FX_USD_EUR_SETTING_KEY = "fx.usdEur";
export const fxRateSchema = z.object({ rate: decimalStringSchema, asOf: isoDate, source: z.string().optional() });
export type FxRate = z.infer<typeof fxRateSchema>;

/** Everything the pure calculator needs, loaded for one moment (api: loadLandedCostTables). */
export interface LandedCostTables {
  /** The day the tables were loaded for (YYYY-MM-DD): the registration tax's historic-age exemption counts from it. */
  at?: string;
  /** The schedules in force at that moment (one per key). */
  feeSchedules: FeeSchedule[];
  costs: CostSettings;
  fx: FxRate;
}

// ---- The calculator ------------------------------------------------------------------------------------------

export const BUYER_TYPES = ["private", "business"] as const;
export const buyerTypeSchema = z.enum(BUYER_TYPES);
/** European lots: VAT-qualifying (net price, VAT on top) or the margin scheme (VAT inside, not shown). */
export { VAT_SCHEMES, vatSchemeSchema } from "../catalogue/lot.schemas.ts";

/** The calculator's input: a lot (or a what-if) and who buys it. Money in cents of the lot's currency. */
export const landedCostInputSchema = z.object({
  platform: platformSchema,
  /** The winning bid or buy-now price: USD cents for copart/iaai, EUR cents for europe. */
  priceCents: storedCents,
  vehicleType: vehicleTypeSchema.default("automobile"),
  /** A Lot's titleGroup code (C clean, S salvage, J non-repairable, ...) or clean/salvage. */
  titleGroup: z.string().trim().max(16).optional(),
  bidType: bidTypeSchema.default("online"),
  /** copart/iaai: the yard the car is towed from (a Lot's branch). */
  yard: z.string().trim().max(120).optional(),
  /** europe: where the car stands (ISO alpha-2). */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Use a two-letter country code")
    .optional(),
  vatScheme: vatSchemeSchema.optional(),
  /** europe: the seller auction's own buyer fee for this lot, EUR cents, when it publishes one. */
  auctionFeeCents: storedCents.optional(),
  fuel: fuelTypeSchema.optional(),
  pickup: z.boolean().default(false),
  /** Motorcycles: the duty rate depends on the engine size (TARIC 8711). */
  engineCc: z.number().int().positive().max(20_000).optional(),
  /** For the LT registration (pollution) tax; US cars seldom have it. */
  co2GramsPerKm: z.number().int().nonnegative().max(1000).optional(),
  year: z.number().int().min(1900).max(2100).optional(),
  buyerType: buyerTypeSchema.default("private"),
  /** Whether a business buyer has an EU VAT number (reverse charge on VAT-qualifying European lots). */
  vatRegistered: z.boolean().default(false),
});
export type LandedCostInput = z.input<typeof landedCostInputSchema>;
export type LandedCostParsedInput = z.output<typeof landedCostInputSchema>;

export interface LandedCostLine {
  code: string;
  stage: BillStage;
  /** The amount in USD before conversion, for auction and US-side costs. */
  usdCents?: number;
  eurCents: number;
  /** How the amount was found, in English words (the audit trail; bills issued before `text` show it). */
  rule: string;
  /** The rule as a text id and its figures, which the calculator and bills show in the reader's language. */
  text?: LineText;
  /** Where the figure or rate comes from, with its date. */
  source: string;
}

export interface LandedCost {
  lines: LandedCostLine[];
  stageTotals: Record<BillStage, { eurCents: number }>;
  totalEurCents: number;
  /** EUR per 1 USD, as used. */
  fxRate: string;
  fxAsOf: string;
  /** The fee schedule used (null for European lots, which take none). */
  feeScheduleVersion: string | null;
}
