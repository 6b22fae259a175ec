// GET /api/admin/customers (search), /customers/:id (with balance and activity), /customers/:id/ledger, and the
// customer <-> vip role switch.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { listQuery, type SortOrder } from "../hooks/use-list-params";
import type { ListPage } from "./admin-bids";

/** The customer named on each row of the admin queues (deposits, withdrawals, bid and buy-now requests, bills). */
export type CustomerSummary = { id: string; name: string; surname: string; email: string };

export type CustomerRole = "customer" | "vip" | "admin";
export type AdminCustomer = {
  id: string;
  email: string;
  name: string;
  surname: string;
  phone: string | null;
  role: CustomerRole;
  locale: string;
  createdAt: string;
  balance: { currency: string; balance: number; frozen: number; available: number };
};
export type CustomerDetail = AdminCustomer & {
  activity: {
    bids: number;
    buyNowRequests: number;
    purchases: number;
    pendingDeposits: number;
    pendingWithdrawals: number;
    unpaidBills: number;
  };
};
export type LedgerEntry = {
  id: string;
  type: "deposit" | "withdrawal" | "hold" | "release" | "charge" | "refund";
  currency: string;
  amount: number;
  frozenChange: number;
  balanceAfter: number;
  availableAfter: number;
  description: string | null;
  createdAt: string;
};

type ListParams = { page: number; sort: string; order: SortOrder; filters: Record<string, string> };
type ItemsBody<T> = { items: T[]; total: number; page: number; pageSize: number };

export function useAdminCustomers(p: ListParams) {
  const qs = listQuery(p);
  return useQuery({
    queryKey: ["admin", "customers", qs],
    queryFn: async ({ signal }): Promise<ListPage<AdminCustomer>> => {
      const body = await apiClient.get<ItemsBody<AdminCustomer>>(`/api/admin/customers?${qs}`, { signal });
      return { rows: body.items ?? [], total: body.total, page: body.page, pageSize: body.pageSize };
    },
    placeholderData: keepPreviousData,
  });
}

export function useAdminCustomer(id: string) {
  return useQuery({
    queryKey: ["admin", "customer", id],
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ customer: CustomerDetail }>(`/api/admin/customers/${id}`, { signal })).customer,
  });
}

export function useCustomerLedger(id: string, p: ListParams) {
  const qs = listQuery(p, 10);
  return useQuery({
    queryKey: ["admin", "customer", id, "ledger", qs],
    queryFn: async ({ signal }): Promise<ListPage<LedgerEntry>> => {
      const body = await apiClient.get<ItemsBody<LedgerEntry>>(`/api/admin/customers/${id}/ledger?${qs}`, { signal });
      return { rows: body.items ?? [], total: body.total, page: body.page, pageSize: body.pageSize };
    },
    placeholderData: keepPreviousData,
  });
}

export function useSetCustomerRole(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: "customer" | "vip") =>
      apiClient.put<{ customer: CustomerDetail }>(`/api/admin/customers/${id}/role`, { role }),
    onSuccess: (body) => queryClient.setQueryData(["admin", "customer", id], body.customer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin", "customers"] }),
  });
}
