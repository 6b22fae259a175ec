// Footer settings (docs/product/admin.md#settings): `sections.contact` with the company's contact block. Stored as
// the Setting "footer"; GET /api/admin/settings/footer answers it merged over FOOTER_DEFAULTS (defaults exist for the
// address and the e-mail only), PUT replaces it after validation.
import { z } from "zod";

export const FOOTER_SETTING_KEY = "footer";

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

export const footerAddressSchema = z.strictObject({
  line1: text(200).optional(),
  line2: text(200).optional(),
  line3: text(200).optional(),
});

export const footerContactSchema = z.strictObject({
  title: text(120).optional(),
  companyName: text(200).optional(),
  /** Multi-line: registration code, VAT code... one per line. */
  companyReference: text(1000).optional(),
  address: footerAddressSchema.optional(),
  /** A list of phone numbers, or the single `phone` (either is accepted). */
  numbers: z.array(text(40).min(1, "Must not be empty")).max(10, "At most 10 numbers").optional(),
  phone: text(40).optional(),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.union([z.literal(""), z.email("Please enter a valid email address")]))
    .optional(),
});

/** What admins PUT and what is stored: every field optional, nothing unknown. */
export const footerSettingsSchema = z.strictObject({
  sections: z.strictObject({ contact: footerContactSchema.default({}) }),
});
export type FooterSettingsInput = z.input<typeof footerSettingsSchema>;
export type StoredFooterSettings = z.output<typeof footerSettingsSchema>;

export type FooterContact = {
  title?: string;
  companyName?: string;
  companyReference?: string;
  address: { line1: string; line2: string; line3: string };
  numbers?: string[];
  phone?: string;
  email: string;
};
export type FooterSettings = { sections: { contact: FooterContact } };

export const FOOTER_DEFAULTS: FooterSettings = {
  sections: {
    contact: {
      address: { line1: "Konstitucijos pr. 21A", line2: "LT-08130 Vilnius", line3: "Lietuva" },
      email: "info@baltbid.lt",
    },
  },
};

/**
 * The stored settings over the defaults, field by field (the address line by line). A stored field that does not
 * parse (an older shape) is skipped on its own, so one bad field never fails the public read.
 */
export function mergeFooterSettings(stored: unknown): FooterSettings {
  const contact = pick(pick(stored, "sections"), "contact");
  const defaults = FOOTER_DEFAULTS.sections.contact;
  const merged: FooterContact = { ...defaults, address: { ...defaults.address } };
  const shape = footerContactSchema.shape;
  for (const key of ["title", "companyName", "companyReference", "numbers", "phone", "email"] as const) {
    const parsed = shape[key].safeParse(pick(contact, key));
    if (parsed.success && parsed.data !== undefined) (merged as Record<string, unknown>)[key] = parsed.data;
  }
  const address = pick(contact, "address");
  for (const line of ["line1", "line2", "line3"] as const) {
    const parsed = footerAddressSchema.shape[line].safeParse(pick(address, line));
    if (parsed.success && parsed.data !== undefined) merged.address[line] = parsed.data;
  }
  return { sections: { contact: merged } };
}

function pick(value: unknown, key: string): unknown {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}
