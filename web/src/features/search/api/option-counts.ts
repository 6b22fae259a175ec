// GET /api/search/option-counts (docs/product/search.md#option-counts): how many lots each airbag and title option of
// the sidebar finds with the other active filters. Counts are a help, not the results: a failure shows no counts.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { AIRBAG_OPTIONS, TITLE_OPTIONS, toApiQuery, type SearchState } from "../search-params";

export type OptionCounts = {
  airbags: Record<(typeof AIRBAG_OPTIONS)[number], number>;
  title: Record<(typeof TITLE_OPTIONS)[number], number>;
};

function isOptionCounts(body: unknown): body is OptionCounts {
  const b = body as Partial<OptionCounts> | null;
  return (
    AIRBAG_OPTIONS.every((o) => typeof b?.airbags?.[o] === "number") &&
    TITLE_OPTIONS.every((o) => typeof b?.title?.[o] === "number")
  );
}

/** The counts of the URL's filters; paging and sorting keep them. */
export function useOptionCounts(state: SearchState) {
  return useQuery({
    queryKey: ["search-option-counts", state.filters],
    queryFn: async ({ signal }) => {
      const body = await apiClient.get(`/api/search/option-counts?${toApiQuery({ ...state, page: 1 }, "search")}`, {
        signal,
      });
      return isOptionCounts(body) ? body : null;
    },
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
