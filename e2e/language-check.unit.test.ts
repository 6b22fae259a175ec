// The language test's reader flags what it exists for, in any spelling, and nothing of the page's own language.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import en from "../web/src/i18n/messages-en";
import lt from "../web/src/i18n/messages-lt";
import { languageFindings, vocabularyOf, type Locale } from "./language-check.ts";

const text = (t: string) => ({ text: t, data: "" });
const findings = (locale: Locale, t: string) => languageFindings(locale, text(t));
const clean = { foreign: [], ids: [], codes: [] };

/** A locale's own texts that change between the languages, placeholders and ICU syntax dropped. */
function ownTexts(messages: Record<string, string>, other: Record<string, string>): string[] {
  return Object.entries(messages)
    .filter(([id, t]) => other[id] !== t && !t.includes("{"))
    .map(([, t]) => t);
}

describe("the language reader", () => {
  it("passes each language's own texts on its own pages", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ownTexts(lt, en)), (t) => {
        expect(findings("lt", t)).toEqual(clean);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.constantFrom(...ownTexts(en, lt)), (t) => {
        expect(findings("en", t)).toEqual(clean);
      }),
      { numRuns: 300 },
    );
  });

  it("flags the other language's texts that hold a word of their own", () => {
    const telling = (mine: Locale, theirs: Record<string, string>, ours: Record<string, string>) =>
      ownTexts(theirs, ours).filter((t) => t.length > 25 && findings(mine, t).foreign.length > 0);
    // Nearly every longer text of one language gives itself away on the other's page.
    const ltOnEn = ownTexts(lt, en).filter((t) => t.length > 25);
    expect(telling("en", lt, en).length / ltOnEn.length).toBeGreaterThan(0.95);
    const enOnLt = ownTexts(en, lt).filter((t) => t.length > 25);
    expect(telling("lt", en, lt).length / enOnLt.length).toBeGreaterThan(0.9);
  });

  it("flags server words, place names and zone names of the other language", () => {
    expect(findings("lt", "Bank transfer BBD-2345ABCD").foreign).toEqual(expect.arrayContaining(["bank", "transfer"]));
    expect(findings("lt", "Europe/Berlin").foreign).toContain("europe");
    expect(findings("en", "Banko pavedimas").foreign.length).toBeGreaterThan(0);
    expect(findings("en", "Vilnius, Lietuva · Klaipėdos uostas").foreign).toEqual(
      expect.arrayContaining(["lietuva", "klaipėdos"]),
    );
  });

  it("flags message ids and provider codes however they are cased or joined", () => {
    const id = Object.keys(en).find((k) => k.startsWith("lots."))!;
    expect(findings("en", `Price: ${id}`).ids).toEqual([id]);
    for (const code of ["PURE_SALE", "NEVER_BID", "ON_APPROVAL", "MINIMUM_BID"]) {
      expect(findings("en", `Sale: ${code}`).codes).toEqual([code]);
      expect(languageFindings("lt", { text: "", data: code }).codes).toEqual([code]);
    }
    expect(findings("en", "RUNS AND DRIVES").codes.length).toBeGreaterThan(0);
    expect(findings("lt", "Pažeidimas: HAIL").codes).toEqual(["HAIL"]);
    expect(findings("en", "VIN WBA123 · IAAI · EUR").codes).toEqual([]);
    expect(findings("en", "Front damage: FRONT END; condition RUNS_AND_DRIVES").codes).toEqual([
      "FRONT END",
      "RUNS_AND_DRIVES",
    ]);
    // A model's own capitals are its name, not a feed's wording.
    expect(findings("lt", "Jūsų statymas už 2018 INFINITI Q60 BASE patvirtintas").codes).toEqual([]);
  });

  it("reads marked data apart: a name, a VIN or a town may be in any language", () => {
    expect(languageFindings("en", { text: "Signed in", data: "Ona Testaitė · Šiauliai" })).toEqual(clean);
  });

  it("knows both vocabularies", () => {
    expect(vocabularyOf("en").has("balance")).toBe(true);
    expect(vocabularyOf("lt").has("likutis")).toBe(true);
  });
});
