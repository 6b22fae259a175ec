// The broker's bank details the customer's deposit page shows (account holder and its company code, IBAN, bank,
// SWIFT/BIC, and for the staff how the reference is written). The one shape of the `bank` setting: the admin form
// writes it, the seed stores it, and the deposit answer carries it parsed.
import { z } from "zod";

export const BANK_DETAILS_SETTING_KEY = "bank";

const text = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const bankDetailsSchema = z.object({
  accountHolder: text("Account holder", 140),
  /** The account holder's company code, which Lithuanian transfers ask for; optional. */
  companyCode: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.string().trim().max(40, "Company code must be at most 40 characters").optional(),
  ),
  iban: z
    .string("IBAN is required")
    .trim()
    .transform((s) => s.replace(/\s+/g, "").toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, "Enter a valid IBAN")),
  bankName: text("Bank", 140),
  swift: z
    .string("SWIFT/BIC is required")
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, "Enter a valid SWIFT/BIC code")),
  /** How the customer writes the reference, e.g. "Your deposit reference (DEP-XXXXXX)". */
  referenceFormat: text("Reference format", 200),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** A stored value that no longer parses (edited by hand) reads as "not set" rather than breaking the page. */
export function parseBankDetails(value: unknown): BankDetails | null {
  const parsed = bankDetailsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
