import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { landedCost, type LotRef } from "../api/bidding-calls";
import { useDebounced } from "./use-debounced";

/** The all-in cost in Lithuania at `price` (USD), refreshed when the customer stops typing. */
export function useLandedCost(lot: LotRef, price: number | null, bidType: "online" | "buy_now") {
  const settled = useDebounced(price);
  return useQuery({
    queryKey: ["calculator", lot.platform, lot.lotNumber, settled, bidType],
    queryFn: ({ signal }) => landedCost(lot, settled!, bidType, signal),
    enabled: settled !== null && settled > 0,
    placeholderData: keepPreviousData,
  });
}
