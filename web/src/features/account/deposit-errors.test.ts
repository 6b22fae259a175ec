import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import en from "@/i18n/messages-en";
import lt from "@/i18n/messages-lt";
import { ApiError } from "@/lib/api-client";
import { depositErrorText } from "./deposit-errors";

const intlOf = (locale: "en" | "lt") =>
  createIntl({ locale, messages: (locale === "en" ? en : lt) as Record<string, string> });
const limit = new ApiError({
  status: 429,
  code: "DEPOSIT_LIMIT_REACHED",
  message: "Today you have announced the 5 bank transfers a day allows. You can announce the next one after midnight.",
  retryAfter: 3600,
});

describe("the text of a refused deposit announcement", () => {
  it("is the API's own message in English, which names the day's limit", () => {
    expect(depositErrorText(intlOf("en"), limit)).toBe(limit.message);
  });

  it("is our translation of the day's limit in Lithuanian, and ours in English when the API said nothing", () => {
    expect(depositErrorText(intlOf("lt"), limit)).toBe(lt["dashboard.deposit.limitReached"]);
    const bare = new ApiError({ status: 429, code: "DEPOSIT_LIMIT_REACHED", message: "" });
    expect(depositErrorText(intlOf("en"), bare)).toBe(en["dashboard.deposit.limitReached"]);
  });

  it("falls back as every dashboard action does for other failures", () => {
    const offline = new ApiError({ status: 0, code: "NETWORK_ERROR", message: "Network error" });
    expect(depositErrorText(intlOf("lt"), offline)).toBe(lt["dashboard.deposit.failed"]);
    const invalid = new ApiError({
      status: 400,
      code: "VALIDATION_ERROR",
      message: "Please check the highlighted fields.",
      errors: { amount: "Amount must be positive" },
    });
    expect(depositErrorText(intlOf("en"), invalid)).toBe("Amount must be positive");
  });
});
