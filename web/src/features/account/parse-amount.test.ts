import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseAmount } from "./parse-amount";

describe("parseAmount", () => {
  it("reads amounts as people type them in either language", () => {
    expect(parseAmount("1500")).toBe(1500);
    expect(parseAmount("1 500")).toBe(1500);
    expect(parseAmount("1500,50")).toBe(1500.5);
    expect(parseAmount("1,500.50")).toBe(1500.5);
    expect(parseAmount("1.500,5")).toBe(1500.5);
    expect(parseAmount("250 €")).toBe(250);
    expect(parseAmount("10.01")).toBe(10.01);
  });

  it("refuses what is not a positive amount in whole cents, or is above the maximum", () => {
    for (const bad of [
      "",
      "0",
      "0,00",
      "-5",
      "-0",
      "abc",
      "1.234",
      "12e3",
      "1e-9",
      "0.001",
      "10.005",
      "Infinity",
      "NaN",
    ])
      expect(parseAmount(bad), bad).toBeNull();
    expect(parseAmount("1000000", 1_000_000)).toBe(1_000_000);
    expect(parseAmount("1000000,01", 1_000_000)).toBeNull();
  });

  it("gives back exactly the cents typed, for any amount up to the maximum", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_00 }), fc.boolean(), (cents, comma) => {
        const typed = `${Math.floor(cents / 100)}${comma ? "," : "."}${String(cents % 100).padStart(2, "0")}`;
        expect(parseAmount(typed, 1_000_000)).toBe(cents / 100);
      }),
    );
  });
});
