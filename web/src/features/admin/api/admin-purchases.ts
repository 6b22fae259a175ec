// GET /api/admin/purchases (+ one), moving a purchase to its next logistics step, container and vessel, and
// uploading a document (the file itself is the request body, its kind and name in the query).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { env } from "@/config/env";
import { ApiError, apiClient, CLIENT_ERROR_CODES, toApiError } from "@/lib/api-client";
import type { MessageId } from "@/i18n/message-ids";
import type { MoneyValue } from "@/lib/money";
import { listQuery, type SortOrder } from "../hooks/use-list-params";
import type { ListPage, LotSummary } from "./admin-bids";
import type { BillStage } from "./admin-bills";

export const PURCHASE_STEPS = [
  "won",
  "paid",
  "picked_up",
  "at_port",
  "shipped",
  "arrived",
  "customs_cleared",
  "delivered",
] as const;
export type PurchaseStep = (typeof PURCHASE_STEPS)[number];
export const DOCUMENT_KINDS = ["title", "bill_of_lading", "customs_declaration", "invoice", "photo", "other"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const STEP_LABEL: Record<PurchaseStep, MessageId> = {
  won: "admin.purchases.step.won",
  paid: "admin.purchases.step.paid",
  picked_up: "admin.purchases.step.pickedUp",
  at_port: "admin.purchases.step.atPort",
  shipped: "admin.purchases.step.shipped",
  arrived: "admin.purchases.step.arrived",
  customs_cleared: "admin.purchases.step.customsCleared",
  delivered: "admin.purchases.step.delivered",
};

export const KIND_LABEL: Record<DocumentKind, MessageId> = {
  title: "admin.purchase.kind.title",
  bill_of_lading: "admin.purchase.kind.billOfLading",
  customs_declaration: "admin.purchase.kind.customsDeclaration",
  invoice: "admin.purchase.kind.invoice",
  photo: "admin.purchase.kind.photo",
  other: "admin.purchase.kind.other",
};
export const DOCUMENT_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"];
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export type AdminPurchase = {
  id: string;
  userId: string;
  platform: string;
  lotNumber: string;
  status: PurchaseStep;
  finalPrice: MoneyValue;
  delivery: { method: string | null; port: string | null };
  container: string | null;
  vessel: string | null;
  timeline: { status: PurchaseStep; done: boolean; at: string | null; eta: string | null; note: string | null }[];
  documents: { id: string; kind: DocumentKind; fileName: string; size: number; uploadedAt: string; url: string }[];
  bills: { id: string; stage: BillStage; status: "issued" | "paid"; total: MoneyValue }[];
  lot: LotSummary | null;
  createdAt: string;
  updatedAt: string;
};

export function useAdminPurchases(p: {
  page: number;
  sort: string;
  order: SortOrder;
  filters: Record<string, string>;
}) {
  const qs = listQuery(p);
  return useQuery({
    queryKey: ["admin", "purchases", qs],
    queryFn: async ({ signal }): Promise<ListPage<AdminPurchase>> => {
      const body = await apiClient.get<{ purchases: AdminPurchase[]; total: number; page: number; pageSize: number }>(
        `/api/admin/purchases?${qs}`,
        { signal },
      );
      return { rows: body.purchases ?? [], total: body.total, page: body.page, pageSize: body.pageSize };
    },
    placeholderData: keepPreviousData,
  });
}

export function useAdminPurchase(id: string) {
  return useQuery({
    queryKey: ["admin", "purchase", id],
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ purchase: AdminPurchase }>(`/api/admin/purchases/${id}`, { signal })).purchase,
  });
}

function usePurchaseMutation<V>(id: string, fn: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }) });
}

export const useMovePurchase = (id: string) =>
  usePurchaseMutation(id, (v: { status: PurchaseStep; note?: string }) =>
    apiClient.post(`/api/admin/purchases/${id}/status`, v),
  );

export const useSaveLogistics = (id: string) =>
  usePurchaseMutation(id, (v: { container: string | null; vessel: string | null }) =>
    apiClient.put(`/api/admin/purchases/${id}/logistics`, v),
  );

export const useUploadDocument = (id: string) =>
  usePurchaseMutation(id, async ({ file, kind }: { file: File; kind: DocumentKind }) => {
    // The API refuses folders and control, invisible or direction characters in a name, and names over 200
    // characters (never cut inside a surrogate pair); the file's bytes decide its type.
    const fileName = file.name
      .replace(/[/\\]/g, "_")
      .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
      .slice(0, 200)
      .replace(/[\uD800-\uDBFF]$/, "");
    const q = new URLSearchParams({ kind, ...(fileName.trim() ? { fileName } : {}) });
    let response: Response;
    try {
      response = await fetch(`${env.apiBaseUrl}/api/admin/purchases/${id}/documents?${q}`, {
        method: "POST",
        credentials: "include",
        headers: { Accept: "application/json", "Content-Type": file.type || "application/octet-stream" },
        body: file,
      });
    } catch {
      throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, message: "Network error" });
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw toApiError(response.status, body);
    return body;
  });
