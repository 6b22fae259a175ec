import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseSearchPhrase, usesStructuredFilters } from "./search-phrase.ts";
import { searchParseResultSchema, type SearchParseResult } from "./search-phrase.schemas.ts";
import type { SearchSource } from "./make-model-mapping.ts";

type Expected = Partial<SearchParseResult>;

// text, source, expected (confidence compared to 4 decimals), and why: the strategy that decides it.
const CASES: [string, SearchSource, Expected, string][] = [
  // Typical phrases, one per common shape.
  ["bmw x5 2015", "copart", { confidence: 0.95, make: "BMW", model: "X5", keywords: ["2015"] }, "exact, make named"],
  [
    "chevy silverado 1500",
    "copart",
    { confidence: 0.95, make: "CHEVROLET", makeName: "Chevrolet", model: "SILVERADO 1500", keywords: [] },
    "exact two-word model; chevy is Chevrolet's alias; Ram's bare 1500 needs Ram named",
  ],
  [
    "f 150 xlt",
    "copart",
    { confidence: 0.935, make: "FORD", model: "F150", modelName: "F150", keywords: ["xlt"] },
    "shortcut 0.85 x 1.1; copart spells F150",
  ],
  ["f 150 xlt", "iaai", { confidence: 0.935, model: "F-150", modelName: "F-150" }, "iaai spells F-150"],
  ["f 150 xlt", "both", { confidence: 0.935, model: "F-150" }, "both keeps the canonical name"],
  [
    "grand cherokee limited",
    "copart",
    { confidence: 0.95, make: "JEEP", model: "GRAND CHEROKEE", keywords: ["limited"] },
    "exact two-word model beats the shortcut",
  ],
  [
    "mercedes benz c300",
    "copart",
    { confidence: 0.6, make: "MERCEDES-BENZ", makeName: "Mercedes-Benz", model: "C-CLASS", keywords: [] },
    "class shorthand alias",
  ],
  ["vw golf", "copart", { confidence: 0.95, make: "VOLKSWAGEN", model: "GOLF", keywords: [] }, "vw alias names it"],
  ["camry", "copart", { confidence: 0.95, make: "TOYOTA", model: "CAMRY", keywords: [] }, "distinctive, one make"],
  ["mustang gt", "copart", { confidence: 0.95, make: "FORD", model: "MUSTANG", keywords: ["gt"] }, "gt is generic"],
  ["model 3", "copart", { confidence: 0.95, make: "TESLA", model: "MODEL 3", keywords: [] }, "two-word model"],
  [
    "WAUC4CF55JA123456",
    "copart",
    { confidence: 0, make: null, model: null, keywords: ["WAUC4CF55JA123456"] },
    "a VIN is a lookup",
  ],
  ["64951306", "copart", { confidence: 0, make: null, keywords: ["64951306"] }, "a lot number is a lookup"],
  // Strategy 1: exact model phrases.
  ["ford f150", "both", { confidence: 0.95, model: "F-150", keywords: [] }, "f150 is F-150 without the hyphen"],
  ["F-150 Lightning", "copart", { confidence: 0.95, model: "F150 LIGHTNING" }, "longest phrase wins"],
  ["honda crv", "copart", { confidence: 0.95, model: "CR-V" }, "crv = cr-v"],
  ["town and country", "copart", { confidence: 0.95, make: "CHRYSLER", model: "TOWN & COUNTRY" }, "and = &"],
  [
    "land rover range rover sport",
    "copart",
    { confidence: 0.95, make: "LAND ROVER", model: "RANGE ROVER SPORT", keywords: [] },
    "two-word make, three-word model",
  ],
  ["range rover", "copart", { confidence: 0.95, make: "LAND ROVER", model: "RANGE ROVER" }, "model without make"],
  ["x5", "copart", { confidence: 0.85, make: "BMW", model: "X5" }, "short model without its make"],
  ["fit", "copart", { confidence: 0.85, make: "HONDA", model: "FIT" }, "three letters: ambiguous"],
  ["viper", "copart", { confidence: 0.85, make: "DODGE", model: "VIPER" }, "Dodge and SRT both have a Viper"],
  ["polestar 2", "copart", { confidence: 0.95, make: "POLESTAR", model: "POLESTAR 2" }, "make inside the model"],
  ["dodge ram 1500", "copart", { confidence: 0.95, make: "RAM", model: "1500", keywords: ["dodge"] }, "Ram named"],
  ["hyundai genesis", "copart", { confidence: 0.95, make: "HYUNDAI", model: "GENESIS" }, "model of a named make"],
  ["genesis", "copart", { confidence: 0.6, make: "GENESIS", model: null }, "the word names the make Genesis"],
  ["bmw 328i", "copart", { confidence: 0.95, model: "328I", modelName: "328i" }, "copart lists the model"],
  ["bmw 328i", "iaai", { confidence: 0.95, model: "3 SERIES", modelName: "3 Series" }, "iaai lists the series"],
  [
    "white camry 2018 clean title",
    "copart",
    { confidence: 0.95, model: "CAMRY", keywords: ["white", "2018", "clean", "title"] },
    "leftovers keep their order",
  ],
  ["audi s5 prestige", "copart", { confidence: 0.95, make: "AUDI", model: "S5", keywords: ["prestige"] }, "trim left"],
  ["lambo huracan", "copart", { confidence: 0.95, make: "LAMBORGHINI", model: "HURACAN" }, "lambo alias"],
  ["Škoda Octavia", "copart", { confidence: 0, keywords: ["skoda", "octavia"] }, "not in the US catalogue"],
  // Strategy 2: shortcuts.
  ["f150", "iaai", { confidence: 0.95, model: "F-150" }, "joined form matches exactly"],
  ["ford f 250", "copart", { confidence: 0.95, model: "F250 SUPER DUTY", keywords: [] }, "shortcut, make named"],
  ["f 350 dually", "iaai", { confidence: 0.935, model: "F-350 SUPER DUTY", keywords: ["dually"] }, "shortcut"],
  ["silverado", "copart", { confidence: 0.935, make: "CHEVROLET", model: "SILVERADO 1500" }, "shortcut"],
  // Strategy 3: make word and model prefixes.
  ["toyota corol", "copart", { confidence: 0.9, model: "COROLLA", keywords: [] }, "1 of 1 words"],
  ["jeep grand cher", "copart", { confidence: 0.9, model: "GRAND CHEROKEE" }, "2 of 2 words by prefix"],
  ["jeep grand", "copart", { confidence: 0.7, model: "GRAND CHEROKEE" }, "1 of 2: min(0.7, 0.5 + 0.5)"],
  ["mercedes c class", "copart", { confidence: 0.9, model: "C-CLASS", keywords: [] }, "short word settles the tie"],
  ["chevy bolt", "copart", { confidence: 0.9, model: "BOLT EV" }, "shorter name of the tie"],
  // Strategy 4: model-first inference.
  ["corol", "copart", { confidence: 0.855, make: "TOYOTA", model: "COROLLA" }, "0.9 x min(0.95, 0.7 + 0.25)"],
  ["highlan 2019", "copart", { confidence: 0.855, model: "HIGHLANDER", keywords: ["2019"] }, "year not a word"],
  ["sport", "copart", { confidence: 0, make: null, keywords: ["sport"] }, "a trim word never picks a model"],
  // Strategy 5: aliases.
  ["tesla", "copart", { confidence: 0.6, make: "TESLA", model: null, keywords: [] }, "make only"],
  ["chevy", "copart", { confidence: 0.6, make: "CHEVROLET", model: null }, "alias, make only"],
  ["bmw coupe", "copart", { confidence: 0.6, make: "BMW", model: null, keywords: ["coupe"] }, "no BMW Coupe"],
  ["mazda 3", "copart", { confidence: 0.6, make: "MAZDA", model: "MAZDA3" }, "make + number alias"],
  ["mazda cx 5", "copart", { confidence: 0.6, model: "CX-5" }, "split spelling alias"],
  ["audi rs5", "copart", { confidence: 0.6, model: "RS 5" }, "joined spelling alias"],
  ["mercedes e350", "copart", { confidence: 0.6, model: "E-CLASS" }, "e-prefix with the make named"],
  ["e350", "copart", { confidence: 0, make: null }, "e350 alone could be Ford's E-350"],
  ["gle350 4matic", "copart", { confidence: 0.6, model: "GLE", keywords: ["4matic"] }, "class shorthand alone"],
  // Nothing to match.
  ["2015", "copart", { confidence: 0, keywords: ["2015"] }, "a year alone"],
  ["coupe", "copart", { confidence: 0, keywords: ["coupe"] }, "generic word needs its make"],
  ["   ", "copart", { confidence: 0, keywords: [] }, "blank"],
  ["1234", "copart", { confidence: 0, keywords: ["1234"] }, "too short for a lot number"],
  ["WAUC4CF55JA12345I", "copart", { confidence: 0, keywords: ["wauc4cf55ja12345i"] }, "I: not a VIN, a word"],
];

describe("parseSearchPhrase", () => {
  it("has at least 40 cases", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)("%j (%s)", (text, source, expected, _why) => {
    const result = parseSearchPhrase(text, source);
    expect(searchParseResultSchema.safeParse(result).success).toBe(true);
    const { confidence, ...rest } = expected;
    if (confidence !== undefined) expect(result.confidence).toBeCloseTo(confidence, 4);
    expect(result).toMatchObject(rest);
  });

  it("uses structured filters above 0.5 only", () => {
    expect(usesStructuredFilters(parseSearchPhrase("tesla"))).toBe(true);
    expect(usesStructuredFilters(parseSearchPhrase("jeep grand"))).toBe(true);
    expect(usesStructuredFilters({ ...parseSearchPhrase("tesla"), confidence: 0.5 })).toBe(false);
  });

  it("never throws and keeps every word either matched or as a keyword", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.constantFrom("copart", "iaai", "both"), (text, source) => {
        const result = parseSearchPhrase(text, source as SearchSource);
        expect(searchParseResultSchema.safeParse(result).success).toBe(true);
        expect(result.confidence).toBeLessThanOrEqual(0.95);
        if (result.model !== null) expect(result.make).not.toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});
