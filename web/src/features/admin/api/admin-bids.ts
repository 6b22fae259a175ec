// GET /api/admin/bids and /api/admin/buy-now, and the broker's decisions on them. Every decision holds or releases
// a customer's money, so each carries an Idempotency-Key.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { MoneyValue } from "@/lib/money";
import { listQuery, type SortOrder } from "../hooks/use-list-params";
import type { CustomerSummary } from "./admin-customers";

export type LotSummary = {
  id: string;
  platform: string;
  lotNumber: string;
  title: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  auctionDate: string | null;
  currentBid: MoneyValue | null;
  buyNowPrice: MoneyValue | null;
};

export type BidStatus = "pending" | "approved" | "rejected" | "cancelled" | "outbid" | "won" | "lost";
export type AdminBid = {
  id: string;
  userId: string;
  /** Who it is from (null only if the account is gone). */
  customer: CustomerSummary | null;
  platform: string;
  lotNumber: string;
  status: BidStatus;
  maxBid: MoneyValue;
  approvedMax: MoneyValue | null;
  hold: MoneyValue;
  auctionBid: MoneyValue | null;
  reason: string | null;
  createdAt: string;
  updatedAt: string;
  decidedAt: string | null;
  lot: LotSummary | null;
};

export type BuyNowStatus = "pending" | "approved" | "rejected";
export type AdminBuyNow = {
  id: string;
  userId: string;
  /** Who it is from (null only if the account is gone). */
  customer: CustomerSummary | null;
  platform: string;
  lotNumber: string;
  status: BuyNowStatus;
  price: MoneyValue;
  hold: MoneyValue;
  reason?: string | null;
  createdAt: string;
  decidedAt?: string | null;
  lot: LotSummary | null;
};

type ListParams = { page: number; sort: string; order: SortOrder; filters: Record<string, string> };
export type ListPage<T> = { rows: T[]; total: number; page: number; pageSize: number };

function useAdminPage<T>(path: string, field: string, p: ListParams) {
  const qs = listQuery(p);
  return useQuery({
    queryKey: ["admin", path, qs],
    queryFn: async ({ signal }): Promise<ListPage<T>> => {
      const body = await apiClient.get<Record<string, unknown> & { total: number; page: number; pageSize: number }>(
        `/api/admin/${path}?${qs}`,
        { signal },
      );
      return {
        rows: (body[field] as T[] | undefined) ?? [],
        total: body.total,
        page: body.page,
        pageSize: body.pageSize,
      };
    },
    placeholderData: keepPreviousData,
  });
}

export const useAdminBids = (p: ListParams) => useAdminPage<AdminBid>("bids", "bids", p);
export const useAdminBuyNow = (p: ListParams) => useAdminPage<AdminBuyNow>("buy-now", "requests", p);

/** POST /api/admin/<path>/:id/<action> with its body; refreshes every admin list and the overview's counts. */
export function useAdminDecision(path: "bids" | "buy-now") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, body }: { id: string; action: string; body?: Record<string, unknown> }) =>
      apiClient.post(`/api/admin/${path}/${id}/${action}`, body, {
        headers: { "Idempotency-Key": crypto.randomUUID() },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
