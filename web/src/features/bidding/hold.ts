// The hold a bid or buy-now request freezes, as the API computes it (shared/src/money/fx.ts holdEurCents): 10% of
// the USD amount converted at the broker's rate, rounded half up to the cent, in integer arithmetic. Mirrored here
// rather than imported so the dashboard chunk does not carry zod along with the shared module.

/** Bidding power (docs/product/bidding.md#bidding-power): ten times the available balance. */
export const BIDDING_POWER_MULTIPLE = 10;
const HOLD_PERCENT = 10;

function rateMicros(rate: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d{1,6}))?$/.exec(rate.trim());
  if (!m) return null;
  return Number(m[1]) * 1_000_000 + Number((m[2] ?? "").padEnd(6, "0"));
}

/** EUR hold for `usd` at `rate` ("0.9200"); null when the rate is unknown (the landed cost has not loaded). */
export function holdEur(usd: number, rate: string | undefined): number | null {
  const micros = rate ? rateMicros(rate) : null;
  if (micros === null || !Number.isFinite(usd) || usd <= 0) return null;
  const n = BigInt(Math.round(usd * 100)) * BigInt(micros * HOLD_PERCENT);
  const d = BigInt(100 * 1_000_000);
  return Number((n * 2n + d) / (2n * d)) / 100;
}

/** When pre-bids close: 1 hour before the live sale (shared/src/catalogue/lot-status.ts preBidCutoff). */
export const PRE_BID_CUTOFF_MS = 60 * 60 * 1000;

export function preBidCutoff(auctionDate: string | null): Date | null {
  if (!auctionDate) return null;
  const at = new Date(auctionDate).getTime();
  return Number.isFinite(at) ? new Date(at - PRE_BID_CUTOFF_MS) : null;
}
