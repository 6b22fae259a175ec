import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { renderToStaticMarkup } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { describe, expect, it } from "vitest";
import dashboardEn from "@/i18n/dashboard.en.json";
import dashboardLt from "@/i18n/dashboard.lt.json";
import { CurrentBid } from "./current-bid";

const text = (locale: "lt" | "en", value: Parameters<typeof CurrentBid>[0]["value"]) =>
  renderToStaticMarkup(
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale={locale} messages={(locale === "en" ? dashboardEn : dashboardLt) as Record<string, string>}>
        <CurrentBid value={value} />
      </IntlProvider>
    </ChakraProvider>,
  ).replace(/<[^>]+>/g, "");

describe("a lot's current bid on the dashboard", () => {
  it("reads as no bids while nobody has bid, in either language", () => {
    for (const locale of ["lt", "en"] as const)
      for (const value of [null, undefined, { amount: 0, currency: "USD" }, { amount: "0.00", currency: "USD" }])
        expect(text(locale, value)).toBe(
          locale === "en" ? dashboardEn["dashboard.bids.noBids"] : dashboardLt["dashboard.bids.noBids"],
        );
  });

  it("reads as a lot price, in whole units", () => {
    expect(text("en", { amount: 1500, currency: "USD" })).toBe("$1,500");
    expect(text("en", { amount: "12000.00", currency: "USD" })).toBe("$12,000");
  });
});
