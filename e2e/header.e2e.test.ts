// The public header, mobile menu, footer and back-to-top at a phone and a desktop width
// (docs/product/screens.md#header, docs/product/screens.md#mobile-menu, docs/product/screens.md#footer,
// docs/product/screens.md#back-to-top).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import contentEn from "../web/src/i18n/content.en.json";
import contentLt from "../web/src/i18n/content.lt.json";
import en from "../web/src/i18n/messages-en";
import lt from "../web/src/i18n/messages-lt";
import { launchBrowser, newPage, VIEWPORTS } from "./browser.ts";
import { addUnreadNotifications, closeTestDb, createUser, signIn, testDb } from "./support.ts";

const appUrl = inject("appUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeTestDb();
});

const header = (page: Page) => page.locator("header").first();
const flag = (page: Page, name: string) => header(page).evaluate((el, n) => el.hasAttribute(n), `data-${name}`);

// Page-side code is passed as strings: this file is type-checked without the DOM library.
const scrollY = (page: Page) => page.evaluate<number>("Math.round(window.scrollY)");
const scrollLocked = (page: Page) =>
  page.evaluate<boolean>(
    `[document.body, document.documentElement].some((el) => getComputedStyle(el).overflow === "hidden")`,
  );

async function scrollTo(page: Page, y: number) {
  // Scrolls again on each poll: while late content is still laying out the page can be briefly too short to reach y.
  await expect
    .poll(async () => {
      await page.evaluate(`window.scrollTo({ top: ${y}, behavior: "instant" })`);
      return scrollY(page);
    })
    .toBe(y);
}

describe.each(Object.entries(VIEWPORTS))("public header at %s width", (name, viewport) => {
  const small = name === "mobile";

  it("is transparent over the home hero, turns solid and compact with scrolling, and (small screens) hides while scrolling down", async () => {
    const { context, page } = await newPage(browser, viewport, { baseURL: appUrl });
    try {
      await page.goto("/");
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await flag(page, "over-hero")).toBe(true);
      expect(await flag(page, "compact")).toBe(false);
      if (!small) expect(await page.getByTestId("main-nav").isVisible()).toBe(false);

      await scrollTo(page, 40);
      await expect.poll(() => flag(page, "over-hero")).toBe(false);
      expect(await flag(page, "compact")).toBe(false);
      if (!small) await expect.poll(() => page.getByTestId("main-nav").isVisible()).toBe(true);

      await scrollTo(page, 80);
      await expect.poll(() => flag(page, "compact")).toBe(true);
      expect(await flag(page, "hidden")).toBe(false); // not past 100 px yet

      await scrollTo(page, 160);
      await expect.poll(() => flag(page, "hidden")).toBe(small);
      await scrollTo(page, 130); // scrolling up shows it again
      await expect.poll(() => flag(page, "hidden")).toBe(false);
      await scrollTo(page, 500);
      await expect.poll(() => flag(page, "hidden")).toBe(small);
      await scrollTo(page, 45); // within 50 px of the top it always shows
      await expect.poll(() => flag(page, "hidden")).toBe(false);
      // Polled too: on wide screens "hidden" never changes, so the poll above can pass before the scroll is handled.
      await expect.poll(() => flag(page, "compact")).toBe(false);
    } finally {
      await context.close();
    }
  });

  it("shows back-to-top after 300 px and the footer with the current year", async () => {
    const { context, page } = await newPage(browser, viewport, { baseURL: appUrl });
    try {
      await page.goto("/");
      const backToTop = page.getByTestId("back-to-top");
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await backToTop.isVisible()).toBe(false);
      await scrollTo(page, 250);
      await expect.poll(() => backToTop.isVisible()).toBe(false);
      await scrollTo(page, 350);
      await expect.poll(() => backToTop.isVisible()).toBe(true);
      await backToTop.click();
      await expect.poll(() => scrollY(page)).toBe(0);
      const footer = page.getByRole("contentinfo");
      expect(await footer.innerText()).toContain(`© ${new Date().getFullYear()} BaltBid`);
    } finally {
      await context.close();
    }
  });

  it("shows the footer contact from the footer settings, merged over the defaults", async () => {
    await testDb().setting.upsert({
      where: { key: "footer" },
      create: { key: "footer", value: { sections: { contact: { numbers: ["+370 611 22233"] } } } },
      update: { value: { sections: { contact: { numbers: ["+370 611 22233"] } } } },
    });
    const { context, page } = await newPage(browser, viewport, { baseURL: appUrl });
    try {
      await page.goto("/faq");
      const footer = page.getByRole("contentinfo");
      await expect.poll(() => footer.innerText(), { timeout: 20_000 }).toContain("+370 611 22233");
      expect(await footer.innerText()).toContain("info@baltbid.lt"); // the default e-mail stays
    } finally {
      await context.close();
      await testDb().setting.deleteMany({ where: { key: "footer" } });
    }
  });

  it("switches the language with the NEXT_LOCALE cookie and reloads the same page", async () => {
    const { context, page } = await newPage(browser, viewport, { baseURL: appUrl });
    try {
      await page.goto("/faq");
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(contentLt["content.faq.title"]);
      const switcher = small
        ? (await page.getByRole("button", { name: lt["layout.header.openMenu"] }).click(),
          page.getByTestId("mobile-menu"))
        : header(page);
      const loaded = page.waitForEvent("load");
      await switcher.getByRole("button", { name: en["layout.language.enName"] }).first().click();
      await loaded;
      expect(new URL(page.url()).pathname).toBe("/faq");
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(contentEn["content.faq.title"]);
      const cookie = (await context.cookies(appUrl)).find((c) => c.name === "NEXT_LOCALE");
      expect(cookie).toMatchObject({ value: "en", path: "/" });
      expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(31_536_000 - 3600);
    } finally {
      await context.close();
    }
  });
});

