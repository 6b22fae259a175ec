import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { europeAdapter } from "@app/shared/catalogue/europe.adapter";
import { iaaiAdapter } from "@app/shared/catalogue/iaai.adapter";
import { toNormalisedLot } from "@app/shared/catalogue/normalised-lot";
import { AppProvider } from "@/app/provider";
import en from "@/i18n/messages-en";
import lt from "@/i18n/messages-lt";
import { countryName } from "@app/shared/i18n/country-name";
import { LotDetails, place } from "./lot-details";

afterEach(cleanup);

const NOW = new Date("2026-11-30T12:00:00Z");
const iaai = toNormalisedLot(
  iaaiAdapter.normalise({
    attributes: {
      StockNumber: "44610371",
      Year: "2019",
      Make: "AUDI",
      Model: "S5",
      PrimaryDamageDesc: "LEFT FRONT",
      SecondaryDamageDesc: "Right Rear",
      AirbagState: "Deployed",
      LossTypeDesc: "Collision",
      StartsDesc: "Stationary",
      ODOBrand: "ACTUAL",
      ODOValue: "139084",
      SaleStatus: "PURE SALE",
      InventoryStatus: "RS",
      BidStatus: "NEVER_BID",
    },
  })!,
  NOW,
);
const europe = toNormalisedLot(
  europeAdapter.normalise({
    lotId: "4107315",
    make: "SKODA",
    model: "OCTAVIA",
    country: "DE",
    runsDrives: false,
    damageType: "REAR END",
    status: "open",
  })!,
  NOW,
);

function renderDetails(lot: typeof iaai, locale: "en" | "lt") {
  render(
    <AppProvider locale={locale} messages={locale === "en" ? en : lt}>
      <MemoryRouter>
        <LotDetails lot={lot} />
      </MemoryRouter>
    </AppProvider>,
  );
  return document.body.textContent ?? "";
}

describe("lot details", () => {
  it.each(["lt", "en"] as const)("name the provider's damage, condition and sale state in %s", (locale) => {
    const m = locale === "lt" ? lt : en;
    const text = renderDetails(iaai, locale);
    for (const term of [
      "damageLeftFront",
      "damageRightRear",
      "airbagsDeployed",
      "lossCollision",
      "stationary",
      "odometerActual",
      "salePure",
      "auctionAssigned",
      "bidsNone",
    ] as const)
      expect(text, term).toContain(m[`lots.term.${term}`]);
    // None of the provider's own capitals is left.
    expect(text).not.toMatch(/LEFT FRONT|DEPLOYED|COLLISION|STATIONARY|PURE SALE|NEVER_BID|\bRS\b/);
  });

  it("name a European lot's zone in the reader's language, not by its IANA name", () => {
    const text = renderDetails(europe, "lt");
    expect(text).toContain(lt["lots.term.doesNotRun"]);
    expect(text).toContain(lt["lots.term.damageRearEnd"]);
    expect(text).toContain(lt["lots.term.saleOpen"]);
    expect(text).not.toContain("Europe/Berlin");
    expect(screen.getByText(/Europos/)).toBeTruthy();
  });
});

describe("a lot's place", () => {
  const at = (over: Partial<Parameters<typeof place>[0]>) =>
    ({ location: null, branch: null, city: null, region: null, postalCode: null, country: null, ...over }) as const;

  it("names a country given as a code in the reader's language, once", () => {
    expect(place(at({ location: "TX - DALLAS", postalCode: "75201", country: "USA" }), "lt")).toBe(
      "TX - DALLAS, 75201, Jungtinės Valstijos",
    );
    expect(place(at({ location: "TX - DALLAS", country: "USA" }), "en")).toBe("TX - DALLAS, United States");
    expect(place(at({ city: "Köln", country: "DE" }), "lt")).toBe("Köln, Vokietija");
    // The provider's text names the country already, in English or as its code: in the reader's words, once.
    expect(place(at({ location: "Milano, Italy", country: "IT" }), "lt")).toBe("Milano, Italija");
    expect(place(at({ location: "Milano, Italy", country: "IT" }), "en")).toBe("Milano, Italy");
    expect(place(at({ location: "Bergamo, IT", country: "IT" }), "lt")).toBe("Bergamo, Italija");
    expect(place(at({ location: "Bergamo IT", country: "IT" }), "en")).toBe("Bergamo IT");
    // A US yard's name keeps its words.
    expect(place(at({ location: "CA - SAN DIEGO", country: "USA" }), "lt")).toBe("CA - SAN DIEGO, Jungtinės Valstijos");
    expect(place(at({}), "lt")).toBeNull();
  });

  it("keeps a country the catalogue of regions does not know as written", () => {
    for (const country of ["Narnia", "XX1", "usa"]) expect(countryName("lt", country)).toBe(country);
  });
});
