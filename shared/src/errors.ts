// Every error answer is { success: false, code, message, errors? }. Codes are stable identifiers the web and
// tests rely on; the HTTP status each maps to lives here too, so api and web agree.
import { z } from "zod";

export const ERROR_CODES = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  PASSWORD_RESET_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  ILLEGAL_TRANSITION: 409,
  INSUFFICIENT_FUNDS: 409,
  BIDDING_CLOSED: 409,
  IDEMPOTENCY_CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** A business limit over a period (deposit announcements a day): Retry-After says when the next is accepted. */
  DEPOSIT_LIMIT_REACHED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
export const errorCodeSchema = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);

export const errorBodySchema = z.object({
  success: z.literal(false),
  code: errorCodeSchema,
  message: z.string(),
  /** field path (dotted) -> message, for validation failures */
  errors: z.record(z.string(), z.string()).optional(),
  /** seconds to wait, for RATE_LIMITED and DEPOSIT_LIMIT_REACHED */
  retryAfter: z.number().int().nonnegative().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
