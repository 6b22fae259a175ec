// The contact form (docs/product/contact.md#submission-payload, docs/product/validation.md#contact-form): the
// submission payload, the field rules with their texts, and
// the limits the API adds (recipients from an allow-list, a small flat `extra` object). The web's form and the
// API use the same rules, so a message refused by one is refused by the other with the same text.
import { z } from "zod";

export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export const contactFieldSchema = z.enum(CONTACT_FIELDS);

export const CONTACT_DEFAULT_LABELS: Record<ContactField, string> = {
  name: "Your Name",
  email: "Email Address",
  phone: "Phone Number",
  subject: "Subject",
  message: "Message",
};
/** Required whatever the form says: a message nobody can answer is useless. */
export const CONTACT_ALWAYS_REQUIRED: readonly ContactField[] = ["name", "email", "message"];
export const CONTACT_DEFAULT_SUBJECT = "New contact form submission";

export const CONTACT_MESSAGES = {
  required: (label: string) => `${label} is required`,
  invalidEmail: "Please enter a valid email address",
  invalidPhone: "Please enter a valid phone number",
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  success: "Thank you! Your message has been sent successfully.",
  error: "There was a problem sending your message. Please try again.",
  recipientNotAllowed: "This recipient is not allowed",
  replyToMismatch: "Reply-To must be the sender's email address",
  extraTooLarge: `Extra data must be a flat object of at most 4 KB`,
} as const;

/** Text, at-sign, text, dot, text, no spaces (docs/product/validation.md#contact-form). */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Optional plus, 3 digits (optional parentheses), separator?, 3 digits, separator?, 4-6 digits (same rule). */
export const CONTACT_PHONE_PATTERN = /^\+?(?:\(\d{3}\)|\d{3})[-.\s]?\d{3}[-.\s]?\d{4,6}$/;

/** Column sizes of ContactMessage. */
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  name: 200,
  email: 254,
  phone: 40,
  subject: 300,
  message: 5000,
};
export const CONTACT_EXTRA_MAX_BYTES = 4096;
export const CONTACT_MAX_RECIPIENTS = 10;

export type ContactValues = Partial<Record<ContactField, string | null | undefined>>;

/**
 * Field -> message for the values as typed (docs/product/validation.md#contact-form): each required field non-empty
 * after trimming; the e-mail, when filled, matching the pattern; the phone checked only when it is required and filled.
 * `required` adds to CONTACT_ALWAYS_REQUIRED (a form may also require phone or subject).
 */
export function contactFieldErrors(
  values: ContactValues,
  required: readonly ContactField[] = [],
  labels: Partial<Record<ContactField, string>> = {},
): Partial<Record<ContactField, string>> {
  const need = new Set<ContactField>([...CONTACT_ALWAYS_REQUIRED, ...required]);
  const errors: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const label = labels[field] ?? CONTACT_DEFAULT_LABELS[field];
    const value = (values[field] ?? "").trim();
    if (!value) {
      if (need.has(field)) errors[field] = CONTACT_MESSAGES.required(label);
      continue;
    }
    if (value.length > CONTACT_MAX_LENGTH[field])
      errors[field] = CONTACT_MESSAGES.tooLong(label, CONTACT_MAX_LENGTH[field]);
    else if (field === "email" && !CONTACT_EMAIL_PATTERN.test(value)) errors[field] = CONTACT_MESSAGES.invalidEmail;
    else if (field === "phone" && need.has("phone") && !CONTACT_PHONE_PATTERN.test(value))
      errors[field] = CONTACT_MESSAGES.invalidPhone;
  }
  return errors;
}

const utf8Length = (s: string) => new TextEncoder().encode(s).length;

const formText = z.string().max(20_000).nullish();
const address = z.string().trim().max(254);
const extraValue = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);

/**
 * POST /api/contact. Types and hard caps only: the field rules with their texts are contactFieldErrors(),
 * applied by the API after this parse, so that every bad field is reported at once.
 */
export const contactBodySchema = z.strictObject({
  name: formText,
  email: formText,
  phone: formText,
  subject: formText,
  message: formText,
  /** The form's required list (a phone is checked only when required); name, email, message always are. */
  requiredFields: z.array(contactFieldSchema).max(CONTACT_FIELDS.length).default([]),
  recipients: z.array(address).max(CONTACT_MAX_RECIPIENTS).default([]),
  ccRecipients: z.array(address).max(CONTACT_MAX_RECIPIENTS).default([]),
  bccRecipients: z.array(address).max(CONTACT_MAX_RECIPIENTS).default([]),
  emailSubject: z
    .string()
    .max(300)
    // One line: a subject never carries a line break into the mail header.
    .transform((v) => v.replace(/\s+/g, " ").trim())
    .nullish()
    .transform((v) => v || CONTACT_DEFAULT_SUBJECT),
  /** The visitor's e-mail when reply-to is on, else null. */
  replyTo: address.nullish().transform((v) => v || null),
  /** Data from the embedding page (e.g. the lot being asked about): flat, at most 4 KB as JSON. */
  extra: z
    .record(z.string().min(1).max(100), extraValue)
    .default({})
    .refine(
      (o) => Object.keys(o).length <= 50 && utf8Length(JSON.stringify(o)) <= CONTACT_EXTRA_MAX_BYTES,
      CONTACT_MESSAGES.extraTooLarge,
    ),
});
export type ContactBody = z.input<typeof contactBodySchema>;
export type ParsedContactBody = z.output<typeof contactBodySchema>;

export const contactResponseSchema = z.object({ success: z.literal(true), message: z.string() });
