import fc from "fast-check";
import { renderToStaticMarkup } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { describe, expect, it } from "vitest";
import { fxRateValues } from "./fx-rate";

const render = (locale: "lt" | "en", fx: { rate: string; asOf: string }) => {
  const { rate, date } = fxRateValues(fx);
  return {
    rate: renderToStaticMarkup(<IntlProvider locale={locale}>{rate}</IntlProvider>),
    date: renderToStaticMarkup(<IntlProvider locale={locale}>{date}</IntlProvider>),
  };
};

/** "0.9200" -> "0.92", "1.0000" -> "1.00", "0.9215" -> "0.9215": two to four places. */
const digits = (rate: string) => {
  const [whole, fraction = ""] = rate.split(".");
  return `${whole}.${fraction.replace(/0+$/, "").padEnd(2, "0")}`;
};

describe("an exchange rate", () => {
  it("is written with the reader's decimal mark, and its date is that calendar day in any zone", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 5000, max: 15000 }), fc.constantFrom(10000, 9200, 9215, 11000)),
        fc.date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true }),
        (tenThousandths, day) => {
          const asOf = day.toISOString().slice(0, 10);
          const rate = (tenThousandths / 10_000).toFixed(4);
          const lt = render("lt", { rate, asOf });
          const en = render("en", { rate, asOf });
          expect(lt.rate).toBe(digits(rate).replace(".", ","));
          expect(en.rate).toBe(digits(rate));
          expect(lt.date).toContain(String(day.getUTCDate()));
          expect(lt.date).toContain(String(day.getUTCFullYear()));
          expect(en.date).toBe(
            new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${asOf}T00:00Z`)),
          );
        },
      ),
    );
  });
});
