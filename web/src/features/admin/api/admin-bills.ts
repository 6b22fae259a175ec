// GET /api/admin/bills, marking a bank-paid bill paid, and issuing a purchase's stage bill.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { MoneyValue } from "@/lib/money";
import { listQuery, type SortOrder } from "../hooks/use-list-params";
import type { ListPage, LotSummary } from "./admin-bids";
import type { CustomerSummary } from "./admin-customers";

export type BillStage = "win" | "departure" | "arrival";
export type AdminBill = {
  id: string;
  userId: string;
  /** Who it is from (null only if the account is gone). */
  customer: CustomerSummary | null;
  purchaseId: string;
  stage: BillStage;
  status: "issued" | "paid";
  total: MoneyValue;
  paidVia: string | null;
  paidAt: string | null;
  issuedAt: string;
  lot: LotSummary | null;
};

export function useAdminBills(p: { page: number; sort: string; order: SortOrder; filters: Record<string, string> }) {
  const qs = listQuery(p);
  return useQuery({
    queryKey: ["admin", "bills", qs],
    queryFn: async ({ signal }): Promise<ListPage<AdminBill>> => {
      const body = await apiClient.get<{ bills: AdminBill[]; total: number; page: number; pageSize: number }>(
        `/api/admin/bills?${qs}`,
        { signal },
      );
      return { rows: body.bills ?? [], total: body.total, page: body.page, pageSize: body.pageSize };
    },
    placeholderData: keepPreviousData,
  });
}

export function useMarkBillPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.post(`/api/admin/bills/${id}/mark-paid`, undefined, {
        headers: { "Idempotency-Key": crypto.randomUUID() },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}

export function useIssueBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purchaseId, stage }: { purchaseId: string; stage: BillStage }) =>
      apiClient.post(
        `/api/admin/purchases/${purchaseId}/bills`,
        { stage },
        {
          headers: { "Idempotency-Key": crypto.randomUUID() },
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
