// /api/notifications/*: the calls (list, count, mark-read, mark-all-read, delete-all) for the signed-in customer's
// own notifications (docs/product/notifications.md#notification-calls), and the live stream (SSE) of
// docs/architecture.md#step-4-notifications-and-the-stream.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fastifySSE } from "@fastify/sse";
import { z } from "zod";
import { markReadBodySchema, notificationListQuerySchema } from "@app/shared/contracts/notifications";
import { SSE_EVENTS, SSE_REPLAY_LIMIT, SSE_RETRY_BASE_MS, SSE_RETRY_JITTER_MS } from "@app/shared/contracts/sse";
import { AppError } from "../../lib/app-error.ts";
import { readerLocale } from "../../lib/reader-locale.ts";
import { sseFrame } from "../../plugins/notification-hub.ts";
import {
  countUnread,
  deleteAll,
  listNotifications,
  markAllRead,
  markRead,
  newestId,
  notificationsAfter,
} from "./notifications.repository.ts";
import { access } from "../../plugins/access.ts";
import { customerSession } from "../../plugins/auth.ts";

const MAX_ID = 2_147_483_647;

/** A notification id the client saw last, from Last-Event-ID (or ?lastEventId= after a page reload); else null. */
export function parseLastEventId(...candidates: unknown[]): number | null {
  for (const c of candidates) {
    if (typeof c !== "string" || !/^\d{1,10}$/.test(c.trim())) continue;
    const n = Number(c.trim());
    if (n <= MAX_ID) return n;
  }
  return null;
}

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Heartbeats come from the hub's one timer, not one timer per stream.
  await app.register(fastifySSE, { heartbeatInterval: 0 });

  app.get(
    "/api/notifications/list",
    { config: access("customer"), schema: { querystring: notificationListQuerySchema } },
    async (request) => {
      const page = await listNotifications(
        app.db,
        customerSession(request).userId,
        request.query,
        readerLocale(request),
      );
      return {
        success: true,
        notifications: page.notifications,
        hasMore: page.hasMore,
        nextBefore: page.hasMore ? page.notifications.at(-1)!.id : null,
      };
    },
  );

  app.get("/api/notifications/count", { config: access("customer") }, async (request) => {
    return { success: true, count: await countUnread(app.db, customerSession(request).userId) };
  });

  app.post(
    "/api/notifications/mark-read",
    { config: access("customer"), schema: { body: markReadBodySchema } },
    async (request) => {
      if (!(await markRead(app.db, customerSession(request).userId, request.body.id)))
        throw new AppError("NOT_FOUND", "Notification not found");
      return { success: true };
    },
  );

  app.post("/api/notifications/mark-all-read", { config: access("customer") }, async (request) => {
    return { success: true, updated: await markAllRead(app.db, customerSession(request).userId) };
  });

  app.delete("/api/notifications/delete-all", { config: access("customer") }, async (request) => {
    return { success: true, deleted: await deleteAll(app.db, customerSession(request).userId) };
  });

  app.get(
    "/api/notifications/stream",
    {
      config: access("customer"),
      sse: { kind: "only", heartbeat: false },
      schema: { querystring: z.object({ lastEventId: z.string().max(20).optional() }) },
    },
    async (request, reply) => {
      const { userId, id: sessionId } = customerSession(request);
      const lastEventId = parseLastEventId(request.headers["last-event-id"], request.query.lastEventId);
      const hub = app.notificationHub;
      // Registered before the replay query, so nothing published meanwhile falls between replay and live.
      const stream = hub.open({ userId, sessionId, locale: readerLocale(request), reply });
      reply.sse.onClose(() => hub.remove(stream));
      let floor: number;
      let missed;
      try {
        floor = lastEventId ?? (await newestId(app.db, userId));
        missed = lastEventId === null ? [] : await notificationsAfter(app.db, userId, lastEventId, SSE_REPLAY_LIMIT);
      } catch (err) {
        hub.remove(stream);
        throw err; // nothing written yet: the error handler answers in JSON
      }
      if (!reply.sse.isConnected) return hub.remove(stream); // the client left during the queries
      reply.sse.keepAlive();
      reply.header("x-request-id", request.id);
      reply.sse.sendHeaders(200);
      const retry = SSE_RETRY_BASE_MS + Math.floor(Math.random() * SSE_RETRY_JITTER_MS);
      reply.raw.write(sseFrame({ event: SSE_EVENTS.ready, id: floor, retry, data: { lastEventId } }));
      // The hub closed it meanwhile (evicted, session ended, subscription lost): end it after `ready`, so the
      // browser reconnects after `retry` and resumes from `ready`'s id.
      if (stream.closed) return void reply.raw.end();
      stream.floor = floor;
      hub.ready(stream, missed);
    },
  );
};
