// Did PostgreSQL refuse a value (a CHECK, or a number too large for its column)? Validation refuses client input
// first; this is the second line, so a case a schema missed is a 400, not a 500. The error arrives as node-postgres
// gives it (`code`), or as Prisma 7's PrismaClientKnownRequestError with the SQLSTATE in
// `meta.driverAdapterError.cause.originalCode`.

/** check_violation, numeric_value_out_of_range. */
const REFUSED = new Set(["23514", "22003"]);

export function isDatabaseRefusal(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length) {
    const e = queue.shift();
    if (!e || typeof e !== "object" || seen.has(e)) continue;
    seen.add(e);
    const { code, originalCode, cause, meta } = e as Record<string, unknown>;
    if (typeof code === "string" && REFUSED.has(code)) return true;
    if (typeof originalCode === "string" && REFUSED.has(originalCode)) return true;
    queue.push(cause, (meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError);
  }
  return false;
}
