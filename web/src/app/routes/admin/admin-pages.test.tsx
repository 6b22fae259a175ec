// The admin pages' decisions in the browser's terms: what is asked before a decision, what is sent, and that
// customers' and providers' words stay text.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProvider } from "@/app/provider";
import { routes } from "@/app/router";
import en from "@/i18n/messages-en";
import { loadMessages, localeCookie } from "@/lib/intl";

type Call = { url: string; method: string; body: unknown; headers: Record<string, string> };

const admin = { id: "a1", name: "Rūta", surname: "Admin", email: "admin@example.test", role: "admin" };
const lot = {
  id: "l1",
  platform: "copart",
  lotNumber: "12345678",
  title: "2019 BMW X5",
  year: 2019,
  make: "BMW",
  model: "X5",
  auctionDate: "2026-11-27T15:00:00.000Z",
  currentBid: { amount: 4000, currency: "USD" },
  buyNowPrice: null,
};
const approvedBid = {
  id: "b1",
  userId: "u1",
  platform: "copart",
  lotNumber: "12345678",
  status: "approved",
  maxBid: { amount: 6000, currency: "USD" },
  approvedMax: { amount: 6000, currency: "USD" },
  hold: { amount: 600, currency: "EUR" },
  auctionBid: null,
  reason: null,
  createdAt: "2026-11-25T10:00:00.000Z",
  updatedAt: "2026-11-25T10:00:00.000Z",
  decidedAt: "2026-11-25T11:00:00.000Z",
  lot,
};

function stubApi(answers: Record<string, unknown>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      calls.push({
        url,
        method,
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
        headers: (init.headers ?? {}) as Record<string, string>,
      });
      if (url.endsWith("/api/admin/auth/session")) return Response.json({ success: true, user: admin });
      if (url.endsWith("/api/auth/session")) return Response.json({ success: true, user: null });
      const key = `${method} ${url.split("?")[0]}`;
      if (key in answers) return Response.json(answers[key]);
      return Response.json({ success: false, code: "NOT_FOUND", message: "Not found" }, { status: 404 });
    }),
  );
  return calls;
}

async function renderAt(path: string) {
  vi.stubGlobal("scrollTo", () => {});
  // The pages load their texts in the locale of the cookie, as in the browser.
  document.cookie = localeCookie("en");
  const messages = await loadMessages("en");
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider locale="en" messages={messages} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("admin bid requests", () => {
  it("asks for the final price before marking an auction won, and sends it with an Idempotency-Key", async () => {
    const calls = stubApi({
      "GET /api/admin/bids": { success: true, bids: [approvedBid], total: 1, page: 1, pageSize: 20 },
      "POST /api/admin/bids/b1/outcome": { success: true, bid: { ...approvedBid, status: "won" }, purchaseId: "p1" },
    });
    await renderAt("/admin/bids?status=approved");
    const [won] = await screen.findAllByRole("button", { name: en["admin.bids.outcome.won"] }, { timeout: 10_000 });
    fireEvent.click(won!);
    const dialog = await screen.findByRole("alertdialog", {}, { timeout: 10_000 });
    expect(within(dialog).getByText(/2019 BMW X5/)).toBeTruthy();
    const confirm = within(dialog).getByTestId("confirm-action");
    fireEvent.click(confirm);
    const invalid = en["admin.confirm.amountInvalid"].replace("{max}", "10,000,000");
    expect(await within(dialog).findByText(invalid)).toBeTruthy();
    const price = within(dialog).getByRole("textbox", {
      name: new RegExp(en["admin.bids.amount.won"].replace(/[()]/g, "\\$&")),
    });
    // A fraction of a cent, or more than the API takes, is refused here as it would be there.
    for (const bad of ["5200.505", "0.001", "10000000.01"]) {
      fireEvent.change(price, { target: { value: bad } });
      fireEvent.click(confirm);
      expect(await within(dialog).findByText(invalid)).toBeTruthy();
    }
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.change(price, { target: { value: "5 200,50" } });
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.find((c) => c.method === "POST")).toBeTruthy(), { timeout: 10_000 });
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.url).toMatch(/\/api\/admin\/bids\/b1\/outcome$/);
    expect(post.body).toEqual({ outcome: "won", amount: 5200.5 });
    expect(post.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
  }, 20_000); // its own waits allow 10 s for the first render
});

