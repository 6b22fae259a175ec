// The one place the lot call touches Prisma: a stored lot by platform and lot number, with the columns the
// normalised lot needs (LotRecord's) and its id.
import type { Db } from "@app/db/client";
import { LOT_RECORD_KEYS, type Platform } from "@app/shared/catalogue/lot.schemas";

const SELECT = Object.fromEntries([...LOT_RECORD_KEYS, "id"].map((k) => [k, true])) as Record<
  (typeof LOT_RECORD_KEYS)[number] | "id",
  true
>;

export async function findLot(db: Db, platform: Platform, lotNumber: string) {
  return db.lot.findUnique({ where: { platform_lotNumber: { platform, lotNumber } }, select: SELECT });
}

export type StoredLot = NonNullable<Awaited<ReturnType<typeof findLot>>>;
