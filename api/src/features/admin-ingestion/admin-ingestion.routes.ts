// Admin ingestion: the sources with their last and held runs, the runs of one source (paged, by status), "run now",
// enable/disable, and confirming a held run's removal. Each route declares admin access. Run errors and skip
// reasons are provider texts, returned as data. Answer shapes: shared/src/ingestion/ingestion-admin.schemas.ts.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminListQuerySchema, pagedList } from "../../lib/admin-list.ts";
import { INGESTION_ADMIN_MESSAGES, INGESTION_RUN_STATUSES } from "@app/shared/ingestion/ingestion-admin.schemas";
import { confirmRemoval, findSource, runNow, setSourceEnabled, sourceDtos } from "./admin-ingestion.service.ts";
import { maxPagesOf, runDto } from "../../lib/ingestion-runs.ts";
import { access } from "../../plugins/access.ts";
import { adminSession } from "../../plugins/auth.ts";

const idParams = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, "Unknown source"),
});

const SOURCE_SORT = { id: "id", platform: "platform", createdAt: "createdAt" } as const;
const sourcesQuerySchema = adminListQuerySchema(SOURCE_SORT, "id", "asc");

const RUN_SORT = { startedAt: "startedAt", finishedAt: "finishedAt", status: "status" } as const;
const runsQuerySchema = adminListQuerySchema(RUN_SORT, "startedAt").extend({
  status: z.enum(INGESTION_RUN_STATUSES).optional(),
});

/** Any text: an id that is not a run's answers 404, as an unknown one does. */
const runParams = z.object({ runId: z.string().max(100) });

const enabledBodySchema = z.object({ enabled: z.boolean("Enabled must be true or false") });

export const adminIngestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/ingestion/sources",
    { config: access("admin"), schema: { querystring: sourcesQuerySchema } },
    async (request) => {
      const { rows, total, page, pageSize } = await pagedList(app.db, request.query, SOURCE_SORT, (w) => [
        app.db.ingestionSource.findMany(w),
        app.db.ingestionSource.count(),
      ]);
      return { success: true, items: await sourceDtos(app, rows), total, page, pageSize };
    },
  );

  app.get(
    "/api/admin/ingestion/sources/:id/runs",
    { config: access("admin"), schema: { params: idParams, querystring: runsQuerySchema } },
    async (request) => {
      const source = await findSource(app, request.params.id);
      const where = { sourceId: source.id, ...(request.query.status ? { status: request.query.status } : {}) };
      const { rows, total, page, pageSize } = await pagedList(app.db, request.query, RUN_SORT, (w) => [
        app.db.ingestionRun.findMany({ where, ...w }),
        app.db.ingestionRun.count({ where }),
      ]);
      return { success: true, items: rows.map((r) => runDto(r, maxPagesOf(source))), total, page, pageSize };
    },
  );

  app.post(
    "/api/admin/ingestion/sources/:id/run",
    { config: access("admin"), schema: { params: idParams } },
    async (request, reply) => {
      const { jobId } = await runNow(app, request.params.id);
      reply.status(202);
      return { success: true, message: "Run queued.", jobId };
    },
  );

  app.put(
    "/api/admin/ingestion/sources/:id/enabled",
    { config: access("admin"), schema: { params: idParams, body: enabledBodySchema } },
    async (request) => {
      const source = await setSourceEnabled(app, request.params.id, request.body.enabled, adminSession(request).userId);
      const [dto] = await sourceDtos(app, [source]);
      return { success: true, message: source.enabled ? "Source enabled." : "Source disabled.", source: dto };
    },
  );

  app.post(
    "/api/admin/ingestion/runs/:runId/confirm-removal",
    { config: access("admin"), schema: { params: runParams } },
    async (request) => {
      const { removed, run } = await confirmRemoval(app, request.params.runId, adminSession(request).userId);
      return { success: true, message: INGESTION_ADMIN_MESSAGES.removalConfirmed, removed, run };
    },
  );
};
