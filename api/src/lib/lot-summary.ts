// The short lot a bid, watchlist item or purchase is shown with: enough for a list row (title, picture, auction
// date, prices, status now). Read from PostgreSQL, the system of record, in one query per list.
import type { Db, Lot } from "@app/db/client";
import { isPreBidOpen, lotStatus, preBidCutoff } from "@app/shared/catalogue/lot-status";
import { fromCents } from "@app/shared/money/money.schemas";

const money = (cents: number | null, currency: string) =>
  cents === null ? null : { amount: fromCents(cents), currency };

/**
 * A lot as the money paths and lists read it: every column but the provider's raw JSON (2-3 KB each, never shown)
 * and the search's filter keys (64-bit integers, which JSON cannot carry).
 */
export type LotRow = Omit<Lot, "originalData" | "searchFacetKeys">;
export const WITHOUT_RAW = { originalData: true, searchFacetKeys: true } as const;

export function lotSummary(lot: LotRow, now: Date) {
  return {
    id: lot.id,
    platform: lot.platform,
    lotNumber: lot.lotNumber,
    title: lot.title,
    year: lot.year,
    make: lot.make,
    model: lot.model,
    vin: lot.vin,
    imageUrl: lot.thumbnailUrl ?? lot.imageUrls[0] ?? null,
    location: lot.location,
    auctionDate: lot.auctionDate?.toISOString() ?? null,
    preBidClosesAt: preBidCutoff(lot.auctionDate)?.toISOString() ?? null,
    preBidOpen: !lot.removedAt && isPreBidOpen(lot, now),
    status: lotStatus(lot, now),
    currentBid: money(lot.currentBidCents, lot.currency),
    buyNowPrice: money(lot.buyNowPriceCents, lot.currency),
  };
}
export type LotSummary = ReturnType<typeof lotSummary>;

export async function lotSummaries(
  db: Pick<Db, "lot">,
  lotIds: readonly string[],
  now = new Date(),
): Promise<Map<string, LotSummary>> {
  if (!lotIds.length) return new Map();
  const lots = await db.lot.findMany({ where: { id: { in: [...new Set(lotIds)] } }, omit: WITHOUT_RAW });
  return new Map(lots.map((l) => [l.id, lotSummary(l, now)]));
}
