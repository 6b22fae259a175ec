// The global search box (docs/product/screens.md#global-search-box, docs/product/search.md#where-searches-start) in its
// hero, collapsible (header), mobile (menu) and header (dashboard) variants: blank does nothing, a VIN or lot number
// goes to the lot/VIN search, other text to the phrase search through the server's parser.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import en from "../web/src/i18n/messages-en";
import { launchBrowser, newPage, VIEWPORTS } from "./browser.ts";

const appUrl = inject("appUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const VIN = "1HGCM82633A004352";

async function searchFrom(page: Page, box: Locator, text: string): Promise<URL> {
  const before = page.url();
  await box.locator("input").fill(text);
  await box.getByRole("button", { name: en["search.box.submit"] }).click();
  await page.waitForURL((url) => url.toString() !== before && url.pathname === "/search");
  return new URL(page.url());
}

describe.each(Object.entries(VIEWPORTS))("hero search box at %s width", (_name, viewport) => {
  it("keeps submit disabled while blank, clears, and builds the right /search URL for a VIN, a lot number and phrases", async () => {
    const { context, page } = await newPage(browser, viewport, { baseURL: appUrl, locale: "en" });
    try {
      await page.goto("/");
      const box = page.locator('form[data-variant="hero"]');
      const input = box.locator("input");
      const submit = box.getByRole("button", { name: en["search.box.submit"] });
      expect(await input.getAttribute("placeholder")).toBe(en["search.box.placeholder"]);
      expect(await submit.isDisabled()).toBe(true);
      await input.fill("   ");
      expect(await submit.isDisabled()).toBe(true);
      await input.press("Enter");
      expect(new URL(page.url()).pathname).toBe("/");
      await input.fill("bmw");
      await box.getByRole("button", { name: en["search.box.clear"] }).click();
      expect(await input.inputValue()).toBe("");

      const vin = await searchFrom(page, box, ` ${VIN.toLowerCase()} `);
      expect(Object.fromEntries(vin.searchParams)).toEqual({ vinlot: VIN });

      await page.goto("/");
      const lot = await searchFrom(page, box, "45139005");
      expect(Object.fromEntries(lot.searchParams)).toEqual({ vinlot: "45139005" });

      await page.goto("/");
      const phrase = await searchFrom(page, box, "bmw x5 red");
      expect(phrase.searchParams.get("make")).toBe("BMW");
      expect(phrase.searchParams.get("model")).toBe("X5");
      expect(phrase.searchParams.get("keyword")).toBe("red");
      expect(phrase.searchParams.get("makeName")).toBeTruthy();

      await page.goto("/");
      const words = await searchFrom(page, box, "blue car with sunroof");
      expect(Object.fromEntries(words.searchParams)).toEqual({ keyword: "blue car with sunroof" });
    } finally {
      await context.close();
    }
  });
});

describe("collapsible search box in the desktop header", () => {
  it("opens with the search button, collapses 150 ms after losing focus when empty, and stays open with text", async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale: "en" });
    try {
      await page.clock.install();
      await page.goto("/faq");
      const header = page.locator("header").first();
      const toggle = header.getByTestId("search-box-toggle");
      await toggle.click();
      const box = header.locator('form[data-variant="collapsible"]');
      await expect.poll(() => box.locator("input").evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
      // From here the page's clock moves only when the test says so.
      await page.clock.pauseAt((await page.evaluate<number>("Date.now()")) + 10);
      await page.getByRole("heading", { level: 1 }).click(); // focus leaves the empty box
      await page.clock.fastForward(100);
      expect(await box.count()).toBe(1);
      await page.clock.fastForward(100);
      await toggle.waitFor();
      expect(await box.count()).toBe(0);

      await toggle.click();
      await box.locator("input").fill("45139005");
      await page.getByRole("heading", { level: 1 }).click();
      await page.clock.fastForward(1_000);
      expect(await box.count()).toBe(1);
      const url = await searchFrom(page, box, "45139005");
      expect(url.searchParams.get("vinlot")).toBe("45139005");
    } finally {
      await context.close();
    }
  });
});

describe("search box in the mobile menu", () => {
  it("searches and closes the menu", async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.mobile, { baseURL: appUrl, locale: "en" });
    try {
      await page.goto("/faq");
      await page.getByRole("button", { name: en["layout.header.openMenu"] }).click();
      const menu = page.getByTestId("mobile-menu");
      const url = await searchFrom(page, menu.locator('form[data-variant="mobile"]'), VIN);
      expect(url.searchParams.get("vinlot")).toBe(VIN);
      await expect.poll(() => menu.isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});
