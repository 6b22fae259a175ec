import { describe, expect, it } from "vitest";
import { FOOTER_DEFAULTS, footerSettingsSchema, mergeFooterSettings } from "./footer.schemas.ts";

const defaults = FOOTER_DEFAULTS.sections.contact;

describe("footer settings", () => {
  it.each([
    ["nothing stored", null, defaults],
    ["an empty object", {}, defaults],
    [
      "one address line",
      { sections: { contact: { address: { line2: "LT-92100 Klaipėda" } } } },
      { ...defaults, address: { ...defaults.address, line2: "LT-92100 Klaipėda" } },
    ],
    [
      "a bad field next to good ones (an older shape)",
      { sections: { contact: { email: 42, companyName: "UAB BaltBid", numbers: "x", logo: "?" } } },
      { ...defaults, companyName: "UAB BaltBid" },
    ],
  ])("merges %s over the defaults", (_name, stored, expected) => {
    expect(mergeFooterSettings(stored).sections.contact).toEqual(expected);
  });

  it("validates what admins send", () => {
    expect(footerSettingsSchema.safeParse({ sections: { contact: { numbers: ["+370 600 12345"] } } }).success).toBe(
      true,
    );
    expect(footerSettingsSchema.safeParse({ sections: { contact: { email: "x" } } }).success).toBe(false);
    expect(footerSettingsSchema.safeParse({ sections: {}, other: 1 }).success).toBe(false);
    expect(footerSettingsSchema.safeParse({ sections: { contact: { numbers: Array(11).fill("1") } } }).success).toBe(
      false,
    );
  });
});
