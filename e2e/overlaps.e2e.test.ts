// Nothing covers what a person needs to reach, at a phone and desktop widths, in both languages: the open header
// search leaves the account buttons on screen, a dashboard page's title is never cut, and the floating contact button
// covers neither the footer's last line nor the calculator's total bar.
import type { Locator, Page } from "playwright-core";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import en from "../web/src/i18n/messages-en";
import lt from "../web/src/i18n/messages-lt";
import { launchBrowser, newPage, VIEWPORTS } from "./browser.ts";
import { closeTestDb, createUser, ensureCalculatorData, signIn } from "./support.ts";

const appUrl = inject("appUrl");
const TEXTS = { en, lt } as const;
let browser: Browser;
beforeAll(async () => {
  await ensureCalculatorData();
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await closeTestDb();
});

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element's box, wholly inside the window. */
async function onScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  return (
    box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height
  );
}

describe.each([
  [1280, "en"],
  [1440, "lt"],
  [1280, "lt"],
] as const)("the header at %i px in %s", (width, locale) => {
  it("makes room for the open search: the account buttons stay on screen, the links come back when it closes", async () => {
    const t = TEXTS[locale];
    const { context, page } = await newPage(browser, { width, height: 800 }, { baseURL: appUrl, locale });
    try {
      await page.goto("/faq");
      const header = page.getByRole("banner");
      const login = header.getByRole("link", { name: t["layout.header.login"] });
      const register = header.getByRole("link", { name: t["layout.header.register"] });
      await login.waitFor();
      await header.getByTestId("search-box-toggle").click();
      await header.getByRole("search").waitFor();
      expect(await onScreen(page, login)).toBe(true);
      expect(await onScreen(page, register)).toBe(true);
      expect(await onScreen(page, header.getByRole("search"))).toBe(true);
      await page.keyboard.press("Escape");
      await header.getByTestId("search-box-toggle").waitFor();
      await expect.poll(() => header.getByTestId("main-nav").isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe.each(["lt", "en"] as const)("the dashboard on a phone in %s", (locale) => {
  it("shows each page's whole title", async () => {
    const t = TEXTS[locale];
    const user = await createUser(`titles-${locale}`);
    const { context, page } = await newPage(browser, VIEWPORTS.mobile, { baseURL: appUrl, locale });
    try {
      await signIn(page, user);
      for (const [path, id] of [
        ["/dashboard", "layout.dashboard.title"],
        ["/dashboard/active-auctions", "layout.dashboard.nav.activeAuctions"],
        ["/dashboard/won-auctions", "layout.dashboard.nav.wonAuctions"],
        ["/dashboard/lost-auctions", "layout.dashboard.nav.lostAuctions"],
        ["/dashboard/watchlist", "layout.dashboard.nav.watchlist"],
        ["/dashboard/bills", "layout.dashboard.nav.bills"],
        ["/dashboard/profile", "layout.dashboard.nav.profile"],
      ] as const) {
        await page.goto(path);
        const title = page.getByRole("heading", { level: 1, name: t[id] });
        await title.waitFor();
        const cut = await title.evaluate(
          (el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight + 1,
        );
        expect(cut, `${path}: ${t[id]}`).toBe(false);
        expect(await onScreen(page, title)).toBe(true);
      }
    } finally {
      await context.close();
    }
  });
});

describe.each([
  ["mobile", "lt"],
  ["desktop", "en"],
] as const)("the contact button at %s width in %s", (width, locale) => {
  it("covers neither the footer's last line nor the calculator's total bar", async () => {
    const { context, page } = await newPage(browser, VIEWPORTS[width], { baseURL: appUrl, locale });
    try {
      const button = page.getByTestId("contact-button");
      for (const path of ["/faq", "/", "/customs"]) {
        await page.goto(path);
        await page.getByRole("contentinfo").waitFor();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(300);
        const texts = page.getByRole("contentinfo").locator("p, a, span, li");
        const covered: string[] = [];
        const buttonBox = (await button.boundingBox())!;
        for (const box of await texts.evaluateAll((els) =>
          els
            .filter((el) => el.children.length === 0 && (el.textContent ?? "").trim() !== "")
            .map((el) => {
              const r = el.getBoundingClientRect();
              return { x: r.x, y: r.y, width: r.width, height: r.height, text: el.textContent ?? "" };
            }),
        ))
          if (overlap(box, buttonBox)) covered.push(box.text);
        expect(covered, path).toEqual([]);
      }
      if (width === "mobile") {
        await page.goto("/calculator");
        await page.getByTestId("calculator-form").locator('input[name="price"]').fill("5000");
        const bar = page.getByTestId("calculator-sticky-total");
        await bar.waitFor({ timeout: 30_000 });
        expect(overlap((await bar.boundingBox())!, (await button.boundingBox())!)).toBe(false);
      }
    } finally {
      await context.close();
    }
  });
});
