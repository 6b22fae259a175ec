// Services throw AppError with a code; the one error handler turns it into { success:false, code, message }. A
// refusal a customer reads is given as a server text (shared/src/i18n, `errors.*`): the answer says it in the
// reader's language, and the error's own message (logs, tests) is its English.
import { ERROR_CODES, type ErrorCode } from "@app/shared/errors";
import { renderMessage, serverTextIn, type ServerLocale, type ServerMessageId } from "@app/shared/i18n/render";

export type ServerText = { id: ServerMessageId; params?: Record<string, string | number> };
type Said = string | ServerText;

// Plain English that is one of the server texts is said in the reader's language too.
function inLocale(locale: ServerLocale, said: Said): string {
  if (typeof said !== "string") return renderMessage(locale, said.id, said.params);
  return serverTextIn(locale, said) ?? said;
}

export class AppError extends Error {
  readonly statusCode: number;
  /** Seconds to wait, for RATE_LIMITED (also sent as Retry-After). */
  retryAfter?: number;
  /** Field path -> message, in English. */
  readonly errors?: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    private readonly said: Said,
    private readonly fieldsSaid?: Record<string, Said>,
  ) {
    super(inLocale("en", said));
    this.name = "AppError";
    this.statusCode = ERROR_CODES[code];
    this.errors = fieldsSaid && this.errorsIn("en");
  }

  /** The message in `locale` (a plain-string message that is no server text stays as written). */
  messageIn(locale: ServerLocale): string {
    return inLocale(locale, this.said);
  }

  /** The field messages in `locale`. */
  errorsIn(locale: ServerLocale): Record<string, string> | undefined {
    if (!this.fieldsSaid) return undefined;
    return Object.fromEntries(Object.entries(this.fieldsSaid).map(([field, said]) => [field, inLocale(locale, said)]));
  }
}

export const notFound = (message = "Not found") => new AppError("NOT_FOUND", message);
