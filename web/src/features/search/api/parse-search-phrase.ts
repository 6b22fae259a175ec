// POST /api/search/parse {text, source: 'copart'} (docs/product/search.md#where-searches-start): the phrase parser as a
// call.
import { apiClient } from "@/lib/api-client";
import type { PhraseParse } from "../search-target";

export async function parseSearchPhrase(text: string, signal?: AbortSignal): Promise<PhraseParse> {
  return apiClient.post<PhraseParse & { success: true }>("/api/search/parse", { text, source: "copart" }, { signal });
}
