// GET /api/admin/ingestion/sources (each with its last and held run), a source's runs, "run now", enable/disable and
// the confirmation of a held run's removals.
import type { HoldReason } from "@app/shared/ingestion/hold-reason";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { listQuery, type SortOrder } from "../hooks/use-list-params";
import type { ListPage } from "./admin-bids";

export const RUN_STATUSES = ["running", "completed", "failed", "held"] as const;
export type IngestionRunStatus = (typeof RUN_STATUSES)[number];

/** Why records were skipped, one entry per code and field, most frequent first; texts and excerpts are data. */
export type SkipReason = {
  code: string;
  field: string | null;
  message: string;
  count: number;
  example: { page: number | null; lotNumber: string | null; field: string | null; excerpt: string | null };
};

export type IngestionRun = {
  id: string;
  sourceId: string;
  status: IngestionRunStatus;
  startedAt: string;
  heartbeatAt: string;
  finishedAt: string | null;
  seen: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Records skipped. */
  failed: number;
  removed: number;
  progress: { pagesDone: number; pagesFailed: number; nextPage: number; maxPages: number | null };
  errors: { page?: number; reason: string; at?: string }[];
  summary: string | null;
  warnings: number;
  skipReasons: SkipReason[];
  /** A listing that looked broken: nothing was removed until an admin confirms. */
  held: {
    /** In English, as the run's summary says it. */
    reason: string;
    /** Its code and figures, for the page's own words; null (or absent, from an older API) for older runs. */
    detail?: HoldReason | null;
    removalCandidates: number;
    confirmedAt: string | null;
  } | null;
};

export type IngestionSource = {
  id: string;
  platform: "copart" | "iaai" | "europe";
  kind: string;
  enabled: boolean;
  schedule: { everyMs: number | null; cron: string | null };
  fullListing: boolean;
  manualRunQueued: boolean | null;
  lastRun: IngestionRun | null;
  heldRun: IngestionRun | null;
};

/** While a run goes or waits, its progress is re-read this often. */
export const RUNNING_POLL_MS = 2_000;

/** A running run's worker renews its heartbeat well within this lease; past it the worker may have stopped. */
export const HEARTBEAT_LEASE_MS = 60_000;

/** A run waits for an admin's decision while it is held and its removal was not confirmed. */
export function awaitsConfirmation(run: IngestionRun | null | undefined): run is IngestionRun {
  return run?.status === "held" && run.held !== null && run.held.confirmedAt === null;
}

/** True while any source has a run going or queued: the page then polls. */
export function anyRunInFlight(sources: readonly IngestionSource[] | undefined): boolean {
  return (sources ?? []).some((s) => s.manualRunQueued === true || s.lastRun?.status === "running");
}

/** Milliseconds since the run's last heartbeat (never negative: a clock a little ahead of ours reads as now). */
export function heartbeatAgeMs(run: Pick<IngestionRun, "heartbeatAt">, now: number): number {
  const at = Date.parse(run.heartbeatAt);
  return Number.isFinite(at) ? Math.max(0, now - at) : Number.POSITIVE_INFINITY;
}

export function heartbeatStale(run: Pick<IngestionRun, "heartbeatAt">, now: number): boolean {
  return heartbeatAgeMs(run, now) > HEARTBEAT_LEASE_MS;
}

/** The fields the page reads, made safe: an older API without them reads as "none" rather than breaking the page. */
export function normaliseRun(run: IngestionRun | null | undefined): IngestionRun | null {
  if (!run) return null;
  return {
    ...run,
    unchanged: run.unchanged ?? 0,
    removed: run.removed ?? 0,
    warnings: run.warnings ?? 0,
    errors: Array.isArray(run.errors) ? run.errors : [],
    skipReasons: Array.isArray(run.skipReasons) ? run.skipReasons : [],
    held: run.held ?? null,
    summary: run.summary ?? null,
  };
}

function normaliseSource(s: IngestionSource): IngestionSource {
  return { ...s, lastRun: normaliseRun(s.lastRun), heldRun: normaliseRun(s.heldRun) };
}

type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };

export function useIngestionSources(p: { page: number; sort: string; order: SortOrder }) {
  const qs = listQuery(p);
  return useQuery({
    queryKey: ["admin", "ingestion", "sources", qs],
    queryFn: async ({ signal }): Promise<ListPage<IngestionSource>> => {
      const body = await apiClient.get<Paged<IngestionSource>>(`/api/admin/ingestion/sources?${qs}`, { signal });
      return {
        rows: (body.items ?? []).map(normaliseSource),
        total: body.total,
        page: body.page,
        pageSize: body.pageSize,
      };
    },
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (anyRunInFlight(query.state.data?.rows) ? RUNNING_POLL_MS : false),
  });
}

/** One source's runs, newest first, optionally of one status. */
export function useSourceRuns(sourceId: string, p: { page: number; status: IngestionRunStatus | "" }) {
  const qs = listQuery({ page: p.page, sort: "startedAt", order: "desc", filters: { status: p.status } }, 10);
  return useQuery({
    queryKey: ["admin", "ingestion", "runs", sourceId, qs],
    queryFn: async ({ signal }): Promise<ListPage<IngestionRun>> => {
      const body = await apiClient.get<Paged<IngestionRun>>(
        `/api/admin/ingestion/sources/${encodeURIComponent(sourceId)}/runs?${qs}`,
        { signal },
      );
      const rows = (body.items ?? []).map((r) => normaliseRun(r)!);
      return { rows, total: body.total, page: body.page, pageSize: body.pageSize };
    },
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.rows.some((r) => r.status === "running") ? RUNNING_POLL_MS : false),
  });
}

export function useRunSourceNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post(`/api/admin/ingestion/sources/${encodeURIComponent(id)}/run`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin", "ingestion"] }),
  });
}

export function useSetSourceEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      apiClient.put(`/api/admin/ingestion/sources/${encodeURIComponent(id)}/enabled`, { enabled }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}

export type ConfirmRemovalAnswer = { success: true; message: string; removed: number; run: IngestionRun };

/** Marks the held run's removal candidates removed; a 409 (already confirmed, or no longer held) refreshes too. */
export function useConfirmRemoval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (runId: string) =>
      apiClient.post<ConfirmRemovalAnswer>(`/api/admin/ingestion/runs/${encodeURIComponent(runId)}/confirm-removal`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
