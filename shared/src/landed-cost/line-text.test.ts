// Every rule the calculator can write reads whole in both languages: generated inputs over every branch (platforms,
// titles, Buy Now, pickups, fuels, motorcycles of any size, ATVs, CO2 figures, European schemes and buyers), each line's
// English text being exactly its stored rule, and bills issued before lines kept their text showing their rule.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateLandedCost } from "./landed-cost.ts";
import { defaultTables } from "./landed-cost.test-support.ts";
import { lineRule, renderLineText, type LineText } from "./line-text.ts";

const us = fc.record({
  platform: fc.constantFrom("copart" as const, "iaai" as const),
  priceCents: fc.integer({ min: 100_00, max: 90_000_00 }),
  titleGroup: fc.constantFrom("C", "S", "clean", "salvage"),
  bidType: fc.constantFrom("online" as const, "buy_now" as const),
  pickup: fc.boolean(),
  vehicleType: fc.constantFrom("automobile" as const, "motorcycle" as const, "atv" as const),
  fuel: fc.option(fc.constantFrom("gasoline" as const, "diesel" as const, "electric" as const, "hybrid" as const), {
    nil: undefined,
  }),
  engineCc: fc.option(fc.integer({ min: 50, max: 2_500 }), { nil: undefined }),
  co2GramsPerKm: fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined }),
  year: fc.option(fc.integer({ min: 1960, max: 2026 }), { nil: undefined }),
  buyerType: fc.constantFrom("private" as const, "business" as const),
});
const europe = fc.record({
  platform: fc.constant("europe" as const),
  priceCents: fc.integer({ min: 100_00, max: 90_000_00 }),
  country: fc.constantFrom("DE", "FR", "IT", "NL", "BE", "PL"),
  vatScheme: fc.constantFrom("margin" as const, "vat-qualifying" as const),
  auctionFeeCents: fc.option(fc.integer({ min: 0, max: 2_000_00 }), { nil: undefined }),
  buyerType: fc.constantFrom("private" as const, "business" as const),
  vatRegistered: fc.boolean(),
});

/** Yards of the default tables that have a towing rate, per platform. */
const YARDS = { copart: "GA - Savannah", iaai: "Houston" } as const;

function linesOf(input: Record<string, unknown>) {
  const yard = input.platform === "europe" ? {} : { yard: YARDS[input.platform as "copart" | "iaai"] };
  return calculateLandedCost({ ...input, ...yard } as never, defaultTables("0.9200")).lines;
}

describe("cost line texts", () => {
  it("read whole in both languages, English exactly as the stored rule, Lithuanian in its own words and figures", () => {
    fc.assert(
      fc.property(fc.oneof(us, europe), (input) => {
        for (const line of linesOf(input)) {
          expect(line.text, line.code).toBeDefined();
          expect(lineRule("en", line)).toBe(line.rule);
          const lt = lineRule("lt", line);
          expect(lt, line.code).not.toBe(line.rule);
          for (const text of [lt, line.rule]) expect(text, line.code).not.toMatch(/[{}]|undefined|NaN|\[object/);
          // Lithuanian figures: no dollar or euro sign in front, no decimal point, no comma grouping.
          expect(lt, line.code).not.toMatch(/[$€]\d|\d\.\d|\d,\d{3}\b/);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("name a European lot's country in the reader's language", () => {
    const line = linesOf({ platform: "europe", priceCents: 10_000_00, country: "DE", vatScheme: "margin" }).find(
      (l) => l.code === "eu_truck_transport",
    )!;
    expect(lineRule("en", line)).toContain("Germany");
    expect(lineRule("lt", line)).toContain("Vokietija");
  });

  it("leave a line issued before texts were kept, or with a text no catalogue has, to its rule as written", () => {
    expect(lineRule("lt", { rule: "Broker fee: fixed €300.00 per vehicle" })).toBe(
      "Broker fee: fixed €300.00 per vehicle",
    );
    const unknown = { id: "costs.noSuchText" } as unknown as LineText;
    expect(lineRule("lt", { rule: "As written", text: unknown })).toBe("As written");
    expect(lineRule("lt", { rule: "As written", text: "costs.brokerFee" as unknown as LineText })).toBe("As written");
  });

  it("render amounts to the cent in each language's format", () => {
    const text: LineText = { id: "costs.brokerFee", params: { amount: { cents: 1_234_50, currency: "EUR" } } };
    expect(renderLineText("en", text)).toBe("Broker fee: fixed €1,234.50 per vehicle");
    expect(renderLineText("lt", text).replace(/\s/g, " ")).toBe(
      "Tarpininkavimo mokestis: fiksuotas 1 234,50 € už transporto priemonę",
    );
  });
});
