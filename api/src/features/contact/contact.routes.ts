// POST /api/contact (docs/product/contact.md#submission-payload): stored, then mailed to the office by the worker
// (outbox -> `contact.submitted` -> `emails` queue, retried with backoff, `failed` when retries run out;
// docs/product/contact.md#delivery-to-the-office). Admins see every message with its delivery status at
// GET /api/admin/contact-messages (admin access).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CONTACT_MESSAGES, contactBodySchema } from "@app/shared/contact/contact.schemas";
import { submitContact, type ContactPolicy } from "./contact.service.ts";
import { listContactMessages } from "./contact.repository.ts";
import { access } from "../../plugins/access.ts";

const adminListQuerySchema = z.object({
  status: z.enum(["queued", "sent", "failed"]).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  before: z.iso.datetime({ offset: true }).optional(),
});

export const contactRoutes: FastifyPluginAsyncZod<ContactPolicy> = async (app, policy) => {
  app.post(
    "/api/contact",
    { config: access("public"), schema: { body: contactBodySchema } },
    async (request, reply) => {
      await submitContact(app, request, reply, request.body, policy);
      reply.status(201);
      return { success: true, message: CONTACT_MESSAGES.success };
    },
  );

  app.get(
    "/api/admin/contact-messages",
    { config: access("admin"), schema: { querystring: adminListQuerySchema } },
    async (request) => {
      const { status, limit, before } = request.query;
      const page = await listContactMessages(app.db, { status, limit, before: before ? new Date(before) : undefined });
      return {
        success: true,
        // Data, never markup: `extra` and every text are shown escaped by the admin UI.
        messages: page.rows.map((m) => ({
          id: m.id,
          name: m.name,
          email: m.email,
          phone: m.phone,
          subject: m.subject,
          message: m.message,
          recipients: m.recipients,
          ccRecipients: m.ccRecipients,
          bccRecipients: m.bccRecipients,
          emailSubject: m.emailSubject,
          replyTo: m.replyTo,
          extra: m.extra,
          status: m.status,
          attempts: m.attempts,
          lastError: m.lastError,
          sentAt: m.sentAt?.toISOString() ?? null,
          createdAt: m.createdAt.toISOString(),
        })),
        hasMore: page.hasMore,
        nextBefore: page.hasMore ? page.rows.at(-1)!.createdAt.toISOString() : null,
      };
    },
  );
};
