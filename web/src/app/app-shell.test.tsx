import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import contentEn from "@/i18n/content.en.json";
import contentLt from "@/i18n/content.lt.json";
import en from "@/i18n/messages-en";
import lt from "@/i18n/messages-lt";
import { authAtom, store } from "@/lib/store";
import { renderApp, testUser } from "@/test/render-app";

const texts = { lt: { ...lt, ...contentLt }, en: { ...en, ...contentEn } } as const;

describe.each(["lt", "en"] as const)("app shell in %s", (locale) => {
  const t = texts[locale];

  it("renders the home hero under the public header, with guest actions once the session check says anonymous", async () => {
    await renderApp("/", locale);
    expect(await screen.findByRole("heading", { level: 1, name: t["home.hero.title"] })).toBeTruthy();
    await waitFor(() => expect(store.get(authAtom).status).toBe("anonymous"));
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("link", { name: t["layout.header.login"] })).toBeTruthy();
    expect(within(header).getByRole("link", { name: t["layout.header.register"] })).toBeTruthy();
    expect(within(header).getByRole("group", { name: t["layout.language.label"] })).toBeTruthy();
    expect(screen.getByRole("search")).toBeTruthy();
    expect(screen.getByPlaceholderText(t["search.box.placeholder"])).toBeTruthy();
  });

  it("shows the footer with the current year and the floating contact button", async () => {
    await renderApp("/", locale);
    const footer = await screen.findByRole("contentinfo");
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} BaltBid`))).toBeTruthy();
    expect(screen.getByRole("button", { name: t["layout.contactButton.label"] })).toBeTruthy();
  });

  it("renders a lazily loaded content page with its title", async () => {
    await renderApp("/faq", locale);
    // The page's code and then its texts load lazily: generous time on a busy machine.
    expect(
      await screen.findByRole("heading", { level: 1, name: t["content.faq.title"] }, { timeout: 15_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${t["content.faq.title"]} · BaltBid`));
  }, 30_000);

  it("renders /login without the public header or footer", async () => {
    await renderApp("/login", locale);
    expect(await screen.findByRole("heading", { level: 1, name: t["auth.login.title"] })).toBeTruthy();
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
  });

  it("renders the dashboard in its own layout with the account navigation", async () => {
    await renderApp("/dashboard/watchlist", locale, testUser);
    const nav = await screen.findByRole("navigation", { name: t["layout.dashboard.sidebar"] });
    expect(
      within(nav).getByRole("link", { name: t["layout.dashboard.nav.watchlist"] }).getAttribute("aria-current"),
    ).toBe("page");
    expect(screen.getByRole("heading", { level: 1, name: t["layout.dashboard.nav.watchlist"] })).toBeTruthy();
    expect(screen.queryByRole("contentinfo")).toBeNull();
  });

  it("shows the 404 page for an unknown path", async () => {
    await renderApp("/no-such-page", locale);
    expect(await screen.findByRole("heading", { level: 1, name: t["errors.notFound.title"] })).toBeTruthy();
    expect(screen.getByRole("banner")).toBeTruthy();
  });
});
