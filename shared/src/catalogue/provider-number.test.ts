import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseProviderNumber, readProviderNumber } from "./provider-number.ts";

const LOCALES = ["en-US", "de-DE", "lt-LT", "fr-FR", "pl-PL", "de-CH", "es-ES"] as const;
const CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "PLN"] as const;

describe("provider numbers", () => {
  it.each([
    ["12 400", 12400],
    ["12\u00a0400", 12400],
    ["12\u2009400", 12400],
    ["12\u202f400", 12400],
    ["1 250 €", 1250],
    ["$17,975 USD", 17975],
    ["12.400,00", 12400],
    ["12,400.50", 12400.5],
    ["1.250", 1250],
    ["61,830", 61830],
    ["7,300.00", 7300],
    ["19700.0", 19700],
    ["0,125", 0.125],
    ["1,5", 1.5],
    ["1 234,567", 1234.567],
    ["1.234.567", 1234567],
    ["76,471 mi (Actual)", 76471],
    ["-1", -1],
    ["−5", -5],
    ["$-5", -5],
    ["00000", 0],
    [".5", 0.5],
    ["1'250 CHF", 1250],
    [12.5, 12.5],
  ])("reads %j as %d", (input, expected) => {
    expect(parseProviderNumber(input)).toBe(expected);
  });

  it.each(["1e12", "1E+5", "2.0L 6", "12 5", "12 400 12 500", "3/26/2026", "1.2.3", "1,23,456", "1,234.5.6", "0x1F"])(
    "refuses %j",
    (input) => {
      expect(readProviderNumber(input)).toHaveProperty("refused");
    },
  );

  it.each([null, undefined, "", " ", "N/A", "$", "USD"])("finds no number in %j", (input) => {
    expect(readProviderNumber(input)).toEqual({ none: true });
  });

  it("refuses what is not a number or text", () => {
    for (const v of [Number.NaN, Infinity, {}, [], true]) expect(readProviderNumber(v)).toHaveProperty("refused");
  });

  it("reads back any amount written in any locale, with or without its currency", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_999 }),
        fc.constantFrom(0, 1, 2),
        fc.constantFrom(...LOCALES),
        fc.option(fc.constantFrom(...CURRENCIES), { nil: undefined }),
        fc.constantFrom<"symbol" | "code" | "narrowSymbol">("symbol", "code", "narrowSymbol"),
        (units, decimals, locale, currency, display) => {
          const amount = units / 10 ** decimals;
          const text = new Intl.NumberFormat(locale, {
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
            ...(currency ? { style: "currency", currency, currencyDisplay: display } : {}),
          }).format(amount);
          expect(parseProviderNumber(text), `${text} (${locale})`).toBe(amount);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("reads back negative amounts as negative", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999 }), fc.constantFrom(...LOCALES), (n, locale) => {
        expect(parseProviderNumber(new Intl.NumberFormat(locale).format(-n))).toBe(-n);
      }),
    );
  });

  it("never throws and answers one of its three kinds on any text", () => {
    const junk = fc.oneof(
      fc.string(),
      fc.string({ unit: fc.constantFrom(..."0123456789.,- \u00a0\u202fe$€'") }),
      fc.anything(),
    );
    fc.assert(
      fc.property(junk, (v) => {
        const r = readProviderNumber(v);
        expect(["value" in r, "none" in r, "refused" in r].filter(Boolean)).toHaveLength(1);
        if ("value" in r) expect(Number.isFinite(r.value)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
