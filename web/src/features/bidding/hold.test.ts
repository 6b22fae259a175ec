import { describe, expect, it } from "vitest";
import { holdEur, preBidCutoff } from "./hold";

describe("the hold shown before bidding", () => {
  it("is 10% of the USD amount at the broker's rate, to the cent", () => {
    expect(holdEur(5000, "0.9200")).toBe(460);
    expect(holdEur(1234.56, "0.9200")).toBe(113.58);
  });

  it("is unknown without a rate or a positive amount", () => {
    expect(holdEur(5000, undefined)).toBeNull();
    expect(holdEur(0, "0.92")).toBeNull();
    expect(holdEur(Number.NaN, "0.92")).toBeNull();
  });

  it("closes pre-bids one hour before the sale", () => {
    expect(preBidCutoff("2026-12-01T15:00:00.000Z")?.toISOString()).toBe("2026-12-01T14:00:00.000Z");
    expect(preBidCutoff(null)).toBeNull();
  });
});
