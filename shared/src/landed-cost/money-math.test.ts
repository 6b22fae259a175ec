import { describe, expect, it } from "vitest";
import { formatCents, multiplyCents, percentOf, usdToEur } from "./money-math.ts";

describe("landed-cost money arithmetic", () => {
  it.each([
    [100_000, "0.92", 92_000],
    [1, "0.92", 1], // 0.92 cent rounds up to 1
    [50, "0.91", 46], // 45.5 -> 46: half away from zero
    [12_345, "0.9234", 11_399], // 11399.373
    [199_999, "1.0", 199_999],
  ])("converts %s USD cents at %s to %s EUR cents", (usd, rate, eur) => {
    expect(usdToEur(usd, rate)).toBe(eur);
  });

  it("takes percentages exactly, without binary floating-point drift", () => {
    expect(percentOf(1_600_000, "7.5")).toBe(120_000);
    expect(percentOf(1_700_00, "10")).toBe(170_00);
    expect(percentOf(1_870_00, "21")).toBe(392_70);
    expect(percentOf(105, "50")).toBe(53); // 52.5 -> 53
    expect(percentOf(1_000_01, "1.5")).toBe(1_500); // 1500.015
  });

  it("refuses amounts that are not safe integers and rates that are not decimals", () => {
    expect(() => multiplyCents(1.5, "1")).toThrow();
    expect(() => multiplyCents(100, "1e3")).toThrow();
  });

  it("formats amounts for rule texts", () => {
    expect(formatCents(123_450, "EUR")).toBe("€1,234.50");
    expect(formatCents(5, "USD")).toBe("$0.05");
  });
});
