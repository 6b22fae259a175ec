// Notification rows of one user, as the browser sees them (NotificationDto): the text in the reader's language, from
// the row's message id and figures (the stored text is the one written in the user's language when it was made).
// Every query is scoped by userId, so another user's id behaves as if it did not exist.
import type { Db } from "@app/db/client";
import type { NotificationDto } from "@app/shared/contracts/sse";
import { isServerMessageId, renderMessage, type ServerLocale } from "@app/shared/i18n/render";

const rowSelect = {
  id: true,
  type: true,
  messageId: true,
  params: true,
  message: true,
  createdAt: true,
  isRead: true,
  relatedLink: true,
} as const;
export type NotificationRow = {
  id: number;
  type: string;
  messageId: string;
  params: unknown;
  message: string;
  createdAt: Date;
  isRead: boolean;
  relatedLink: string | null;
};

/** The row's text in `locale`; a row whose id or figures the catalogue cannot render keeps its stored text. */
function textOf(row: NotificationRow, locale: ServerLocale): string {
  if (!isServerMessageId(row.messageId) || !row.params || typeof row.params !== "object") return row.message;
  try {
    return renderMessage(locale, row.messageId, row.params as Record<string, string | number>);
  } catch {
    return row.message;
  }
}

export const toDto = (row: NotificationRow, locale: ServerLocale): NotificationDto => ({
  id: row.id,
  type: row.type,
  message: textOf(row, locale),
  createdAt: row.createdAt.toISOString(),
  isRead: row.isRead,
  relatedLink: row.relatedLink,
});

/** Newest first; `before` is the last id of the previous page (keyset paging). */
export async function listNotifications(
  db: Db,
  userId: string,
  page: { limit: number; before?: number },
  locale: ServerLocale,
): Promise<{ notifications: NotificationDto[]; hasMore: boolean }> {
  const rows = await db.notification.findMany({
    where: { userId, ...(page.before ? { id: { lt: page.before } } : {}) },
    orderBy: { id: "desc" },
    take: page.limit + 1,
    select: rowSelect,
  });
  return {
    notifications: rows.slice(0, page.limit).map((row) => toDto(row, locale)),
    hasMore: rows.length > page.limit,
  };
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
): Promise<NotificationRow[]> {
  const rows = await db.notification.findMany({
    where: { userId, id: { gt: afterId } },
    orderBy: { id: "desc" },
    take: limit,
    select: rowSelect,
  });
  return rows.reverse();
}

/** The user's newest notification id (0 when none). */
export async function newestId(db: Db, userId: string): Promise<number> {
  const row = await db.notification.findFirst({ where: { userId }, orderBy: { id: "desc" }, select: { id: true } });
  return row?.id ?? 0;
}
