import { describe, expect, it } from "vitest";
import {
  CONTACT_EMAIL_PATTERN,
  CONTACT_PHONE_PATTERN,
  contactBodySchema,
  contactFieldErrors,
} from "./contact.schemas.ts";

describe("contact form rules (docs/product/validation.md#contact-form)", () => {
  it.each([
    ["a@b.co", true],
    ["first.last+tag@mail.example.lt", true],
    ["a@b", false],
    ["a b@c.de", false],
    ["@b.co", false],
    ["a@.co", false], // the rule: text, at-sign, text, dot, text
    ["a@b.", false],
  ])("e-mail %s is valid: %s", (email, ok) => {
    expect(CONTACT_EMAIL_PATTERN.test(email)).toBe(ok);
  });

  it.each([
    ["+370 612 34567", true],
    ["+3706123456", true],
    ["(370) 612-3456", true],
    ["370.612.345678", true],
    ["612 345 6789", true],
    ["61234", false],
    ["370-612-3456789", false],
    ["abc-def-ghij", false],
  ])("phone %s is valid: %s", (phone, ok) => {
    expect(CONTACT_PHONE_PATTERN.test(phone)).toBe(ok);
  });

  it("names each required field with its label, after trimming", () => {
    expect(contactFieldErrors({ name: " ", email: "", message: "\n" })).toEqual({
      name: "Your Name is required",
      email: "Email Address is required",
      message: "Message is required",
    });
    expect(contactFieldErrors({}, ["subject"], { subject: "Tema" })).toMatchObject({ subject: "Tema is required" });
  });

  it("checks the phone only when it is required and filled", () => {
    const base = { name: "A", email: "a@b.co", message: "Hi" };
    expect(contactFieldErrors({ ...base, phone: "nope" })).toEqual({});
    expect(contactFieldErrors({ ...base, phone: "nope" }, ["phone"])).toEqual({
      phone: "Please enter a valid phone number",
    });
    expect(contactFieldErrors({ ...base, phone: "" }, ["phone"])).toEqual({ phone: "Phone Number is required" });
    expect(contactFieldErrors({ ...base, email: "a@b" })).toEqual({ email: "Please enter a valid email address" });
  });

  it("fills the payload's defaults and keeps subjects on one line", () => {
    const parsed = contactBodySchema.parse({ name: "A", emailSubject: "  Hello\r\nBcc: x@y.z  " });
    expect(parsed).toMatchObject({
      recipients: [],
      ccRecipients: [],
      bccRecipients: [],
      replyTo: null,
      extra: {},
      requiredFields: [],
      emailSubject: "Hello Bcc: x@y.z",
    });
    expect(contactBodySchema.parse({}).emailSubject).toBe("New contact form submission");
    expect(contactBodySchema.parse({ emailSubject: "" }).emailSubject).toBe("New contact form submission");
  });

  it("takes extra data only flat and small", () => {
    expect(contactBodySchema.safeParse({ extra: { a: 1, b: "x", c: true, d: null } }).success).toBe(true);
    expect(contactBodySchema.safeParse({ extra: { a: { b: 1 } } }).success).toBe(false);
    expect(contactBodySchema.safeParse({ extra: { a: "é".repeat(1990), b: "é".repeat(100) } }).success).toBe(false);
  });
});
