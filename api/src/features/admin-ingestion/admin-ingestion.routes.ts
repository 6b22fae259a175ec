// Admin ingestion: the sources with their last run, the runs of one source (paged), "run now" and enable/disable.
// Each route declares admin access. Run errors are provider texts, returned as data.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminListQuerySchema, pagedList } from "../../lib/admin-list.ts";
import { findSource, manualRunQueued, runNow, setSourceEnabled, sourceDto } from "./admin-ingestion.service.ts";
import { latestRuns, maxPagesOf, runDto } from "../../lib/ingestion-runs.ts";
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
  status: z.enum(["running", "completed", "failed"]).optional(),
});

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
      const last = await latestRuns(
        app,
        rows.map((s) => s.id),
      );
      const items = await Promise.all(
        rows.map(async (s) => sourceDto(s, last.get(s.id) ?? null, await manualRunQueued(app, s.id))),
      );
      return { success: true, items, total, page, pageSize };
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
      const last = await latestRuns(app, [source.id]);
      return {
        success: true,
        message: source.enabled ? "Source enabled." : "Source disabled.",
        source: sourceDto(source, last.get(source.id) ?? null, await manualRunQueued(app, source.id)),
      };
    },
  );
};
