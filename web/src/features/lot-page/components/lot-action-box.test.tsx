// The lot page's action box knows the customer's own bid: its maximum and state, raise (a top-up of the hold) and
// cancel, a pending buy-now request, won or lost over the auction badge; a guest asks the API nothing of the kind.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProvider } from "@/app/provider";
import en from "@/i18n/messages-en";
import lt from "@/i18n/messages-lt";
import { authAtom, store } from "@/lib/store";
import { testUser } from "@/test/render-app";
import type { Bid, BidStatus, BuyNowRequest } from "@/features/dashboard/api/types";
import type { Lot } from "../api/get-lot";
import { LotActionBox } from "./lot-action-box";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  store.set(authAtom, { status: "loading" });
});

const auctionDate = new Date(Date.now() + 48 * 3_600_000).toISOString();
const lot = {
  platform: "copart",
  lotNumber: "45139005",
  title: "2019 BMW X5 xDrive40i",
  currentBid: 0,
  buyNowPrice: 8000,
  currency: "USD",
  auctionDate,
  status: "Upcoming",
  cardStatus: null,
  withdrawn: false,
  sellerAuctionName: null,
} as unknown as Lot;

const bidOf = (status: BidStatus, over: Partial<Bid> = {}): Bid => ({
  id: "b1",
  platform: "copart",
  lotNumber: "45139005",
  status,
  maxBid: { amount: 1500, currency: "USD" },
  approvedMax: null,
  hold: { amount: ["pending", "approved"].includes(status) ? 138 : 0, currency: "EUR" },
  fxRate: "0.92",
  fxRateDate: "2026-11-20",
  raises: 0,
  auctionBid: null,
  reason: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  decidedAt: null,
  lot: null,
  ...over,
});

const buyNowOf = (status: BuyNowRequest["status"]): BuyNowRequest => ({
  id: "r1",
  platform: "copart",
  lotNumber: "45139005",
  status,
  price: { amount: 8000, currency: "USD" },
  hold: { amount: 736, currency: "EUR" },
  fxRate: "0.92",
  fxRateDate: "2026-11-20",
  reason: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  decidedAt: null,
  lot: null,
});

