// A dashboard line with its own state (a purchase, a decided bid) shows that state, never the auction's badge.
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProvider } from "@/app/provider";
import en from "@/i18n/messages-en";
import lt from "@/i18n/messages-lt";
import { PURCHASE_STEPS, type LotSummary, type Purchase } from "../api/types";
import { PurchasesList } from "./purchases-list";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const soon = new Date(Date.now() + 48 * 3_600_000).toISOString();
const lot = (status: LotSummary["status"]): LotSummary => ({
  id: "l1",
  platform: "copart",
  lotNumber: "45139005",
  title: "2019 BMW X5",
  year: 2019,
  make: "BMW",
  model: "X5",
  vin: null,
  imageUrl: null,
  location: null,
  auctionDate: soon,
  preBidClosesAt: soon,
  preBidOpen: true,
  status,
  currentBid: null,
  buyNowPrice: null,
});

const purchase = (status: Purchase["status"], lotStatus: LotSummary["status"]): Purchase => ({
  id: `p-${status}`,
  platform: "copart",
  lotNumber: "45139005",
  status,
  finalPrice: { amount: 4000, currency: "USD" },
  hold: { amount: 0, currency: "EUR" },
  delivery: { method: "pickup", address: null, port: "Klaipėda", editable: true },
  container: null,
  vessel: null,
  timeline: PURCHASE_STEPS.map((s) => ({ status: s, done: s === status, at: null, eta: null, note: null })),
  documents: [],
  bills: [],
  lot: lot(lotStatus),
  createdAt: "2026-11-01T00:00:00.000Z",
});

describe("purchase lines", () => {
  it.each([
    ["en", en],
    ["lt", lt],
  ] as const)("show the purchase's own status, not the lot's auction badge (%s)", async (locale, messages) => {
    const purchases = PURCHASE_STEPS.flatMap((s) => (["Upcoming", "Live Now"] as const).map((l) => purchase(s, l))).map(
      (p, i) => ({ ...p, id: `p${i}` }),
    );
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ success: true, purchases })),
    );
    render(
      <AppProvider locale={locale} messages={messages}>
        <MemoryRouter>
          <PurchasesList />
        </MemoryRouter>
      </AppProvider>,
    );
    await waitFor(() => expect(screen.getAllByTestId("purchase")).toHaveLength(purchases.length));
    const cards = screen.getAllByTestId("purchase");
    cards.forEach((card, i) => {
      const badge = card.querySelector('[data-testid="purchase-status"]');
      expect(badge?.getAttribute("data-status")).toBe(purchases[i]!.status);
      for (const lotBadge of ["upcoming", "live", "buyNow", "sold", "ended", "preBidClosed"])
        expect(card.querySelector(`span[data-status="${lotBadge}"]`)).toBeNull();
    });
    expect(document.body.textContent).not.toContain(messages["lots.status.upcoming"]);
  });
});
