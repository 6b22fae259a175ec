// GET /api/calculator: the landed cost in Lithuania, line by line with each line's rule, in EUR with
// the USD amount it came from and the USD/EUR rate used (api/src/features/calculator, shared/src/landed-cost).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export type BillStage = "win" | "departure" | "arrival";

export interface LandedCostLine {
  code: string;
  stage: BillStage;
  /** EUR. */
  amount: number;
  originalAmount?: { amount: number; currency: "USD" };
  rule: string;
}

export interface LandedCost {
  currency: "EUR";
  lines: LandedCostLine[];
  stageTotals: Record<BillStage, number>;
  total: number;
  fx: { rate: string; asOf: string; pair: "USD/EUR" };
  feeScheduleVersion: string | null;
}

export async function getLandedCost(query: URLSearchParams, signal?: AbortSignal): Promise<LandedCost> {
  const body = await apiClient.get<{ success: true; data: LandedCost }>(`/api/calculator?${query.toString()}`, {
    signal,
  });
  return body.data;
}

/** The landed cost for the query; the last answer stays on screen while a changed one loads. */
export function useLandedCost(query: URLSearchParams | null) {
  const key = query?.toString() ?? "";
  return useQuery({
    queryKey: ["calculator", key],
    queryFn: ({ signal }) => getLandedCost(new URLSearchParams(key), signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
