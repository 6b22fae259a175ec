import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import en from "@/i18n/messages-en";
import lt from "@/i18n/messages-lt";
import { ApiError } from "@/lib/api-client";
import { bidErrorText } from "./bid-errors";

// Only the start-up texts: the content pages' ids are part of the id type but load with those pages.
const intlOf = (locale: "en" | "lt") =>
  createIntl({ locale, messages: (locale === "en" ? en : lt) as Record<string, string> });
const insufficient = new ApiError({
  status: 402,
  code: "INSUFFICIENT_FUNDS",
  message: "Your available balance does not cover the hold for this bid. The hold is 460.00 EUR; available: 100.00 EUR",
});

describe("the text of a refused bid", () => {
  it("is the API's own message in English, which names the hold and the available balance", () => {
    expect(bidErrorText(intlOf("en"), insufficient)).toBe(insufficient.message);
  });

  it("is our translation of a known refusal in Lithuanian", () => {
    expect(bidErrorText(intlOf("lt"), insufficient)).toBe(lt["bidding.errors.insufficient"]);
  });

  it("names the field errors of a validation failure, and falls back when the network failed", () => {
    const invalid = new ApiError({
      status: 400,
      code: "VALIDATION_ERROR",
      message: "Please check the highlighted fields.",
      errors: { maxBid: "A raise must be above your current maximum of $4,000" },
    });
    expect(bidErrorText(intlOf("en"), invalid)).toBe("A raise must be above your current maximum of $4,000");
    const offline = new ApiError({ status: 0, code: "NETWORK_ERROR", message: "Network error" });
    expect(bidErrorText(intlOf("lt"), offline)).toBe(lt["bidding.errors.failed"]);
  });
});
