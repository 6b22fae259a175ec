// A failed profile update shows the server's message, else 'Update failed'
// (docs/product/errors.md#registration-and-profile). The server writes in English, so a Lithuanian reader gets our
// texts for the failures we know and 'Update failed' for the rest.
import type { IntlShape } from "react-intl";
import { CLIENT_ERROR_CODES, isApiError } from "@/lib/api-client";

export function profileErrorText(intl: IntlShape, error: unknown): string {
  const failed = intl.formatMessage({ id: "dashboard.profile.updateFailed" });
  if (!isApiError(error) || error.code === CLIENT_ERROR_CODES.network || error.code === CLIENT_ERROR_CODES.badResponse)
    return failed;
  if (error.code === "EMAIL_TAKEN") return intl.formatMessage({ id: "auth.errors.emailTaken" });
  // Too many wrong current passwords: the same lock-out a sign-in gets.
  if (error.code === "RATE_LIMITED") return intl.formatMessage({ id: "auth.errors.rateLimited" });
  if (error.errors.currentPassword) return intl.formatMessage({ id: "dashboard.profile.currentPasswordWrong" });
  return intl.locale === "en" && error.message ? error.message : failed;
}
