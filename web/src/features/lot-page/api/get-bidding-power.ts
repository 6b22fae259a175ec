// GET /api/transactions/balance: the customer's bidding power is 10 times the available balance
// (docs/product/bidding.md#bidding-power). A failed balance call is only logged and the balance reads 0
// (docs/product/errors.md#failures-only-logged).
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { authAtom, useAtomValue } from "@/lib/store";

export const BIDDING_POWER_MULTIPLE = 10;

interface BalanceResponse {
  success: true;
  balance: { currency: "EUR"; current: number; frozen: number; available: number };
}

async function getBiddingPower(signal?: AbortSignal): Promise<number> {
  try {
    const body = await apiClient.get<BalanceResponse>("/api/transactions/balance", { signal });
    return Math.max(0, body.balance.available) * BIDDING_POWER_MULTIPLE;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn("Balance not loaded", error);
    return 0;
  }
}

/** Bidding power in EUR for a signed-in customer; undefined while loading or for a guest. */
export function useBiddingPower(): number | undefined {
  const signedIn = useAtomValue(authAtom).status === "signed-in";
  const { data } = useQuery({
    queryKey: ["transactions", "balance", "biddingPower"],
    queryFn: ({ signal }) => getBiddingPower(signal),
    enabled: signedIn,
  });
  return signedIn ? data : undefined;
}
