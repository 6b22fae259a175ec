// The text a failed bid or buy-now request shows. The API says its refusals in the reader's language (the pages'
// NEXT_LOCALE cookie) and names the hold and the available balance, so its message is shown as it is; only a refusal
// the API words in English alone (too many requests) gets our text.
import type { IntlShape } from "react-intl";
import type { MessageId } from "@/i18n/message-ids";
import { actionErrorText } from "@/features/dashboard/api/error-text";
import { isApiError } from "@/lib/api-client";

const BY_CODE: Partial<Record<string, MessageId>> = {
  RATE_LIMITED: "bidding.errors.rateLimited",
};

export function bidErrorText(intl: IntlShape, error: unknown): string {
  const known = isApiError(error) ? BY_CODE[error.code] : undefined;
  if (known) return intl.formatMessage({ id: known });
  return actionErrorText(intl, error, "bidding.errors.failed");
}
