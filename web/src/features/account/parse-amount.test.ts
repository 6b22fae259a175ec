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
  });

  it("refuses what is not a positive amount with at most two decimals", () => {
    for (const bad of ["", "0", "-5", "abc", "1.234", "12e3"]) expect(parseAmount(bad), bad).toBeNull();
  });
});
