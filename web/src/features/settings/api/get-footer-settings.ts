// GET /api/admin/settings/footer (docs/product/api.md#core-calls, docs/product/admin.md#settings): the contact block,
// already merged over the server's defaults.
import type { FooterSettings } from "@app/shared/settings/footer.schemas";
import { apiClient } from "@/lib/api-client";

export async function getFooterSettings(signal?: AbortSignal): Promise<FooterSettings> {
  return (await apiClient.get<{ success: true; data: FooterSettings }>("/api/admin/settings/footer", { signal })).data;
}
