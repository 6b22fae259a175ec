// Errors arrive wrapped (a `cause`, Prisma 7's `meta.driverAdapterError`, an AggregateError's `errors`): true when
// `test` holds for the error or for any error it wraps.
export function anyInErrorChain(error: unknown, test: (e: Record<string, unknown>) => boolean): boolean {
  return findInErrorChain(error, (e) => (test(e) ? true : null)) ?? false;
}

/** The first non-null answer of `pick` for the error or any error it wraps, in breadth-first order; else null. */
export function findInErrorChain<T>(error: unknown, pick: (e: Record<string, unknown>) => T | null): T | null {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length) {
    const e = queue.shift();
    if (!e || typeof e !== "object" || seen.has(e)) continue;
    seen.add(e);
    const fields = e as Record<string, unknown>;
    const found = pick(fields);
    if (found !== null) return found;
    queue.push(fields.cause, (fields.meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError);
    if (e instanceof AggregateError) queue.push(...e.errors);
  }
  return null;
}
