// The lot page in Chromium, in both languages: the gallery (a thumbnail switches the main photo, full screen opens
// and closes with Escape), the landed cost equal to GET /api/calculator's, the guest's sign-in prompt that comes
// back to the lot, watching and unwatching for a signed-in customer with their bidding power, the 404, the phone
// layout, and axe-core. The lots are written straight into the run's database with known fields.
import { randomInt } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { upsertLots } from "@app/db/lot-store";
import { demoImagePath } from "@app/shared/catalogue/demo-generator";
import type { LotRecord } from "@app/shared/catalogue/lot.schemas";
import en from "../web/src/i18n/messages-en";
import lt from "../web/src/i18n/messages-lt";
import { launchBrowser, newPage, VIEWPORTS } from "./browser.ts";
import { closeTestDb, createUser, ensureCalculatorData, seriousViolations, signIn, testDb } from "./support.ts";

const appUrl = inject("appUrl");
const texts = { lt, en } as const;
// The run's database is shared by every browser test file: these lots use their own number range.
const base = 810_000_000 + randomInt(0, 80_000_000);
const lotNumber = String(base + 1);
const lotPath = `/lots/copart/${lotNumber}`;
const PHOTOS = 4;

function lotRecord(over: Partial<LotRecord> = {}): LotRecord {
  return {
    platform: "copart",
    lotNumber,
    stockNumber: null,
    itemId: null,
    vehicleType: "automobile",
    year: 2019,
    make: "TOYOTA",
    model: "RAV4",
    trim: "XLE",
    title: "2019 TOYOTA RAV4 XLE",
    subtitle: null,
    bodyStyle: "suv",
    vin: "2T3P1RFV5KW012345",
    vinMasked: false,
    odometerMiles: 48_210,
    odometerBrand: "ACTUAL",
    primaryDamage: "FRONT END",
    secondaryDamage: "SIDE",
    damageDescription: null,
    titleType: "SALVAGE CERTIFICATE",
    titleGroup: "S",
    titleState: "GA",
    titleNotes: null,
    exteriorColor: "blue",
    interiorColor: "black",
    runsDrives: "RUNS AND DRIVES",
    hasKeys: true,
    engine: "2.5L 4",
    cylinders: 4,
    fuelType: "gasoline",
    transmission: "automatic",
    driveline: "awd",
    airbags: "INTACT",
    location: "GA - SAVANNAH",
    branch: "GA - Savannah",
    region: "GA",
    country: "USA",
    city: "SAVANNAH",
    postalCode: "31408",
    yardNumber: 139,
    laneRun: "B-12",
    startCode: null,
    loss: "COLLISION",
    bidStatus: "NEVER_BID",
    counterBidStatus: null,
    lotAuctionStatus: null,
    saleStatus: "ON_MINIMUM_BID",
    buyerHighBidder: null,
    isSold: false,
    currency: "USD",
    currentBidCents: 4_250_00,
    minBidCents: null,
    buyNowPriceCents: null,
    buyNowUrl: null,
    auctionDate: new Date(Date.now() + 3 * 86_400_000),
    imageUrls: Array.from({ length: PHOTOS }, (_, i) => demoImagePath("suv", "blue", i + 1, "FRONT END", lotNumber)),
    thumbnailUrl: null,
    originalData: { source: "e2e" },
    ...over,
  };
}
/** A lot whose sale starts in 30 minutes: pre-bids have closed, Buy Now is still taken. */
const closingLotNumber = String(base + 2);
const closingLotPath = `/lots/copart/${closingLotNumber}`;

let browser: Browser;
beforeAll(async () => {
  await ensureCalculatorData();
  const db = testDb();
  await upsertLots(db, [
    lotRecord(),
    lotRecord({
      lotNumber: closingLotNumber,
      buyNowPriceCents: 9_500_00,
      auctionDate: new Date(Date.now() + 30 * 60_000),
    }),
  ]);
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await closeTestDb();
});

/** Visible text with every kind of space made one plain space (Intl puts narrow no-break spaces in lt amounts). */
const plain = (s: string | null) => (s ?? "").replace(/[\s\u00a0\u202f]+/g, " ").trim();

function eur(locale: "lt" | "en", amount: number): string {
  return plain(
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "EUR",
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(amount),
  );
}

