// The customer's watchlist (GET / POST / DELETE /api/watchlist): whether this lot is watched, and the toggle.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { authAtom, useAtomValue } from "@/lib/store";

interface WatchlistItem {
  platform: string;
  lotNumber: string;
}

interface WatchlistResponse {
  success: true;
  message?: string;
  items: WatchlistItem[];
}

export const watchlistKey = ["watchlist"] as const;

export function useWatchlist() {
  const signedIn = useAtomValue(authAtom).status === "signed-in";
  return useQuery({
    queryKey: watchlistKey,
    queryFn: async ({ signal }) => (await apiClient.get<WatchlistResponse>("/api/watchlist", { signal })).items,
    enabled: signedIn,
  });
}

export function isWatched(items: readonly WatchlistItem[] | undefined, platform: string, lotNumber: string): boolean {
  return (items ?? []).some((i) => i.platform === platform && i.lotNumber === lotNumber);
}

/** Adds or removes the lot; the list comes back with the answer, so the cache takes it as it is. */
export function useToggleWatch(platform: string, lotNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (watch: boolean) => {
      const ref = { platform, lotNumber };
      const body = watch
        ? await apiClient.post<WatchlistResponse>("/api/watchlist", ref)
        : await apiClient.delete<WatchlistResponse>(`/api/watchlist?${new URLSearchParams(ref).toString()}`);
      return body.items;
    },
    onSuccess: (items) => queryClient.setQueryData(watchlistKey, items),
  });
}
