import type { ReactNode } from "react";
import { VehicleCard } from "@/features/lots/components/vehicle-card";
import { SearchPage, type SearchPageProps } from "@/features/search/components/search-page";

/** One result: the lots feature's vehicle card (one function for good: the results list is memoised on it). */
const renderLot: SearchPageProps["renderLot"] = (lot, view, first): ReactNode => (
  <VehicleCard lot={lot} layout={view} priority={first} />
);

/** /search: the search feature's page, drawing each result with the lots feature's vehicle card. */
export function SearchRoute() {
  return <SearchPage renderLot={renderLot} />;
}
