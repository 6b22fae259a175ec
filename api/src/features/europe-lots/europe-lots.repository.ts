// The one place the admin European-lot calls touch Prisma: the lot row under a lock, its stored form for the
// answer, and the hand-entered marker. Writes of lot content go through the lot store (upsertLots), the same
// path ingestion takes.
import type { Db, Tx } from "@app/db/client";
import { LOT_RECORD_KEYS } from "@app/shared/catalogue/lot.schemas";

const SELECT = Object.fromEntries([...LOT_RECORD_KEYS, "id"].map((k) => [k, true])) as Record<
  (typeof LOT_RECORD_KEYS)[number] | "id",
  true
>;

/** The lot row locked for this transaction (two admins editing one lot queue instead of losing a change). */
export async function lockEuropeLot(tx: Tx, lotNumber: string) {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Lot" WHERE "platform" = 'europe' AND "lotNumber" = ${lotNumber} FOR UPDATE`;
  if (!rows.length) return null;
  return tx.lot.findUniqueOrThrow({
    where: { platform_lotNumber: { platform: "europe", lotNumber } },
    select: { id: true, enteredById: true, originalData: true, lotAuctionStatus: true, removedAt: true },
  });
}

export async function lotNumberTaken(tx: Tx, lotNumber: string): Promise<boolean> {
  return (await tx.lot.count({ where: { platform: "europe", lotNumber } })) > 0;
}

export async function markHandEntered(tx: Tx, lotNumber: string, adminId: string) {
  return tx.lot.update({
    where: { platform_lotNumber: { platform: "europe", lotNumber } },
    data: { enteredById: adminId },
    select: { id: true },
  });
}

export async function markWithdrawn(tx: Tx, lotNumber: string, at: Date) {
  await tx.lot.update({ where: { platform_lotNumber: { platform: "europe", lotNumber } }, data: { removedAt: at } });
}

export async function storedEuropeLot(db: Db, lotNumber: string) {
  return db.lot.findUniqueOrThrow({
    where: { platform_lotNumber: { platform: "europe", lotNumber } },
    select: SELECT,
  });
}
