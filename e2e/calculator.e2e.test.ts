// The /calculator page in Chromium, in both languages: the figures for a set of assumptions equal GET
// /api/calculator's for the same assumptions, each line opens to its rule, the address keeps the
// assumptions so the link restores them in a fresh browser, and axe-core finds no serious violation.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import en from "../web/src/i18n/messages-en";
import lt from "../web/src/i18n/messages-lt";
import { launchBrowser, newPage, VIEWPORTS } from "./browser.ts";
import { closeTestDb, ensureCalculatorData, seriousViolations } from "./support.ts";

const appUrl = inject("appUrl");
const texts = { lt, en } as const;

interface Answer {
  total: number;
  lines: { code: string; amount: number; originalAmount?: { amount: number }; rule: string }[];
  fx: { rate: string; asOf: string };
}

let browser: Browser;
beforeAll(async () => {
  await ensureCalculatorData();
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await closeTestDb();
});

const plain = (s: string | null) => (s ?? "").replace(/[\s\u00a0\u202f]+/g, " ").trim();

function money(locale: "lt" | "en", amount: number, currency: "EUR" | "USD"): string {
  const format = new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return plain(format.format(amount));
}

/** The calculator API's answer as a page in `locale` gets it (its rules are in the reader's language). */
async function calculate(locale: "lt" | "en", query: Record<string, string>): Promise<Answer> {
  const res = await fetch(`${appUrl}/api/calculator?${new URLSearchParams(query).toString()}`, {
    headers: { cookie: `NEXT_LOCALE=${locale}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Answer }).data;
}

/** The breakdown on the page equals the API's answer, line by line, in EUR and (where it has one) USD. */
async function expectBreakdown(page: Page, locale: "lt" | "en", answer: Answer): Promise<void> {
  const result = page.getByTestId("calculator-result");
  await expect
    .poll(async () => plain(await result.getByTestId("cost-total").textContent()), { timeout: 30_000 })
    .toBe(money(locale, answer.total, "EUR"));
  const lines = result.getByTestId("cost-line");
  await expect.poll(() => lines.count()).toBe(answer.lines.length);
  for (const [i, line] of answer.lines.entries()) {
    const row = lines.nth(i);
    expect(await row.getAttribute("data-code")).toBe(line.code);
    expect(plain(await row.getByTestId("cost-line-amount").textContent())).toBe(money(locale, line.amount, "EUR"));
    if (line.originalAmount)
      expect(plain(await row.getByTestId("cost-line-usd").textContent())).toBe(
        money(locale, line.originalAmount.amount, "USD"),
      );
  }
}

describe.each(["lt", "en"] as const)("the calculator in %s", (locale) => {
  const t = texts[locale];

  it("prices a set of assumptions as the API does, and the page's address restores them", async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale });
    try {
      await page.goto("/calculator");
      const form = page.getByTestId("calculator-form");
      await form.locator('select[name="yard"] option').first().waitFor({ state: "attached", timeout: 30_000 });
      await form.locator('select[name="platform"]').selectOption("iaai");
      await expect.poll(() => form.locator('select[name="yard"]').inputValue()).toMatch(/\S/);
      const yards = await form
        .locator('select[name="yard"] option')
        .evaluateAll((os) => os.map((o) => (o as unknown as { value: string }).value));
      const yard = yards[Math.min(3, yards.length - 1)]!;
      await form.locator('input[name="price"]').fill("7350");
      await form.locator('select[name="bidType"]').selectOption("buy_now");
      await form.locator('select[name="titleGroup"]').selectOption("clean");
      await form.locator('select[name="vehicleType"]').selectOption("automobile");
      await form.locator('select[name="fuel"]').selectOption("hybrid");
      await form.locator('select[name="yard"]').selectOption(yard);
      await form.getByText(t["calculator.form.pickup"]).click();
      await form.locator('select[name="buyerType"]').selectOption("business");

      const answer = await calculate(locale, {
        platform: "iaai",
        price: "7350",
        bidType: "buy_now",
        titleGroup: "C",
        vehicleType: "automobile",
        fuel: "hybrid",
        yard,
        pickup: "true",
        buyerType: "business",
      });
      await expectBreakdown(page, locale, answer);
      expect(plain(await page.getByTestId("cost-fx").textContent())).toContain("1 USD");

      // A line opens to how it was found.
      const towing = page.getByTestId("calculator-result").locator('[data-code="us_inland_transport"]');
      await towing.getByRole("button").click();
      const detail = towing.getByTestId("cost-line-detail");
      await detail.waitFor({ state: "visible" });
      const line = answer.lines.find((l) => l.code === "us_inland_transport")!;
      expect(plain(await detail.textContent())).toContain(plain(line.rule));

      // The address is the shareable link: a fresh browser opening it sees the same assumptions and figures.
      await expect.poll(() => new URL(page.url()).searchParams.get("price")).toBe("7350");
      const shared = new URL(page.url());
      expect(Object.fromEntries(shared.searchParams)).toMatchObject({
        platform: "iaai",
        bidType: "buy_now",
        titleGroup: "clean",
        fuel: "hybrid",
        yard,
        pickup: "1",
        buyerType: "business",
      });
      const other = await newPage(browser, VIEWPORTS.mobile, { baseURL: appUrl, locale });
      try {
        await other.page.goto(`${shared.pathname}${shared.search}`);
        const restored = other.page.getByTestId("calculator-form");
        await expect.poll(() => restored.locator('select[name="yard"]').inputValue(), { timeout: 30_000 }).toBe(yard);
        expect(await restored.locator('select[name="platform"]').inputValue()).toBe("iaai");
        expect(await restored.locator('input[name="price"]').inputValue()).toBe("7350");
        expect(await restored.locator('select[name="bidType"]').inputValue()).toBe("buy_now");
        expect(await restored.locator('select[name="titleGroup"]').inputValue()).toBe("clean");
        expect(await restored.locator('select[name="fuel"]').inputValue()).toBe("hybrid");
        expect(await restored.locator('select[name="buyerType"]').inputValue()).toBe("business");
        expect(await restored.locator('input[name="pickup"]').isChecked()).toBe(true);
        await expectBreakdown(other.page, locale, answer);
        const width = (await other.page.evaluate("document.documentElement.scrollWidth")) as number;
        expect(width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
        expect(await seriousViolations(other.page)).toEqual([]);
      } finally {
        await other.context.close();
      }
    } finally {
      await context.close();
    }
  }, 120_000);

  it("prices a European lot by its country and VAT scheme", async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale });
    try {
      await page.goto(
        "/calculator?platform=europe&price=12000&country=FR&vatScheme=vat-qualifying&vehicleType=automobile&fuel=diesel",
      );
      const form = page.getByTestId("calculator-form");
      await expect.poll(() => form.locator('select[name="country"]').inputValue(), { timeout: 30_000 }).toBe("FR");
      expect(await form.locator('select[name="vatScheme"]').inputValue()).toBe("vat-qualifying");
      const answer = await calculate(locale, {
        platform: "europe",
        price: "12000",
        country: "FR",
        vatScheme: "vat-qualifying",
        vehicleType: "automobile",
        fuel: "diesel",
        buyerType: "private",
      });
      await expectBreakdown(page, locale, answer);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});
