// My bids keeps every bid: filters in the URL (?status=) for active, won, lost, rejected, cancelled and the buy-now
// requests, the broker's reasons shown, and an unknown filter read as active.
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProvider } from "@/app/provider";
import en from "@/i18n/messages-en";
import lt from "@/i18n/messages-lt";
import type { Bid, BidStatus, BuyNowRequest } from "../api/types";
import { MY_BIDS_FILTERS, myBidsPath, parseMyBidsFilter } from "../my-bids-filter";
import { MyBidsList } from "./my-bids-list";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const bidOf = (status: BidStatus, reason: string | null = null): Bid => ({
  id: `b-${status}`,
  platform: "copart",
  lotNumber: "45139005",
  status,
  maxBid: { amount: 1500, currency: "USD" },
  approvedMax: null,
  hold: { amount: 0, currency: "EUR" },
  fxRate: "0.92",
  fxRateDate: "2026-11-20",
  raises: 0,
  auctionBid: null,
  reason,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-21T10:00:00.000Z",
  decidedAt: "2026-11-21T10:00:00.000Z",
  lot: null,
});

const request: BuyNowRequest = {
  id: "r1",
  platform: "copart",
  lotNumber: "45139005",
  status: "rejected",
  price: { amount: 8000, currency: "USD" },
  hold: { amount: 0, currency: "EUR" },
  fxRate: "0.92",
  fxRateDate: "2026-11-20",
  reason: "Sold elsewhere",
  createdAt: "2026-11-20T10:00:00.000Z",
  decidedAt: "2026-11-21T10:00:00.000Z",
  lot: null,
};

function stub() {
  const fetchMock = vi.fn(async (url: string) => {
    const status = new URL(url, "http://x").searchParams.get("status");
    if (url.startsWith("/api/bids?")) {
      const of: Record<string, BidStatus> = { rejected: "rejected", cancelled: "cancelled", won: "won", lost: "lost" };
      const bids = status === "active" ? [bidOf("pending")] : [bidOf(of[status!]!, "The title is not exportable")];
      return Response.json({ success: true, bids });
    }
    if (url.startsWith("/api/buy-now")) return Response.json({ success: true, requests: [request] });
    return Response.json({ success: false, code: "NOT_FOUND", message: "Not found" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderAt(path: string, locale: "en" | "lt" = "en") {
  render(
    <AppProvider locale={locale} messages={locale === "en" ? en : lt}>
      <MemoryRouter initialEntries={[path]}>
        <MyBidsList />
      </MemoryRouter>
    </AppProvider>,
  );
}

const asked = (fetchMock: ReturnType<typeof stub>) => fetchMock.mock.calls.map(([url]) => String(url));

describe("the filters of My bids", () => {
  it("reads each filter from the URL, names the broker's reason, and the notification's link opens its filter", async () => {
    for (const status of ["rejected", "cancelled", "won", "lost"] as const) {
      cleanup();
      const fetchMock = stub();
      renderAt(myBidsPath(status));
      const row = await screen.findByTestId("bid-row");
      expect(within(row).getByTestId("bid-status").getAttribute("data-status")).toBe(status);
      expect(within(row).getByTestId("bid-reason").textContent).toBe(
        "The broker's reason: The title is not exportable",
      );
      expect(asked(fetchMock)).toContain(`/api/bids?status=${status}`);
      const current = screen.getByTestId("my-bids-filters").querySelector('[aria-current="page"]');
      expect(current?.getAttribute("data-filter")).toBe(status);
      // A decided bid is neither raised nor cancelled.
      expect(within(row).queryByRole("button")).toBeNull();
    }
  });

  it("reads an unknown or missing filter as active", () => {
    expect(parseMyBidsFilter(null)).toBe("active");
    expect(parseMyBidsFilter("bogus")).toBe("active");
    for (const f of MY_BIDS_FILTERS) expect(parseMyBidsFilter(f)).toBe(f);
    for (const s of ["pending", "approved", "outbid"] as const)
      expect(myBidsPath(s)).toBe("/dashboard/active-auctions");
  });

  it("moves between filters by its chips, in Lithuanian too", async () => {
    const fetchMock = stub();
    renderAt("/dashboard/active-auctions", "lt");
    await screen.findByTestId("bid-row");
    expect(asked(fetchMock)).toContain("/api/bids?status=active");
    const chips = screen.getByTestId("my-bids-filters");
    expect(
      within(chips)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Aktyvūs", "Laimėti", "Pralaimėti", "Atmesti", "Atšaukti", "„Pirkti dabar“"]);
    fireEvent.click(within(chips).getByText("Atmesti"));
    await waitFor(() => expect(asked(fetchMock)).toContain("/api/bids?status=rejected"));
    await waitFor(() =>
      expect(
        screen.getByTestId("bid-row").querySelector('[data-testid="bid-status"]')?.getAttribute("data-status"),
      ).toBe("rejected"),
    );
  });

  it("lists the buy-now requests with their state and the broker's reason", async () => {
    const fetchMock = stub();
    renderAt("/dashboard/active-auctions?status=buy-now");
    const row = await screen.findByTestId("buy-now-row");
    expect(row.getAttribute("data-status")).toBe("rejected");
    expect(within(row).getByTestId("buy-now-status").textContent).toBe("Rejected");
    expect(within(row).getByTestId("buy-now-reason").textContent).toBe("The broker's reason: Sold elsewhere");
    expect(row.textContent).toContain("$8,000");
    expect(asked(fetchMock)).toContain("/api/buy-now?status=all");
  });
});
