// The phrase step of the search: text typed in the search box becomes make/model filters when the parser is confident
// enough (above 0.5, docs/product/search.md#phrase-search), and keywords otherwise; a parser failure falls back to
// keywords. Keywords that name damage ("front end", "rear", "hail") become the damage filter (damage-words.ts says
// why).
import { namedDamage, type NamedDamage } from "@app/shared/search/damage-words";
import { STRUCTURED_SEARCH_THRESHOLD, parseSearchPhrase, type LotCounts } from "@app/shared/search/search-phrase";
import type { SearchQuery } from "@app/shared/search/search-query.schemas";

export type AppliedPhrase = {
  confidence: number;
  make: string | null;
  makeName: string | null;
  model: string | null;
  modelName: string | null;
  /** Damage the words named, searched as the damage filter (primary or secondary damage is one of the types). */
  damage: NamedDamage[];
  keywords: string[];
};

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);

export function applyPhrase(text: string, platform: SearchQuery["platform"], lotCounts?: LotCounts): AppliedPhrase {
  const source = platform === "copart" || platform === "iaai" ? platform : "both";
  const unplaced = { confidence: 0, make: null, makeName: null, model: null, modelName: null };
  try {
    const parsed = parseSearchPhrase(text, source, lotCounts);
    if (parsed.confidence > STRUCTURED_SEARCH_THRESHOLD && parsed.make)
      return {
        confidence: parsed.confidence,
        make: parsed.make,
        makeName: parsed.makeName,
        model: parsed.model,
        modelName: parsed.modelName,
        ...namedDamage(parsed.keywords),
      };
    return { ...unplaced, confidence: parsed.confidence, ...namedDamage(words(text)) };
  } catch {
    return { ...unplaced, ...namedDamage(words(text)) };
  }
}
