import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DAMAGE_DESCRIPTIONS } from "../reference-data/damage-types.ts";
import { odometerBrandOf } from "./lot-vocabulary.ts";
import { PROVIDER_TERMS, providerTerm, termKey, type ProviderTermKind } from "./provider-terms.ts";

/** The same words as a provider might spell them: any letter case, separators re-spelt, space around them. */
function respelt(text: string): fc.Arbitrary<string> {
  const tokens = text.split(/(\s+|[_/&-])/).filter((t) => t !== "");
  const separator = (t: string) =>
    /^\s+$/.test(t) ? fc.constantFrom(" ", "  ", "_", "\u00a0") : fc.constantFrom(t, ` ${t} `, ` ${t}`);
  return fc
    .tuple(
      fc.tuple(...tokens.map((t) => (/^[\s_/&-]+$/.test(t) ? separator(t) : fc.constant(t)))),
      fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }),
      fc.constantFrom("", " ", "\t"),
    )
    .map(([parts, upper, pad]) => {
      const joined = parts.join("");
      const cased = [...joined].map((c, i) => (upper[i % upper.length] ? c.toUpperCase() : c.toLowerCase())).join("");
      return `${pad}${cased}${pad}`;
    });
}

describe("provider terms", () => {
  it("name every damage description of the three vocabularies", () => {
    expect(DAMAGE_DESCRIPTIONS.filter((d) => providerTerm("damage", d) === null)).toEqual([]);
  });

  it("name each odometer brand the adapters store, whatever the provider sent", () => {
    const sent = ["A", "N", "E", "X", "T", "Actual", "(NOT ACTUAL)", "Exceeds Mechanical Limits", "EXEMPT", "TMU"];
    for (const text of sent) expect(providerTerm("odometerBrand", odometerBrandOf(text)), text).not.toBeNull();
  });

  it("name the title documents that say the title's kind, and leave a state's own document name alone", () => {
    for (const text of ["CLEAR", "SALVAGE CERTIFICATE", "CERT OF TITLE-SALVAGE", "REBUILDABLE", "NON-REPAIRABLE"])
      expect(providerTerm("titleType", text), text).not.toBeNull();
    expect(providerTerm("titleType", "CERTIFICATE OF TITLE (P)")).toBeNull();
  });

  it("name the conditions the adapters write (Copart, IAAI, European)", () => {
    for (const text of [
      "RUNS AND DRIVES",
      "ENGINE START PROGRAM",
      "DOES NOT RUN",
      "Starts",
      "Stationary",
      "Run & Drive",
    ])
      expect(providerTerm("condition", text), text).not.toBeNull();
  });

  it("read a word the same however it is cased, spaced or separated", () => {
    const known = DAMAGE_DESCRIPTIONS.concat(["MINOR DENT/SCRATCHES", "BURN - ENGINE", "FRONT & REAR"]);
    fc.assert(
      fc.property(
        fc.constantFrom(...known).chain((d) => fc.tuple(fc.constant(d), respelt(d))),
        ([description, spelling]) => providerTerm("damage", spelling) === providerTerm("damage", description),
      ),
      { numRuns: 500 },
    );
    expect(providerTerm("saleStatus", "Pure Sale")).toBe(providerTerm("saleStatus", "PURE_SALE"));
    expect(providerTerm("condition", "RUN & DRIVE")).toBe(providerTerm("condition", "Run and Drive"));
  });

  it("know nothing of other words, and never fail on any text", () => {
    const kinds: ProviderTermKind[] = [
      "damage",
      "titleType",
      "odometerBrand",
      "condition",
      "airbags",
      "loss",
      "saleStatus",
      "bidStatus",
      "auctionStatus",
    ];
    expect(providerTerm("damage", "FRONT")).toBeNull();
    expect(providerTerm("damage", "FRONT END REAR")).toBeNull();
    expect(providerTerm("airbags", "")).toBeNull();
    expect(providerTerm("airbags", null)).toBeNull();
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.string({ unit: "binary" }), (kind, text) => {
        const term = providerTerm(kind, text);
        return term === null || PROVIDER_TERMS.includes(term);
      }),
    );
  });

  it("keys keep letters and digits only, in single-spaced words", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => /^(?:[A-Z0-9]+(?: [A-Z0-9]+)*)?$/.test(termKey(text))),
    );
  });
});
