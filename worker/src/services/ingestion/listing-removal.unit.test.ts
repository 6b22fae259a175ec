// The hold rule over generated listings: a run removes without an admin only what a whole listing leaves out, and
// never more than (1 - minListingShare) of its source's open lots.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { holdReason, type ListingFacts } from "./listing-removal.ts";

const facts = fc.record<ListingFacts>({
  candidates: fc.nat({ max: 100_000 }),
  kept: fc.nat({ max: 100_000 }),
  seen: fc.nat({ max: 200_000 }),
  failedPages: fc.oneof(fc.constant(0), fc.nat({ max: 50 })),
  reachedEnd: fc.boolean(),
  minListingShare: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe("holdReason", () => {
  it("holds exactly the runs that would remove lots from a listing that is empty, broken, cut short or too small", () => {
    fc.assert(
      fc.property(facts, (f) => {
        const reason = holdReason(f);
        const broken =
          !f.reachedEnd || f.seen === 0 || f.failedPages > 0 || f.kept < f.minListingShare * (f.kept + f.candidates);
        expect(reason !== null).toBe(f.candidates > 0 && broken);
        if (reason === null && f.candidates > 0) {
          // What goes without an admin is at most the share the source allows to vanish.
          expect(f.candidates).toBeLessThanOrEqual((1 - f.minListingShare) * (f.kept + f.candidates) + 1e-6);
          expect(f.seen).toBeGreaterThan(0);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("says why, in words an operator acts on", () => {
    const base = { candidates: 70, kept: 30, seen: 30, failedPages: 0, reachedEnd: true, minListingShare: 0.5 };
    expect(holdReason(base)).toBe(
      "The listing held 30 of the source's 100 open lots (30%), less than the 50% required.",
    );
    expect(holdReason({ ...base, seen: 0, kept: 0 })).toBe("The listing was empty.");
    expect(holdReason({ ...base, kept: 90, failedPages: 2 })).toBe("2 pages failed or had an unknown shape.");
    expect(holdReason({ ...base, kept: 90, reachedEnd: false })).toMatch(/page limit/);
    expect(holdReason({ ...base, kept: 70, candidates: 30 })).toBeNull();
    expect(holdReason({ ...base, candidates: 0, seen: 0, kept: 0 })).toBeNull();
  });
});
