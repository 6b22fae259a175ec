// The hold rule over generated listings: a run removes without an admin only what a whole listing leaves out, and
// never more than (1 - minListingShare) of its source's open lots.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { holdReasonSchema, holdReasonText } from "@app/shared/ingestion/hold-reason";
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
        if (reason) expect(holdReasonSchema.safeParse(reason).success).toBe(true); // the API can pass it on
        if (reason === null && f.candidates > 0) {
          // What goes without an admin is at most the share the source allows to vanish.
          expect(f.candidates).toBeLessThanOrEqual((1 - f.minListingShare) * (f.kept + f.candidates) + 1e-6);
          expect(f.seen).toBeGreaterThan(0);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("says why, as a code with its figures and in words an operator acts on", () => {
    const base = { candidates: 70, kept: 30, seen: 30, failedPages: 0, reachedEnd: true, minListingShare: 0.5 };
    const text = (f: ListingFacts) => {
      const r = holdReason(f);
      return r && holdReasonText(holdReasonSchema.parse(r));
    };
    expect(holdReason(base)).toEqual({ code: "short-listing", kept: 30, total: 100, requiredShare: 0.5 });
    expect(text(base)).toBe("The listing held 30 of the source's 100 open lots (30%), less than the 50% required.");
    expect(text({ ...base, seen: 0, kept: 0 })).toBe("The listing was empty.");
    expect(text({ ...base, kept: 90, failedPages: 2 })).toBe("2 pages failed or had an unknown shape.");
    expect(text({ ...base, kept: 90, failedPages: 1 })).toBe("1 page failed or had an unknown shape.");
    expect(text({ ...base, kept: 90, reachedEnd: false })).toMatch(/page limit/);
    expect(holdReason({ ...base, kept: 70, candidates: 30 })).toBeNull();
    expect(holdReason({ ...base, candidates: 0, seen: 0, kept: 0 })).toBeNull();
  });
});
