import { useCallback, useState } from "react";

export type ResultsView = "grid" | "list";
/** localStorage key of the visitor's grid/list choice, remembered across visits. */
export const RESULTS_VIEW_KEY = "search.resultsView";

function stored(): ResultsView {
  try {
    return window.localStorage.getItem(RESULTS_VIEW_KEY) === "list" ? "list" : "grid";
  } catch {
    return "grid"; // storage blocked: the default view
  }
}

export function useResultsView(): [ResultsView, (view: ResultsView) => void] {
  const [view, setView] = useState<ResultsView>(stored);
  const choose = useCallback((next: ResultsView) => {
    setView(next);
    try {
      window.localStorage.setItem(RESULTS_VIEW_KEY, next);
    } catch (error) {
      console.warn("Results view not saved", error);
    }
  }, []);
  return [view, choose];
}
