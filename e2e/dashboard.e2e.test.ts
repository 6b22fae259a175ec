// The customer dashboard in the browser (docs/product/screens.md#dashboard-pages): balances that follow an admin's
// decision without a reload, a bid from placing to My Bids (raise through the place-bid dialog, its refusal shown), a
// won lot's bill paid from the balance with the logistics timeline, and every dashboard page in both languages with no
// missing text and no serious accessibility violation. The broker's side goes through the admin API.
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ensureFeeSchedules } from "@app/db/fee-schedule-seed";
import en from "../web/src/i18n/messages-en";
import lt from "../web/src/i18n/messages-lt";
import { createTestLot, fundAccount, setFxRate } from "../test/support/brokerage.ts";
import { launchBrowser, newPage, VIEWPORTS } from "./browser.ts";
import {
  apiSession,
  closeTestDb,
  createUser,
  E2E_PASSWORD,
  seriousViolations,
  signIn,
  testDb,
  type ApiCall,
  type E2eUser,
} from "./support.ts";

const appUrl = inject("appUrl");
let browser: Browser;
let admin: ApiCall;

const customerApi = (user: E2eUser) => apiSession(appUrl, "/api/auth/login", user.email, user.password);

/** Places a bid as the customer and has the broker approve it; returns the bid id. */
async function approvedBid(customer: ApiCall, lotNumber: string, maxBid: number): Promise<string> {
  const { bid } = await customer<{ bid: { id: string } }>("POST", "/api/bids", {
    platform: "copart",
    lotNumber,
    maxBid,
  });
  await admin("POST", `/api/admin/bids/${bid.id}/approve`);
  return bid.id;
}

/** A won lot with its win bill issued; returns the purchase id. */
async function wonWithBill(customer: ApiCall, lotNumber: string): Promise<string> {
  const bidId = await approvedBid(customer, lotNumber, 5000);
  const { purchaseId } = await admin<{ purchaseId: string }>("POST", `/api/admin/bids/${bidId}/outcome`, {
    outcome: "won",
    amount: 4200,
  });
  await admin("POST", `/api/admin/purchases/${purchaseId}/bills`, { stage: "win" });
  return purchaseId;
}

/** Digits of the account's money, which reads to the cent: "1 000,00 €" and "€1,000.00" both read "100000". */
const digits = (text: string) => text.replace(/[^\d]/g, "");
const testId = (page: Page, id: string) => page.getByTestId(id);

beforeAll(async () => {
  browser = await launchBrowser();
  await ensureFeeSchedules(testDb());
  await setFxRate(testDb(), "0.9200", "2026-11-20");
  const broker = await createUser("broker");
  await testDb().user.update({ where: { id: broker.id }, data: { role: "admin" } });
  admin = await apiSession(appUrl, "/api/admin/auth/login", broker.email, E2E_PASSWORD);
});
afterAll(async () => {
  await browser?.close();
  await closeTestDb();
});

