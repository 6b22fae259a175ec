// What the auth forms check before calling the API (the same rules as the shared schemas, with our texts).
import type { MessageId } from "@/i18n/message-ids";

export const PASSWORD_MIN = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?\(?\d{3}\)?[-.\s]?\d{3}[-.\s]?\d{4,6}$/;

export type FieldErrors<K extends string> = Partial<Record<K, MessageId>>;

export function emailError(value: string): MessageId | undefined {
  if (!value.trim()) return "auth.validation.emailRequired";
  if (!EMAIL.test(value.trim())) return "auth.validation.emailInvalid";
  return undefined;
}

export function newPasswordError(value: string): MessageId | undefined {
  if (!value) return "auth.validation.passwordRequired";
  if (value.length < PASSWORD_MIN) return "auth.validation.passwordShort";
  return undefined;
}

export function repeatError(password: string, repeat: string): MessageId | undefined {
  if (!repeat) return "auth.validation.repeatRequired";
  return password === repeat ? undefined : "auth.validation.passwordsDiffer";
}

export function phoneError(value: string): MessageId | undefined {
  const v = value.replace(/\s+/g, "");
  return v && !PHONE.test(v) ? "auth.validation.phoneInvalid" : undefined;
}

/** Drops undefined entries so `Object.keys(errors).length` says whether the form is valid. */
export function compact<K extends string>(errors: Record<K, MessageId | undefined>): FieldErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FieldErrors<K>;
}
