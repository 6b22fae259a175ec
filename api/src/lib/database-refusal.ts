// Did PostgreSQL refuse a value (a CHECK, or a number too large for its column)? Validation refuses client input
// first; this is the second line, so a case a schema missed is a 400, not a 500. The error arrives as node-postgres
// gives it (`code`), or as Prisma 7's PrismaClientKnownRequestError with the SQLSTATE in
// `meta.driverAdapterError.cause.originalCode`.

import { anyInErrorChain } from "@app/shared/error-chain";

/** check_violation, numeric_value_out_of_range. */
const REFUSED = new Set(["23514", "22003"]);

export function isDatabaseRefusal(error: unknown): boolean {
  return anyInErrorChain(
    error,
    ({ code, originalCode }) =>
      (typeof code === "string" && REFUSED.has(code)) ||
      (typeof originalCode === "string" && REFUSED.has(originalCode)),
  );
}
