// Ingestion runs as the admin sees them (the sources page and the overview): counts, progress and the recorded
// errors (provider texts, returned as data).
import type { FastifyInstance } from "fastify";
import type { IngestionRun, IngestionSource } from "@app/db/client";

export function runDto(r: IngestionRun, maxPages: number | null = null) {
  return {
    id: r.id,
    sourceId: r.sourceId,
    status: r.status,
    startedAt: r.startedAt.toISOString(),
    heartbeatAt: r.heartbeatAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    seen: r.seen,
    created: r.created,
    updated: r.updated,
    unchanged: r.unchanged,
    failed: r.failed,
    removed: r.removed,
    progress: { pagesDone: r.pagesDone, pagesFailed: r.pagesFailed, nextPage: r.nextPage, maxPages },
    /** [{ page?, reason, at }]: provider texts, returned as data. */
    errors: Array.isArray(r.errors) ? r.errors : [],
    summary: r.summary,
  };
}

export function maxPagesOf(source: Pick<IngestionSource, "settings">): number | null {
  const s = source.settings as { maxPages?: unknown } | null;
  return typeof s?.maxPages === "number" ? s.maxPages : null;
}

/** The latest run of each source (by start), keyed by source id. */
export async function latestRuns(app: FastifyInstance, sourceIds: string[]) {
  const runs = await app.db.ingestionRun.findMany({
    where: { sourceId: { in: sourceIds } },
    orderBy: [{ sourceId: "asc" }, { startedAt: "desc" }],
    distinct: ["sourceId"],
  });
  return new Map(runs.map((r) => [r.sourceId, r]));
}
