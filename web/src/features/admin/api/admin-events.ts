// Failed domain events (an admin list) and "send again" for one.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EventType } from "@app/shared/contracts/events";
import { apiClient } from "@/lib/api-client";
import { listQuery, type SortOrder } from "../hooks/use-list-params";
import type { ListPage } from "./admin-bids";

// The event catalogue is the shared contract's: a type added there must get its name on the page to compile.
export type { EventType };

export type FailedEvent = {
  id: string;
  type: EventType;
  payload: Record<string, unknown>;
  createdAt: string;
  failedAt: string;
  attempts: number;
  error: string | null;
  redeliveries: number;
  retries: number;
};

export function useFailedEvents(p: { page: number; sort: string; order: SortOrder; filters: Record<string, string> }) {
  const qs = listQuery(p);
  return useQuery({
    queryKey: ["admin", "failed-events", qs],
    queryFn: async ({ signal }): Promise<ListPage<FailedEvent>> => {
      const body = await apiClient.get<{ items: FailedEvent[]; total: number; page: number; pageSize: number }>(
        `/api/admin/failed-events?${qs}`,
        { signal },
      );
      return { rows: body.items ?? [], total: body.total, page: body.page, pageSize: body.pageSize };
    },
    placeholderData: keepPreviousData,
  });
}

export function useRetryEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post(`/api/admin/failed-events/${id}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