describe("the dashboard's money", () => {
  it("registers, signs in to zero balances, asks to deposit, and shows the admin's completion without a reload", async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale: "lt" });
    try {
      const email = `deposit.${randomUUID().slice(0, 8)}@example.test`;
      await page.goto("/register");
      const input = (name: string) => page.locator(`form [name="${name}"]`);
      await input("name").fill("Ona");
      await input("surname").fill("Naujokaitė");
      await input("email").fill(email);
      await input("password").fill(E2E_PASSWORD);
      await input("repeatPassword").fill(E2E_PASSWORD);
      // The box itself: the label's text holds the terms link.
      await page.locator("label", { hasText: "Sutinku" }).click({ position: { x: 8, y: 10 } });
      await page.locator('form button[type="submit"]').click();
      // Registering signs the new customer in.
      await page.waitForURL((url) => url.pathname === "/dashboard", { timeout: 30_000 });

      await expect.poll(() => testId(page, "balance-current").innerText(), { timeout: 20_000 }).toMatch(/0\s*€/);
      expect(await testId(page, "balance-frozen").count()).toBe(0);
      expect(await testId(page, "membership").innerText()).toBe(lt["layout.dashboard.member"]);

      await page.getByRole("link", { name: lt["dashboard.balance.topUp"] }).click();
      await page.waitForURL((url) => url.pathname === "/dashboard/bills");
      await page.locator('[name="depositAmount"]').fill("1500");
      await page.getByRole("button", { name: lt["dashboard.deposit.submit"] }).click();
      const reference = (await testId(page, "deposit-reference").innerText({ timeout: 20_000 })).trim();
      expect(reference).toMatch(/^BBD-[2-9A-Z]{8}$/);
      // The broker's bank details come with the answer (the `bank` setting), when the broker has set them.
      const deposit = await testDb().deposit.findFirstOrThrow({ where: { reference } });
      expect(deposit.amountCents).toBe(150_000);

      await admin("POST", `/api/admin/deposits/${deposit.id}/complete`);
      await expect
        .poll(async () => digits(await testId(page, "balance-current-amount").innerText()), { timeout: 40_000 })
        .toBe("150000");
      expect(digits(await testId(page, "balance-bidding-power-amount").innerText())).toBe("1500000");
      await expect.poll(() => page.getByTestId("ledger-row").count(), { timeout: 40_000 }).toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe("bidding and winning", () => {
  it("shows the broker's approval of a bid in My Bids live, without a reload", async () => {
    const user = await createUser("live-bid");
    await fundAccount(testDb(), user.id, 5_000);
    const lot = await createTestLot(testDb(), { currentBidUsd: 2000, title: "2020 Audi A4 Premium" });
    const customer = await customerApi(user);
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale: "en" });
    try {
      await signIn(page, user);
      const { bid } = await customer<{ bid: { id: string } }>("POST", "/api/bids", {
        platform: "copart",
        lotNumber: lot.lotNumber,
        maxBid: 3000,
      });
      const streamOpen = context.waitForEvent("response", {
        predicate: (r) => r.url().includes("/api/notifications/stream") && r.status() === 200,
        timeout: 30_000,
      });
      await page.goto("/dashboard/active-auctions");
      await streamOpen;
      const status = testId(page, "bid-row").getByTestId("bid-status");
      await expect.poll(() => status.innerText(), { timeout: 20_000 }).toBe(en["dashboard.bidStatus.pending"]);
      await admin("POST", `/api/admin/bids/${bid.id}/approve`);
      // The approval's notification refreshes the list (the list itself is not polled).
      await expect.poll(() => status.innerText(), { timeout: 15_000 }).toBe(en["dashboard.bidStatus.approved"]);
    } finally {
      await context.close();
    }
  }, 90_000);

  it("shows an approved bid in My Bids, raises it through the dialog, then pays the won lot's bill from the balance", async () => {
    const user = await createUser("bidder");
    await fundAccount(testDb(), user.id, 10_000);
    const lot = await createTestLot(testDb(), { currentBidUsd: 3000, title: "2019 BMW X5 xDrive40i" });
    const customer = await customerApi(user);
    const bidId = await approvedBid(customer, lot.lotNumber, 4000);

    const { context, page } = await newPage(browser, VIEWPORTS.mobile, { baseURL: appUrl, locale: "en" });
    try {
      await signIn(page, user);
      await page.goto("/dashboard/active-auctions");
      const row = testId(page, "bid-row");
      await row.waitFor({ timeout: 20_000 });
      expect(await row.innerText()).toContain("2019 BMW X5 xDrive40i");
      expect(await row.getByTestId("bid-status").innerText()).toBe(en["dashboard.bidStatus.approved"]);
      expect(await row.locator('[role="timer"]').count()).toBe(1);

      // Raise: the dialog shows bidding power and the hold, and the API's refusal when the hold is not covered.
      await row.getByRole("button", { name: en["dashboard.bids.raise"] }).click();
      const dialog = testId(page, "place-bid-dialog");
      await dialog.waitFor();
      await expect.poll(async () => digits(await dialog.getByTestId("bid-bidding-power").innerText())).toBe("9632000");
      await dialog.locator('[name="maxBid"]').fill("200000");
      // 10% of $200,000 at 0.92, less the 368 EUR already held for the $4,000 bid.
      await expect
        .poll(async () => digits((await dialog.getByTestId("bid-hold").innerText()).split("\n")[0]!), {
          timeout: 20_000,
        })
        .toBe("1803200");
      await dialog.getByRole("button", { name: en["bidding.placeBid.raiseSubmit"] }).click();
      await expect
        .poll(() => dialog.getByTestId("bid-error").innerText(), { timeout: 20_000 })
        .toContain("Your available balance does not cover the hold for this bid.");
      await dialog.locator('[name="maxBid"]').fill("6000");
      await dialog.getByRole("button", { name: en["bidding.placeBid.raiseSubmit"] }).click();
      await dialog.waitFor({ state: "detached", timeout: 20_000 });
      await expect
        .poll(() => row.getByTestId("bid-status").innerText(), { timeout: 20_000 })
        .toBe(en["dashboard.bidStatus.pending"]);
      const raised = await testDb().bid.findUniqueOrThrow({ where: { id: bidId } });
      expect(raised.maxBidCents).toBe(600_000);

      // The broker approves, the lot is won and its first bill issued; the customer pays it from the balance.
      await admin("POST", `/api/admin/bids/${bidId}/approve`);
      const { purchaseId } = await admin<{ purchaseId: string }>("POST", `/api/admin/bids/${bidId}/outcome`, {
        outcome: "won",
        amount: 5500,
      });
      await admin("POST", `/api/admin/purchases/${purchaseId}/bills`, { stage: "win" });
      await page.goto("/dashboard/bills");
      const bill = testId(page, "bill");
      await bill.waitFor({ timeout: 20_000 });
      expect(await bill.getAttribute("data-status")).toBe("issued");
      expect(await bill.getByTestId("bill-lines").locator("li").count()).toBeGreaterThan(2);
      await bill.getByTestId("pay-bill").click();
      await testId(page, "confirm-dialog").getByRole("button", { name: en["dashboard.bills.confirmPay"] }).click();
      await expect.poll(() => bill.getAttribute("data-status"), { timeout: 20_000 }).toBe("paid");
      expect(await bill.getByTestId("bill-status").innerText()).toBe(en["dashboard.bills.paid"]);
      expect((await testDb().bill.findFirstOrThrow({ where: { purchaseId } })).paidVia).toBe("balance");

      // Paying the win bill moved the purchase to paid; its line shows that, not the lot's auction badge.
      await page.goto("/dashboard/won-auctions");
      await expect
        .poll(() => testId(page, "purchase").getByTestId("purchase-status").getAttribute("data-status"), {
          timeout: 20_000,
        })
        .toBe("paid");
      const timeline = testId(page, "purchase-timeline");
      await timeline.waitFor({ timeout: 20_000 });
      expect(await timeline.locator('[data-done="true"]').count()).toBe(2);
      expect(await timeline.innerText()).toContain(en["dashboard.timeline.paid"]);
      expect(await timeline.innerText()).toContain(en["dashboard.timeline.delivered"]);
    } finally {
      await context.close();
    }
  });
});

