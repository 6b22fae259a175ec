// The popularity tie-break of the phrase parser's prefix strategies: among models the typed words fit equally well,
// the one more lots carry wins; lot counts never make a worse fit win, and without them the order is unchanged.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAKE_MODEL_CATALOGUE } from "./make-model-catalogue.ts";
import { modelKey, parseSearchPhrase, type LotCounts } from "./search-phrase.ts";
import type { SearchSource } from "./make-model-mapping.ts";

const SOURCES: SearchSource[] = ["both", "copart", "iaai"];
const picked = (text: string, source: SearchSource, counts?: LotCounts) => {
  const r = parseSearchPhrase(text, source, counts);
  return r.make && r.model ? { make: r.make, model: r.model } : null;
};
const both = (text: string, counts?: LotCounts) => {
  const r = parseSearchPhrase(text, "both", counts);
  return r.make && r.model ? modelKey(r.make, r.model) : null;
};

/** Models of one make that share their first word (Silverado 1500 / Silverado EV / Silverado 2500HD...). */
const FAMILIES = MAKE_MODEL_CATALOGUE.flatMap((make) => {
  const byWord = new Map<string, string[]>();
  for (const m of make.models) {
    const word = m.name.toLowerCase().split(/[\s-]+/)[0] ?? "";
    if (!/^[a-z]{5,}$/.test(word)) continue;
    byWord.set(word, [...(byWord.get(word) ?? []), m.code]);
  }
  return [...byWord]
    .filter(([, models]) => models.length >= 2)
    .map(([word, models]) => ({ make: make.code, makeName: make.name, word, models }));
});
const ALL_MODELS = MAKE_MODEL_CATALOGUE.flatMap((mk) => mk.models.map((m) => modelKey(mk.code, m.code)));

/** A phrase that fits a family's models by prefix only: a cut first word, with or without the make's name. */
const familyPhrase = fc
  .constantFrom(...FAMILIES)
  .chain((f) =>
    fc.record({
      family: fc.constant(f),
      cut: fc.integer({ min: 4, max: f.word.length - 1 }),
      withMake: fc.boolean(),
      upper: fc.boolean(),
    }),
  )
  .map(({ family, cut, withMake, upper }) => {
    const prefix = family.word.slice(0, cut);
    const text = withMake ? `${family.makeName} ${prefix}` : prefix;
    return { family, text: upper ? text.toUpperCase() : text };
  });

describe("the popularity tie-break", () => {
  it("picks the Silverado most lots carry for a cut word, and the order stays without counts", () => {
    const counts = new Map([
      [modelKey("CHEVROLET", "SILVERADO 1500"), 420],
      [modelKey("CHEVROLET", "SILVERADO EV"), 3],
      [modelKey("CHEVROLET", "SILVERADO 2500HD"), 90],
    ]);
    for (const text of ["silverad", "silvera", "Chevrolet silverad", "chevy silverad", "SILVERAD"]) {
      expect(picked(text, "copart", counts), text).toEqual({ make: "CHEVROLET", model: "SILVERADO 1500" });
    }
    expect(picked("silverad", "copart", new Map([[modelKey("CHEVROLET", "SILVERADO EV"), 5]]))?.model).toBe(
      "SILVERADO EV",
    );
    // Without counts the earlier order stands (the fullest fit first).
    expect(picked("silverad", "copart")?.model).toBe("SILVERADO EV");
    // A whole model name is an exact match: counts do not move it.
    expect(picked("silverado ev", "copart", counts)?.model).toBe("SILVERADO EV");
  });

  it("among two models the typed words fit equally well, the one with more lots wins, in every source", () => {
    let checked = 0;
    fc.assert(
      fc.property(
        familyPhrase,
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom(...SOURCES),
        ({ family, text }, i, j, x, y, source) => {
          const a = modelKey(family.make, family.models[i % family.models.length]!);
          const b = modelKey(family.make, family.models[j % family.models.length]!);
          fc.pre(a !== b && x !== y);
          // Both fit the phrase as well as the best fit: each wins alone with a lot.
          fc.pre(both(text, new Map([[a, 1]])) === a && both(text, new Map([[b, 1]])) === b);
          checked++;
          const counts = new Map([
            [a, x],
            [b, y],
          ]);
          const expected = x > y ? a : b;
          expect(both(text, counts)).toBe(expected);
          // The source changes the spelling of the answer, never which model wins.
          const inSource = parseSearchPhrase(text, source, counts);
          expect(inSource.make).toBe(expected.split("|")[0]);
          expect(parseSearchPhrase(text, "both", counts).confidence).toBe(parseSearchPhrase(text, "both").confidence);
        },
      ),
      { numRuns: 300 },
    );
    expect(checked).toBeGreaterThan(50);
  });

  it("lets counts move a phrase only to a model of the same fit: any model given the most lots wins or nothing moves", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          familyPhrase.map((p) => p.text),
          fc.constantFrom(...ALL_MODELS).map((k) => k.split("|")[1]!.toLowerCase().slice(0, 6)),
        ),
        fc.constantFrom(...ALL_MODELS),
        fc.array(fc.tuple(fc.constantFrom(...ALL_MODELS), fc.nat({ max: 1000 })), { maxLength: 30 }),
        (text, boosted, noise) => {
          const counts = new Map(noise);
          const before = both(text, counts);
          const most = Math.max(0, ...counts.values()) + 1;
          const after = both(text, new Map([...counts, [boosted, most]]));
          expect([before, boosted]).toContain(after);
          // Equal counts for every model change nothing.
          expect(both(text, new Map(ALL_MODELS.map((k) => [k, 7])))).toBe(both(text));
          // The winner with counts carries at least as many lots as the winner without.
          const plain = both(text);
          if (before !== plain && before && plain)
            expect(counts.get(before) ?? 0).toBeGreaterThan(counts.get(plain) ?? 0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
