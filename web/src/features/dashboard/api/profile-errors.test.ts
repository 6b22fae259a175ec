import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import en from "@/i18n/messages-en";
import lt from "@/i18n/messages-lt";
import { ApiError } from "@/lib/api-client";
import { profileErrorText } from "./profile-errors";

const intlOf = (locale: "en" | "lt") =>
  createIntl({ locale, messages: (locale === "en" ? en : lt) as Record<string, string> });

describe("the text of a refused profile or password change", () => {
  it("says to wait after too many wrong current passwords, in both languages", () => {
    const locked = new ApiError({
      status: 429,
      code: "RATE_LIMITED",
      message: "Too many attempts. Please try again in 900 seconds.",
      retryAfter: 900,
    });
    expect(profileErrorText(intlOf("lt"), locked)).toBe(lt["auth.errors.rateLimited"]);
    expect(profileErrorText(intlOf("en"), locked)).toBe(en["auth.errors.rateLimited"]);
  });

  it("names a wrong current password", () => {
    const wrong = new ApiError({
      status: 400,
      code: "VALIDATION_ERROR",
      message: "Your current password is incorrect.",
      errors: { currentPassword: "Current password is incorrect" },
    });
    expect(profileErrorText(intlOf("lt"), wrong)).toBe(lt["dashboard.profile.currentPasswordWrong"]);
  });
});
