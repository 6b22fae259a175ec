import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountProblem, exactCents } from "./amounts.ts";
import { amountQuerySchema, amountSchema, centsAmountSchema, toCents } from "./money.schemas.ts";

const MAX = 10_000_000;
const rule = { max: MAX };
const decimal = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, "0")}`;

describe("exactCents: whole cents of a major-unit amount, judged on its decimal form", () => {
  it("reads every whole-cents amount up to the maximum exactly, as a number or as text", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX * 100 }), (c) => {
        expect(exactCents(c / 100)).toBe(c);
        expect(exactCents(decimal(c))).toBe(c);
        expect(toCents(c / 100)).toBe(c);
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses every amount with a fraction of a cent that a JSON number can carry", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX * 100 }), fc.integer({ min: 1, max: 9 }), (c, last) => {
        const text = `${decimal(c)}${last}`; // at most 12 significant digits: the number keeps them
        expect(exactCents(Number(text))).toBeNull();
        expect(exactCents(text)).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    [10.01, 1001],
    [0.01, 1],
    [1e3, 100000],
    [0.1 + 0.7, null], // 0.7999999999999999
    [0.1 + 0.2, null],
    [10.011, null],
    [1e-9, null],
    [1e-7, null],
    [5e-324, null],
    [-0, null],
    [-1, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [1e21, null],
  ])("%s -> %s", (n, cents) => {
    expect(exactCents(n)).toBe(cents);
  });
});

describe("the amount schemas", () => {
  it("accept whole cents up to the maximum, and nothing else", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (n) => {
        const ok = amountSchema(rule).safeParse(n).success;
        expect(ok).toBe(n > 0 && n <= MAX && exactCents(n) !== null);
      }),
      { numRuns: 2000 },
    );
  });

  it("say why, in one message per field", () => {
    const message = (v: unknown, schema = amountSchema(rule)) => schema.safeParse(v).error?.issues[0]?.message;
    expect(message(0)).toBe("Enter an amount above 0");
    expect(message(-0)).toBe("Enter an amount above 0");
    expect(message(-0, amountSchema({ max: MAX, allowZero: true }))).toBe("Enter an amount of 0 or more");
    expect(message(0, amountSchema({ max: MAX, allowZero: true }))).toBeUndefined();
    expect(message(1e308)).toBe("The amount may be at most 10,000,000");
    expect(message(10.005)).toBe("Use whole cents: at most two decimals");
    expect(message("10")).toBe("Enter an amount");
    expect(message(Number.POSITIVE_INFINITY)).toBe("Enter an amount");
    expect(message(0.5, centsAmountSchema())).toBe("Use whole cents");
    expect(message(2e9, centsAmountSchema())).toBe("The amount may be at most 1,000,000,000 cents");
    expect(amountProblem(Number.NaN, rule)).toBe("Enter an amount");
  });

  it("read a query string strictly: plain digits with at most two decimals", () => {
    const query = amountQuerySchema({ max: MAX, allowZero: true });
    for (const [text, value] of [
      ["2500", 2500],
      ["2500.5", 2500.5],
      ["2500.50", 2500.5],
      [" 0 ", 0],
    ] as const)
      expect(query.parse(text)).toBe(value);
    for (const bad of ["", "1e3", "-0", "-1", "10.005", "NaN", "Infinity", "0x10", "1,5", ".5", "+5", "10000000.01"])
      expect(query.safeParse(bad).success, bad).toBe(false);
  });
});
