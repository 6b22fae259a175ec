// The skip-reason tally over generated reasons: counts add up, most frequent first, capped, one example per kind.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_SKIP_KINDS, SkipReasonTally } from "./skip-reasons.ts";

const reason = fc.record({
  code: fc.constantFrom("no-lot-number", "unknown-currency", "not-an-object", "store-refused"),
  message: fc.string({ maxLength: 400 }),
  lotNumber: fc.option(fc.string({ maxLength: 60 }), { nil: null }),
  field: fc.option(fc.constantFrom("currency", "year", "vin", "odometerMiles"), { nil: undefined }),
  excerpt: fc.option(fc.string({ unit: "binary", maxLength: 200 }), { nil: undefined }),
});

describe("SkipReasonTally", () => {
  it("counts every reason once under its code and field, most frequent first, keeping the first as example", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(reason, fc.option(fc.nat(), { nil: null })), { maxLength: 300 }), (rs) => {
        const tally = new SkipReasonTally();
        for (const [r, page] of rs) tally.add(r, page);
        const top = tally.top();
        expect(top.reduce((n, k) => n + k.count, 0)).toBe(rs.length);
        for (let i = 1; i < top.length; i++) expect(top[i - 1]!.count).toBeGreaterThanOrEqual(top[i]!.count);
        for (const k of top) {
          const [first, page] = rs.find(([r]) => r.code === k.code && (r.field ?? null) === k.field)!;
          expect(k.example).toEqual({
            page,
            lotNumber: first.lotNumber?.slice(0, 40) ?? null,
            field: first.field ?? null,
            excerpt: first.excerpt?.slice(0, 80) ?? null,
          });
          expect(k.message).toBe(first.message.slice(0, 300));
        }
        // A resumed run starts from what was saved and goes on counting.
        const again = new SkipReasonTally(JSON.parse(JSON.stringify(top)));
        expect(again.top()).toEqual(top);
      }),
    );
  });

  it("keeps at most MAX_SKIP_KINDS kinds, the most frequent, and never grows without bound", () => {
    const tally = new SkipReasonTally();
    for (let i = 0; i < 2000; i++)
      for (let n = 0; n <= i % 7; n++) tally.add({ code: `code-${i}`, message: "m", lotNumber: null }, 1);
    const top = tally.top();
    expect(top).toHaveLength(MAX_SKIP_KINDS);
    expect(top[0]!.code).toBe("other"); // kinds beyond those told apart share one bucket
    expect(top.slice(1).every((k) => k.count === 7)).toBe(true);
  });

  it("ignores a malformed saved tally", () => {
    expect(new SkipReasonTally({ nope: 1 }).top()).toEqual([]);
    expect(new SkipReasonTally([null, { code: 1 }, { code: "x", count: 2 }]).top()).toEqual([]);
  });
});
