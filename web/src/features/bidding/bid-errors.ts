// The text a failed bid or buy-now request shows. The API's English message is the most precise (it names the
// hold and the available balance), so an English reader gets it as is; a Lithuanian reader gets our translation of
// the known refusals, and the server's words otherwise.
import type { IntlShape } from "react-intl";
import type { MessageId } from "@/i18n/message-ids";
import { actionErrorText } from "@/features/dashboard/api/error-text";
import { isApiError } from "@/lib/api-client";

const BY_CODE: Partial<Record<string, MessageId>> = {
  INSUFFICIENT_FUNDS: "bidding.errors.insufficient",
  BIDDING_CLOSED: "bidding.errors.closed",
  RATE_LIMITED: "bidding.errors.rateLimited",
};

export function bidErrorText(intl: IntlShape, error: unknown): string {
  const known = isApiError(error) ? BY_CODE[error.code] : undefined;
  if (known && intl.locale !== "en") return intl.formatMessage({ id: known });
  return actionErrorText(intl, error, "bidding.errors.failed");
}
