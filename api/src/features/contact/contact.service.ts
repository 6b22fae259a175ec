// The contact form: its field rules (shared with the web, docs/product/validation.md#contact-form), recipients only
// from the configured allow-list, Reply-To only the sender's own address, a rate limit per IP, then the message and its
// event in one transaction.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { CONTACT_MESSAGES, contactFieldErrors, type ParsedContactBody } from "@app/shared/contact/contact.schemas";
import { AppError } from "../../lib/app-error.ts";
import { storeContactMessage } from "./contact.repository.ts";

const isEmail = (v: string) => z.email().safeParse(v).success;

/** True when `address` is OFFICE_EMAIL, listed, or in a listed "@domain". */
export function isAllowedRecipient(address: string, allowList: readonly string[], officeEmail: string): boolean {
  const a = address.trim().toLowerCase();
  if (!isEmail(a)) return false;
  if (a === officeEmail.toLowerCase()) return true;
  const domain = a.slice(a.lastIndexOf("@"));
  return allowList.some((entry) => entry === a || (entry.startsWith("@") && entry === domain));
}

export type ContactPolicy = { allowedRecipients: readonly string[]; officeEmail: string };

export async function submitContact(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: ParsedContactBody,
  policy: ContactPolicy,
): Promise<void> {
  const errors: Record<string, string> = { ...contactFieldErrors(body, body.requiredFields) };
  for (const list of ["recipients", "ccRecipients", "bccRecipients"] as const) {
    const refused = body[list].find((a) => !isAllowedRecipient(a, policy.allowedRecipients, policy.officeEmail));
    if (refused !== undefined) errors[list] = `${CONTACT_MESSAGES.recipientNotAllowed}: ${refused}`;
  }
  const email = (body.email ?? "").trim();
  if (body.replyTo !== null && !errors.email && body.replyTo.toLowerCase() !== email.toLowerCase())
    errors.replyTo = CONTACT_MESSAGES.replyToMismatch;
  if (Object.keys(errors).length)
    throw new AppError("VALIDATION_ERROR", "Please check the highlighted fields.", errors);

  // Counted after validation: a visitor correcting the form is not locked out; each stored message mails the office.
  await app.rateLimits.hit("contactPerIp", request.ip, reply);

  const optional = (v: string | null | undefined) => v?.trim() || null;
  await storeContactMessage(app.db, {
    name: body.name!.trim(),
    email,
    phone: optional(body.phone),
    subject: optional(body.subject),
    message: body.message!.trim(),
    recipients: body.recipients,
    ccRecipients: body.ccRecipients,
    bccRecipients: body.bccRecipients,
    emailSubject: body.emailSubject,
    replyTo: body.replyTo === null ? null : email,
    extra: body.extra,
    ip: request.ip.slice(0, 64),
    userAgent: request.headers["user-agent"]?.slice(0, 512) ?? null,
  });
}
