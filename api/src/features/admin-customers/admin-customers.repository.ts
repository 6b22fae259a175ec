// Customers as the admin sees them: search by e-mail or name (every word must match one of them), one customer
// with the balance of their account, and the role change (customer <-> vip) with its audit entry.
import type { Db, Prisma, UserRole } from "@app/db/client";
import { availableCents } from "@app/db/ledger";
import { fromCents } from "@app/shared/money/money.schemas";
import { type AdminListQuery, pagedList } from "../../lib/admin-list.ts";
import { recordAdminAction } from "../../lib/admin-audit.ts";
import { AppError, notFound } from "../../lib/app-error.ts";

export const CUSTOMER_SORT = { createdAt: "createdAt", email: "email", name: "name", surname: "surname" } as const;
export const CUSTOMER_NOT_FOUND = "Customer not found";

const CUSTOMER_SELECT = {
  id: true,
  email: true,
  name: true,
  surname: true,
  phone: true,
  role: true,
  locale: true,
  createdAt: true,
  account: { select: { currency: true, balanceCents: true, frozenCents: true } },
} as const satisfies Prisma.UserSelect;

type CustomerRow = Prisma.UserGetPayload<{ select: typeof CUSTOMER_SELECT }>;

export function customerDto(u: CustomerRow) {
  const account = u.account ?? { currency: "EUR", balanceCents: 0, frozenCents: 0 };
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    surname: u.surname,
    phone: u.phone,
    role: u.role,
    locale: u.locale,
    createdAt: u.createdAt.toISOString(),
    balance: {
      currency: account.currency,
      balance: fromCents(account.balanceCents),
      frozen: fromCents(account.frozenCents),
      available: fromCents(availableCents(account)),
    },
  };
}

export function customerSearchWhere(q: string | undefined, role: UserRole | undefined): Prisma.UserWhereInput {
  const words = (q ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 5);
  return {
    ...(role ? { role } : {}),
    AND: words.map((w) => ({
      OR: [
        { email: { contains: w, mode: "insensitive" as const } },
        { name: { contains: w, mode: "insensitive" as const } },
        { surname: { contains: w, mode: "insensitive" as const } },
      ],
    })),
  };
}

export async function searchCustomers(db: Db, query: AdminListQuery & { q?: string; role?: UserRole }) {
  const where = customerSearchWhere(query.q, query.role);
  const page = await pagedList(db, query, CUSTOMER_SORT, (w) => [
    db.user.findMany({ where, select: CUSTOMER_SELECT, ...w }),
    db.user.count({ where }),
  ]);
  return { ...page, rows: page.rows.map(customerDto) };
}

export async function findCustomer(db: Db, id: string) {
  const user = await db.user.findUnique({ where: { id }, select: CUSTOMER_SELECT });
  if (!user) throw notFound(CUSTOMER_NOT_FOUND);
  const [bids, buyNowRequests, purchases, pendingDeposits, pendingWithdrawals, unpaidBills] = await db.$transaction([
    db.bid.count({ where: { userId: id } }),
    db.buyNowRequest.count({ where: { userId: id } }),
    db.purchase.count({ where: { userId: id } }),
    db.deposit.count({ where: { userId: id, status: "pending" } }),
    db.withdrawal.count({ where: { userId: id, status: "pending" } }),
    db.bill.count({ where: { userId: id, status: "issued" } }),
  ]);
  return {
    ...customerDto(user),
    activity: { bids, buyNowRequests, purchases, pendingDeposits, pendingWithdrawals, unpaidBills },
  };
}

export async function customerLedger(db: Db, id: string, query: AdminListQuery) {
  const user = await db.user.findUnique({ where: { id }, select: { account: { select: { id: true } } } });
  if (!user) throw notFound(CUSTOMER_NOT_FOUND);
  const accountId = user.account?.id;
  if (!accountId) return { rows: [], total: 0, page: query.page, pageSize: query.pageSize };
  const where = { accountId };
  return pagedList(db, query, { createdAt: "createdAt" }, (w) => [
    db.ledgerEntry.findMany({ where, ...w }),
    db.ledgerEntry.count({ where }),
  ]);
}

/** customer <-> vip. An admin's role is never changed here: admins are made and unmade outside the web. */
export async function setCustomerRole(db: Db, id: string, role: "customer" | "vip", adminId: string) {
  await db.$transaction(async (tx) => {
    const [user] = await tx.$queryRaw<{ role: UserRole }[]>`
      SELECT "role" FROM "User" WHERE "id" = ${id}::uuid FOR UPDATE`;
    if (!user) throw notFound(CUSTOMER_NOT_FOUND);
    if (user.role === "admin") throw new AppError("CONFLICT", "An admin's role cannot be changed here.");
    if (user.role === role) return;
    await tx.user.update({ where: { id }, data: { role } });
    await recordAdminAction(tx, {
      adminId,
      action: "customer.role_changed",
      targetType: "user",
      targetId: id,
      before: { role: user.role },
      after: { role },
    });
  });
  return findCustomer(db, id);
}
