// Admin mail: every mail that failed (any kind: contact, notifications, bills...) with its reason, and "send again"
// for one; "send again" for a failed contact message. Each route declares admin access.
// Addresses, subjects and errors are returned as data; the admin UI shows them escaped.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { EmailDelivery } from "@app/db/client";
import { adminListQuerySchema, pagedList } from "../../lib/admin-list.ts";
import { retryContactMessage } from "./contact-retry.service.ts";
import { retryFailedMail } from "./mail-retry.service.ts";
import { access } from "../../plugins/access.ts";

const idParams = z.object({ id: z.uuid("Unknown id") });

const MAIL_SORT = { createdAt: "createdAt", attempts: "attempts", category: "category" } as const;
const failedMailsQuerySchema = adminListQuerySchema(MAIL_SORT, "createdAt").extend({
  category: z
    .string()
    .trim()
    .regex(/^[a-z0-9._-]{1,60}$/, "Unknown category")
    .optional(),
});

function mailDto(m: EmailDelivery) {
  return {
    id: m.id,
    messageId: m.messageId,
    category: m.category,
    to: m.toAddresses,
    subject: m.subject,
    userId: m.userId,
    status: m.status,
    attempts: m.attempts,
    lastError: m.lastError,
    createdAt: m.createdAt.toISOString(),
  };
}

export const adminMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/failed-mails",
    { config: access("admin"), schema: { querystring: failedMailsQuerySchema } },
    async (request) => {
      const { category } = request.query;
      const where = { status: "failed" as const, ...(category ? { category } : {}) };
      const { rows, total, page, pageSize } = await pagedList(app.db, request.query, MAIL_SORT, (w) => [
        app.db.emailDelivery.findMany({ where, ...w }),
        app.db.emailDelivery.count({ where }),
      ]);
      return { success: true, items: rows.map(mailDto), total, page, pageSize };
    },
  );

  app.post(
    "/api/admin/failed-mails/:id/retry",
    { config: access("admin"), schema: { params: idParams } },
    async (request, reply) => {
      const { jobId } = await retryFailedMail(app, request.params.id);
      reply.status(202);
      return { success: true, message: "The mail is queued to be sent again.", jobId };
    },
  );

  app.post(
    "/api/admin/contact-messages/:id/retry",
    { config: access("admin"), schema: { params: idParams } },
    async (request, reply) => {
      await retryContactMessage(app, request.params.id);
      reply.status(202);
      return { success: true, message: "The message is queued to be sent again.", status: "queued" as const };
    },
  );
};
