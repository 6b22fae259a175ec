// Notification rows of one user, as the browser sees them (NotificationDto). Every query is scoped by userId, so
// another user's id behaves as if it did not exist.
import type { Db } from "@app/db/client";
import type { NotificationDto } from "@app/shared/contracts/sse";

const dtoSelect = { id: true, type: true, message: true, createdAt: true, isRead: true, relatedLink: true } as const;
type Row = { id: number; type: string; message: string; createdAt: Date; isRead: boolean; relatedLink: string | null };

export const toDto = (r: Row): NotificationDto => ({ ...r, createdAt: r.createdAt.toISOString() });

/** Newest first; `before` is the last id of the previous page (keyset paging). */
export async function listNotifications(
  db: Db,
  userId: string,
  page: { limit: number; before?: number },
): Promise<{ notifications: NotificationDto[]; hasMore: boolean }> {
  const rows = await db.notification.findMany({
    where: { userId, ...(page.before ? { id: { lt: page.before } } : {}) },
    orderBy: { id: "desc" },
    take: page.limit + 1,
    select: dtoSelect,
  });
  return { notifications: rows.slice(0, page.limit).map(toDto), hasMore: rows.length > page.limit };
}

export function countUnread(db: Db, userId: string): Promise<number> {
  return db.notification.count({ where: { userId, isRead: false } });
}

/** False when the id is not one of the user's notifications. */
export async function markRead(db: Db, userId: string, id: number): Promise<boolean> {
  const { count } = await db.notification.updateMany({
    where: { id, userId },
    data: { isRead: true, readAt: new Date() },
  });
  return count > 0;
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  const { count } = await db.notification.updateMany({
    where: { userId, isRead: false },
    data: { isRead: true, readAt: new Date() },
  });
  return count;
}

export async function deleteAll(db: Db, userId: string): Promise<number> {
  const { count } = await db.notification.deleteMany({ where: { userId } });
  return count;
}

/** The newest `limit` notifications after `afterId`, oldest first: what a reconnecting stream missed. */
export async function notificationsAfter(
  db: Db,
  userId: string,
  afterId: number,
  limit: number,
): Promise<NotificationDto[]> {
  const rows = await db.notification.findMany({
    where: { userId, id: { gt: afterId } },
    orderBy: { id: "desc" },
    take: limit,
    select: dtoSelect,
  });
  return rows.reverse().map(toDto);
}

/** The user's newest notification id (0 when none). */
export async function newestId(db: Db, userId: string): Promise<number> {
  const row = await db.notification.findFirst({ where: { userId }, orderBy: { id: "desc" }, select: { id: true } });
  return row?.id ?? 0;
}
