import { describe, expect, it } from "vitest";
import * as shared from "@app/shared/contact/contact.schemas";
import {
  CONTACT_EMAIL_PATTERN,
  CONTACT_PHONE_PATTERN,
  DEFAULT_EMAIL_SUBJECT,
  validateContact,
  type ContactValues,
} from "./contact-form-rules";

const blank: ContactValues = { name: "", email: "", phone: "", subject: "", message: "" };
const all = ["name", "email", "phone", "subject", "message"] as const;
const label = (f: string) => f.toUpperCase();

describe("contact form rules", () => {
  it("are the server's rules", () => {
    expect(CONTACT_EMAIL_PATTERN.source).toBe(shared.CONTACT_EMAIL_PATTERN.source);
    expect(CONTACT_PHONE_PATTERN.source).toBe(shared.CONTACT_PHONE_PATTERN.source);
    expect(DEFAULT_EMAIL_SUBJECT).toBe(shared.CONTACT_DEFAULT_SUBJECT);
  });

  it("requires the required fields after trimming, naming each by its label", () => {
    const errors = validateContact({ ...blank, name: "   " }, all, ["name", "email", "message"], label);
    expect(errors).toEqual({
      name: { id: "contact.errors.required", label: "NAME" },
      email: { id: "contact.errors.required", label: "EMAIL" },
      message: { id: "contact.errors.required", label: "MESSAGE" },
    });
  });

  it("checks a filled e-mail even when it is optional, and only visible fields", () => {
    expect(validateContact({ ...blank, email: "a b@c.lt" }, all, [], label)).toEqual({
      email: { id: "contact.errors.email" },
    });
    expect(validateContact({ ...blank, email: "nope" }, ["name"], [], label)).toEqual({});
  });

  it("checks the phone only when it is shown, filled and required", () => {
    const values = { ...blank, phone: "12" };
    expect(validateContact(values, all, [], label)).toEqual({});
    expect(validateContact(values, all, ["phone"], label)).toEqual({ phone: { id: "contact.errors.phone" } });
    expect(validateContact({ ...blank, phone: "+370 600 12345" }, all, ["phone"], label)).toEqual({});
    expect(validateContact({ ...blank, phone: "555.123.4567" }, all, ["phone"], label)).toEqual({});
  });
});
