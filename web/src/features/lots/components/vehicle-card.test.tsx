import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { AppProvider } from "@/app/provider";
import en from "@/i18n/messages-en";
import lt from "@/i18n/messages-lt";
import { authAtom, store } from "@/lib/store";
import { testUser } from "@/test/render-app";
import { VehicleCard, type CardLot } from "./vehicle-card";

afterEach(() => {
  cleanup();
  store.set(authAtom, { status: "loading" });
});

const LOT: CardLot = {
  platform: "copart",
  lotNumber: "45139005",
  title: "2018 TOYOTA CAMRY SE",
  year: 2018,
  make: "TOYOTA",
  model: "CAMRY",
  vin: "4T1B11HK5JU000001",
  imageUrls: ["/demo-images/sedan-white-1.svg"],
  thumbnailUrl: null,
  currency: "USD",
  currentBid: 12345,
  buyNowPrice: 20000,
  damage: "FRONT END",
  location: "TX - DALLAS",
  auctionDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  odometerUnit: "mi",
  odometerMiles: 55668,
  odometerKm: 89589,
  engine: "2.5L 4",
  transmission: "automatic",
  exteriorColor: "white",
  titleType: "SALVAGE CERTIFICATE",
  key: true,
  cardStatus: "starting-soon",
};

function renderCard(lot: CardLot, locale: "en" | "lt" = "en", path = "/search?make=TOYOTA", priority = false) {
  return render(
    <AppProvider locale={locale} messages={locale === "en" ? en : lt}>
      <MemoryRouter initialEntries={[path]}>
        <VehicleCard lot={lot} priority={priority} />
      </MemoryRouter>
    </AppProvider>,
  );
}

const flat = (text: string | null) => (text ?? "").replace(/\u00a0|\u202f/g, " ");

describe("vehicle card", () => {
  it("loads its photo lazily, unless it is one of the first cards (at once, ahead of other images)", () => {
    renderCard(LOT);
    const lazy = within(screen.getByTestId("vehicle-card")).getByRole("img", { name: LOT.title });
    expect(lazy.getAttribute("loading")).toBe("lazy");
    expect(lazy.getAttribute("fetchpriority")).toBe("auto");
    cleanup();
    renderCard(LOT, "en", "/search", true);
    const first = within(screen.getByTestId("vehicle-card")).getByRole("img", { name: LOT.title });
    expect(first.getAttribute("loading")).toBe("eager");
    expect(first.getAttribute("fetchpriority")).toBe("high");
  });

  it("shows money, odometer and values in the visitor's language", () => {
    renderCard(LOT, "lt");
    const card = screen.getByTestId("vehicle-card");
    expect(flat(within(card).getByTestId("lot-current-bid").textContent)).toBe("12 345 $");
    expect(flat(within(card).getByTestId("lot-buy-now").textContent)).toBe("20 000 $");
    expect(flat(card.textContent)).toContain("55 668 mi");
    expect(card.textContent).toContain(lt["lots.values.transmission.automatic"]);
    expect(card.textContent).toContain(lt["lots.values.colour.white"]);
    expect(card.textContent).toContain(lt["lots.status.upcoming"]);
    expect(card.textContent).toContain(`${lt["lots.card.damage"]}${lt["lots.term.damageFrontEnd"]}`);
    expect(card.textContent).not.toMatch(/front end/i);
    expect(card.textContent).toContain(lt["lots.term.titleSalvageCertificate"]);
    cleanup();
    renderCard(LOT, "en");
    expect(screen.getByTestId("lot-current-bid").textContent).toBe("$12,345");
    expect(screen.getByTestId("vehicle-card").textContent).toContain(en["lots.term.damageFrontEnd"]);
  });

  it("names the damage in the reader's language however the provider spells it, and shows an unknown one as written", () => {
    for (const damage of ["front end", "Front  End", "FRONT_END"]) {
      renderCard({ ...LOT, damage }, "lt");
      expect(screen.getByTestId("vehicle-card").textContent).toContain(lt["lots.term.damageFrontEnd"]);
      cleanup();
    }
    renderCard({ ...LOT, damage: "ENGINE FIRE REPORTED" }, "lt");
    expect(screen.getByTestId("vehicle-card").textContent).toContain("Engine Fire Reported");
  });

  it("says 'No bids' and 'Unknown' when the lot does not say, and reads a European odometer in km", () => {
    renderCard({
      ...LOT,
      platform: "europe",
      currency: "EUR",
      currentBid: null,
      buyNowPrice: null,
      odometerUnit: "km",
      engine: null,
    });
    const card = screen.getByTestId("vehicle-card");
    expect(within(card).getByTestId("lot-current-bid").textContent).toBe(en["lots.card.noBids"]);
    expect(within(card).queryByTestId("lot-buy-now")).toBeNull();
    expect(card.textContent).toContain("89,589 km");
    expect(card.textContent).toContain(en["lots.card.unknown"]);
    expect(within(card).getByRole("link", { name: en["lots.card.viewDetails"] }).getAttribute("href")).toBe(
      "/lots/europe/45139005",
    );
  });

  it("asks a guest to sign in and come back; sends a customer to the lot page", () => {
    store.set(authAtom, { status: "anonymous" });
    renderCard(LOT);
    fireEvent.click(screen.getByRole("button", { name: en["lots.card.placeBid"] }));
    const prompt = screen.getByTestId("sign-in-prompt");
    const link = within(prompt).getByRole("link", { name: en["lots.signIn.submit"] });
    expect(link.getAttribute("href")).toBe(`/login?redirect=${encodeURIComponent("/search?make=TOYOTA")}`);
    cleanup();
    store.set(authAtom, { status: "signed-in", user: testUser });
    renderCard(LOT);
    expect(screen.getByRole("link", { name: en["lots.card.placeBid"] }).getAttribute("href")).toBe(
      "/lots/copart/45139005",
    );
  });
});
