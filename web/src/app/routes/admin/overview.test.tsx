import { QueryClient } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProvider } from "@/app/provider";
import { routes } from "@/app/router";
import en from "@/i18n/messages-en";
import lt from "@/i18n/messages-lt";
import { loadMessages, localeCookie, type Locale } from "@/lib/intl";
import { authAtom, store } from "@/lib/store";

const texts = { lt, en } as const;

const overview = {
  success: true,
  counts: {
    pendingDeposits: 2,
    pendingWithdrawals: 0,
    pendingBidRequests: 5,
    pendingBuyNowRequests: 1,
    awaitingOutcome: 0,
    unpaidBills: 4,
    contactMessagesLast7Days: 12,
    failedContactMessages: 1,
    failedMails: 3,
    failedEvents: 2,
  },
  ingestion: [
    {
      sourceId: "copart-feed",
      platform: "copart",
      enabled: true,
      lastRun: {
        id: "r1",
        status: "failed",
        startedAt: "2026-11-26T06:00:00.000Z",
        finishedAt: "2026-11-26T06:05:00.000Z",
        seen: 1240,
        created: 31,
        updated: 200,
        failed: 2,
        progress: { pagesDone: 12, pagesFailed: 1, nextPage: 13, maxPages: 100 },
        errors: [
          { page: 7, reason: "<b>HTTP 503</b> upstream", at: "2026-11-26T06:02:00.000Z" },
          { page: 8, reason: "timeout" },
          { page: 9, reason: "timeout" },
          { page: 10, reason: "timeout" },
          { page: 11, reason: "timeout" },
        ],
      },
    },
    { sourceId: "iaai-feed", platform: "iaai", enabled: false, lastRun: null },
  ],
};

function stubFetch(answer: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url.endsWith("/api/admin/overview")) return answer();
      if (url.endsWith("/api/admin/auth/session"))
        return Response.json({
          success: true,
          user: { id: "a1", name: "Rūta", surname: "Admin", email: "admin@example.test", role: "admin" },
        });
      if (url.endsWith("/api/admin/settings/footer"))
        return Response.json({ success: true, data: { sections: { contact: {} } } });
      return Response.json({ success: false, code: "UNAUTHENTICATED", message: "Not signed in" }, { status: 401 });
    }),
  );
  return calls;
}

async function renderAdmin(locale: Locale) {
  vi.stubGlobal("scrollTo", () => {});
  document.cookie = localeCookie(locale);
  const messages = await loadMessages(locale);
  const router = createMemoryRouter(routes, { initialEntries: ["/admin"] });
  // No retries with their 5 s pauses: the error state shows at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider locale={locale} messages={messages} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  store.set(authAtom, { status: "loading" });
});

describe.each(["lt", "en"] as const)("admin overview in %s", (locale) => {
  const t = texts[locale];

  it("shows every work queue's count and marks the ones that need a decision", async () => {
    stubFetch(() => Response.json(overview));
    await renderAdmin(locale);
    const queues = await screen.findByRole("region", { name: t["admin.overview.queues.title"] }, { timeout: 10_000 });
    const card = (id: keyof typeof t) => within(queues).getByText(t[id]).closest("[data-testid=queue-card]")!;
    expect(card("admin.overview.queue.pendingBidRequests").textContent).toContain("5");
    expect(card("admin.overview.queue.pendingBidRequests").getAttribute("data-attention")).toBe("true");
    expect(card("admin.overview.queue.pendingWithdrawals").textContent).toContain("0");
    expect(card("admin.overview.queue.pendingWithdrawals").getAttribute("data-attention")).toBeNull();
    expect(card("admin.overview.queue.contactMessagesLast7Days").textContent).toContain("12");
    expect(card("admin.overview.queue.failedMails").textContent).toContain("3");
    expect(card("admin.overview.queue.failedEvents").textContent).toContain("2");
    expect(card("admin.overview.queue.failedEvents").getAttribute("data-attention")).toBe("true");
    // 2 deposits + 5 bids + 1 buy-now + 1 contact + 3 mails + 2 events wait for a decision.
    expect(within(queues).getByText(locale === "en" ? "14 items need your decision" : /14 įrašų laukia/)).toBeTruthy();
  });

  it("shows each source's last run with its figures and first errors as plain text", async () => {
    stubFetch(() => Response.json(overview));
    await renderAdmin(locale);
    const section = await screen.findByRole(
      "region",
      { name: t["admin.overview.ingestion.title"] },
      { timeout: 10_000 },
    );
    const [copart, iaai] = within(section).getAllByTestId("ingestion-source");
    expect(within(copart!).getByText("copart-feed")).toBeTruthy();
    expect(within(copart!).getByText(locale === "en" ? "Failed" : "Nepavyko")).toBeTruthy();
    expect(within(copart!).getByText(t["admin.overview.run.created"]).nextSibling?.textContent).toBe("31");
    // The provider's text arrives as text: no element is made from it.
    const firstError = within(copart!).getByText(/HTTP 503/);
    expect(firstError.textContent).toContain("<b>HTTP 503</b> upstream");
    expect(firstError.querySelector("b")).toBeNull();
    expect(within(copart!).getByText(locale === "en" ? "and 2 more errors" : "ir dar 2 klaidos")).toBeTruthy();
    expect(within(iaai!).getByText(t["admin.overview.source.disabled"])).toBeTruthy();
    expect(within(iaai!).getByText(t["admin.overview.source.neverRun"])).toBeTruthy();
    expect(within(iaai!).getByText("IAAI")).toBeTruthy();
  });

  it("asks to sign in when the admin session is missing", async () => {
    stubFetch(() => Response.json({ success: false, code: "UNAUTHENTICATED", message: "Sign in" }, { status: 401 }));
    await renderAdmin(locale);
    expect(
      await screen.findByRole("heading", { name: t["admin.overview.signIn.title"] }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: t["admin.overview.signIn.action"] }).getAttribute("href")).toBe(
      "/admin/login",
    );
  });

  it("says when the overview could not be loaded and tries again on request", async () => {
    let fail = true;
    const calls = stubFetch(() =>
      fail
        ? Response.json({ success: false, code: "INTERNAL", message: "Something went wrong." }, { status: 500 })
        : Response.json(overview),
    );
    await renderAdmin(locale);
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
    expect(within(alert).getByText(t["admin.overview.error.title"])).toBeTruthy();
    fail = false;
    within(alert).getByRole("button", { name: t["admin.overview.error.retry"] }).click();
    expect(
      await screen.findByRole("region", { name: t["admin.overview.queues.title"] }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(calls.filter((u) => u.endsWith("/api/admin/overview"))).toHaveLength(2);
  });
});
