// The lot page knows the customer's own bid, in Chromium, in both languages and at phone and desktop width: the
// dialog names the minimum and holds back a $1 maximum, the placed maximum shows in the box with its state, raise
// tops the hold up, cancel releases it; a guest's lot page asks nothing about bids and gets no 401 for them.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ensureFeeSchedules } from "@app/db/fee-schedule-seed";
import en from "../web/src/i18n/messages-en";
import lt from "../web/src/i18n/messages-lt";
import { createTestLot, fundAccount, setFxRate } from "../test/support/brokerage.ts";
import { launchBrowser, newPage, VIEWPORTS } from "./browser.ts";
import { closeTestDb, createUser, signIn, testDb } from "./support.ts";

const appUrl = inject("appUrl");
const texts = { lt, en } as const;
let browser: Browser;

beforeAll(async () => {
  await ensureFeeSchedules(testDb());
  await setFxRate(testDb(), "0.9200", "2026-11-20");
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await closeTestDb();
});

/** Digits only: "$1,500" and "1 500 $" both read "1500". */
const digits = (s: string | null) => (s ?? "").replace(/[^\d]/g, "");

describe.each([
  ["lt", VIEWPORTS.mobile],
  ["en", VIEWPORTS.desktop],
] as const)("the lot page and the customer's own bid (%s)", (locale, viewport) => {
  const t = texts[locale];

  it("refuses a $1 maximum in the dialog, then shows the placed maximum with raise (a top-up) and cancel", async () => {
    const user = await createUser("own-bid");
    await fundAccount(testDb(), user.id, 5_000);
    const lot = await createTestLot(testDb(), { currentBidUsd: null, title: "2018 Volvo XC60 T5" });
    const { context, page } = await newPage(browser, viewport, { baseURL: appUrl, locale });
    try {
      await signIn(page, user);
      await page.goto(`/lots/copart/${lot.lotNumber}`);
      const box = page.getByTestId("lot-action-box");
      await box.waitFor({ timeout: 30_000 });
      await box.getByRole("button", { name: t["lot.actions.placeBid"] }).click();
      const dialog = page.getByTestId("place-bid-dialog");
      await dialog.waitFor({ timeout: 30_000 });
      await expect.poll(async () => digits(await dialog.getByTestId("bid-minimum").textContent())).toBe("100");
      await dialog.locator('[name="maxBid"]').fill("1");
      await dialog.getByRole("button", { name: t["bidding.placeBid.submit"] }).click();
      await expect
        .poll(async () => (await dialog.innerText()).replace(/\s+/g, " "))
        .toContain(t["bidding.placeBid.belowMinimum"].split("{amount}")[0]!.trim());
      expect(await testDb().bid.count({ where: { userId: user.id } })).toBe(0);

      await dialog.locator('[name="maxBid"]').fill("1500");
      await dialog.getByRole("button", { name: t["bidding.placeBid.submit"] }).click();
      await dialog.waitFor({ state: "detached", timeout: 20_000 });
      const mine = box.getByTestId("my-lot-bid");
      await expect.poll(() => mine.getAttribute("data-status"), { timeout: 20_000 }).toBe("pending");
      expect(digits(await mine.getByTestId("my-lot-bid-max").textContent())).toBe("1500");
      expect(await box.getByRole("button", { name: t["lot.actions.placeBid"] }).count()).toBe(0);

      // A reload still knows the bid: it comes from the API, not from the page's memory.
      await page.reload();
      await expect
        .poll(() => page.getByTestId("my-lot-bid").getAttribute("data-status"), { timeout: 30_000 })
        .toBe("pending");

      // Raise: only the difference of the hold is added (10% of $2,000 at 0.92 is 184 EUR, 138 EUR already held).
      await page.getByTestId("my-lot-raise").click();
      const raise = page.getByTestId("place-bid-dialog");
      await raise.waitFor({ timeout: 30_000 });
      await expect.poll(async () => digits(await raise.getByTestId("bid-minimum").textContent())).toBe("1550");
      await raise.locator('[name="maxBid"]').fill("2000");
      await expect
        .poll(async () => digits((await raise.getByTestId("bid-hold").innerText()).split("\n")[0]!), {
          timeout: 20_000,
        })
        .toBe("4600");
      await raise.getByRole("button", { name: t["bidding.placeBid.raiseSubmit"] }).click();
      await raise.waitFor({ state: "detached", timeout: 20_000 });
      await expect
        .poll(async () => digits(await page.getByTestId("my-lot-bid-max").textContent()), { timeout: 20_000 })
        .toBe("2000");

      // Cancel while pending: the hold goes back.
      await page.getByTestId("my-lot-cancel").click();
      await page.getByTestId("confirm-dialog").getByRole("button", { name: t["dashboard.bids.cancelConfirm"] }).click();
      await expect
        .poll(() => page.getByTestId("my-lot-bid").getAttribute("data-status"), { timeout: 20_000 })
        .toBe("cancelled");
      await page.getByTestId("lot-action-box").getByRole("button", { name: t["lot.actions.placeBid"] }).waitFor();
      const bid = await testDb().bid.findFirstOrThrow({ where: { userId: user.id } });
      expect([bid.status, bid.maxBidCents, bid.holdCents]).toEqual(["cancelled", 200_000, 0]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("gives a guest the lot page without asking for bids and without a 401 for them", async () => {
    const lot = await createTestLot(testDb(), { currentBidUsd: 2000 });
    const { context, page } = await newPage(browser, viewport, { baseURL: appUrl, locale });
    const asked: string[] = [];
    const unauthorised: string[] = [];
    page.on("request", (r) => asked.push(new URL(r.url()).pathname));
    page.on("response", (r) => {
      if (r.status() === 401) unauthorised.push(new URL(r.url()).pathname);
    });
    try {
      await page.goto(`/lots/copart/${lot.lotNumber}`);
      const box = page.getByTestId("lot-action-box");
      await box.waitFor({ timeout: 30_000 });
      await box.getByTestId("lot-bidding-power").getByRole("link").waitFor();
      await page.waitForLoadState("networkidle");
      expect(asked.filter((p) => p.startsWith("/api/bids") || p.startsWith("/api/buy-now"))).toEqual([]);
      expect(unauthorised.filter((p) => p !== "/api/auth/me")).toEqual([]);
      expect(await box.getByTestId("my-lot-bid").count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 60_000);
});
