// The one service that creates notifications (docs/architecture.md#step-4-notifications-and-the-stream). It writes the
// Notification row, rendered in the user's locale from shared/src/i18n, at most once per (event, user, type), and AFTER
// the commit publishes {userId, notificationId} on the deployment's notifications channel, where every API instance
// wakes the user's open streams. Pub/sub is only a wake-up: a stream that missed it replays from PostgreSQL.
import type { Prisma, Db, Tx } from "@app/db/client";
import { notificationTypeSchema, type NotificationType } from "@app/shared/contracts/notifications";
import { notificationsChannel, type NotificationPublished } from "@app/shared/contracts/sse";
import { renderMessage, type ServerMessageId } from "@app/shared/i18n/render";
import type { Redis } from "ioredis";
import type { Logger } from "../logger.ts";

export type NotificationParams = Record<string, string | number>;

export type NotifyInput = {
  userId: string;
  type: NotificationType;
  messageId: ServerMessageId;
  params?: NotificationParams;
  /** Where a click leads: a path of this site ("/dashboard/bills"), never another origin. */
  relatedLink?: string | null;
  /** The domain event behind it; with it, a replayed event adds no second notification. */
  eventId?: string | null;
};

/** `created` is false when the event had already produced this notification (a job that ran twice). */
export type NotificationRef = { userId: string; notificationId: number; created: boolean };

export type NotificationService = {
  /**
   * Writes the notification in its own transaction and publishes it after the commit. Idempotent per
   * (eventId, userId, type): a second call returns the existing row (created: false) and publishes it again, since
   * the first run may have died between commit and publish; streams drop ids they have already sent.
   * Resolves to null when the user no longer exists. A failed publish rejects, so the job retries.
   */
  notify(
    userId: string,
    type: NotificationType,
    messageId: ServerMessageId,
    params?: NotificationParams,
    relatedLink?: string | null,
    eventId?: string | null,
  ): Promise<NotificationRef | null>;
  /** The write alone, inside a caller's transaction (e.g. runOnce); call publish() with the result after commit. */
  write(tx: Tx, input: NotifyInput): Promise<NotificationRef | null>;
  publish(refs: NotificationRef | null | readonly (NotificationRef | null)[]): Promise<void>;
  close(): Promise<void>;
};

const MESSAGE_MAX = 1000;
/** The advisory-lock key space of "writing a notification for user X" (the second key is hashtext(userId)). */
const NOTIFICATION_LOCK_SPACE = 0x4e4f5449; // "NOTI"
const LINK_MAX = 300;
/** A same-site path: starts with one '/', no scheme, no '//' (which a browser reads as another host), no spaces. */
const SAFE_LINK = /^\/(?![/\\])[^\s\\]*$/;

export function isSafeRelatedLink(link: string): boolean {
  return link.length <= LINK_MAX && SAFE_LINK.test(link);
}

function checkInput(input: NotifyInput): void {
  notificationTypeSchema.parse(input.type);
  if (input.relatedLink != null && !isSafeRelatedLink(input.relatedLink))
    throw new Error(`notify: relatedLink must be a path of this site, got "${input.relatedLink}"`);
}

export function createNotificationService(deps: {
  db: Db;
  /** A connection for PUBLISH (not in subscriber mode). */
  redis: Redis;
  redisPrefix: string;
  logger: Logger;
  /** Close the connection on close() (default true). */
  ownsRedis?: boolean;
}): NotificationService {
  const { db, redis, logger } = deps;
  const channel = notificationsChannel(deps.redisPrefix);

  async function write(tx: Tx, input: NotifyInput): Promise<NotificationRef | null> {
    checkInput(input);
    const user = await tx.user.findUnique({ where: { id: input.userId }, select: { locale: true } });
    if (!user) return null;
    const params = input.params ?? {};
    let message: string;
    try {
      message = renderMessage(user.locale, input.messageId, params);
    } catch (e) {
      throw new Error(`notify: cannot render "${input.messageId}" with ${JSON.stringify(params)}`, { cause: e });
    }
    const eventId = input.eventId ?? null;
    // One user's notifications are written one at a time (the lock lasts until the caller's commit), so their ids
    // grow in commit order: a stream that has sent id N has seen every committed one below it, and its
    // Last-Event-ID replay ("after N") can neither miss one that committed late nor repeat one.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${NOTIFICATION_LOCK_SPACE}::int, hashtext(${input.userId}))`;
    const [row] = await tx.notification.createManyAndReturn({
      data: [
        {
          userId: input.userId,
          type: input.type,
          messageId: input.messageId,
          params: params as Prisma.InputJsonObject,
          message: message.slice(0, MESSAGE_MAX),
          relatedLink: input.relatedLink ?? null,
          eventId,
        },
      ],
      skipDuplicates: true, // ON CONFLICT ("eventId", "userId", "type") DO NOTHING
      select: { id: true },
    });
    if (row) return { userId: input.userId, notificationId: row.id, created: true };
    const existing = await tx.notification.findFirstOrThrow({
      where: { eventId, userId: input.userId, type: input.type },
      select: { id: true },
    });
    return { userId: input.userId, notificationId: existing.id, created: false };
  }

  async function publish(refs: NotificationRef | null | readonly (NotificationRef | null)[]): Promise<void> {
    const list = (Array.isArray(refs) ? refs : [refs]).filter((r): r is NotificationRef => r !== null);
    for (const ref of list) {
      const message: NotificationPublished = { userId: ref.userId, notificationId: ref.notificationId };
      await redis.publish(channel, JSON.stringify(message));
    }
  }

  return {
    write,
    publish,
    async notify(userId, type, messageId, params = {}, relatedLink = null, eventId = null) {
      const ref = await db.$transaction((tx) => write(tx, { userId, type, messageId, params, relatedLink, eventId }));
      if (!ref) {
        logger.info({ userId, type, eventId }, "notify: user is gone, nothing written");
        return null;
      }
      await publish(ref);
      return ref;
    },
    async close() {
      if (deps.ownsRedis === false) return;
      if (redis.status === "ready") await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
