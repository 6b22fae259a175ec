// axe-core on the shell's pages at a phone and a desktop width, in Lithuanian: no serious or critical violation
// apart from the zoom lock (docs/product/screens.md#layouts; see seriousViolations in support.ts).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import lt from "../web/src/i18n/messages-lt";
import { launchBrowser, newPage, VIEWPORTS } from "./browser.ts";
import { closeTestDb, createUser, seriousViolations, signIn } from "./support.ts";

const appUrl = inject("appUrl");
const PUBLIC_PAGES = ["/", "/faq", "/contact", "/search", "/no-such-page", "/login", "/register", "/reset-password"];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeTestDb();
});

describe.each(Object.entries(VIEWPORTS))("accessibility at %s width", (name, viewport) => {
  it("finds no serious or critical violation on the public and auth pages, the contact panel and the menu", async () => {
    const { context, page } = await newPage(browser, viewport, { baseURL: appUrl });
    try {
      const found: Record<string, string[]> = {};
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        found[path] = await seriousViolations(page);
      }
      await page.goto("/faq");
      await page.getByTestId("contact-button").click();
      await page.getByTestId("contact-panel").locator("textarea").waitFor();
      found["contact panel"] = await seriousViolations(page);
      await page.keyboard.press("Escape");
      if (name === "mobile") {
        await page.getByRole("button", { name: lt["layout.header.openMenu"] }).click();
        await page.getByTestId("mobile-menu").getByRole("link").first().waitFor();
        found["mobile menu"] = await seriousViolations(page);
      }
      expect(Object.entries(found).filter(([, v]) => v.length)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);

  it("finds none on the dashboard of a signed-in customer", async () => {
    const user = await createUser("a11y");
    const { context, page } = await newPage(browser, viewport, { baseURL: appUrl });
    try {
      await signIn(page, user);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
