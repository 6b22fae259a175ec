// The smallest maximum bid the dialog accepts, by the same rule the API applies (shared/src/brokerage/bid-minimum.ts)
// with the broker's floor from GET /api/settings/bidding (public). Until the floor loads the default stands in; the
// API's refusal still names the exact minimum.
import { useQuery } from "@tanstack/react-query";
import { DEFAULT_MINIMUM_MAX_BID, minimumMaxBidCents } from "@app/shared/brokerage/bid-minimum";
import { apiClient } from "@/lib/api-client";
import type { Money } from "@/features/dashboard/api/types";

export const bidFloorKey = ["settings", "bidding"] as const;

export function useBidFloor(): number {
  const { data } = useQuery({
    queryKey: bidFloorKey,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: { minimumMaxBid: number } }>("/api/settings/bidding", { signal })).data
        .minimumMaxBid,
    staleTime: 5 * 60_000,
  });
  return data ?? DEFAULT_MINIMUM_MAX_BID;
}

const cents = (amount: number) => Math.round(amount * 100);

/** The minimum in major units: one bid step above the current bid (and the own maximum, for a raise), at least the floor. */
export function minimumMaxBid(currentBid: Money | null, floor: number, currentMax?: Money | null): number {
  return (
    minimumMaxBidCents({
      currentBidCents: currentBid ? cents(currentBid.amount) : null,
      floorCents: cents(floor),
      currentMaxCents: currentMax ? cents(currentMax.amount) : null,
    }) / 100
  );
}