function stubApi(bids: Bid[], requests: BuyNowRequest[] = []) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith("/api/bids?")) return Response.json({ success: true, bids });
    if (url.startsWith("/api/buy-now?")) return Response.json({ success: true, requests });
    if (url.startsWith("/api/transactions/balance"))
      return Response.json({ success: true, balance: { currency: "EUR", current: 1000, frozen: 138, available: 862 } });
    if (url.startsWith("/api/watchlist")) return Response.json({ success: true, items: [] });
    if (url.startsWith("/api/settings/bidding")) return Response.json({ success: true, data: { minimumMaxBid: 100 } });
    if (url.startsWith("/api/calculator"))
      return Response.json({
        success: true,
        data: { currency: "EUR", total: 20000, stageTotals: {}, fx: { rate: "0.9200", asOf: "2026-11-20" } },
      });
    if (init?.method === "DELETE") return Response.json({ success: true, message: "ok", bid: bidOf("cancelled") });
    return Response.json({ success: false, code: "NOT_FOUND", message: "Not found" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderBox(locale: "en" | "lt" = "en", signedIn = true) {
  store.set(authAtom, signedIn ? { status: "signed-in", user: testUser } : { status: "anonymous" });
  render(
    <AppProvider locale={locale} messages={locale === "en" ? en : lt}>
      <MemoryRouter>
        <LotActionBox lot={lot} />
      </MemoryRouter>
    </AppProvider>,
  );
  return screen.getByTestId("lot-action-box");
}

describe("the lot page's action box and the customer's own bid", () => {
  it("asks a guest nothing about bids and shows Place bid", async () => {
    const fetchMock = stubApi([bidOf("pending")]);
    const box = renderBox("en", false);
    expect(within(box).getByText(en["lot.actions.placeBid"])).toBeTruthy();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.filter((u) => u.startsWith("/api/bids") || u.startsWith("/api/buy-now"))).toEqual([]);
    expect(within(box).queryByTestId("my-lot-bid")).toBeNull();
  });

  it.each(["pending", "approved", "outbid"] as const)(
    "shows an open %s maximum with Raise in place of Place bid, asking for this lot only",
    async (status) => {
      const fetchMock = stubApi([bidOf(status)]);
      const box = renderBox();
      const mine = await within(box).findByTestId("my-lot-bid");
      expect(mine.getAttribute("data-status")).toBe(status);
      expect(within(mine).getByTestId("my-lot-bid-max").textContent).toBe("$1,500");
      expect(within(mine).getByTestId("bid-status").getAttribute("data-status")).toBe(status);
      expect(within(box).queryByText(en["lot.actions.placeBid"])).toBeNull();
      expect(within(box).getByTestId("my-lot-raise")).toBeTruthy();
      expect(within(box).queryByTestId("my-lot-cancel") !== null).toBe(status === "pending");
      const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith("/api/bids?"));
      expect(asked[0]).toBe("/api/bids?status=all&platform=copart&lotNumber=45139005");
    },
  );

  it("raises with a top-up of the hold already frozen, not a fresh hold", async () => {
    stubApi([bidOf("pending")]);
    const box = renderBox();
    fireEvent.click(await within(box).findByTestId("my-lot-raise"));
    const dialog = await screen.findByTestId("place-bid-dialog");
    expect(dialog.textContent).toContain("Your current maximum: $1,500");
    expect(within(dialog).getByTestId("bid-minimum").textContent).toBe("Minimum maximum bid: $1,550");
    fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: "2000" } });
    // 10% of $2,000 at 0.92 is €184; €138 is already held, so €46 is added.
    await waitFor(() => expect(within(dialog).getByTestId("bid-hold").textContent).toContain("€46"));
  });

  it("cancels a pending bid after asking, releasing its hold", async () => {
    const fetchMock = stubApi([bidOf("pending")]);
    const box = renderBox();
    fireEvent.click(await within(box).findByTestId("my-lot-cancel"));
    const dialog = await screen.findByTestId("confirm-dialog");
    expect(dialog.textContent).toContain("€138.00");
    fireEvent.click(within(dialog).getByRole("button", { name: en["dashboard.bids.cancelConfirm"] }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true));
    const del = fetchMock.mock.calls.find(([, init]) => init?.method === "DELETE")!;
    expect(del[0]).toBe("/api/bids/b1");
  });

  it.each([
    ["won", "en"],
    ["lost", "en"],
    ["won", "lt"],
    ["lost", "lt"],
  ] as const)("puts a %s bid's badge in place of the auction's (%s)", async (status, locale) => {
    stubApi([bidOf(status)]);
    const box = renderBox(locale);
    const mine = await within(box).findByTestId("my-lot-bid");
    await waitFor(() => expect(within(box).getAllByTestId("bid-status")).toHaveLength(2));
    const badges = within(box).getAllByTestId("bid-status");
    expect(badges.every((b) => b.getAttribute("data-status") === status)).toBe(true);
    expect(box.querySelector('span[data-status="upcoming"]')).toBeNull();
    const messages = locale === "en" ? en : lt;
    expect(box.textContent).not.toContain(messages["lots.status.upcoming"]);
    expect(mine.textContent).toContain(messages[`dashboard.bidStatus.${status}`]);
  });

  it("shows the broker's reason for a rejected bid and offers a new bid", async () => {
    stubApi([bidOf("rejected", { reason: "The title is not exportable" })]);
    const box = renderBox();
    expect((await within(box).findByTestId("my-lot-bid-reason")).textContent).toBe(
      "The broker's reason: The title is not exportable",
    );
    expect(within(box).getByText(en["lot.actions.placeBid"])).toBeTruthy();
    expect(within(box).queryByTestId("my-lot-raise")).toBeNull();
  });

  it("shows a pending buy-now request in place of the Buy Now button", async () => {
    stubApi([], [buyNowOf("pending")]);
    const box = renderBox();
    const pending = await within(box).findByTestId("my-lot-buy-now");
    expect(pending.textContent).toBe(
      "Your Buy Now request at $8,000 awaits the broker's approval; €736.00 is held for it.",
    );
    expect(within(box).queryByText(en["lot.actions.buyNow"])).toBeNull();
    expect(within(box).getByText(en["lot.actions.placeBid"])).toBeTruthy();
  });
});
