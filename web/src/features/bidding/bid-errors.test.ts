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
  status: 409,
  code: "INSUFFICIENT_FUNDS",
  message: "Jūsų laisvas likutis nepadengia šio statymo rezervo. Rezervas – 460,00 €, laisvas likutis – 100,00 €",
});

describe("the text of a refused bid", () => {
  it("is the API's own message, said in the reader's language, which names the hold and the available balance", () => {
    expect(bidErrorText(intlOf("lt"), insufficient)).toBe(insufficient.message);
  });

  it("is our text for too many requests, which the API words in English alone", () => {
    const limited = new ApiError({
      status: 429,
      code: "RATE_LIMITED",
      message: "Rate limit exceeded, retry in 1 minute",
    });
    expect(bidErrorText(intlOf("lt"), limited)).toBe(lt["bidding.errors.rateLimited"]);
    expect(bidErrorText(intlOf("en"), limited)).toBe(en["bidding.errors.rateLimited"]);
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
