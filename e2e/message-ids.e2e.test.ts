// Every page opened first in a new browser (so only the texts its own route loads are there), in Lithuanian and
// English: no message id shows instead of its text, in the page's text, a select's options, or the placeholders,
// labels and titles a reader or a screen reader meets. A page whose components use another area's texts than its
// route loads shows the ids (the calculator's vehicle and fuel lists once did).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import en from "../web/src/i18n/messages-en";
import { launchBrowser, newPage, VIEWPORTS } from "./browser.ts";
import { closeTestDb, createUser, signIn } from "./support.ts";

const appUrl = inject("appUrl");
/** Every message id of every area (both locales share the ids: messages.test.ts). */
const IDS = new Set(Object.keys(en));

const PUBLIC_PAGES = [
  "/",
  "/search",
  "/calculator",
  "/how-it-works",
  "/tips",
  "/faq",
  "/contact",
  "/deposit",
  "/logistics",
  "/customs",
  "/terms",
  "/privacy",
  "/login",
  "/register",
  "/reset-password",
  "/no-such-page",
];
const CUSTOMER_PAGES = [
  "/dashboard",
  "/dashboard/watchlist",
  "/dashboard/active-auctions",
  "/dashboard/won-auctions",
  "/dashboard/lost-auctions",
  "/dashboard/bills",
  "/dashboard/profile",
];

/** The message ids among what a reader meets on the page. */
async function idsShown(page: Page): Promise<string[]> {
  const attributes = ["placeholder", "aria-label", "title", "alt"];
  const texts = [
    await page.locator("body").innerText(),
    await page.title(),
    ...(await page.locator("option").allTextContents()),
    ...(await page
      .locator("[placeholder], [aria-label], [title], img[alt]")
      .evaluateAll((els, names) => els.flatMap((el) => names.map((n) => el.getAttribute(n) ?? "")), attributes)),
  ];
  const words = texts.flatMap((t) => t.match(/[a-zA-Z][\w-]*(?:\.[\w-]+)+/g) ?? []);
  return [...new Set(words.filter((w) => IDS.has(w)))];
}

/** Opens the path in a page of its own and waits until its main heading or content is there. */
async function openFirst(browser: Browser, locale: "lt" | "en", path: string, before?: (page: Page) => Promise<void>) {
  const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale });
  try {
    await before?.(page);
    await page.goto(path);
    await page.locator("main h1, main h2").first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    return await idsShown(page);
  } finally {
    await context.close();
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await closeTestDb();
});

describe.each(["lt", "en"] as const)("pages opened first in %s", (locale) => {
  it("show no message id on the public pages", async () => {
    for (const path of PUBLIC_PAGES) expect(await openFirst(browser, locale, path), path).toEqual([]);
  }, 240_000);

  it("show no message id on a customer's pages", async () => {
    const user = await createUser(`ids-${locale}`);
    for (const path of CUSTOMER_PAGES)
      expect(await openFirst(browser, locale, path, (page) => signIn(page, user)), path).toEqual([]);
  }, 240_000);
});
