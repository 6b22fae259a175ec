// Admin changes that the ledger does not already record (roles, for one) leave an AdminAuditEntry, written in the
// same transaction as the change so there is never a change without its entry or an entry without its change.
import type { Prisma, Tx } from "@app/db/client";

export type AdminAction = {
  adminId: string;
  action: string;
  targetType: string;
  targetId: string;
  before?: Prisma.InputJsonValue;
  after?: Prisma.InputJsonValue;
};

export async function recordAdminAction(tx: Tx, entry: AdminAction): Promise<void> {
  await tx.adminAuditEntry.create({ data: entry });
}
