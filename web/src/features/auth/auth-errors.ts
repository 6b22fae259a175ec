// Which text an account failure shows (docs/product/errors.md#what-the-web-shows). Known server codes get our
// translated text, so a Lithuanian visitor does not read English; anything else shows the server's message, or a fixed
// fallback.
import type { IntlShape } from "react-intl";
import { CLIENT_ERROR_CODES, isApiError } from "@/lib/api-client";
import type { MessageId } from "@/i18n/message-ids";

export type AuthAction = "login" | "register" | "resetRequest" | "reset" | "logout";

const FALLBACK: Record<AuthAction, MessageId> = {
  login: "auth.errors.loginFailed",
  register: "auth.errors.registrationFailed",
  resetRequest: "auth.errors.resetRequestFailed",
  reset: "auth.errors.resetFailed",
  logout: "auth.errors.logoutFailed",
};

const BY_CODE: Partial<Record<string, MessageId>> = {
  EMAIL_TAKEN: "auth.errors.emailTaken",
  RATE_LIMITED: "auth.errors.rateLimited",
  PASSWORD_RESET_FAILED: "auth.errors.resetFailed",
};

export function authErrorMessage(intl: IntlShape, action: AuthAction, error: unknown): string {
  if (!isApiError(error)) return intl.formatMessage({ id: "auth.errors.generic" });
  if (action === "login" && error.status === 401) return intl.formatMessage({ id: "auth.errors.badCredentials" });
  const known = BY_CODE[error.code];
  if (known) return intl.formatMessage({ id: known });
  // These have one fixed text each, whatever the server said.
  if (action === "logout" || action === "resetRequest" || action === "reset")
    return intl.formatMessage({ id: FALLBACK[action] });
  // The network or a proxy failed: the server said nothing we could show.
  if (error.code === CLIENT_ERROR_CODES.network || error.code === CLIENT_ERROR_CODES.badResponse || error.status >= 500)
    return intl.formatMessage({ id: action === "login" ? "auth.errors.generic" : FALLBACK[action] });
  // A 4xx with the server's own message (e.g. a validation summary), in the visitor's language when we know it.
  if (intl.locale === "en" && error.message) return error.message;
  return intl.formatMessage({ id: FALLBACK[action] });
}

/** Only same-site paths may be a redirect target after signing in (no //evil.example or absolute URLs). */
export function safeRedirect(target: string | null | undefined, fallback = "/dashboard"): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  return target;
}
