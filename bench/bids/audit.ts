// The ledger audit that ends bench/bids: read straight from PostgreSQL once every request has been answered.
// For every account: nothing negative and frozen <= balance (no overspend), the account's balance and frozen
// amounts equal the sums of its ledger entries' deltas (no posting lost or applied twice), and its frozen amount
// equals the holds of its open bids (no hold left behind or missing). Then the database against what the driver
// was told: as many bids as answered 201, raises as answered 200, cancellations as answered 200.
import type { Db } from "@app/db/client";

type Row = {
  userId: string;
  balance: bigint;
  frozen: bigint;
  ledgerBalance: bigint;
  ledgerFrozen: bigint;
  openHolds: bigint;
};

export type Audit = { accounts: number; entries: number; openBids: number; violations: string[] };

export async function auditLedger(
  db: Db,
  answered: { placed: number; raised: number; cancelled: number },
): Promise<Audit> {
  const rows = await db.$queryRaw<Row[]>`
    SELECT a."userId", a."balanceCents"::bigint AS balance, a."frozenCents"::bigint AS frozen,
           coalesce(l.balance, 0)::bigint AS "ledgerBalance", coalesce(l.frozen, 0)::bigint AS "ledgerFrozen",
           coalesce(b.holds, 0)::bigint AS "openHolds"
    FROM "Account" a
    LEFT JOIN (SELECT "accountId", sum("balanceDeltaCents") AS balance, sum("frozenDeltaCents") AS frozen
               FROM "LedgerEntry" GROUP BY 1) l ON l."accountId" = a.id
    LEFT JOIN (SELECT "userId", sum("holdCents") AS holds FROM "Bid"
               WHERE status IN ('pending', 'approved', 'outbid') GROUP BY 1) b ON b."userId" = a."userId"`;
  const violations: string[] = [];
  for (const r of rows) {
    const who = `account of ${r.userId}:`;
    if (r.balance < 0n || r.frozen < 0n) violations.push(`${who} negative (balance ${r.balance}, frozen ${r.frozen})`);
    if (r.frozen > r.balance) violations.push(`${who} OVERSPENT: frozen ${r.frozen} > balance ${r.balance}`);
    if (r.ledgerBalance !== r.balance)
      violations.push(`${who} balance ${r.balance} but its ledger entries sum to ${r.ledgerBalance}`);
    if (r.ledgerFrozen !== r.frozen)
      violations.push(`${who} frozen ${r.frozen} but its ledger entries sum to ${r.ledgerFrozen}`);
    if (r.openHolds !== r.frozen) violations.push(`${who} frozen ${r.frozen} but its open bids hold ${r.openHolds}`);
  }

  const [counts] = await db.$queryRaw<
    { bids: bigint; raises: bigint; cancelled: bigint; open: bigint; entries: bigint }[]
  >`
    SELECT count(*) AS bids, coalesce(sum(raises), 0)::bigint AS raises,
           count(*) FILTER (WHERE status = 'cancelled') AS cancelled,
           count(*) FILTER (WHERE status IN ('pending', 'approved', 'outbid')) AS open,
           (SELECT count(*) FROM "LedgerEntry") AS entries
    FROM "Bid"`;
  const compare = (what: string, stored: bigint, told: number) => {
    if (Number(stored) !== told) violations.push(`${what}: ${stored} in the database, ${told} answered as done`);
  };
  compare("bids", counts!.bids, answered.placed);
  compare("raises", counts!.raises, answered.raised);
  compare("cancelled bids", counts!.cancelled, answered.cancelled);
  return { accounts: rows.length, entries: Number(counts!.entries), openBids: Number(counts!.open), violations };
}
