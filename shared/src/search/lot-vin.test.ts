import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { VIN_CHARS } from "../catalogue/lot.schemas.ts";
import { lotVinTarget } from "./lot-vin.ts";

const vin = fc.array(fc.constantFrom(...VIN_CHARS), { minLength: 17, maxLength: 17 }).map((c) => c.join(""));
const mask = fc.constantFrom("*", "#", "•");

describe("lotVinTarget", () => {
  it("reads a VIN, in any case and with spaces around it", () => {
    fc.assert(
      fc.property(vin, fc.boolean(), (v, lower) => {
        expect(lotVinTarget(` ${lower ? v.toLowerCase() : v} `)).toEqual({ kind: "vin", vin: v });
      }),
    );
  });

  it("reads a VIN with its last 1 to 6 characters masked as the start it shows", () => {
    fc.assert(
      fc.property(vin, fc.integer({ min: 1, max: 6 }), mask, (v, hidden, m) => {
        const shown = v.slice(0, 17 - hidden);
        expect(lotVinTarget(shown + m.repeat(hidden))).toEqual({ kind: "vinPrefix", prefix: shown });
      }),
    );
  });

  it("refuses a masked VIN that shows fewer than 11 characters, is not 17 long, or hides characters in the middle", () => {
    fc.assert(
      fc.property(vin, fc.integer({ min: 7, max: 17 }), mask, (v, hidden, m) => {
        expect(lotVinTarget(v.slice(0, 17 - hidden) + m.repeat(hidden))).toBeNull();
      }),
    );
    expect(lotVinTarget("2G1SVZTX1HP*****")).toBeNull();
    expect(lotVinTarget("2G1SVZTX1HP*******")).toBeNull();
    expect(lotVinTarget("2G1SVZTX1HP**1***")).toBeNull();
    expect(lotVinTarget("2G1SVZTX1HO******")).toBeNull(); // O is never in a VIN
  });

  it("reads lot numbers of 5 to 12 digits and nothing else", () => {
    expect(lotVinTarget("45139005")).toEqual({ kind: "lotNumber", lotNumber: "45139005" });
    expect(lotVinTarget("1234")).toBeNull();
    expect(lotVinTarget("1234567890123")).toBeNull();
    expect(lotVinTarget("bmw x5")).toBeNull();
  });
});
