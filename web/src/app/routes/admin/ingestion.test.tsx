// The admin ingestion page in each state a source can be in (never run, running, completed with skips, held,
// failed), in both languages: what it shows, what it asks before a decision and what it sends.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProvider } from "@/app/provider";
import { routes } from "@/app/router";
import type { IngestionRun, IngestionSource, SkipReason } from "@/features/admin/api/admin-ingestion";
import en from "@/i18n/messages-en";
import lt from "@/i18n/messages-lt";
import { loadMessages, localeCookie, type Locale } from "@/lib/intl";
import { authAtom, store } from "@/lib/store";

const texts = { lt, en } as const;
const admin = { id: "a1", name: "Rūta", surname: "Admin", email: "admin@example.test", role: "admin" };
const WAIT = { timeout: 10_000 };

function run(over: Partial<IngestionRun> = {}): IngestionRun {
  return {
    id: "r1",
    sourceId: "copart-feed",
    status: "completed",
    startedAt: "2026-11-26T06:00:00.000Z",
    heartbeatAt: "2026-11-26T06:05:00.000Z",
    finishedAt: "2026-11-26T06:05:00.000Z",
    seen: 1240,
    created: 31,
    updated: 200,
    unchanged: 1000,
    failed: 9,
    removed: 4,
    progress: { pagesDone: 12, pagesFailed: 1, nextPage: 13, maxPages: 100 },
    errors: [],
    summary: null,
    warnings: 6,
    skipReasons: [],
    held: null,
    ...over,
  };
}

function source(over: Partial<IngestionSource> = {}): IngestionSource {
  return {
    id: "copart-feed",
    platform: "copart",
    kind: "feed",
    enabled: true,
    schedule: { everyMs: 3_600_000, cron: null },
    fullListing: true,
    manualRunQueued: false,
    lastRun: null,
    heldRun: null,
    ...over,
  };
}

const reason = (i: number, over: Partial<SkipReason> = {}): SkipReason => ({
  code: `code-${i}`,
  field: i % 2 ? "odometer" : null,
  message: `Reason number ${i}`,
  count: 10 - i,
  example: { page: i, lotNumber: `LOT-${i}`, field: null, excerpt: `excerpt ${i}` },
  ...over,
});

type Call = { method: string; url: string };
type Answer = (call: Call) => Response | undefined;

function stubApi(answer: Answer) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? "GET", url };
      calls.push(call);
      if (url.endsWith("/api/admin/auth/session")) return Response.json({ success: true, user: admin });
      if (url.endsWith("/api/auth/session")) return Response.json({ success: true, user: null });
      return (
        answer(call) ?? Response.json({ success: false, code: "NOT_FOUND", message: "Not found" }, { status: 404 })
      );
    }),
  );
  return calls;
}

const sourcesAnswer =
  (items: () => IngestionSource[], runs: IngestionRun[] = []): Answer =>
  ({ method, url }) => {
    if (method === "GET" && url.includes("/api/admin/ingestion/sources?"))
      return Response.json({ success: true, items: items(), total: items().length, page: 1, pageSize: 20 });
    if (method === "GET" && /\/api\/admin\/ingestion\/sources\/[^/]+\/runs\?/.test(url)) {
      const status = new URL(url, "http://x").searchParams.get("status");
      const rows = runs.filter((r) => !status || r.status === status);
      return Response.json({ success: true, items: rows, total: rows.length, page: 1, pageSize: 10 });
    }
    return undefined;
  };

async function renderAt(locale: Locale, path = "/admin/ingestion") {
  vi.stubGlobal("scrollTo", () => {});
  document.cookie = localeCookie(locale);
  const messages = await loadMessages(locale);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider locale={locale} messages={messages} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

/** The desktop table's row of a source (the phone cards hold the same, hidden by CSS in a browser). */
async function rowOf(id: string) {
  const table = await screen.findByRole("table", { name: /./ }, WAIT);
  return within(table).getByText(id).closest("tr")!;
}

const sourcesGets = (calls: Call[]) => calls.filter((c) => c.url.includes("/api/admin/ingestion/sources?")).length;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  store.set(authAtom, { status: "loading" });
});

