// The text a failed dashboard action shows: the server's message when it sent one (it says what to fix, e.g.
// insufficient bidding power), the first field error after it, else our fallback in the reader's language.
import type { IntlShape } from "react-intl";
import type { MessageId } from "@/i18n/message-ids";
import { CLIENT_ERROR_CODES, isApiError } from "@/lib/api-client";

export function actionErrorText(intl: IntlShape, error: unknown, fallback: MessageId): string {
  if (!isApiError(error) || error.code === CLIENT_ERROR_CODES.network || error.code === CLIENT_ERROR_CODES.badResponse)
    return intl.formatMessage({ id: fallback });
  const fields = Object.values(error.errors);
  if (error.code === "VALIDATION_ERROR" && fields.length) return fields.join(" ");
  return error.message || intl.formatMessage({ id: fallback });
}
