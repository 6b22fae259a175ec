// Request shapes of the brokerage calls (ledger, deposits, withdrawals, bids, buy-now, watchlist, purchases,
// bills), shared by the API and the web. Amounts are major units: EUR for the account, USD for auction amounts.
import { z } from "zod";
import { platformSchema } from "../contracts/events.ts";
import { MAX_ACCOUNT_AMOUNT, MAX_AUCTION_AMOUNT } from "../money/amounts.ts";
import { amountSchema } from "../money/money.schemas.ts";

const accountAmount = amountSchema({ max: MAX_ACCOUNT_AMOUNT });
const auctionAmount = amountSchema({ max: MAX_AUCTION_AMOUNT });

export const DEPOSIT_METHODS = ["bank_transfer"] as const;
export const depositBodySchema = z.object({
  amount: accountAmount,
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
  amount: accountAmount.optional(),
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
  maxBid: auctionAmount,
});
export type PlaceBidBody = z.infer<typeof placeBidBodySchema>;

export const BID_LIST_FILTERS = ["active", "won", "lost", "rejected", "cancelled", "all"] as const;
export type BidListFilter = (typeof BID_LIST_FILTERS)[number];
/** One lot's requests only (the lot page): platform and lot number together. */
const oneLotQuery = {
  platform: platformSchema.optional(),
  lotNumber: lotRefSchema.shape.lotNumber.optional(),
};
const bothOrNeither = (q: { platform?: string; lotNumber?: string }) =>
  (q.platform === undefined) === (q.lotNumber === undefined);
export const bidListQuerySchema = z
  .object({ status: z.enum(BID_LIST_FILTERS).default("all"), ...oneLotQuery })
  .refine(bothOrNeither, { message: "Give the platform and the lot number together", path: ["lotNumber"] });

export const BUY_NOW_LIST_FILTERS = ["pending", "approved", "rejected", "all"] as const;
export const buyNowListQuerySchema = z
  .object({ status: z.enum(BUY_NOW_LIST_FILTERS).default("all"), ...oneLotQuery })
  .refine(bothOrNeither, { message: "Give the platform and the lot number together", path: ["lotNumber"] });

export const BID_OUTCOMES = ["outbid", "won", "lost", "cancelled"] as const;
export const bidOutcomeBodySchema = z.object({
  outcome: z.enum(BID_OUTCOMES),
  /** USD: the auction's current bid (outbid) or the hammer price (won, lost). */
  amount: auctionAmount.optional(),
  reason: z.string().trim().max(500).optional(),
});
export type BidOutcomeBody = z.infer<typeof bidOutcomeBodySchema>;

// ---- purchases ----

export const deliveryAddressSchema = z.object({
  name: z.string().trim().min(1, "Enter the recipient's name").max(120),
  line1: z.string().trim().min(1, "Enter the street address").max(200),
  line2: z.string().trim().max(200).optional(),
  city: z.string().trim().min(1, "Enter the city").max(100),
  postalCode: z.string().trim().min(2, "Enter the postal code").max(20),
  country: z.string().trim().min(2, "Enter the country").max(60),
  phone: z.string().trim().max(40).optional(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** Pickup at Klaipeda port, or delivery to an address (which the customer may change until the car ships). */
export const deliveryBodySchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("pickup") }),
  z.object({ method: z.literal("address"), address: deliveryAddressSchema }),
]);
export type DeliveryBody = z.infer<typeof deliveryBodySchema>;

export const PURCHASE_STEP_STATUSES = [
  "won",
  "paid",
  "picked_up",
  "at_port",
  "shipped",
  "arrived",
  "customs_cleared",
  "delivered",
] as const;
const purchaseStatus = z.enum(PURCHASE_STEP_STATUSES);

export const purchaseStatusBodySchema = z.object({
  status: purchaseStatus,
  /** When the step happened (default: now). */
  at: z.iso.datetime({ offset: true }).optional(),
  note: z.string().trim().max(500).optional(),
  container: z.string().trim().max(40).optional(),
  vessel: z.string().trim().max(80).optional(),
});

export const purchaseLogisticsBodySchema = z.object({
  container: z.string().trim().max(40).nullable().optional(),
  vessel: z.string().trim().max(80).nullable().optional(),
  /** Expected dates of steps still ahead. */
  etas: z.partialRecord(purchaseStatus, z.iso.datetime({ offset: true }).nullable()).optional(),
});

export const DOCUMENT_KINDS = ["title", "bill_of_lading", "customs_declaration", "invoice", "photo", "other"] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The types a document may be, judged by its bytes (the uploader's name and declared type do not count). */
export const DOCUMENT_CONTENT_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;
export const DOCUMENT_TYPE_MESSAGE =
  "A document must be a PDF, JPEG, PNG or WebP file; its content decides, not its name.";
export const DOCUMENT_FILE_NAME_MAX = 200;
export const documentUploadQuerySchema = z.object({
  kind: z.enum(DOCUMENT_KINDS).default("other"),
  /** The name downloads offer (its extension is replaced by the content's); never a path on disk. */
  fileName: z
    .string()
    .trim()
    .min(1, "A file name, or none")
    .max(DOCUMENT_FILE_NAME_MAX, `A file name of at most ${DOCUMENT_FILE_NAME_MAX} characters`)
    .regex(/^[^/\\\0]+$/, "A file name, without folders")
    // Control, invisible and text-direction characters (U+202E shows "evil\u202Efdp.exe" as "evilexe.pdf").
    .regex(/^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+$/u, "A file name without control, invisible or text-direction characters")
    .optional(),
});
