// POST /api/search/parse (docs/product/search.md#phrase-search): free text and the source it is for, answered with the
// parse result.
import { z } from "zod";

export const SEARCH_SOURCES = ["copart", "iaai", "both"] as const;
export const searchSourceSchema = z.enum(SEARCH_SOURCES);

/** The global search box trims and sends what was typed; 200 characters is far more than any real phrase. */
export const SEARCH_TEXT_MAX_LENGTH = 200;

export const searchParseBodySchema = z.object({
  text: z.string().max(SEARCH_TEXT_MAX_LENGTH),
  /** The web calls the parser with source 'copart' (docs/product/search.md#where-searches-start). */
  source: searchSourceSchema.default("copart"),
});
export type SearchParseBody = z.infer<typeof searchParseBodySchema>;

export const searchParseResultSchema = z.object({
  confidence: z.number().min(0).max(1),
  make: z.string().nullable(),
  makeName: z.string().nullable(),
  model: z.string().nullable(),
  modelName: z.string().nullable(),
  keywords: z.array(z.string()),
});
export type SearchParseResult = z.infer<typeof searchParseResultSchema>;