/** Each page and what shows once its data has loaded. */
const PAGES = [
  ["/dashboard", "attention-item"],
  ["/dashboard/watchlist", "watchlist-row"],
  ["/dashboard/active-auctions", "bid-row"],
  ["/dashboard/won-auctions", "purchase"],
  ["/dashboard/lost-auctions", "lost-row"],
  ["/dashboard/bills", "bill"],
  ["/dashboard/profile", "profile-form"],
] as const;

/** Text that is a message id rather than a message: react-intl shows the id when the text is missing. */
const MESSAGE_ID = /\b(?:dashboard|bidding|layout|lots|notifications|auth)\.[A-Za-z]+\.[A-Za-z.]+\b/;

/** One customer with something on every page: an open bid, a lost one, a won lot with its bill, a watched lot. */
let richCustomer: Promise<E2eUser> | undefined;
function customerWithEverything(): Promise<E2eUser> {
  richCustomer ??= (async () => {
    const user = await createUser("pages");
    await fundAccount(testDb(), user.id, 20_000);
    const customer = await customerApi(user);
    const [active, lost, won, watched] = await Promise.all(
      [0, 1, 2, 3].map(() => createTestLot(testDb(), { currentBidUsd: 2500 })),
    );
    await approvedBid(customer, active!.lotNumber, 4000);
    const lostBid = await approvedBid(customer, lost!.lotNumber, 3000);
    await admin("POST", `/api/admin/bids/${lostBid}/outcome`, { outcome: "lost", amount: 3500 });
    await wonWithBill(customer, won!.lotNumber);
    await customer("POST", "/api/watchlist", { platform: "copart", lotNumber: watched!.lotNumber });
    return user;
  })();
  return richCustomer;
}

