// The informational pages (docs/product/screens.md#content-pages) in Chromium: each one in Lithuanian and English with
// its heading, a key section and its document title, no raw message id on screen, links between the pages that work,
// the company named as the footer settings name it, and no serious or critical axe-core violation at a phone and a
// desktop width.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import contentEn from "../web/src/i18n/content.en.json";
import contentLt from "../web/src/i18n/content.lt.json";
import shellEn from "../web/src/i18n/messages-en";
import shellLt from "../web/src/i18n/messages-lt";
import { launchBrowser, newPage, VIEWPORTS } from "./browser.ts";
import { closeTestDb, seriousViolations, testDb } from "./support.ts";

const appUrl = inject("appUrl");
const texts = {
  lt: { ...shellLt, ...contentLt },
  en: { ...shellEn, ...contentEn },
} as const;
type Id = keyof (typeof texts)["en"];

/** Each page with its heading and the title of a section a reader comes for. */
const PAGES: readonly { path: string; h1: Id; section: Id }[] = [
  { path: "/how-it-works", h1: "content.howItWorks.title", section: "content.howItWorks.timeline.title" },
  { path: "/tips", h1: "content.tips.title", section: "content.tips.damage.title" },
  { path: "/faq", h1: "content.faq.title", section: "content.faq.costs.title" },
  { path: "/deposit", h1: "content.deposit.title", section: "content.deposit.refund.title" },
  { path: "/logistics", h1: "content.logistics.title", section: "content.logistics.documents.title" },
  { path: "/customs", h1: "content.customs.title", section: "content.customs.example.title" },
  { path: "/terms", h1: "content.terms.title", section: "content.terms.role.title" },
  { path: "/privacy", h1: "content.privacy.title", section: "content.privacy.cookies.title" },
  { path: "/contact", h1: "content.contact.title", section: "content.contact.tips.title" },
];

/** A message id left on screen: lowercase dotted words of at least three segments, e.g. content.faq.title. */
const RAW_ID = /\b(?:app|layout|content|contact|search|lots|auth|dashboard|errors|notifications)\.[a-z]\w*\.[a-z]\w*/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeTestDb();
});

async function h1(page: Page): Promise<string> {
  const heading = page.getByRole("heading", { level: 1 });
  await heading.waitFor({ timeout: 30_000 });
  return (await heading.innerText()).trim();
}

describe.each(["lt", "en"] as const)("content pages in %s", (locale) => {
  const t = texts[locale];

  it("shows every page with its heading, a key section and its title, and no raw message id", async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale });
    try {
      for (const { path, h1: title, section } of PAGES) {
        await page.goto(path);
        expect(await h1(page), path).toBe(t[title]);
        await expect
          .poll(() => page.getByRole("heading", { level: 2, name: t[section], exact: true }).count(), {
            timeout: 20_000,
          })
          .toBe(1);
        await expect.poll(() => page.title(), { timeout: 20_000 }).toBe(`${t[title]} · BaltBid`);
        const text = await page.locator("body").innerText();
        expect(text.match(RAW_ID)?.[0] ?? null, path).toBeNull();
      }
    } finally {
      await context.close();
    }
  }, 180_000);

  it("links the pages to each other: steps, read-next cards, the table of contents, the FAQ and the calculator", async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale });
    try {
      await page.goto("/how-it-works");
      await h1(page);
      // A link inside a step's text.
      await page.locator('#steps a[href="/deposit"]').first().click();
      await expect.poll(() => h1(page), { timeout: 30_000 }).toBe(t["content.deposit.title"]);
      expect(new URL(page.url()).pathname).toBe("/deposit");

      // A "Read next" card.
      await page
        .getByRole("region", { name: t["content.page.related"] })
        .getByRole("link", { name: new RegExp(t["content.terms.title"]) })
        .click();
      await expect.poll(() => h1(page), { timeout: 30_000 }).toBe(t["content.terms.title"]);

      // The table of contents jumps to its chapter.
      await page
        .getByRole("navigation", { name: t["content.page.toc"] })
        .getByRole("link", {
          name: t["content.terms.unpaid.title"],
        })
        .click();
      await expect.poll(() => new URL(page.url()).hash).toBe("#unpaid");
      await expect
        .poll(() => page.locator("#unpaid-title").evaluate((el) => el.getBoundingClientRect().top), { timeout: 20_000 })
        .toBeLessThan(300);

      // The FAQ opens an answer, whose link leads on to the customs page and from there to the calculator.
      await page.goto("/faq");
      await h1(page);
      await page.getByRole("button", { name: t["content.faq.q.total"] }).click();
      const answer = page.getByRole("region", { name: t["content.faq.q.total"] });
      await answer.locator('a[href="/customs"]').click();
      await expect.poll(() => h1(page), { timeout: 30_000 }).toBe(t["content.customs.title"]);
      await page.locator('#example a[href="/calculator"]').first().click();
      await expect.poll(() => h1(page), { timeout: 30_000 }).toBe(t["calculator.page.title"]);
    } finally {
      await context.close();
    }
  }, 180_000);
});

describe("the legal pages", () => {
  it("name the company and its details as the footer settings give them", async () => {
    const before = await testDb().setting.findUnique({ where: { key: "footer" } });
    const contact = {
      companyName: "UAB Testo Brokeris",
      companyReference: "Įmonės kodas 300000001\nPVM kodas LT100000000011",
      email: "privacy@example.test",
    };
    await testDb().setting.upsert({
      where: { key: "footer" },
      create: { key: "footer", value: { sections: { contact } } },
      update: { value: { sections: { contact } } },
    });
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale: "en" });
    try {
      for (const path of ["/terms", "/privacy"]) {
        await page.goto(path);
        await h1(page);
        const details = page.getByTestId("company-details");
        await expect.poll(() => details.innerText(), { timeout: 20_000 }).toContain("UAB Testo Brokeris");
        expect(await details.innerText()).toContain("Įmonės kodas 300000001");
        expect(await details.innerText()).toContain("privacy@example.test");
        expect(await page.locator("main").innerText()).toContain(
          path === "/terms"
            ? "between you and UAB Testo Brokeris"
            : "controller of your personal data is UAB Testo Brokeris",
        );
      }
    } finally {
      await context.close();
      if (before) await testDb().setting.update({ where: { key: "footer" }, data: { value: before.value ?? {} } });
      else await testDb().setting.delete({ where: { key: "footer" } });
    }
  }, 120_000);
});

describe.each(Object.entries(VIEWPORTS))("accessibility of the content pages at %s width", (_name, viewport) => {
  it("finds no serious or critical violation on any of them", async () => {
    const { context, page } = await newPage(browser, viewport, { baseURL: appUrl });
    try {
      const found: Record<string, string[]> = {};
      for (const { path } of PAGES) {
        await page.goto(path);
        await h1(page);
        await page.locator("h2").first().waitFor();
        found[path] = await seriousViolations(page);
      }
      expect(Object.entries(found).filter(([, v]) => v.length)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});
