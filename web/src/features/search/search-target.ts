// Where the global search box sends the visitor (docs/product/search.md#where-searches-start): the input is trimmed and
// an empty one does nothing; a VIN (17 letters and digits without I, O, Q), one with its end masked as cards show it
// ("2G1SVZTX1HP******") or a lot number (5 to 12 digits) goes straight to the lot/VIN search; any other text is read
// by the phrase parser and becomes make and model filters when it is confident enough (above 0.5), else a keyword
// search. The /search query parameters are those of
// docs/product/search.md#search-url (vinlot, make, makeName, model, modelName, keyword).

import { lotVinTarget } from "@app/shared/search/lot-vin";

/**
 * Above this the parse result is used as structured make and model filters
 * (docs/product/search.md#where-searches-start).
 */
export const STRUCTURED_SEARCH_THRESHOLD = 0.5;

export interface PhraseParse {
  confidence: number;
  make: string | null;
  makeName: string | null;
  model: string | null;
  modelName: string | null;
  keywords: string[];
}

export type SearchIntent = { kind: "empty" } | { kind: "lotVin"; value: string } | { kind: "phrase"; text: string };

export function classifySearch(input: string): SearchIntent {
  const text = input.trim();
  if (!text) return { kind: "empty" };
  if (lotVinTarget(text)) return { kind: "lotVin", value: text.toUpperCase() };
  return { kind: "phrase", text };
}

function searchUrl(params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  return `/search?${query.toString()}`;
}

export function lotVinSearchUrl(value: string): string {
  return searchUrl({ vinlot: value });
}

/** The /search URL for a phrase and its parse (null when parsing failed: a keyword search). */
export function phraseSearchUrl(text: string, parse: PhraseParse | null): string {
  if (!parse || parse.confidence <= STRUCTURED_SEARCH_THRESHOLD || !parse.make) return searchUrl({ keyword: text });
  return searchUrl({
    make: parse.make,
    makeName: parse.makeName,
    model: parse.model,
    modelName: parse.modelName,
    keyword: parse.keywords.join(" "),
  });
}
