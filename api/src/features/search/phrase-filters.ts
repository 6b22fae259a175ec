// The phrase step of the search: text typed in the search box becomes make/model filters when the parser is
// confident enough (spec section 5: above 0.5), and keywords otherwise; a parser failure falls back to keywords.
import { STRUCTURED_SEARCH_THRESHOLD, parseSearchPhrase } from "@app/shared/search/search-phrase";
import type { SearchQuery } from "@app/shared/search/search-query.schemas";

export type AppliedPhrase = {
  confidence: number;
  make: string | null;
  makeName: string | null;
  model: string | null;
  modelName: string | null;
  keywords: string[];
};

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);

export function applyPhrase(text: string, platform: SearchQuery["platform"]): AppliedPhrase {
  const source = platform === "copart" || platform === "iaai" ? platform : "both";
  try {
    const parsed = parseSearchPhrase(text, source);
    if (parsed.confidence > STRUCTURED_SEARCH_THRESHOLD && parsed.make)
      return {
        confidence: parsed.confidence,
        make: parsed.make,
        makeName: parsed.makeName,
        model: parsed.model,
        modelName: parsed.modelName,
        keywords: parsed.keywords,
      };
    return {
      confidence: parsed.confidence,
      make: null,
      makeName: null,
      model: null,
      modelName: null,
      keywords: words(text),
    };
  } catch {
    return { confidence: 0, make: null, makeName: null, model: null, modelName: null, keywords: words(text) };
  }
}
