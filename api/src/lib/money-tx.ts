// Transactions that move money: they lock the customer's account row, so one customer's concurrent requests
// queue on it. The waits are longer than Prisma's defaults (2 s for a connection, 5 s to finish), so a burst of
// requests by one customer queues instead of failing.
import type { Db, Tx } from "@app/db/client";

export const MONEY_TX_OPTIONS = { maxWait: 20_000, timeout: 30_000 } as const;

export function moneyTx<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(fn, MONEY_TX_OPTIONS);
}
