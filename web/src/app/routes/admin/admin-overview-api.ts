// GET /api/admin/overview: what waits for the broker and each ingestion source's latest run.
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export type OverviewCounts = {
  pendingDeposits: number;
  pendingWithdrawals: number;
  pendingBidRequests: number;
  pendingBuyNowRequests: number;
  awaitingOutcome: number;
  unpaidBills: number;
  contactMessagesLast7Days: number;
  failedContactMessages: number;
  failedMails: number;
  failedEvents: number;
};

export type IngestionRunError = { page?: number; reason: string; at?: string };

export type IngestionRunSummary = {
  id: string;
  status: "running" | "completed" | "failed";
  startedAt: string;
  finishedAt: string | null;
  seen: number;
  created: number;
  updated: number;
  failed: number;
  progress: { pagesDone: number; pagesFailed: number; nextPage: number; maxPages: number | null };
  errors: IngestionRunError[];
};

export type SourceLastRun = {
  sourceId: string;
  platform: "copart" | "iaai" | "europe";
  enabled: boolean;
  lastRun: IngestionRunSummary | null;
};

export type AdminOverview = { counts: OverviewCounts; ingestion: SourceLastRun[] };

export async function getAdminOverview(signal?: AbortSignal): Promise<AdminOverview> {
  const body = await apiClient.get<{ success: true } & AdminOverview>("/api/admin/overview", { signal });
  return { counts: body.counts, ingestion: Array.isArray(body.ingestion) ? body.ingestion : [] };
}

/** Refreshed every minute while the page is open: queues fill up while the broker works elsewhere. */
export const ADMIN_OVERVIEW_POLL_MS = 60_000;

export function useAdminOverview() {
  return useQuery({
    queryKey: ["admin", "overview"],
    queryFn: ({ signal }) => getAdminOverview(signal),
    refetchInterval: ADMIN_OVERVIEW_POLL_MS,
  });
}