describe("admin mail", () => {
  it("shows a customer's contact message as text, never as markup", async () => {
    stubApi({
      "GET /api/admin/failed-mails": { success: true, items: [], total: 0, page: 1, pageSize: 20 },
      "GET /api/admin/contact-messages": {
        success: true,
        messages: [
          {
            id: "m1",
            name: "<i>Jonas</i>",
            email: "jonas@example.test",
            phone: null,
            subject: "Question",
            message: '<img src=x onerror="alert(1)"> Is the car still available?',
            status: "failed",
            attempts: 5,
            lastError: "SMTP 550",
            sentAt: null,
            createdAt: "2026-11-25T10:00:00.000Z",
          },
        ],
        hasMore: false,
        nextBefore: null,
      },
    });
    await renderAt("/admin/mail");
    const card = await screen.findByTestId("contact-message", {}, { timeout: 10_000 });
    expect(card.textContent).toContain('<img src=x onerror="alert(1)"> Is the car still available?');
    expect(card.textContent).toContain("<i>Jonas</i>");
    expect(card.querySelector("img, i")).toBeNull();
    expect(within(card).getByRole("button", { name: en["admin.mail.retry"] })).toBeTruthy();
  });
});

describe("admin failed events", () => {
  const failed = {
    id: "6f1c1f5e-8a7e-4b6a-9d57-0d2f4c1a2b3c",
    type: "deposit.completed",
    payload: { userId: "u1", depositId: "d1", amountCents: 50_000, currency: "EUR" },
    createdAt: "2026-11-25T10:00:00.000Z",
    failedAt: "2026-11-25T10:05:00.000Z",
    attempts: 8,
    error: '<img src=x onerror="alert(1)"> connection refused',
    redeliveries: 0,
    retries: 0,
  };

  it("lists what the system gave up on, its error as text, and retries one", async () => {
    const calls = stubApi({
      "GET /api/admin/failed-events": { success: true, items: [failed], total: 1, page: 1, pageSize: 20 },
      [`POST /api/admin/failed-events/${failed.id}/retry`]: {
        success: true,
        message: "The event is queued to be handled again.",
        jobId: `${failed.id}.retry-1`,
      },
    });
    await renderAt("/admin/events");
    const table = await screen.findByRole("table", {}, { timeout: 10_000 });
    const row = within(table).getByText(en["admin.events.type.deposit.completed"]).closest("tr")!;
    expect(row.textContent).toContain('<img src=x onerror="alert(1)"> connection refused');
    expect(row.querySelector("img")).toBeNull();
    expect(within(row).getByRole("link").getAttribute("href")).toBe("/admin/customers/u1");
    fireEvent.click(within(row).getByRole("button", { name: en["admin.events.retry"] }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")!.url).toMatch(
      new RegExp(`/api/admin/failed-events/${failed.id}/retry$`),
    );
    expect(calls.find((c) => c.url.includes("/api/admin/failed-events?"))!.url).toMatch(/sort=failedAt&order=desc/);
  });

  it("asks the API for one event type when the filter is set", async () => {
    const calls = stubApi({
      "GET /api/admin/failed-events": { success: true, items: [], total: 0, page: 1, pageSize: 20 },
    });
    await renderAt("/admin/events?type=bill.issued");
    await screen.findByText(en["admin.events.emptyTitle"], {}, { timeout: 10_000 });
    expect(calls.find((c) => c.url.includes("/api/admin/failed-events?"))!.url).toMatch(/type=bill\.issued/);
  });
});

describe("admin purchase", () => {
  const purchase = {
    id: "p1",
    userId: "u1",
    platform: "copart",
    lotNumber: "12345678",
    status: "paid",
    finalPrice: { amount: 5200, currency: "USD" },
    delivery: { method: "pickup", port: "Klaipėda" },
    container: null,
    vessel: null,
    timeline: ["won", "paid", "picked_up", "at_port", "shipped", "arrived", "customs_cleared", "delivered"].map(
      (status, i) => ({ status, done: i <= 1, at: i <= 1 ? "2026-11-25T10:00:00.000Z" : null, eta: null, note: null }),
    ),
    documents: [
      {
        id: "d1",
        kind: "bill_of_lading",
        fileName: "<b>BOL</b>.pdf",
        size: 1000,
        uploadedAt: "2026-11-25T10:00:00.000Z",
        url: "/api/admin/purchases/p1/documents/d1",
      },
    ],
    bills: [{ id: "bl1", stage: "win", status: "paid", total: { amount: 5100, currency: "EUR" } }],
    lot,
    createdAt: "2026-11-25T10:00:00.000Z",
    updatedAt: "2026-11-25T10:00:00.000Z",
  };

  it("offers only the bills not yet issued and issues one after the confirmation", async () => {
    const calls = stubApi({
      "GET /api/admin/purchases/p1": { success: true, purchase },
      "POST /api/admin/purchases/p1/bills": { success: true, bill: {} },
    });
    await renderAt("/admin/purchases/p1");
    const issue = await screen.findByRole("button", { name: "Issue bill: Before shipping" }, { timeout: 10_000 });
    expect(screen.queryByRole("button", { name: "Issue bill: After the win" })).toBeNull();
    expect(screen.getByRole("link", { name: "<b>BOL</b>.pdf" }).getAttribute("href")).toBe(
      "/api/admin/purchases/p1/documents/d1",
    );
    fireEvent.click(issue);
    const dialog = await screen.findByRole("alertdialog", {}, { timeout: 10_000 });
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.click(within(dialog).getByTestId("confirm-action"));
    await waitFor(() => expect(calls.find((c) => c.method === "POST")?.body).toEqual({ stage: "departure" }), {
      timeout: 10_000,
    });
  });
});

describe("fee schedules in the settings", () => {
  const schedule = {
    id: "f1",
    version: 2,
    platform: "copart",
    buyerTier: "C",
    titleGroup: "salvage",
    paymentMethod: "secured",
    bidType: "online",
    currency: "USD",
    buyerFee: [{ fromCents: 0, feeCents: 100_00 }],
    bidFee: [{ fromCents: 0, feeCents: 49_00 }],
    fixedFees: [],
    effectiveFrom: "2025-09-01",
    source: "Copart fee table",
  };

  it("saves an edited schedule without its id and version, and creates a new one from a copy", async () => {
    const calls = stubApi({
      "GET /api/admin/fee-schedules": { success: true, data: [schedule] },
      "GET /api/admin/cost-settings": { success: true, data: [] },
      "PUT /api/admin/fee-schedules/f1": { success: true, data: { ...schedule, version: 3 } },
      "POST /api/admin/fee-schedules": { success: true, data: { ...schedule, id: "f2", version: 1 } },
    });
    await renderAt("/admin/settings");
    const form = await screen.findByTestId("fee-schedule-f1", {}, { timeout: 10_000 });
    const box = within(form).getByRole("textbox");
    const edited = { ...JSON.parse((box as HTMLTextAreaElement).value), source: "Copart fee table, 2026" };
    fireEvent.change(box, { target: { value: JSON.stringify(edited) } });
    fireEvent.click(within(form).getByRole("button", { name: en["admin.settings.save"] }));
    await waitFor(() => expect(calls.find((c) => c.method === "PUT")?.body).toEqual(edited), { timeout: 10_000 });
    expect(edited).not.toHaveProperty("id");
    expect(edited).not.toHaveProperty("version");

    const fresh = screen.getByTestId("fee-schedule-new");
    const copy = JSON.parse((within(fresh).getByRole("textbox") as HTMLTextAreaElement).value);
    expect(copy).toMatchObject({ platform: "copart", buyerTier: "C" });
    expect(copy.effectiveFrom).toBe(new Date().toISOString().slice(0, 10));
    fireEvent.click(within(fresh).getByRole("button", { name: en["admin.feeSchedules.create"] }));
    await waitFor(() => expect(calls.find((c) => c.method === "POST")?.body).toEqual(copy), { timeout: 10_000 });
  });
});

describe("the limits in the settings", () => {
  it("shows the day's cap on deposit announcements and saves a typed whole number as a number", async () => {
    const calls = stubApi({
      "GET /api/admin/settings/limits": { success: true, data: { depositAnnouncementsPerDay: 5, minimumMaxBid: 100 } },
      "PUT /api/admin/settings/limits": { success: true, data: { depositAnnouncementsPerDay: 7 } },
      "GET /api/admin/fee-schedules": { success: true, data: [] },
      "GET /api/admin/cost-settings": { success: true, data: [] },
    });
    await renderAt("/admin/settings");
    const card = await screen.findByRole("region", { name: en["admin.settings.limits.title"] }, { timeout: 10_000 });
    const input = await within(card).findByLabelText(en["admin.settings.limits.depositAnnouncementsPerDay"]);
    expect((input as HTMLInputElement).value).toBe("5");
    const floor = within(card).getByLabelText(en["admin.settings.limits.minimumMaxBid"]);
    expect((floor as HTMLInputElement).value).toBe("100");
    const save = within(card).getByRole("button", { name: en["admin.settings.save"] });
    const puts = () => calls.filter((c) => c.method === "PUT").map((c) => c.body);

    fireEvent.change(input, { target: { value: " 7 " } });
    fireEvent.click(save);
    await waitFor(() => expect(puts()).toEqual([{ depositAnnouncementsPerDay: 7, minimumMaxBid: 100 }]), {
      timeout: 10_000,
    });
    // Not a whole number: sent as typed, so the API's answer names what is wrong.
    fireEvent.change(await within(card).findByLabelText(en["admin.settings.limits.depositAnnouncementsPerDay"]), {
      target: { value: "2.5" },
    });
    fireEvent.click(within(card).getByRole("button", { name: en["admin.settings.save"] }));
    await waitFor(() => expect(puts()).toHaveLength(2), { timeout: 10_000 });
    expect(puts()[1]).toEqual({ depositAnnouncementsPerDay: "2.5", minimumMaxBid: 100 });
  });
});
