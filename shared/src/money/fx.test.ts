import { describe, expect, it } from "vitest";
import { fxRateSettingSchema, holdEurCents, toFxRate, usdToEurCents } from "./fx.ts";

const rate = (r: string) => toFxRate({ rate: r, asOf: "2026-11-20", source: "ECB reference rate" });

describe("USD/EUR conversion", () => {
  it("reads the rate as exact millionths", () => {
    expect(rate("0.9200").micros).toBe(920_000);
    expect(rate("1.085").micros).toBe(1_085_000);
    expect(rate("0.923456").micros).toBe(923_456);
    expect(rate("1").micros).toBe(1_000_000);
  });

  it("converts USD cents to EUR cents, rounding half a cent up", () => {
    expect(usdToEurCents(500_000, rate("0.92"))).toBe(460_000);
    expect(usdToEurCents(1, rate("0.5"))).toBe(1); // 0.5 cent -> 1
    expect(usdToEurCents(1, rate("0.49"))).toBe(0);
    expect(usdToEurCents(123_456_78, rate("0.923456"))).toBe(Math.round(12_345_678 * 0.923456));
  });

  it("holds 10% of a USD maximum in EUR", () => {
    expect(holdEurCents(500_000, rate("0.92"))).toBe(46_000); // $5,000 -> EUR 460.00
    expect(holdEurCents(1_234_500, rate("0.9200"))).toBe(113_574); // $12,345 -> EUR 1,135.74
    expect(holdEurCents(5, rate("1"))).toBe(1); // 0.5 cent rounds up
  });

  it("refuses rates that are not plain decimals in a sane range", () => {
    for (const bad of ["0,92", "92", "abc", "0.1234567", "-1", "0.05"])
      expect(fxRateSettingSchema.safeParse({ rate: bad, asOf: "2026-11-20" }).success, bad).toBe(false);
    expect(fxRateSettingSchema.parse({ rate: "0.9200", asOf: "2026-11-20" }).source).toBe("ECB reference rate");
  });
});
