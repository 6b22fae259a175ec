// Errors arrive wrapped (a `cause`, Prisma 7's `meta.driverAdapterError`, an AggregateError's `errors`): true when
// `test` holds for the error or for any error it wraps.
export function anyInErrorChain(error: unknown, test: (e: Record<string, unknown>) => boolean): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length) {
    const e = queue.shift();
    if (!e || typeof e !== "object" || seen.has(e)) continue;
    seen.add(e);
    const fields = e as Record<string, unknown>;
    if (test(fields)) return true;
    queue.push(fields.cause, (fields.meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError);
    if (e instanceof AggregateError) queue.push(...e.errors);
  }
  return false;
}
