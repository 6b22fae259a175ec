import { describe, expect, it } from "vitest";
import * as shared from "@app/shared/search/search-phrase";
import { classifySearch, lotVinSearchUrl, phraseSearchUrl, STRUCTURED_SEARCH_THRESHOLD } from "./search-target";

describe("global search box target", () => {
  it("uses the same confidence rule as the server's parser (and the same VIN reading: shared/src/search/lot-vin.ts)", () => {
    expect(STRUCTURED_SEARCH_THRESHOLD).toBe(shared.STRUCTURED_SEARCH_THRESHOLD);
  });

  it.each([
    ["", { kind: "empty" }],
    ["   ", { kind: "empty" }],
    ["1hgcm82633a004352", { kind: "lotVin", value: "1HGCM82633A004352" }],
    [" 45139005 ", { kind: "lotVin", value: "45139005" }],
    ["12345", { kind: "lotVin", value: "12345" }],
    ["1234", { kind: "phrase", text: "1234" }],
    ["1234567890123", { kind: "phrase", text: "1234567890123" }],
    // I, O and Q never appear in a VIN: this is a phrase
    ["1HGCM82633A00435O", { kind: "phrase", text: "1HGCM82633A00435O" }],
    ["bmw x5 2019", { kind: "phrase", text: "bmw x5 2019" }],
    // A masked VIN copied from a card goes to the lot/VIN search too; fewer than 11 characters shown is a phrase.
    ["2g1svztx1hp******", { kind: "lotVin", value: "2G1SVZTX1HP******" }],
    [" 2G1SVZTX1HP12#### ", { kind: "lotVin", value: "2G1SVZTX1HP12####" }],
    ["2G1SVZTX1H*******", { kind: "phrase", text: "2G1SVZTX1H*******" }],
    ["2G1SVZTX1HP*****", { kind: "phrase", text: "2G1SVZTX1HP*****" }],
  ])("reads %j", (input, expected) => {
    expect(classifySearch(input)).toEqual(expected);
  });

  it("sends a VIN or lot number to the lot/VIN search", () => {
    expect(lotVinSearchUrl("45139005")).toBe("/search?vinlot=45139005");
  });

  it("turns a confident parse into make and model filters with the leftover words as keyword", () => {
    const url = phraseSearchUrl("bmw x5 red", {
      confidence: 0.95,
      make: "BMW",
      makeName: "BMW",
      model: "X5",
      modelName: "X5",
      keywords: ["red"],
    });
    expect(url).toBe("/search?make=BMW&makeName=BMW&model=X5&modelName=X5&keyword=red");
  });

  it("keeps the whole text as keyword when the parse is unsure or failed", () => {
    const unsure = { confidence: 0.5, make: "BMW", makeName: "BMW", model: null, modelName: null, keywords: [] };
    expect(phraseSearchUrl("something odd", unsure)).toBe("/search?keyword=something+odd");
    expect(phraseSearchUrl("something odd", null)).toBe("/search?keyword=something+odd");
  });
});
