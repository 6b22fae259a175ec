// Contact messages (cursor-paged: newest first, "older" by `before`) and failed mails (an admin list), each with
// "send again".
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { listQuery, type SortOrder } from "../hooks/use-list-params";
import type { ListPage } from "./admin-bids";

export type ContactMessage = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  status: "queued" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
};

export type FailedMail = {
  id: string;
  category: string;
  to: string[];
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
};

type ContactPage = { messages: ContactMessage[]; hasMore: boolean; nextBefore: string | null };

export function useContactMessages(status: string) {
  return useInfiniteQuery({
    queryKey: ["admin", "contact-messages", status],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const q = new URLSearchParams({ limit: "20" });
      if (status) q.set("status", status);
      if (pageParam) q.set("before", pageParam);
      return apiClient.get<ContactPage>(`/api/admin/contact-messages?${q}`, { signal });
    },
    getNextPageParam: (last) => (last.hasMore ? last.nextBefore : null),
  });
}

export function useFailedMails(p: { page: number; sort: string; order: SortOrder }) {
  const qs = listQuery(p);
  return useQuery({
    queryKey: ["admin", "failed-mails", qs],
    queryFn: async ({ signal }): Promise<ListPage<FailedMail>> => {
      const body = await apiClient.get<{ items: FailedMail[]; total: number; page: number; pageSize: number }>(
        `/api/admin/failed-mails?${qs}`,
        { signal },
      );
      return { rows: body.items ?? [], total: body.total, page: body.page, pageSize: body.pageSize };
    },
    placeholderData: keepPreviousData,
  });
}

export function useRetryMail(kind: "failed-mails" | "contact-messages") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post(`/api/admin/${kind}/${id}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