describe.each(["lt", "en"] as const)("admin ingestion page in %s", (locale) => {
  const t = texts[locale];
  const plain = (id: keyof typeof t) => t[id];

  it("says a source has not run yet, with no figures, no held alert and no polling", async () => {
    const calls = stubApi(sourcesAnswer(() => [source({ id: "iaai-feed", platform: "iaai", enabled: false })]));
    await renderAt(locale);
    const row = await rowOf("iaai-feed");
    expect(within(row).getByText(plain("admin.overview.source.neverRun"))).toBeTruthy();
    expect(within(row).queryByTestId("run-counts")).toBeNull();
    expect(screen.queryByTestId("held-run")).toBeNull();
    const before = sourcesGets(calls);
    await new Promise((r) => setTimeout(r, 2_500));
    expect(sourcesGets(calls)).toBe(before);
  }, 20_000);

  it("shows a running run's pages of the most, lots seen and a fresh heartbeat, and polls while it runs", async () => {
    let heartbeatAt = new Date(Date.now() - 5_000).toISOString();
    const calls = stubApi(
      sourcesAnswer(() => [
        source({
          lastRun: run({
            status: "running",
            finishedAt: null,
            heartbeatAt,
            seen: 420,
            progress: { pagesDone: 3, pagesFailed: 0, nextPage: 4, maxPages: 10 },
          }),
        }),
      ]),
    );
    await renderAt(locale);
    const row = await rowOf("copart-feed");
    const progress = within(row).getByTestId("run-progress");
    expect(progress.textContent).toContain(t["admin.ingestion.pagesOf"].replace("{done}", "3").replace("{max}", "10"));
    expect(progress.textContent).toContain("420");
    const heartbeat = within(row).getByTestId("heartbeat");
    expect(heartbeat.textContent).toMatch(locale === "en" ? /Last heartbeat \d+ seconds ago/ : /prieš \d+ sek/);
    expect(heartbeat.getAttribute("data-stale")).toBeNull();
    expect(within(row).getByRole("button", { name: plain("admin.ingestion.running") })).toHaveProperty(
      "disabled",
      true,
    );
    // Polled every 2 s while the run goes: the next answer carries a heartbeat that stopped minutes ago.
    heartbeatAt = new Date(Date.now() - 5 * 60_000).toISOString();
    const before = sourcesGets(calls);
    await waitFor(() => expect(sourcesGets(calls)).toBeGreaterThan(before), { timeout: 4_000 });
    await waitFor(() => expect(within(row).getByTestId("heartbeat").getAttribute("data-stale")).toBe("true"));
    expect(within(row).getByText(plain("admin.ingestion.live.stale"))).toBeTruthy();
  }, 20_000);

  it("shows a completed run's figures and its top skip reasons, the rest on request, examples as text", async () => {
    const reasons = [
      reason(0, {
        code: "invalid-vin",
        field: "vin",
        example: {
          page: 3,
          lotNumber: "<b>L-77</b>",
          field: "vin",
          excerpt: '<img src=x onerror="alert(1)">{"vin":1}',
        },
      }),
      reason(1, { code: "unknown-currency" }),
      ...[2, 3, 4].map((i) => reason(i)),
    ];
    stubApi(sourcesAnswer(() => [source({ lastRun: run({ skipReasons: reasons }) })], [run({ skipReasons: reasons })]));
    await renderAt(locale);
    const row = await rowOf("copart-feed");
    const counts = within(row).getByTestId("run-counts");
    const figure = (id: string) => counts.querySelector(`[data-count=${id}] dd`)!.textContent!.replace(/\D/g, "");
    expect(
      ["seen", "created", "updated", "unchanged", "skipped", "removed", "pagesFailed", "warnings"].map(figure),
    ).toEqual(["1240", "31", "200", "1000", "9", "4", "1", "6"]);
    expect(within(counts).getByText(plain("admin.ingestion.count.warnings"))).toBeTruthy();

    fireEvent.click(within(row).getByRole("button", { name: plain("admin.ingestion.details") }));
    const detail = await screen.findByTestId("source-detail", {}, WAIT);
    const shown = () => within(detail).getAllByTestId("skip-reason");
    expect(shown()).toHaveLength(3);
    const first = shown()[0]!;
    expect(within(first).getByTestId("skip-code").textContent).toBe("invalid-vin");
    const excerpt = within(first).getByTestId("skip-excerpt");
    expect(excerpt.tagName).toBe("PRE");
    expect(excerpt.textContent).toBe('<img src=x onerror="alert(1)">{"vin":1}');
    expect(first.textContent).toContain("<b>L-77</b>");
    expect(first.querySelector("img, b")).toBeNull();
    // A code the page knows is said in the page's language; one it does not know leaves the worker's words alone.
    expect(within(first).queryByTestId("skip-label")).toBeNull();
    expect(within(shown()[1]!).getByTestId("skip-label").textContent).toBe(
      t["admin.ingestion.skipCode.unknownCurrency"],
    );
    const more = within(detail).getByRole("button", { name: new RegExp(locale === "en" ? "Show all 5" : "\\(5\\)") });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(more);
    expect(shown()).toHaveLength(5);
    expect(more.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(within(detail).getByRole("button", { name: plain("admin.ingestion.skips.showFewer") }));
    expect(shown()).toHaveLength(3);
    expect(within(detail).getByTestId("run-history")).toBeTruthy();
  }, 20_000);

  it("puts a held run first, asks with the number before confirming, toasts and refreshes", async () => {
    let confirmed: string | null = null;
    const heldRun = () =>
      run({
        id: "held-1",
        status: "held",
        removed: 0,
        held: {
          reason: "Only 12 lots listed of about 4000 <b>expected</b>",
          removalCandidates: 3988,
          confirmedAt: confirmed,
        },
      });
    const base = sourcesAnswer(() => [source({ lastRun: heldRun(), heldRun: confirmed ? null : heldRun() })]);
    const calls = stubApi((call) => {
      if (call.method === "POST" && call.url.endsWith("/api/admin/ingestion/runs/held-1/confirm-removal")) {
        confirmed = "2026-11-27T10:00:00.000Z";
        return Response.json({ success: true, message: "Removed.", removed: 3988, run: heldRun() });
      }
      return base(call);
    });
    await renderAt(locale);
    const alert = await screen.findByTestId("held-run", {}, WAIT);
    expect(alert.textContent).toContain("copart-feed");
    expect(alert.textContent).toContain("Only 12 lots listed of about 4000 <b>expected</b>");
    expect(alert.querySelector("b")).toBeNull();
    expect(alert.textContent).toMatch(/3[\s,.\u00a0]?988/);
    expect(within(await rowOf("copart-feed")).getByText(plain("admin.ingestion.held.awaiting"))).toBeTruthy();

    fireEvent.click(within(alert).getByRole("button", { name: plain("admin.ingestion.held.confirm") }));
    const dialog = await screen.findByRole("alertdialog", {}, WAIT);
    expect(dialog.textContent).toMatch(/3[\s,.\u00a0]?988/);
    expect(dialog.textContent).toContain("copart-feed");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    const before = sourcesGets(calls);
    fireEvent.click(within(dialog).getByTestId("confirm-action"));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    const done =
      locale === "en"
        ? /3[\s,.\u00a0]?988 lots of copart-feed marked removed/
        : /lotų pažymėta kaip pašalinti: 3[\s\u00a0]?988/;
    expect(await screen.findByText(done, {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(sourcesGets(calls)).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByTestId("held-run")).toBeNull());
    // The confirmed run stays in the list, marked as such.
    const row = await rowOf("copart-feed");
    await waitFor(() =>
      expect(within(row).getByTestId("held-state").textContent).toContain(
        t["admin.ingestion.held.confirmed"].replace(" {when}", ""),
      ),
    );
  }, 20_000);

  it("says why each run was held in the page's language, and an older run's reason in the server's words", async () => {
    const details = [
      { code: "page-limit" },
      { code: "empty-listing" },
      { code: "failed-pages", failedPages: 2 },
      { code: "short-listing", kept: 30, total: 100, requiredShare: 0.5 },
      null,
    ] as const;
    const sources = details.map((detail, i) => {
      const held = run({
        id: `held-${i}`,
        status: "held",
        held: { reason: `The server's words ${i}`, detail, removalCandidates: 5, confirmedAt: null },
      });
      return source({ id: `feed-${i}`, lastRun: held, heldRun: held });
    });
    stubApi(sourcesAnswer(() => sources));
    await renderAt(locale);
    await screen.findAllByTestId("held-run", {}, WAIT);
    const titles = screen.getAllByTestId("held-title").map((t) => t.textContent ?? "");
    const expected =
      locale === "en"
        ? [/page limit/, /listing was empty/, /2 pages failed/, /30 of the source's 100 open lots \(30%\).*50%/]
        : [/puslapių ribą/, /sąrašas buvo tuščias/, /2 puslapiai nepavyko/, /30 iš 100 .*\(30\s?%\).*50\s?%/];
    expected.forEach((pattern, i) => {
      const title = titles.find((t) => t.includes(`feed-${i}`))!;
      expect(title).toMatch(pattern);
      expect(title).not.toContain("The server's words");
    });
    expect(titles.find((t) => t.includes("feed-4"))).toContain("The server's words 4");
  }, 20_000);

  it("shows the server's refusal when the removal was already decided (409) and refreshes", async () => {
    const heldRun = run({
      id: "held-2",
      status: "held",
      held: { reason: "The listing was empty", removalCandidates: 7, confirmedAt: null },
    });
    const base = sourcesAnswer(() => [source({ lastRun: heldRun, heldRun })]);
    const calls = stubApi((call) => {
      if (call.method === "POST" && call.url.endsWith("/runs/held-2/confirm-removal"))
        return Response.json(
          { success: false, code: "CONFLICT", message: "The run's removal was already confirmed." },
          { status: 409 },
        );
      return base(call);
    });
    await renderAt(locale);
    const alert = await screen.findByTestId("held-run", {}, WAIT);
    fireEvent.click(within(alert).getByRole("button", { name: plain("admin.ingestion.held.confirm") }));
    const dialog = await screen.findByRole("alertdialog", {}, WAIT);
    const before = sourcesGets(calls);
    fireEvent.click(within(dialog).getByTestId("confirm-action"));
    expect(await screen.findByText(/The run's removal was already confirmed\./, {}, WAIT)).toBeTruthy();
    expect(screen.getAllByText(plain("admin.money.failed")).length).toBeGreaterThan(0);
    if (locale === "lt") expect(screen.getByText(new RegExp(t["admin.errors.refused"]))).toBeTruthy();
    await waitFor(() => expect(sourcesGets(calls)).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  }, 20_000);

  it("shows a failed run with its errors as text, and filters the history by held", async () => {
    const failedRun = run({
      status: "failed",
      errors: [{ page: 7, reason: "<i>HTTP 503</i> upstream" }],
      progress: { pagesDone: 6, pagesFailed: 3, nextPage: 7, maxPages: null },
    });
    const heldOld = run({
      id: "old-held",
      status: "held",
      startedAt: "2026-11-20T06:00:00.000Z",
      held: { reason: "Empty", removalCandidates: 2, confirmedAt: "2026-11-21T08:00:00.000Z" },
    });
    const calls = stubApi(sourcesAnswer(() => [source({ lastRun: failedRun })], [failedRun, heldOld]));
    await renderAt(locale, "/admin/ingestion?source=copart-feed");
    const row = await rowOf("copart-feed");
    expect(within(row).getByTestId("run-status").textContent).toBe(plain("admin.overview.run.status.failed"));
    const detail = await screen.findByTestId("source-detail", {}, WAIT);
    const error = within(detail).getByTestId("run-error");
    expect(error.textContent).toContain("<i>HTTP 503</i> upstream");
    expect(error.querySelector("i")).toBeNull();
    const history = within(detail).getByTestId("run-history");
    await waitFor(() => expect(within(history).getAllByTestId("admin-row")).toHaveLength(2));
    fireEvent.change(within(history).getByRole("combobox", { name: plain("admin.ingestion.history.filter") }), {
      target: { value: "held" },
    });
    await waitFor(() =>
      expect(calls.some((c) => /\/sources\/copart-feed\/runs\?.*status=held/.test(c.url))).toBe(true),
    );
    await waitFor(() => expect(within(history).getAllByTestId("admin-row")).toHaveLength(1));
    expect(within(history).getAllByTestId("held-state")[0]!.textContent).toContain(
      t["admin.ingestion.held.confirmed"].replace(" {when}", ""),
    );
  }, 20_000);
});