async function openLot(page: Page): Promise<void> {
  await page.goto(lotPath);
  await page.getByTestId("lot-action-box").waitFor({ timeout: 30_000 });
}

describe.each(["lt", "en"] as const)("the lot page in %s", (locale) => {
  const t = texts[locale];

  it("switches the main photo from a thumbnail and opens full screen, closed again by Escape", async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale });
    try {
      await openLot(page);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("2019 TOYOTA RAV4 XLE");
      const main = page.getByTestId("lot-main-photo");
      const thumbs = page.getByTestId("lot-thumbnail");
      await expect.poll(() => thumbs.count()).toBe(PHOTOS);
      const first = await main.getAttribute("src");
      await thumbs.nth(2).click();
      await expect.poll(() => main.getAttribute("src")).not.toBe(first);
      expect(await main.getAttribute("src")).toContain("-3-");
      expect(await thumbs.nth(2).getAttribute("aria-current")).toBe("true");

      await page.getByRole("button", { name: t["lot.gallery.fullScreen"] }).click();
      const full = page.getByTestId("lot-fullscreen");
      await full.waitFor({ state: "visible" });
      expect(await page.getByTestId("lot-fullscreen-photo").getAttribute("src")).toBe(await main.getAttribute("src"));
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await full.waitFor({ state: "hidden" });
    } finally {
      await context.close();
    }
  }, 90_000);

  it("shows the landed cost in Lithuania line by line, equal to the calculator API's figures", async () => {
    const answer = await fetch(`${appUrl}/api/calculator?platform=copart&lotNumber=${lotNumber}&price=4250`, {
      headers: { cookie: `NEXT_LOCALE=${locale}` },
    });
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as {
      data: { total: number; lines: { code: string; amount: number; rule: string; source: string }[] };
    };
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale });
    try {
      await openLot(page);
      const panel = page.getByTestId("lot-landed-cost");
      await expect
        .poll(async () => plain(await panel.getByTestId("cost-total").textContent()), { timeout: 30_000 })
        .toBe(eur(locale, data.total));
      const toggles = panel.getByTestId("cost-stage-toggle");
      for (let i = 0; i < (await toggles.count()); i++) await toggles.nth(i).click();
      const lines = panel.getByTestId("cost-line");
      await expect.poll(() => lines.count()).toBe(data.lines.length);
      // Every line open, the column is taller than the window: the page scrolls to all of it, and the column has no
      // scroll area of its own that would clip it.
      const sidebar = page.getByTestId("lot-sidebar");
      expect(await sidebar.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
      const last = lines.nth(data.lines.length - 1);
      await last.scrollIntoViewIfNeeded();
      const lastShows = () =>
        last.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
        });
      await expect.poll(lastShows).toBe(true);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(lastShows).toBe(true);
      for (const [i, line] of data.lines.entries()) {
        const row = lines.nth(i);
        expect(await row.getAttribute("data-code")).toBe(line.code);
        expect(plain(await row.getByTestId("cost-line-amount").textContent())).toBe(eur(locale, line.amount));
      }
      // Each line opens to the rule and the source it was priced by.
      const duty = panel.locator('[data-code="customs_duty"]');
      await duty.getByRole("button").click();
      const detail = duty.getByTestId("cost-line-detail");
      await detail.waitFor({ state: "visible" });
      const dutyLine = data.lines.find((l) => l.code === "customs_duty")!;
      expect(plain(await detail.textContent())).toContain(plain(dutyLine.rule));
      expect(plain(await detail.textContent())).toContain(plain(dutyLine.source));
    } finally {
      await context.close();
    }
  }, 90_000);

  it("asks a guest to sign in, and signing in from there comes back to the lot", async () => {
    const user = await createUser("lot-guest");
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale });
    try {
      await openLot(page);
      const box = page.getByTestId("lot-action-box");
      await box.getByTestId("lot-bidding-power").getByRole("link").waitFor();
      await box.getByRole("link", { name: t["lot.actions.placeBid"] }).click();
      await page.waitForURL((url) => url.pathname === "/login");
      expect(new URL(page.url()).searchParams.get("redirect")).toBe(lotPath);
      await page.locator('input[name="email"]').fill(user.email);
      await page.locator('input[name="password"]').fill(user.password);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === lotPath, { timeout: 30_000 });
      // Back on the lot, signed in: Place bid now opens the bid dialog.
      await page.getByTestId("lot-action-box").getByRole("button", { name: t["lot.actions.placeBid"] }).click();
      await page.getByRole("dialog").waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  }, 90_000);

  it("lets a signed-in customer watch and unwatch the lot, and shows their bidding power", async () => {
    const user = await createUser("lot-watch");
    await testDb().account.update({ where: { userId: user.id }, data: { balanceCents: 1_500_00 } });
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale });
    try {
      await signIn(page, user);
      await openLot(page);
      const power = page.getByTestId("lot-bidding-power");
      await expect.poll(async () => plain(await power.textContent())).toContain(eur(locale, 15_000));
      const watch = page.getByTestId("lot-watch");
      await expect.poll(() => watch.isEnabled()).toBe(true);
      expect(await watch.getAttribute("aria-pressed")).toBe("false");
      await watch.click();
      await expect.poll(() => watch.getAttribute("aria-pressed")).toBe("true");
      expect(plain(await watch.textContent())).toBe(t["lot.actions.watching"]);
      const watched = () => testDb().watchlistItem.count({ where: { userId: user.id, lotNumber } });
      expect(await watched()).toBe(1);
      await page.reload();
      await expect
        .poll(() => page.getByTestId("lot-watch").getAttribute("aria-pressed"), { timeout: 30_000 })
        .toBe("true");
      await page.getByTestId("lot-watch").click();
      await expect.poll(() => page.getByTestId("lot-watch").getAttribute("aria-pressed")).toBe("false");
      expect(await watched()).toBe(0);
    } finally {
      await context.close();
    }
  }, 90_000);

  it("says a lot that does not exist was not found", async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale });
    try {
      await page.goto(`/lots/copart/${base + 99}`);
      await page.getByTestId("lot-not-found").waitFor({ timeout: 30_000 });
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(t["lot.notFound.title"]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it("puts the gallery first and the bid box after it on a phone, with no serious accessibility violation", async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.mobile, { baseURL: appUrl, locale });
    try {
      await openLot(page);
      await page.getByTestId("lot-landed-cost").getByTestId("cost-total").waitFor({ timeout: 30_000 });
      const gallery = (await page.getByTestId("lot-gallery").boundingBox())!;
      const box = (await page.getByTestId("lot-action-box").boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(gallery.y + gallery.height);
      expect(gallery.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      const width = (await page.evaluate("document.documentElement.scrollWidth")) as number;
      expect(width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});

describe("the lot page at desktop width", () => {
  it("shows the gallery and the bid box side by side, with no serious accessibility violation", async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale: "lt" });
    try {
      await openLot(page);
      await page.getByTestId("lot-landed-cost").getByTestId("cost-total").waitFor({ timeout: 30_000 });
      const gallery = (await page.getByTestId("lot-gallery").boundingBox())!;
      const box = (await page.getByTestId("lot-action-box").boundingBox())!;
      expect(box.x).toBeGreaterThan(gallery.x + gallery.width);
      expect(Math.abs(box.y - gallery.y)).toBeLessThan(40);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});

describe.each([
  ["mobile", "lt"],
  ["desktop", "en"],
] as const)("a lot within the hour before its sale, at %s width in %s", (width, locale) => {
  it("offers Buy Now but no pre-bid, and says why", async () => {
    const user = await createUser(`closing-${locale}`);
    const texts = locale === "lt" ? lt : en;
    const { context, page } = await newPage(browser, VIEWPORTS[width], { baseURL: appUrl, locale });
    try {
      await signIn(page, user);
      await page.goto(closingLotPath);
      const box = page.getByTestId("lot-action-box");
      await box.getByTestId("lot-pre-bids-closed").waitFor({ timeout: 30_000 });
      expect(await box.getByTestId("lot-pre-bids-closed").innerText()).toBe(texts["lot.actions.preBidsClosed"]);
      expect(await box.getByRole("button", { name: texts["lot.actions.placeBid"] }).count()).toBe(0);
      expect(await box.getByRole("button", { name: texts["lot.actions.buyNow"] }).count()).toBe(1);
    } finally {
      await context.close();
    }
  }, 90_000);
});