describe("desktop navigation", () => {
  it("marks the calculator new and highlights one random item for 2 s every 5 s", async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale: "en" });
    try {
      await page.clock.install();
      await page.goto("/faq");
      const nav = page.getByTestId("main-nav");
      await nav.waitFor();
      expect(await nav.locator('a[href="/calculator"]').innerText()).toContain(en["layout.nav.new"]);
      const highlighted = nav.locator("[data-highlighted]");
      expect(await highlighted.count()).toBe(0);
      // Exact durations are checked in use-nav-highlight.test.ts; here, that it happens in the real header.
      await page.clock.fastForward(5_000);
      await expect.poll(() => highlighted.count()).toBe(1);
      await page.clock.fastForward(2_100);
      await expect.poll(() => highlighted.count()).toBe(0);
      await page.clock.fastForward(3_000);
      await expect.poll(() => highlighted.count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe("signed-in header", () => {
  it.each([
    [5, "5"],
    [100, "99+"],
  ])("shows %i unread notifications on the bell as %s, and the account menu logs out to /", async (count, text) => {
    const user = await createUser("bell");
    await addUnreadNotifications(user.id, count);
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale: "en" });
    try {
      await signIn(page, user);
      await page.goto("/faq");
      const bell = header(page).getByTestId("notification-bell");
      await expect.poll(() => bell.getByTestId("notification-count").innerText(), { timeout: 20_000 }).toBe(text);
      // The bell opens the notifications panel (its own browser test: notifications.e2e.test.ts).
      await bell.click();
      await page.getByTestId("notification-panel").waitFor({ timeout: 20_000 });
      await page.keyboard.press("Escape");
      await page.getByTestId("notification-panel").waitFor({ state: "detached" });

      await header(page).getByTestId("account-menu").click();
      const menu = page.getByRole("menu");
      for (const id of [
        "layout.account.dashboard",
        "layout.dashboard.nav.watchlist",
        "layout.dashboard.nav.activeAuctions",
        "layout.dashboard.nav.wonAuctions",
        "layout.account.deposit",
        "layout.dashboard.nav.profile",
      ] as const)
        expect(await menu.getByRole("menuitem", { name: en[id] }).count()).toBe(1);
      await menu.getByRole("menuitem", { name: en["layout.account.logout"] }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await header(page).getByRole("link", { name: en["layout.header.login"] }).waitFor();
      expect(await bell.count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("mobile menu", () => {
  it("shows Main and Account sections with phones and e-mail, locks scrolling, closes on Escape and outside click", async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.mobile, { baseURL: appUrl, locale: "en" });
    try {
      await page.goto("/faq");
      const open = page.getByRole("button", { name: en["layout.header.openMenu"] });
      await open.click();
      const menu = page.getByTestId("mobile-menu");
      await menu.waitFor();
      for (const id of ["layout.mobileMenu.main", "layout.mobileMenu.account", "layout.mobileMenu.contact"] as const)
        expect(await menu.getByRole("region", { name: en[id] }).count()).toBe(1);
      expect(await menu.getByRole("link", { name: en["layout.header.login"] }).count()).toBe(1);
      expect(await menu.getByRole("link", { name: en["layout.header.register"] }).count()).toBe(1);
      expect(await menu.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
      expect(await menu.locator('a[href^="mailto:"]').count()).toBe(1);
      await expect.poll(() => scrollLocked(page)).toBe(true);

      await page.keyboard.press("Escape");
      await expect.poll(() => menu.isVisible()).toBe(false);
      await expect.poll(() => scrollLocked(page)).toBe(false);

      await open.click();
      await expect.poll(() => menu.isVisible()).toBe(true);
      await page.mouse.click(20, 400); // the backdrop, left of the panel
      await expect.poll(() => menu.isVisible()).toBe(false);

      await open.click();
      await menu.getByRole("link", { name: en["layout.nav.customs"] }).click();
      await page.waitForURL((url) => url.pathname === "/customs");
      await expect.poll(() => menu.isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it("gives a signed-in user the account entries and closes on logout, returning to /", async () => {
    const user = await createUser("menu");
    const { context, page } = await newPage(browser, VIEWPORTS.mobile, { baseURL: appUrl, locale: "en" });
    try {
      await signIn(page, user);
      await page.goto("/faq");
      await page.getByRole("button", { name: en["layout.header.openMenu"] }).click();
      const menu = page.getByTestId("mobile-menu");
      const account = menu.getByRole("region", { name: en["layout.mobileMenu.account"] });
      await account.waitFor();
      for (const id of [
        "layout.account.dashboard",
        "layout.dashboard.nav.watchlist",
        "layout.dashboard.nav.activeAuctions",
        "layout.dashboard.nav.wonAuctions",
        "layout.account.deposit",
        "layout.dashboard.nav.profile",
      ] as const)
        expect(await account.getByRole("link", { name: en[id] }).count()).toBe(1);
      await account.getByRole("button", { name: en["layout.account.logout"] }).click();
      await page.waitForURL((url) => url.pathname === "/");
      await expect.poll(() => menu.isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});
