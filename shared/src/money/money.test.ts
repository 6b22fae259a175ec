import { describe, expect, it } from "vitest";
import { fromCents, toCents } from "./money.schemas.ts";

describe("money in cents", () => {
  it.each([
    [0, 0],
    [1, 100],
    [12345.67, 1234567],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [-2.5, -250],
    [19.999, 2000],
  ])("%s in major units is %s cents", (major, cents) => {
    expect(toCents(major)).toBe(cents);
  });

  it("round-trips cents", () => {
    for (const cents of [0, 1, 99, 100, 123456789]) expect(toCents(fromCents(cents))).toBe(cents);
  });
});
