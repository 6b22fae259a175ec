import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProvider } from "@/app/provider";
import fc from "fast-check";
import { minimumMaxBidCents } from "@app/shared/brokerage/bid-minimum";
import en from "@/i18n/messages-en";
import lt from "@/i18n/messages-lt";
import type { BiddingLot } from "../lot-summary";
import { BuyNowDialog } from "./buy-now-dialog";
import { PlaceBidDialog } from "./place-bid-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lot: BiddingLot = {
  platform: "copart",
  lotNumber: "45139005",
  title: "2019 BMW X5 xDrive40i",
  currentBid: { amount: 3000, currency: "USD" },
  buyNowPrice: { amount: 8000, currency: "USD" },
  auctionDate: new Date(Date.now() + 48 * 3_600_000).toISOString(),
};

/** The API: balance 1,000 EUR available, the landed cost at 0.92, and `answer` for the money-moving POST. */
function stubApi(answer: () => Response, floor = 100) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith("/api/settings/bidding"))
      return Response.json({ success: true, data: { minimumMaxBid: floor } });
    if (url.startsWith("/api/transactions/balance"))
      return Response.json({ success: true, balance: { currency: "EUR", current: 1000, frozen: 0, available: 1000 } });
    if (url.startsWith("/api/calculator"))
      return Response.json({
        success: true,
        data: { currency: "EUR", total: 12345.67, stageTotals: {}, fx: { rate: "0.9200", asOf: "2026-11-20" } },
      });
    if (init?.method === "POST") return answer();
    return Response.json({ success: false, code: "NOT_FOUND", message: "Not found" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function renderInEnglish(ui: React.ReactNode) {
  render(
    <AppProvider locale="en" messages={en}>
      {ui}
    </AppProvider>,
  );
}

describe("the buy-now dialog", () => {
  it("shows the price, bidding power, the hold at the rate and the landed cost, and sends the request once", async () => {
    const fetchMock = stubApi(() => Response.json({ success: true, message: "sent" }, { status: 201 }));
    const onDone = vi.fn();
    const onOpenChange = vi.fn();
    await renderInEnglish(<BuyNowDialog lot={lot} open onOpenChange={onOpenChange} onDone={onDone} />);
    const dialog = await screen.findByTestId("buy-now-dialog");
    expect(dialog.textContent).toContain("Buy Now price: $8,000");
    await waitFor(() => expect(within(dialog).getByTestId("bid-bidding-power").textContent).toBe("€10,000.00"));
    await waitFor(() => expect(within(dialog).getByTestId("bid-hold").textContent).toContain("€736"));
    expect(within(dialog).getByTestId("bid-landed-cost").textContent).toContain("€12,346");

    fireEvent.click(within(dialog).getByRole("button", { name: en["bidding.buyNow.submit"] }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(post[0]).toBe("/api/buy-now");
    expect(JSON.parse(String(post[1]?.body))).toEqual({ platform: "copart", lotNumber: "45139005" });
    expect(new Headers(post[1]?.headers).get("Idempotency-Key")).toMatch(/^[0-9a-f]{32}$/);
  });

  it("shows the API's refusal and stays open", async () => {
    stubApi(() =>
      Response.json(
        { success: false, code: "INSUFFICIENT_FUNDS", message: "Your available balance does not cover the hold." },
        { status: 402 },
      ),
    );
    const onDone = vi.fn();
    await renderInEnglish(<BuyNowDialog lot={lot} open onOpenChange={() => {}} onDone={onDone} />);
    const dialog = await screen.findByTestId("buy-now-dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: en["bidding.buyNow.submit"] }));
    expect((await within(dialog).findByTestId("bid-error")).textContent).toBe(
      "Your available balance does not cover the hold.",
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe("the place-bid dialog", () => {
  it("says the minimum and asks for at least one bid step above the current bid before sending anything", async () => {
    const fetchMock = stubApi(() => Response.json({ success: true }, { status: 201 }));
    await renderInEnglish(<PlaceBidDialog lot={lot} open onOpenChange={() => {}} />);
    const dialog = await screen.findByTestId("place-bid-dialog");
    expect(within(dialog).getByTestId("bid-minimum").textContent).toBe("Minimum maximum bid: $3,050");
    fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: "3049.99" } });
    fireEvent.click(within(dialog).getByRole("button", { name: en["bidding.placeBid.submit"] }));
    await within(dialog).findByText("Your maximum bid must be at least $3,050");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("says it in Lithuanian too, with the broker's floor when nobody has bid", async () => {
    stubApi(() => Response.json({ success: true }, { status: 201 }), 250);
    render(
      <AppProvider locale="lt" messages={lt}>
        <PlaceBidDialog lot={{ ...lot, currentBid: null }} open onOpenChange={() => {}} />
      </AppProvider>,
    );
    const dialog = await screen.findByTestId("place-bid-dialog");
    await waitFor(() =>
      expect(within(dialog).getByTestId("bid-minimum").textContent?.replace(/\s/g, " ")).toBe(
        "Mažiausias galimas didžiausias statymas: 250 $",
      ),
    );
    fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: "1" } });
    fireEvent.click(within(dialog).getByRole("button", { name: lt["bidding.placeBid.submit"] }));
    const error = await within(dialog).findByText(/ne mažesnis kaip/);
    expect(error.textContent?.replace(/\s/g, " ")).toBe("Didžiausias statymas turi būti ne mažesnis kaip 250 $");
  });

  it("agrees with the shared rule for any current bid, floor and own maximum: a cent below is held back, the minimum is sent", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.integer({ min: 1, max: 120_000 }), { nil: null }),
        fc.integer({ min: 1, max: 5_000 }),
        fc.option(fc.integer({ min: 100, max: 120_000 }), { nil: null }),
        async (current, floor, ownMax) => {
          cleanup();
          const fetchMock = stubApi(() => Response.json({ success: true }, { status: 201 }), floor);
          const expected =
            minimumMaxBidCents({
              currentBidCents: current && current * 100,
              floorCents: floor * 100,
              currentMaxCents: ownMax && ownMax * 100,
            }) / 100;
          const currentMax = ownMax === null ? null : { amount: ownMax, currency: "USD" };
          const biddingLot = { ...lot, currentBid: current === null ? null : { amount: current, currency: "USD" } };
          await renderInEnglish(
            <PlaceBidDialog lot={biddingLot} open onOpenChange={() => {}} currentMax={currentMax} />,
          );
          const dialog = await screen.findByTestId("place-bid-dialog");
          const shown = `$${expected.toLocaleString("en-US")}`;
          await waitFor(() => expect(within(dialog).getByTestId("bid-minimum").textContent).toContain(shown));
          const submit = en[currentMax ? "bidding.placeBid.raiseSubmit" : "bidding.placeBid.submit"];
          fireEvent.change(within(dialog).getByRole("textbox"), {
            target: { value: String((expected * 100 - 1) / 100) },
          });
          fireEvent.click(within(dialog).getByRole("button", { name: submit }));
          const refusal = en[currentMax ? "bidding.placeBid.raiseBelowMinimum" : "bidding.placeBid.belowMinimum"];
          await within(dialog).findByText(refusal.replace("{amount}", shown));
          expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
          fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: String(expected) } });
          fireEvent.click(within(dialog).getByRole("button", { name: submit }));
          await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true));
          const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
          expect(JSON.parse(String(post[1]?.body)).maxBid).toBe(expected);
        },
      ),
      { numRuns: 8 },
    );
  }, 60_000);
});
