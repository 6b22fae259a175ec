import { useCallback, useMemo } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { readSearchParams, toSearchParams, type SearchAction, type SearchState } from "../search-params";

interface SearchHistoryState {
  searchAction?: SearchAction;
}

/**
 * The page's search as its URL holds it, and `go` to move to another one. Each move is a new history entry (the
 * back button returns to the previous search) carrying what the visitor did, so the API can apply that action's
 * cooldown and the page can name it ('Apply filters on cooldown').
 */
export function useSearchState(): {
  state: SearchState;
  action: SearchAction;
  go: (next: SearchState, action: SearchAction) => void;
} {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readSearchParams(params), [params]);
  const action = (location.state as SearchHistoryState | null)?.searchAction ?? "search";
  const go = useCallback(
    (next: SearchState, nextAction: SearchAction) => {
      const query = toSearchParams(next).toString();
      void navigate(
        { pathname: "/search", search: query ? `?${query}` : "" },
        { state: { searchAction: nextAction } satisfies SearchHistoryState },
      );
    },
    [navigate],
  );
  return { state, action, go };
}
