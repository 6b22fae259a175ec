import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { parseSearchPhrase } from "../api/parse-search-phrase";
import { classifySearch, lotVinSearchUrl, phraseSearchUrl } from "../search-target";

/** Takes the box's text to the right /search URL; resolves to false when there was nothing to search. */
export function useSearchNavigation(): (input: string) => Promise<boolean> {
  const navigate = useNavigate();
  return useCallback(
    async (input: string) => {
      const intent = classifySearch(input);
      if (intent.kind === "empty") return false;
      if (intent.kind === "lotVin") {
        await navigate(lotVinSearchUrl(intent.value));
        return true;
      }
      // If parsing fails, a keyword search is used (docs/product/search.md#where-searches-start).
      const parse = await parseSearchPhrase(intent.text).catch((error: unknown) => {
        console.warn("Search phrase parsing failed", error);
        return null;
      });
      await navigate(phraseSearchUrl(intent.text, parse));
      return true;
    },
    [navigate],
  );
}
