// Which text a failed admin action shows: the server's own message (the admin API words its refusals for people),
// translated for the codes we know so a Lithuanian admin is not switched to English mid-task.
import type { IntlShape } from "react-intl";
import type { MessageId } from "@/i18n/message-ids";
import { CLIENT_ERROR_CODES, isApiError } from "@/lib/api-client";

const BY_CODE: Partial<Record<string, MessageId>> = {
  INVALID_CREDENTIALS: "admin.errors.badCredentials",
  RATE_LIMITED: "admin.errors.rateLimited",
  UNAUTHENTICATED: "admin.errors.signedOut",
};

export function adminErrorMessage(intl: IntlShape, error: unknown): string {
  if (!isApiError(error)) return intl.formatMessage({ id: "admin.errors.generic" });
  if (error.code === CLIENT_ERROR_CODES.network || error.code === CLIENT_ERROR_CODES.badResponse || error.status >= 500)
    return intl.formatMessage({ id: "admin.errors.generic" });
  const known = BY_CODE[error.code];
  if (known && (intl.locale !== "en" || !error.message)) return intl.formatMessage({ id: known });
  if (intl.locale === "en" && error.message) return error.message;
  // Lithuanian: the server's text is English; show it after our own sentence so the reason is not lost.
  return `${intl.formatMessage({ id: "admin.errors.refused" })} ${error.message}`;
}

/** Only same-site admin paths may be the target after signing in. */
export function safeAdminRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith("/admin") || target.startsWith("/admin/login")) return "/admin";
  return target;
}
