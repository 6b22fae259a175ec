// Who each row of an admin queue is from. The queues (deposits, withdrawals, bid and buy-now requests, bills) carry
// the customer's name and e-mail with every row, read for the whole page in one query; before, the admin pages
// asked for each customer separately (one request per row).
import type { Db } from "@app/db/client";

export type CustomerSummary = { id: string; name: string; surname: string; email: string };

export async function customerSummaries(db: Db, userIds: readonly string[]): Promise<Map<string, CustomerSummary>> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return new Map();
  const users = await db.user.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true, surname: true, email: true },
  });
  return new Map(users.map((u) => [u.id, u]));
}
