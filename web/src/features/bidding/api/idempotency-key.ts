// A fresh Idempotency-Key for one money-moving intent (api/src/lib/idempotency.ts): the same key on a retry of the
// same request replays its answer instead of moving the money twice. getRandomValues works outside secure
// contexts too, unlike crypto.randomUUID.
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
