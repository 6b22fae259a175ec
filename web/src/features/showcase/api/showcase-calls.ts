// What the home page shows of the catalogue (docs/product/screens.md#home-vehicles): the next auctions, the makes with the most
// open lots, and the European offer. Public calls: the search's own answers, so a card here is the card there.
import { useQuery } from "@tanstack/react-query";
import type { SearchPage } from "@/features/search/api/search-lots";
import { apiClient } from "@/lib/api-client";

export interface PopularMake {
  make: string;
  name: string;
  count: number;
}

/** Cards a row shows: two rows of four on a wide screen, a swipeable row on a phone. */
export const SHOWCASE_CARDS = 8;
export const EUROPE_CARDS = 4;

const searchPage = (query: string) => () => apiClient.get<SearchPage>(`/api/search?${query}`);
const KEEP_MS = 60_000;

/** Open lots, soonest auction first: live ones, then those about to start. */
export const useEndingSoon = () =>
  useQuery({ queryKey: ["showcase", "ending"], queryFn: searchPage("order=asc&pageSize=12"), staleTime: KEEP_MS });

export const useEuropeOffer = () =>
  useQuery({
    queryKey: ["showcase", "europe"],
    queryFn: searchPage("platform=europe&order=asc&pageSize=12"),
    staleTime: KEEP_MS,
  });

export const usePopularMakes = () =>
  useQuery({
    queryKey: ["showcase", "makes"],
    queryFn: async () => (await apiClient.get<{ makes?: PopularMake[] }>("/api/search/popular-makes")).makes ?? [],
    staleTime: 5 * KEEP_MS,
  });

/** The search page for one make, its name shown as the catalogue writes it. */
export const makeSearchUrl = (m: Pick<PopularMake, "make" | "name">) =>
  `/search?${new URLSearchParams({ make: m.make, makeName: m.name }).toString()}`;
