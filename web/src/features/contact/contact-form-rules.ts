// The contact form's rules (docs/product/validation.md#contact-form, docs/product/contact.md#fields-and-defaults), with
// the texts as message ids. The patterns are the shared ones (contact-form-rules.test.ts keeps them equal) without
// pulling zod into the page.
import type { MessageId } from "@/i18n/message-ids";

export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const DEFAULT_VISIBLE_FIELDS: readonly ContactField[] = CONTACT_FIELDS;
export const DEFAULT_REQUIRED_FIELDS: readonly ContactField[] = ["name", "email", "message"];
export const DEFAULT_REDIRECT_DELAY_MS = 3_000;
export const MESSAGE_ROWS = 5;
export const DEFAULT_EMAIL_SUBJECT = "New contact form submission";

export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CONTACT_PHONE_PATTERN = /^\+?(?:\(\d{3}\)|\d{3})[-.\s]?\d{3}[-.\s]?\d{4,6}$/;

export const DEFAULT_LABELS: Record<ContactField, MessageId> = {
  name: "contact.fields.name",
  email: "contact.fields.email",
  phone: "contact.fields.phone",
  subject: "contact.fields.subject",
  message: "contact.fields.message",
};

export const DEFAULT_PLACEHOLDERS: Record<ContactField, MessageId> = {
  name: "contact.placeholders.name",
  email: "contact.placeholders.email",
  phone: "contact.placeholders.phone",
  subject: "contact.placeholders.subject",
  message: "contact.placeholders.message",
};

export type ContactFieldError = { id: "contact.errors.required"; label: string } | { id: MessageId };

/**
 * Each required field non-empty after trimming ('{label} is required'); the e-mail, when shown and filled, must look
 * like one; the phone is checked only when shown, filled and required (docs/product/validation.md#contact-form).
 */
export function validateContact(
  values: ContactValues,
  visible: readonly ContactField[],
  required: readonly ContactField[],
  labelOf: (field: ContactField) => string,
): Partial<Record<ContactField, ContactFieldError>> {
  const errors: Partial<Record<ContactField, ContactFieldError>> = {};
  for (const field of visible) {
    const value = values[field].trim();
    if (!value) {
      if (required.includes(field)) errors[field] = { id: "contact.errors.required", label: labelOf(field) };
      continue;
    }
    if (field === "email" && !CONTACT_EMAIL_PATTERN.test(value)) errors[field] = { id: "contact.errors.email" };
    if (field === "phone" && required.includes("phone") && !CONTACT_PHONE_PATTERN.test(value))
      errors[field] = { id: "contact.errors.phone" };
  }
  return errors;
}
