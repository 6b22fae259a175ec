import { VehicleCard } from "@/features/lots/components/vehicle-card";
import { SearchPage } from "@/features/search/components/search-page";

/** /search: the search feature's page, drawing each result with the lots feature's vehicle card. */
export function SearchRoute() {
  return <SearchPage renderLot={(lot, view) => <VehicleCard lot={lot} layout={view} />} />;
}