describe.each([
  ["lt", VIEWPORTS.desktop, PAGES.slice(0, 4)],
  ["lt", VIEWPORTS.desktop, PAGES.slice(4)],
  ["en", VIEWPORTS.mobile, PAGES.slice(0, 4)],
  ["en", VIEWPORTS.mobile, PAGES.slice(4)],
] as const)("dashboard pages in %s at %o", (locale, viewport, pages) => {
  it(`render ${pages.map(([path]) => path).join(", ")} with every text present and no serious accessibility violation`, async () => {
    const user = await customerWithEverything();
    const { context, page } = await newPage(browser, viewport, { baseURL: appUrl, locale });
    const missing: string[] = [];
    page.on("console", (message) => {
      if (/MISSING_TRANSLATION|Missing message/i.test(message.text())) missing.push(message.text());
    });
    try {
      await signIn(page, user);
      for (const [path, ready] of pages) {
        await page.goto(path);
        await testId(page, ready).first().waitFor({ timeout: 20_000 });
        await expect.poll(() => page.getByTestId("list-loading").count(), { timeout: 20_000 }).toBe(0);
        const text = await page.locator("main").innerText();
        expect(text, path).not.toMatch(MESSAGE_ID);
        expect(await seriousViolations(page), path).toEqual([]);
      }
      expect(missing).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("undoing and paying out", () => {
  it("cancels a pending bid, removes a watched lot, and holds a requested withdrawal", async () => {
    const user = await createUser("undo");
    await fundAccount(testDb(), user.id, 1000);
    const [bidLot, watchedLot] = await Promise.all([createTestLot(testDb()), createTestLot(testDb())]);
    const customer = await customerApi(user);
    await customer("POST", "/api/bids", { platform: "copart", lotNumber: bidLot.lotNumber, maxBid: 2000 });
    await customer("POST", "/api/watchlist", { platform: "copart", lotNumber: watchedLot.lotNumber });

    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale: "en" });
    try {
      await signIn(page, user);
      await page.goto("/dashboard/active-auctions");
      const row = testId(page, "bid-row");
      await row.getByRole("button", { name: en["dashboard.bids.cancel"] }).click({ timeout: 20_000 });
      await testId(page, "confirm-dialog").getByRole("button", { name: en["dashboard.bids.cancelConfirm"] }).click();
      await page.getByRole("heading", { name: en["dashboard.activeAuctions.emptyTitle"] }).waitFor({ timeout: 20_000 });
      expect((await testDb().account.findUniqueOrThrow({ where: { userId: user.id } })).frozenCents).toBe(0);

      await page.goto("/dashboard/watchlist");
      await testId(page, "watchlist-row").getByRole("button", { name: en["dashboard.watchlist.remove"] }).click({
        timeout: 20_000,
      });
      await page.getByRole("heading", { name: en["dashboard.watchlist.emptyTitle"] }).waitFor({ timeout: 20_000 });

      await page.goto("/dashboard/bills");
      await page.locator('[name="withdrawalAmount"]').fill("250");
      await page.locator('[name="iban"]').fill("LT12 1000 0111 0100 1000");
      await page.getByRole("button", { name: en["dashboard.withdrawal.submit"] }).click();
      await testId(page, "confirm-dialog").getByRole("button", { name: en["dashboard.withdrawal.confirm"] }).click();
      await expect
        .poll(async () => digits(await testId(page, "balance-frozen-amount").innerText()), { timeout: 20_000 })
        .toBe("25000");
      const withdrawal = await testDb().withdrawal.findFirstOrThrow({ where: { userId: user.id } });
      expect(withdrawal).toMatchObject({ amountCents: 25_000, iban: "LT121000011101001000", status: "pending" });
    } finally {
      await context.close();
    }
  });
});

describe("empty lists and failures", () => {
  it("shows each list's empty state to a new customer, and 'Try again' when a list fails to load", async () => {
    const user = await createUser("empty");
    const { context, page } = await newPage(browser, VIEWPORTS.mobile, { baseURL: appUrl, locale: "en" });
    try {
      await signIn(page, user);
      await page.getByText(en["dashboard.attention.emptyTitle"]).waitFor({ timeout: 20_000 });
      await page.getByText(en["dashboard.ledger.emptyTitle"]).waitFor({ timeout: 20_000 });
      for (const [path, title] of [
        ["/dashboard/watchlist", en["dashboard.watchlist.emptyTitle"]],
        ["/dashboard/won-auctions", en["dashboard.wonAuctions.emptyTitle"]],
        ["/dashboard/lost-auctions", en["dashboard.lostAuctions.emptyTitle"]],
        ["/dashboard/bills", en["dashboard.bills.emptyTitle"]],
      ] as const) {
        await page.goto(path);
        await page.getByRole("heading", { name: title }).waitFor({ timeout: 20_000 });
      }

      await page.route("**/api/bids?status=active", (route) => route.fulfill({ status: 503, body: "" }));
      await page.goto("/dashboard/active-auctions");
      await page.getByText(en["dashboard.common.loadFailed"]).waitFor({ timeout: 40_000 });
      await page.unroute("**/api/bids?status=active");
      await page.getByRole("button", { name: en["dashboard.common.tryAgain"] }).click();
      await page.getByRole("heading", { name: en["dashboard.activeAuctions.emptyTitle"] }).waitFor({ timeout: 20_000 });
    } finally {
      await context.close();
    }
  });
});

describe("profile settings", () => {
  it("saves the details, refuses an email change with a wrong password, and switches the language", async () => {
    const user = await createUser("profile");
    await testDb().user.update({ where: { id: user.id }, data: { locale: "en" } });
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale: "en" });
    try {
      await signIn(page, user);
      await page.goto("/dashboard/profile");
      const form = testId(page, "profile-form");
      await form.locator('[name="surname"]').fill("Petraitytė");
      await form.getByRole("button", { name: en["dashboard.profile.save"] }).click();
      await form.getByText(en["dashboard.profile.saved"]).waitFor({ timeout: 20_000 });
      expect((await testDb().user.findUniqueOrThrow({ where: { id: user.id } })).surname).toBe("Petraitytė");

      await form.locator('[name="email"]').fill(`changed.${randomUUID().slice(0, 8)}@example.test`);
      await form.locator('[name="currentPassword"]').fill("not-my-password");
      await form.getByRole("button", { name: en["dashboard.profile.save"] }).click();
      await form.getByText(en["dashboard.profile.currentPasswordWrong"]).waitFor({ timeout: 20_000 });
      expect((await testDb().user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);

      await form.locator('[name="email"]').fill(user.email);
      await form.locator('[name="locale"]').selectOption("lt");
      await form.getByRole("button", { name: en["dashboard.profile.save"] }).click();
      await page.getByRole("button", { name: lt["dashboard.profile.save"] }).waitFor({ timeout: 30_000 });
      expect((await testDb().user.findUniqueOrThrow({ where: { id: user.id } })).locale).toBe("lt");
    } finally {
      await context.close();
    }
  });
});
