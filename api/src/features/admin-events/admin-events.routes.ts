// Failed domain events for admins: every event the worker gave up on (its job ran out of attempts, or the relay
// sent it again MAX_REDELIVERIES times and it was still not handled), with the attempts and the last error, and
// "send again" for one. Payloads, types and errors are returned as data; the admin UI shows them escaped.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { OutboxEvent } from "@app/db/client";
import { EVENT_TYPES } from "@app/shared/contracts/events";
import { adminListQuerySchema, pagedList } from "../../lib/admin-list.ts";
import { retryFailedEvent } from "./event-retry.service.ts";
import { access } from "../../plugins/access.ts";

const idParams = z.object({ id: z.uuid("Unknown id") });

const EVENT_SORT = { failedAt: "failedAt", createdAt: "createdAt", type: "type" } as const;
const failedEventsQuerySchema = adminListQuerySchema(EVENT_SORT, "failedAt").extend({
  type: z.enum(EVENT_TYPES, "Unknown event type").optional(),
});

function eventDto(e: OutboxEvent) {
  return {
    id: e.id,
    type: e.type,
    payload: e.payload,
    createdAt: e.createdAt.toISOString(),
    failedAt: e.failedAt!.toISOString(),
    attempts: e.failedAttempts,
    error: e.failedError,
    redeliveries: e.redeliveries,
    retries: e.retries,
  };
}

export const adminEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/failed-events",
    { config: access("admin"), schema: { querystring: failedEventsQuerySchema } },
    async (request) => {
      const { type } = request.query;
      const where = { failedAt: { not: null }, handledAt: null, ...(type ? { type } : {}) };
      const { rows, total, page, pageSize } = await pagedList(app.db, request.query, EVENT_SORT, (w) => [
        app.db.outboxEvent.findMany({ where, ...w }),
        app.db.outboxEvent.count({ where }),
      ]);
      return { success: true, items: rows.map(eventDto), total, page, pageSize };
    },
  );

  app.post(
    "/api/admin/failed-events/:id/retry",
    { config: access("admin"), schema: { params: idParams } },
    async (request, reply) => {
      const { jobId } = await retryFailedEvent(app, request.params.id);
      reply.status(202);
      return { success: true, message: "The event is queued to be handled again.", jobId };
    },
  );
};
