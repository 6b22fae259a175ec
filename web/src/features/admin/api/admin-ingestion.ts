// GET /api/admin/ingestion/sources (each with its last run), "run now" and enable/disable.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { IngestionRunSummary } from "@/app/routes/admin/admin-overview-api";
import { apiClient } from "@/lib/api-client";
import { listQuery, type SortOrder } from "../hooks/use-list-params";
import type { ListPage } from "./admin-bids";

export type IngestionSource = {
  id: string;
  platform: "copart" | "iaai" | "europe";
  kind: string;
  enabled: boolean;
  schedule: { everyMs: number | null; cron: string | null };
  fullListing: boolean;
  manualRunQueued: boolean | null;
  lastRun: IngestionRunSummary | null;
};

/** While a run goes or waits, its progress is re-read this often. */
export const RUNNING_POLL_MS = 10_000;

export function useIngestionSources(p: { page: number; sort: string; order: SortOrder }) {
  const qs = listQuery(p);
  return useQuery({
    queryKey: ["admin", "ingestion", qs],
    queryFn: async ({ signal }): Promise<ListPage<IngestionSource>> => {
      const body = await apiClient.get<{ items: IngestionSource[]; total: number; page: number; pageSize: number }>(
        `/api/admin/ingestion/sources?${qs}`,
        { signal },
      );
      return { rows: body.items ?? [], total: body.total, page: body.page, pageSize: body.pageSize };
    },
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.rows.some((s) => s.manualRunQueued || s.lastRun?.status === "running")
        ? RUNNING_POLL_MS
        : false,
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
