import fc from "fast-check";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

const lt = createIntl({ locale: "lt" });
const en = createIntl({ locale: "en" });
// Intl separates groups and the symbol with no-break spaces; compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatMoney (docs/product/money.md#money-display)", () => {
  it("writes the documented symbols in both languages, never a currency code", () => {
    const lines = ["USD", "EUR", "GBP", "CAD", "AUD"].map((c) => [
      plain(formatMoney(lt, 12345, c)),
      formatMoney(en, 12345, c),
    ]);
    expect(lines).toEqual([
      ["12 345 $", "$12,345"],
      ["12 345 €", "€12,345"],
      ["12 345 £", "£12,345"],
      ["12 345 CA$", "CA$12,345"],
      ["12 345 A$", "A$12,345"],
    ]);
  });

  it("shows whole units, rounding, unless the amount is the account's money: then always to the cent", () => {
    expect(formatMoney(en, 1234.56, "EUR")).toBe("€1,235");
    expect(formatMoney(en, 1234.56, "EUR", { exact: true })).toBe("€1,234.56");
    expect(plain(formatMoney(lt, "1234.5", "EUR", { exact: true }))).toBe("1 234,50 €");
    expect(formatMoney(en, "1200.00", "USD", { exact: true })).toBe("$1,200.00");
    expect(plain(formatMoney(lt, 5000, "EUR", { exact: true }))).toBe("5 000,00 €");
    expect(plain(formatMoney(lt, -0.1, "EUR", { exact: true }))).toBe("\u22120,10 €");
  });

  it("reads any amount of cents back to the same cents, in both languages", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), fc.constantFrom("EUR", "USD", "GBP"), (cents, currency) => {
        for (const intl of [en, lt]) {
          const digits = plain(formatMoney(intl, cents / 100, currency, { exact: true }))
            .replace(/[^\d\u2212-]/g, "")
            .replace("\u2212", "-");
          if (Number(digits) !== cents) return false;
        }
        return true;
      }),
    );
  });
});
