// Services throw AppError with a code; the one error handler turns it into { success:false, code, message }.
import { ERROR_CODES, type ErrorCode } from "@app/shared/errors";

export class AppError extends Error {
  readonly statusCode: number;
  /** Seconds to wait, for RATE_LIMITED (also sent as Retry-After). */
  retryAfter?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
    this.statusCode = ERROR_CODES[code];
  }
}

export const notFound = (message = "Not found") => new AppError("NOT_FOUND", message);
