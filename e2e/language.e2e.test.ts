// Every main page in each language holds nothing of the other one: no word of the other language's texts, no message
// id and no provider code, on the public pages, a lot page of each platform (lots read from real-shaped feed items),
// and a customer's pages with a deposit, a bid, a won lot's bill with its lines and the notifications they raised.
// Data shown as it is (VIN, lot numbers, make and model, addresses, names) is marked `translate="no"`
// (e2e/language-check.ts).
import { randomInt } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { ensureFeeSchedules } from "@app/db/fee-schedule-seed";
import { upsertLots } from "@app/db/lot-store";
import { DEMO_REFERENCE } from "@app/shared/catalogue/bundled-demo-reference";
import { generateDemoCatalogue } from "@app/shared/catalogue/demo-generator";
import { generateEuropeDemoLots } from "@app/shared/catalogue/europe-demo-generator";
import type { LotRecord, Platform } from "@app/shared/catalogue/lot.schemas";
import { adapterFor } from "@app/shared/catalogue/provider-adapters";
import { createTestLot, setFxRate } from "../test/support/brokerage.ts";
import { launchBrowser, newPage, VIEWPORTS } from "./browser.ts";
import { languageFindings, readPage, type Locale } from "./language-check.ts";
import {
  apiSession,
  closeTestDb,
  createUser,
  E2E_PASSWORD,
  signIn,
  testDb,
  type ApiCall,
  type E2eUser,
} from "./support.ts";

const appUrl = inject("appUrl");
const HOUR = 3_600_000;

let browser: Browser;
/** A lot of each platform, read from demo feed items by the providers' adapters. */
const lotPaths: string[] = [];
let customer: E2eUser;

/** Feed items of each platform through their adapters: lots of the next days, on lot numbers of this run. */
function feedLots(): LotRecord[] {
  const now = new Date();
  const seed = randomInt(1, 2 ** 30);
  const us = generateDemoCatalogue(DEMO_REFERENCE, { seed, count: 60, now });
  const raw: [Platform, unknown[]][] = [
    ["copart", us.copart],
    ["iaai", us.iaai],
    ["europe", generateEuropeDemoLots({ seed, count: 20, now })],
  ];
  const base = 900_000_000 + randomInt(0, 90_000_000);
  return raw.flatMap(([platform, items], p) =>
    items
      .map((item) => adapterFor(platform)!.normalise(item))
      .filter((r): r is LotRecord => !!r?.auctionDate && r.auctionDate.getTime() > now.getTime() + 6 * HOUR)
      .map((r, i) => ({ ...r, lotNumber: String(base + p * 1000 + i) })),
  );
}

/** A customer with a completed deposit, an open bid on a feed lot, a won lot with its bill, and notifications. */
async function customerWithHistory(admin: ApiCall, copartLot: LotRecord): Promise<E2eUser> {
  const user = await createUser("language");
  const api = await apiSession(appUrl, "/api/auth/login", user.email, user.password);
  const { deposit } = await api<{ deposit: { id: string } }>("POST", "/api/transactions/deposits", { amount: 6000 });
  await admin("POST", `/api/admin/deposits/${deposit.id}/complete`);
  const bid = async (lotNumber: string, maxBid: number) => {
    const { bid: placed } = await api<{ bid: { id: string } }>("POST", "/api/bids", {
      platform: "copart",
      lotNumber,
      maxBid,
    });
    await admin("POST", `/api/admin/bids/${placed.id}/approve`);
    return placed.id;
  };
  await bid(copartLot.lotNumber, Math.round((copartLot.currentBidCents ?? 0) / 100) + 2500);
  const won = await createTestLot(testDb(), { currentBidUsd: 2500 });
  const { purchaseId } = await admin<{ purchaseId: string }>(
    "POST",
    `/api/admin/bids/${await bid(won.lotNumber, 5000)}/outcome`,
    { outcome: "won", amount: 4200 },
  );
  await admin("POST", `/api/admin/purchases/${purchaseId}/bills`, { stage: "win" });
  await api("POST", "/api/watchlist", { platform: "copart", lotNumber: copartLot.lotNumber });
  // The worker turns the deposit, the approvals, the win and the bill into notifications.
  await vi.waitFor(
    async () => expect(await testDb().notification.count({ where: { userId: user.id } })).toBeGreaterThanOrEqual(4),
    { timeout: 40_000, interval: 250 },
  );
  return user;
}

