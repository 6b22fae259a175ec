// POST /api/search/parse {text, source: 'copart'} (spec section 7): the phrase parser as a call.
import { apiClient } from "@/lib/api-client";
import type { PhraseParse } from "../search-target";

export async function parseSearchPhrase(text: string, signal?: AbortSignal): Promise<PhraseParse> {
  return apiClient.post<PhraseParse & { success: true }>("/api/search/parse", { text, source: "copart" }, { signal });
}
