// Ingestion runs as the admin sees them (the sources page and the overview): counts, live progress, the recorded
// errors and skip reasons (provider texts, returned as data), and what a held run is waiting for. The shapes are
// shared/src/ingestion/ingestion-admin.schemas.ts.
import type { FastifyInstance } from "fastify";
import type { IngestionRun, IngestionSource } from "@app/db/client";
import type { IngestionRunDto, SkipReasonCount } from "@app/shared/ingestion/ingestion-admin.schemas";
import { holdReasonSchema } from "@app/shared/ingestion/hold-reason";

const str = (v: unknown) => (typeof v === "string" ? v : null);
const int = (v: unknown) => (typeof v === "number" && Number.isInteger(v) ? v : null);
const obj = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/** The stored JSON read defensively: a row written by an older version still answers in the documented shape. */
function errorsOf(raw: unknown): IngestionRunDto["errors"] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((e) => {
    const o = obj(e);
    const reason = str(o?.reason);
    if (!o || reason === null) return [];
    const page = int(o.page);
    return [
      {
        ...(page === null ? {} : { page }),
        ...("lotNumber" in o ? { lotNumber: str(o.lotNumber) } : {}),
        reason,
        at: str(o.at) ?? "",
      },
    ];
  });
}

function skipReasonsOf(raw: unknown): SkipReasonCount[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((s) => {
    const o = obj(s);
    const code = str(o?.code);
    const count = int(o?.count);
    if (!o || code === null || count === null) return [];
    const ex = obj(o.example) ?? {};
    return [
      {
        code,
        field: str(o.field),
        message: str(o.message) ?? "",
        count,
        example: { page: int(ex.page), lotNumber: str(ex.lotNumber), field: str(ex.field), excerpt: str(ex.excerpt) },
      },
    ];
  });
}

export function runDto(r: IngestionRun, maxPages: number | null = null): IngestionRunDto {
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
    warnings: r.warnings,
    progress: { pagesDone: r.pagesDone, pagesFailed: r.pagesFailed, nextPage: r.nextPage, maxPages },
    errors: errorsOf(r.errors),
    summary: r.summary,
    skipReasons: skipReasonsOf(r.skipReasons),
    held:
      r.heldReason === null
        ? null
        : {
            reason: r.heldReason,
            detail: holdReasonSchema.safeParse(r.heldDetail).data ?? null,
            removalCandidates: r.removalCandidates,
            confirmedAt: r.removalConfirmedAt?.toISOString() ?? null,
          },
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

/**
 * The held run of each source that still waits for a confirmation: its latest held run not yet confirmed, unless a
 * later run completed (that run removed what was gone by then, and the held one can no longer be confirmed).
 */
export async function heldRuns(app: FastifyInstance, sourceIds: string[]) {
  const [held, completed] = await Promise.all(
    (["held", "completed"] as const).map((status) =>
      app.db.ingestionRun.findMany({
        where: { sourceId: { in: sourceIds }, status, ...(status === "held" ? { removalConfirmedAt: null } : {}) },
        orderBy: [{ sourceId: "asc" }, { startedAt: "desc" }],
        distinct: ["sourceId"],
      }),
    ),
  );
  const lastCompleted = new Map(completed!.map((r) => [r.sourceId, r.startedAt.getTime()]));
  return new Map(
    held!
      .filter((r) => (lastCompleted.get(r.sourceId) ?? -Infinity) < r.startedAt.getTime())
      .map((r) => [r.sourceId, r]),
  );
}
