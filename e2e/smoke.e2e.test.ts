// Smoke test of the built SPA in Chromium at a phone and a desktop width: the home page, the language switch,
// the chrome-less login page and the 404 page, judged by what a person sees.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import en from "../web/src/i18n/messages-en";
import lt from "../web/src/i18n/messages-lt";
import { launchBrowser, newPage, VIEWPORTS } from "./browser.ts";

const appUrl = inject("appUrl");
const ONE_YEAR_SECONDS = 31_536_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function h1(page: Page) {
  const heading = page.getByRole("heading", { level: 1 });
  await heading.waitFor();
  return (await heading.innerText()).trim();
}

describe.each(Object.entries(VIEWPORTS))("at %s width", (_name, viewport) => {
  it("shows the hero and header in Lithuanian, switches to English, and keeps chrome-less and 404 pages right", async () => {
    const { context, page } = await newPage(browser, viewport, { baseURL: appUrl });
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    // Failed requests are logged by Chromium too (the unknown address below answers 404); anything else, such as
    // a React error or a CSP violation, is a defect.
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
        pageErrors.push(message.text());
      }
    });
    try {
      // Home: Lithuanian by default, hero under the (transparent) fixed header.
      await page.goto("/");
      expect(await h1(page)).toBe(lt["home.hero.title"]);
      expect(await page.locator("html").getAttribute("lang")).toBe("lt");
      const header = page.getByRole("banner");
      await expect.poll(() => header.isVisible()).toBe(true);
      expect(await header.getAttribute("data-over-hero")).not.toBeNull();
      await expect.poll(() => page.getByRole("search").isVisible()).toBe(true);

      // Language switch: sets NEXT_LOCALE for a year on the whole site and reloads the same page in English.
      const reloaded = page.waitForEvent("load");
      await header.getByRole("button", { name: en["layout.language.enName"] }).click();
      await reloaded;
      expect(await h1(page)).toBe(en["home.hero.title"]);
      expect(await page.locator("html").getAttribute("lang")).toBe("en");
      expect(new URL(page.url()).pathname).toBe("/");
      const cookie = (await context.cookies(appUrl)).find((c) => c.name === "NEXT_LOCALE");
      expect(cookie?.value).toBe("en");
      expect(cookie?.path).toBe("/");
      const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
      expect(lifetime).toBeGreaterThan(ONE_YEAR_SECONDS - 3600);
      expect(lifetime).toBeLessThanOrEqual(ONE_YEAR_SECONDS + 60);

      // /login: no public header or footer.
      await page.goto("/login");
      expect(await h1(page)).toBe(en["auth.login.title"]);
      expect(await page.getByRole("banner").count()).toBe(0);
      expect(await page.getByRole("contentinfo").count()).toBe(0);

      // Unknown path: a real 404 page inside the public layout.
      await page.goto("/this-page-does-not-exist");
      expect(await h1(page)).toBe(en["errors.notFound.title"]);
      expect(await page.getByRole("banner").count()).toBe(1);

      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
