// The text a refused deposit announcement shows. The day's limit: the API's English message names it, so an English
// reader gets it as is and a Lithuanian reader our translation; any other failure as every dashboard action shows it.
import type { IntlShape } from "react-intl";
import { actionErrorText } from "@/features/dashboard/api/error-text";
import { isApiError } from "@/lib/api-client";

export function depositErrorText(intl: IntlShape, error: unknown): string {
  if (isApiError(error) && error.code === "DEPOSIT_LIMIT_REACHED")
    return intl.locale === "en" && error.message
      ? error.message
      : intl.formatMessage({ id: "dashboard.deposit.limitReached" });
  return actionErrorText(intl, error, "dashboard.deposit.failed");
}
