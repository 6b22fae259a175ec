// The admin area in the browser (docs/product/admin.md): an admin signs in through /admin/login and completes a
// customer's pending deposit from the deposits queue (after confirming the dialog), which credits the customer's
// balance; a customer's session does not open admin pages; the admin pages read in both languages with no raw message
// id and no serious or critical axe-core violation, at a phone and a desktop width.
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import en from "../web/src/i18n/messages-en";
import lt from "../web/src/i18n/messages-lt";
import { fundAccount } from "../test/support/brokerage.ts";
import { launchBrowser, newPage, VIEWPORTS } from "./browser.ts";
import { closeTestDb, createUser, seriousViolations, signIn, testDb, type E2eUser } from "./support.ts";

const appUrl = inject("appUrl");
const texts = { en, lt } as const;
/** Each admin page and the heading it shows. */
const ADMIN_PAGES = {
  "/admin": "admin.overview.title",
  "/admin/deposits": "admin.deposits.title",
  "/admin/withdrawals": "admin.withdrawals.title",
  "/admin/bids": "admin.bids.title",
  "/admin/buy-now": "admin.buyNow.title",
  "/admin/customers": "admin.customers.title",
  "/admin/ingestion": "admin.ingestion.title",
  "/admin/purchases": "admin.purchases.title",
  "/admin/bills": "admin.bills.title",
  "/admin/mail": "admin.mail.title",
  "/admin/events": "admin.events.title",
  "/admin/settings": "admin.settings.title",
} as const;

let browser: Browser;
let admin: E2eUser;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await createUser("admin");
  await testDb().user.update({ where: { id: admin.id }, data: { role: "admin" } });
  // An event the worker gave up on (already published, so the relay leaves it), for the failed-events page.
  await testDb().outboxEvent.create({
    data: {
      id: randomUUID(),
      type: "bill.issued",
      payload: {
        billId: randomUUID(),
        userId: admin.id,
        purchaseId: randomUUID(),
        stage: "win",
        totalCents: 1,
        currency: "EUR",
      },
      publishedAt: new Date(),
      failedAt: new Date(),
      failedAttempts: 8,
      failedError: "Error: connect ECONNREFUSED 127.0.0.1:5432",
    },
  });
});
afterAll(async () => {
  await browser?.close();
  await closeTestDb();
});

async function adminSignIn(page: Page, user: E2eUser, next = "/admin") {
  await page.goto(next);
  await page.waitForURL((url) => url.pathname === "/admin/login", { timeout: 30_000 });
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="password"]').fill(user.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === next, { timeout: 30_000 });
}

async function pendingDeposit(userId: string, eur: number) {
  const reference = `D-E2E-${randomUUID().slice(0, 8).toUpperCase()}`;
  await testDb().deposit.create({
    data: { userId, amountCents: eur * 100, method: "bank_transfer", reference },
  });
  return reference;
}

/** Message ids that reached the screen untranslated. */
function rawIds(text: string): string[] {
  return Object.keys(en).filter((id) => text.includes(id));
}

