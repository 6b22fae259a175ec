// GET /api/admin/deposits|withdrawals and their decisions. Each decision carries an Idempotency-Key, so a retried
// click never moves the money twice.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { MoneyValue } from "@/lib/money";
import { listQuery, type SortOrder } from "../hooks/use-list-params";
import type { CustomerSummary } from "./admin-customers";

export type MoneyKind = "deposits" | "withdrawals";
export type MoneyStatus = "pending" | "completed" | "rejected";

export type MoneyRequest = {
  id: string;
  userId: string;
  /** Who it is from (null only if the account is gone). */
  customer: CustomerSummary | null;
  amount: MoneyValue;
  method: string;
  reference: string;
  iban?: string;
  status: MoneyStatus;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
};

export type MoneyPage = { rows: MoneyRequest[]; total: number; page: number; pageSize: number };

export function useMoneyRequests(
  kind: MoneyKind,
  p: { page: number; sort: string; order: SortOrder; filters: Record<string, string> },
) {
  const qs = listQuery(p);
  return useQuery({
    queryKey: ["admin", kind, qs],
    queryFn: async ({ signal }): Promise<MoneyPage> => {
      const body = await apiClient.get<Record<string, unknown> & { total: number; page: number; pageSize: number }>(
        `/api/admin/${kind}?${qs}`,
        { signal },
      );
      const rows = (body[kind] as MoneyRequest[] | undefined) ?? [];
      return { rows, total: body.total, page: body.page, pageSize: body.pageSize };
    },
    placeholderData: keepPreviousData,
  });
}

export function useMoneyDecision(kind: MoneyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: "complete" | "reject"; reason?: string }) =>
      apiClient.post(
        `/api/admin/${kind}/${id}/${decision}`,
        decision === "reject" ? { reason: reason || undefined } : undefined,
        {
          headers: { "Idempotency-Key": crypto.randomUUID() },
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
