// The smallest maximum bid the broker takes (docs/product/bidding.md#minimum-bid): one bid step above the lot's
// current bid, and never under the broker's floor (Setting `limits.minimumMaxBid`). A raise must also be one step
// above the customer's own maximum. The server refuses below it and the bid dialog says it before sending, both
// from this file. Amounts are cents of the auction's currency; no zod here, so the web's bid dialog stays light.

/** The bid ladder of the US auctions: from each amount up, bids go in this step (both in cents). */
export const BID_INCREMENTS: readonly { readonly fromCents: number; readonly stepCents: number }[] = [
  { fromCents: 0, stepCents: 100 },
  { fromCents: 500, stepCents: 500 },
  { fromCents: 4_000, stepCents: 1_000 },
  { fromCents: 10_000, stepCents: 2_500 },
  { fromCents: 100_000, stepCents: 5_000 },
  { fromCents: 500_000, stepCents: 10_000 },
  { fromCents: 2_500_000, stepCents: 25_000 },
  { fromCents: 5_000_000, stepCents: 50_000 },
  { fromCents: 10_000_000, stepCents: 100_000 },
];

/** The floor when the broker has not set one: $100. */
export const DEFAULT_MINIMUM_MAX_BID = 100;

/** The step that follows a bid of `amountCents` on the ladder. */
export function bidIncrementCents(amountCents: number): number {
  let step = BID_INCREMENTS[0]!.stepCents;
  for (const rung of BID_INCREMENTS) if (amountCents >= rung.fromCents) step = rung.stepCents;
  return step;
}

export type MinimumInput = {
  /** The lot's current auction bid, null or 0 when nobody has bid. */
  currentBidCents: number | null;
  /** The broker's floor for any maximum bid. */
  floorCents: number;
  /** The customer's own open maximum on this lot, when the bid is a raise. */
  currentMaxCents?: number | null;
};

const nextStep = (cents: number) => cents + bidIncrementCents(cents);

/** The smallest maximum bid accepted, in whole units (cents rounded up to the dollar). */
export function minimumMaxBidCents({ currentBidCents, floorCents, currentMaxCents }: MinimumInput): number {
  const current = Math.max(0, currentBidCents ?? 0);
  let minimum = Math.max(floorCents, nextStep(current));
  if (currentMaxCents !== null && currentMaxCents !== undefined && currentMaxCents > 0)
    minimum = Math.max(minimum, nextStep(currentMaxCents));
  return Math.ceil(minimum / 100) * 100;
}

/** Whether a maximum of `maxBidCents` is at or above the minimum. */
export function meetsMinimum(maxBidCents: number, input: MinimumInput): boolean {
  return maxBidCents >= minimumMaxBidCents(input);
}