describe("the admin area", () => {
  it("signs an admin in and completes a customer's pending deposit, crediting the balance; the customer's bell and popup show it live", async () => {
    const customer = await createUser("depositor");
    await testDb().user.update({ where: { id: customer.id }, data: { locale: "en" } });
    const reference = await pendingDeposit(customer.id, 250);
    // The customer has the dashboard open meanwhile, in another browser, and will not reload it.
    const shopper = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale: "en" });
    const streamOpen = shopper.context.waitForEvent("response", {
      predicate: (r) => r.url().includes("/api/notifications/stream") && r.status() === 200,
      timeout: 30_000,
    });
    await signIn(shopper.page, customer);
    await streamOpen;
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale: "en" });
    try {
      await adminSignIn(page, admin, "/admin/deposits");
      const row = page.getByTestId("admin-row").filter({ hasText: reference });
      await row.waitFor({ timeout: 30_000 });
      await row.getByRole("button", { name: en["admin.deposits.complete"] }).click();
      const dialog = page.getByRole("alertdialog");
      await dialog.waitFor({ timeout: 20_000 });
      expect(await dialog.innerText()).toContain(reference);
      // Nothing moves before the admin confirms.
      expect((await testDb().account.findUniqueOrThrow({ where: { userId: customer.id } })).balanceCents).toBe(0);
      await dialog.getByRole("button", { name: en["admin.deposits.complete"] }).click();
      await expect
        .poll(async () => (await testDb().account.findUniqueOrThrow({ where: { userId: customer.id } })).balanceCents, {
          timeout: 30_000,
        })
        .toBe(25_000);
      expect((await testDb().deposit.findUniqueOrThrow({ where: { reference } })).status).toBe("completed");
      // The result is reported, and the completed deposit leaves the pending queue.
      await page.getByText(`Deposit ${reference} of`).waitFor({ timeout: 20_000 });
      await row.waitFor({ state: "detached", timeout: 30_000 });

      // The worker turned the completion into a notification: the customer's bell counts it and it pops up once,
      // well before the 15 s count poll, with no reload.
      const popup = shopper.page.getByTestId("notification-popup");
      await popup.waitFor({ timeout: 20_000 });
      expect(await popup.innerText()).toContain("Your deposit of €250.00 has been received");
      await expect
        .poll(() => shopper.page.getByTestId("notification-count").first().innerText(), { timeout: 10_000 })
        .toBe("1");
      await popup.waitFor({ state: "detached", timeout: 10_000 });
      await shopper.page.reload();
      await shopper.page.getByTestId("notification-bell").first().waitFor({ timeout: 20_000 });
      await shopper.page.waitForTimeout(1_500);
      expect(await popup.count()).toBe(0);
    } finally {
      await context.close();
      await shopper.context.close();
    }
  }, 120_000);

  it("shows the server's message when the password is wrong", async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.mobile, { baseURL: appUrl, locale: "en" });
    try {
      await page.goto("/admin/login");
      await page.locator('input[name="email"]').fill(admin.email);
      await page.locator('input[name="password"]').fill("wrong-password-1");
      await page.locator('form button[type="submit"]').click();
      await page.getByTestId("form-error").waitFor({ timeout: 30_000 });
      expect(await page.getByTestId("form-error").innerText()).toContain("Incorrect email or password.");
      expect(new URL(page.url()).pathname).toBe("/admin/login");
    } finally {
      await context.close();
    }
  }, 60_000);

  it("sends a signed-in customer to /admin/login instead of opening admin pages", async () => {
    const customer = await createUser("nosy");
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale: "en" });
    try {
      await signIn(page, customer);
      for (const path of ["/admin", "/admin/deposits"]) {
        await page.goto(path);
        await page.waitForURL((url) => url.pathname === "/admin/login", { timeout: 30_000 });
      }
      expect(await page.getByTestId("admin-row").count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 90_000);

  it("signs out: the admin pages ask for the login again", async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale: "en" });
    try {
      await adminSignIn(page, admin);
      await page.getByRole("button", { name: en["admin.layout.signOut"] }).click();
      await page.waitForURL((url) => url.pathname === "/admin/login", { timeout: 30_000 });
      await page.goto("/admin/deposits");
      await page.waitForURL((url) => url.pathname === "/admin/login", { timeout: 30_000 });
    } finally {
      await context.close();
    }
  }, 90_000);
});

describe.each([
  ["lt", "mobile"],
  ["en", "desktop"],
  ["lt", "desktop"],
  ["en", "mobile"],
] as const)("the admin pages in %s at %s width", (locale, width) => {
  it("are translated, with no raw message id and no serious accessibility violation", async () => {
    const customer = await createUser("queue");
    await pendingDeposit(customer.id, 90);
    await fundAccount(testDb(), customer.id, 400);
    const { context, page } = await newPage(browser, VIEWPORTS[width], { baseURL: appUrl, locale });
    try {
      await adminSignIn(page, admin);
      const found: Record<string, string[]> = {};
      for (const [path, title] of Object.entries(ADMIN_PAGES)) {
        await page.goto(path);
        await page
          .getByRole("heading", { level: 2, name: texts[locale][title], exact: true })
          .waitFor({ timeout: 30_000 });
        await page.locator("[aria-busy=true]").first().waitFor({ state: "detached", timeout: 30_000 });
        const text = await page.locator("body").innerText();
        expect(rawIds(text), path).toEqual([]);
        found[path] = await seriousViolations(page);
      }
      // A customer's page, with the ledger entry the deposit left.
      await page.goto(`/admin/customers/${customer.id}`);
      await page.getByRole("heading", { level: 2, name: "Ona Testaitė" }).waitFor({ timeout: 30_000 });
      await page.getByRole("heading", { level: 3, name: texts[locale]["admin.ledger.title"] }).waitFor();
      await page.locator("[aria-busy=true]").first().waitFor({ state: "detached", timeout: 30_000 });
      expect(rawIds(await page.locator("body").innerText())).toEqual([]);
      found.customer = await seriousViolations(page);
      expect(Object.entries(found).filter(([, v]) => v.length)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});