beforeAll(async () => {
  browser = await launchBrowser();
  await ensureFeeSchedules(testDb());
  await setFxRate(testDb(), "0.9200", "2026-11-20");
  const lots = feedLots();
  const { refused } = await upsertLots(testDb(), lots);
  expect(refused).toEqual([]);
  for (const platform of ["copart", "iaai", "europe"] as const) {
    const lot = lots.find((r) => r.platform === platform);
    if (!lot) throw new Error(`no ${platform} lot in the feed`);
    lotPaths.push(`/lots/${platform}/${lot.lotNumber}`);
  }
  const broker = await createUser("language-broker");
  await testDb().user.update({ where: { id: broker.id }, data: { role: "admin" } });
  const admin = await apiSession(appUrl, "/api/admin/auth/login", broker.email, E2E_PASSWORD);
  const copartLot = lots.find((r) => r.platform === "copart" && (r.currentBidCents ?? 0) < 1_000_000)!;
  customer = await customerWithHistory(admin, copartLot);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await closeTestDb();
});

/** What shows once a page's data has loaded. */
async function loaded(page: Page, path: string): Promise<void> {
  const ready: [RegExp, string][] = [
    [/^\/search/, "vehicle-card"],
    [/^\/lots\//, "lot-action-box"],
    [/^\/dashboard\/bills/, "bill-lines"],
    [/^\/dashboard\/active-auctions/, "bid-row"],
    [/^\/dashboard\/won-auctions/, "purchase"],
    [/^\/dashboard\/watchlist/, "watchlist-row"],
    [/^\/dashboard$/, "ledger-row"],
  ];
  const testId = ready.find(([pattern]) => pattern.test(path))?.[1];
  if (testId) await page.getByTestId(testId).first().waitFor({ timeout: 30_000 });
  else await page.locator("main h1").first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await expect.poll(() => page.locator('[data-testid$="skeleton"], [data-testid="list-loading"]').count()).toBe(0);
}

type Report = Record<string, Record<string, string[]>>;

/** The page's findings, only the kinds that found something, each with the line of the page it was found in. */
async function check(page: Page, locale: Locale, label: string, report: Report): Promise<void> {
  const reading = await readPage(page);
  const found = languageFindings(locale, reading);
  const lines = `${reading.text}\n${reading.data}`.split("\n");
  const where = (word: string) => {
    const line = lines.find((l) => l.toLocaleLowerCase("en").includes(word.toLocaleLowerCase("en")));
    return `${word} in "${line?.trim().slice(0, 120) ?? ""}"`;
  };
  const wrong = Object.fromEntries(
    Object.entries(found)
      .filter(([, list]) => list.length)
      .map(([kind, list]) => [kind, list.map(where)]),
  );
  if (Object.keys(wrong).length) report[label] = wrong;
}

describe.each([
  ["lt", VIEWPORTS.desktop],
  ["en", VIEWPORTS.mobile],
] as const)("every main page in %s", (locale, viewport) => {
  it("holds nothing of the other language, no message id and no provider code", async () => {
    const report: Report = {};
    const { context, page } = await newPage(browser, viewport, { baseURL: appUrl, locale });
    try {
      for (const path of ["/", "/search", ...lotPaths, "/calculator"]) {
        await page.goto(path);
        await loaded(page, path);
        await check(page, locale, path, report);
      }
      await signIn(page, customer);
      const customerPages = [
        "/dashboard",
        "/dashboard/bills",
        "/dashboard/active-auctions",
        "/dashboard/won-auctions",
        "/dashboard/watchlist",
      ];
      for (const path of customerPages) {
        await page.goto(path);
        await loaded(page, path);
        await check(page, locale, path, report);
      }
      // A refusal, with the limit it names.
      await page.goto("/dashboard/bills");
      await page.locator('[name="depositAmount"]').fill("99999999999");
      await page.getByTestId("deposit-form").locator('button[type="submit"]').click();
      await page.getByTestId("deposit-form").locator('[aria-invalid="true"]').first().waitFor({ timeout: 20_000 });
      await check(page, locale, "a refused deposit", report);
      await page.getByTestId("notification-bell").first().click();
      await page.getByTestId("notification-panel").getByRole("listitem").first().waitFor({ timeout: 20_000 });
      await check(page, locale, "notifications", report);
    } finally {
      await context.close();
    }
    expect(report).toEqual({});
  }, 300_000);
});
