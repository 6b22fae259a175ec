// Idempotency-Key on money-moving POSTs: the key row is inserted first in the same transaction as the request's
// effects and holds its answer. A retry with the same key and the same request gets the stored answer (status
// and body) and changes nothing; a concurrent duplicate waits on the key's primary key until the first commits,
// then replays it; the same key for a different request is 409. A failed request stores nothing (its transaction
// rolled back), so its retry runs again.
import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db, Tx } from "@app/db/client";
import { AppError } from "./app-error.ts";
import { moneyTx } from "./money-tx.ts";

const KEY = /^[\x21-\x7e]{1,100}$/;

export type Answer<T> = { status: number; body: T };

function requestHash(request: FastifyRequest): string {
  const path = request.url.split("?")[0];
  return createHash("sha256")
    .update(`${request.method} ${path}\n${JSON.stringify(request.body ?? null)}`)
    .digest("hex");
}

/**
 * Runs `fn` in a money transaction, once per (caller, Idempotency-Key) when the header is present. Sets the
 * reply status and returns the body to send.
 */
export async function idempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  callerId: string,
  fn: (tx: Tx) => Promise<Answer<T>>,
): Promise<T> {
  const header = request.headers["idempotency-key"];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) {
    const answer = await moneyTx(db, fn);
    reply.status(answer.status);
    return answer.body;
  }
  if (!KEY.test(key))
    throw new AppError("VALIDATION_ERROR", "Invalid Idempotency-Key.", {
      "Idempotency-Key": "Use 1 to 100 printable characters",
    });
  const hash = requestHash(request);
  const path = request.url.split("?")[0]!.slice(0, 200);
  const answer = await moneyTx(db, async (tx): Promise<Answer<T> & { replayed: boolean }> => {
    const inserted = await tx.$executeRaw`
      INSERT INTO "IdempotencyKey" ("userId", "key", "method", "path", "requestHash")
      VALUES (${callerId}::uuid, ${key}, ${request.method}, ${path}, ${hash})
      ON CONFLICT DO NOTHING`;
    if (inserted === 0) {
      const row = await tx.idempotencyKey.findUnique({ where: { userId_key: { userId: callerId, key } } });
      if (!row || row.requestHash !== hash || row.statusCode === null)
        throw new AppError("IDEMPOTENCY_CONFLICT", "This Idempotency-Key was already used for another request.");
      return { status: row.statusCode, body: row.response as T, replayed: true };
    }
    const result = await fn(tx);
    await tx.idempotencyKey.update({
      where: { userId_key: { userId: callerId, key } },
      data: { statusCode: result.status, response: result.body as object },
    });
    return { ...result, replayed: false };
  });
  if (answer.replayed) reply.header("idempotent-replayed", "true");
  reply.status(answer.status);
  return answer.body;
}
