// GET /api/lots/{platform}/{lotNumber}: the full normalised lot (docs/product/lots.md#normalised-lot). `tz` and
// `locale` make the server's formatted auction date match what the visitor reads; the page formats its own dates
// anyway.
import { useQuery } from "@tanstack/react-query";
import type { NormalisedLot } from "@app/shared/catalogue/normalised-lot";
import { apiClient } from "@/lib/api-client";
import type { Locale } from "@/lib/intl";

export type Lot = NormalisedLot;

export const lotKey = (platform: string, lotNumber: string) => ["lots", platform, lotNumber] as const;

export async function getLot(platform: string, lotNumber: string, locale: Locale, signal?: AbortSignal): Promise<Lot> {
  const query = new URLSearchParams({ tz: String(-new Date().getTimezoneOffset()), locale });
  const body = await apiClient.get<{ success: true; lot: Lot }>(
    `/api/lots/${encodeURIComponent(platform)}/${encodeURIComponent(lotNumber)}?${query.toString()}`,
    { signal },
  );
  return body.lot;
}

export function useLot(platform: string, lotNumber: string, locale: Locale) {
  return useQuery({
    queryKey: lotKey(platform, lotNumber),
    queryFn: ({ signal }) => getLot(platform, lotNumber, locale, signal),
  });
}
