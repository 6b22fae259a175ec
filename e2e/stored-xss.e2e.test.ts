// Stored XSS (SECURITY.md): hostile text that customers and provider feeds can put into the database is
// shown to the broker as text, never run. A customer stores markup through the contact form and their profile's
// name fields (through the pages, as an attacker would), a lot arrives with markup in its title and other texts
// (through the lot store ingestion writes with), and the customer bids on it. Then an admin opens every page that
// shows those texts: contact messages, customers, a customer, bid requests (and the approval dialog naming the
// lot), and the lot page. No payload may run (each would call a function the test installed, or open a dialog),
// no element the payloads describe may exist in the page, and each payload must be on screen as the literal text.
// The element check is the one that proves the rendering: the CSP (api/src/plugins/security-headers.ts) would block
// an injected inline handler on its own (markup inserted into the page by hand stays silent but is found by it).
import { randomInt, randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ensureFeeSchedules } from "@app/db/fee-schedule-seed";
import { upsertLots } from "@app/db/lot-store";
import type { LotRecord } from "@app/shared/catalogue/lot.schemas";
import en from "../web/src/i18n/messages-en";
import { fundAccount } from "../test/support/brokerage.ts";
import { launchBrowser, newPage, VIEWPORTS } from "./browser.ts";
import { closeTestDb, createUser, signIn, testDb, type E2eUser } from "./support.ts";

const appUrl = inject("appUrl");

/** Markup that, if the page ever turned it into HTML, would call `__xss(tag)` (an image that fails, a script). */
const hostile = (tag: string) => `<img src=x onerror=__xss('${tag}')><script>__xss('${tag}')</script>`;
/** The contact message has room for more: an SVG handler, a javascript: link, an iframe, an alert. */
const hostileMessage =
  `${hostile("message")}\n<svg onload=__xss('svg')></svg> <a href="javascript:__xss('link')">open</a> ` +
  `"><iframe srcdoc="<script>parent.__xss('iframe')</script>"></iframe><img src=y onerror=alert('message')>`;

// The run's database is shared by every browser test file: this lot uses its own number range.
const lotNumber = String(890_000_000 + randomInt(0, 9_000_000));

function hostileLot(): LotRecord {
  return {
    platform: "copart",
    lotNumber,
    stockNumber: null,
    itemId: null,
    vehicleType: "automobile",
    year: 2020,
    make: "TOYOTA",
    model: "CAMRY",
    trim: null,
    title: `2020 TOYOTA CAMRY ${hostile("lot-title")}`,
    subtitle: hostile("lot-subtitle"),
    bodyStyle: "sedan",
    vin: null,
    vinMasked: false,
    odometerMiles: 30_000,
    odometerBrand: "ACTUAL",
    primaryDamage: "FRONT END",
    secondaryDamage: null,
    damageDescription: hostile("lot-damage"),
    titleType: "SALVAGE CERTIFICATE",
    titleGroup: "S",
    titleState: "GA",
    titleNotes: hostile("lot-notes"),
    exteriorColor: "white",
    interiorColor: null,
    runsDrives: null,
    hasKeys: true,
    engine: null,
    cylinders: 4,
    fuelType: "gasoline",
    transmission: "automatic",
    driveline: "fwd",
    airbags: null,
    location: "GA - SAVANNAH",
    branch: null,
    region: "GA",
    country: "USA",
    city: "SAVANNAH",
    postalCode: null,
    yardNumber: null,
    laneRun: null,
    startCode: null,
    loss: null,
    bidStatus: null,
    counterBidStatus: null,
    lotAuctionStatus: null,
    saleStatus: null,
    buyerHighBidder: null,
    isSold: false,
    currency: "USD",
    currentBidCents: 1_000_00,
    minBidCents: null,
    buyNowPriceCents: null,
    buyNowUrl: null,
    auctionDate: new Date(Date.now() + 3 * 86_400_000),
    imageUrls: [],
    thumbnailUrl: null,
    originalData: { source: "e2e-xss" },
  };
}

let browser: Browser;
let admin: E2eUser;
let customer: E2eUser;
const contactEmail = `xss.${randomUUID().slice(0, 8)}@example.test`;

beforeAll(async () => {
  const db = testDb();
  await ensureFeeSchedules(db);
  const fx = { rate: "0.9200", asOf: "2026-11-20", source: "ECB reference rate" };
  await db.setting.upsert({ where: { key: "fx.usdEur" }, create: { key: "fx.usdEur", value: fx }, update: {} });
  await upsertLots(db, [hostileLot()]);
  browser = await launchBrowser();
  admin = await createUser("xss-admin");
  await db.user.update({ where: { id: admin.id }, data: { role: "admin" } });
  customer = await createUser("xss");
  await db.user.update({ where: { id: customer.id }, data: { locale: "en" } });
  await fundAccount(db, customer.id, 1_000);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await closeTestDb();
});

/**
 * A page that records what any payload would do: `__xss(tag)` calls (installed before the app's own scripts) and
 * dialogs (alert, confirm), each dismissed.
 */
async function watchedPage(): Promise<{ page: Page; dialogs: string[]; close(): Promise<void> }> {
  const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale: "en" });
  await context.addInitScript("window.__xssHits = []; window.__xss = (tag) => void window.__xssHits.push(tag);");
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { page, dialogs, close: () => context.close() };
}

/** What ran and what the payloads built in the page (elements with inline handlers, scripts or frames of theirs). */
async function payloadEffects(page: Page) {
  // Long enough for an injected image to fail to load and its handler to run.
  await page.waitForTimeout(750);
  return (await page.evaluate(`({
    hits: window.__xssHits,
    handlers: document.querySelectorAll("[onerror], [onload], a[href^='javascript:'], iframe[srcdoc]").length,
    scripts: [...document.scripts].filter((s) => s.text.includes("__xss")).length,
  })`)) as { hits: string[]; handlers: number; scripts: number };
}

async function expectShownInert(page: Page, dialogs: string[], texts: string[], where: string) {
  for (const text of texts)
    await expect
      .poll(async () => (await page.locator("body").textContent())?.includes(text) ?? false, {
        timeout: 30_000,
        message: `${where} shows ${JSON.stringify(text)} as text`,
      })
      .toBe(true);
  expect(await payloadEffects(page), where).toEqual({ hits: [], handlers: 0, scripts: 0 });
  expect(dialogs, where).toEqual([]);
}

async function adminSignIn(page: Page) {
  await page.goto("/admin");
  await page.waitForURL((url) => url.pathname === "/admin/login", { timeout: 30_000 });
  await page.locator('input[name="email"]').fill(admin.email);
  await page.locator('input[name="password"]').fill(admin.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === "/admin", { timeout: 30_000 });
}

describe("stored XSS", () => {
  it("keeps hostile contact, profile and lot texts inert on the admin pages and the lot page", async () => {
    // 1. A visitor sends the contact form with markup in every free-text field.
    const visitor = await watchedPage();
    try {
      const form = visitor.page.locator('[data-variant="default"]');
      await visitor.page.goto("/contact");
      await form.locator('[name="name"]').fill(hostile("contact-name"));
      await form.locator('[name="email"]').fill(contactEmail);
      await form.locator('[name="subject"]').fill(hostile("contact-subject"));
      await form.locator('[name="message"]').fill(hostileMessage);
      await form.getByRole("button", { name: en["contact.form.submit"] }).click();
      await form.getByText(en["contact.form.success"]).waitFor({ timeout: 20_000 });
    } finally {
      await visitor.close();
    }
    // Stored exactly as typed: the defence is in how it is shown, not in mangling what customers wrote.
    expect(await testDb().contactMessage.findFirstOrThrow({ where: { email: contactEmail } })).toMatchObject({
      name: hostile("contact-name"),
      subject: hostile("contact-subject"),
      message: hostileMessage,
    });

    // 2. A customer puts markup in their name through the profile form, then bids on the hostile lot.
    const shopper = await watchedPage();
    try {
      await signIn(shopper.page, customer);
      await shopper.page.goto("/dashboard/profile");
      const form = shopper.page.getByTestId("profile-form");
      await form.locator('[name="name"]').fill(hostile("name"));
      await form.locator('[name="surname"]').fill(hostile("surname"));
      await form.getByRole("button", { name: en["dashboard.profile.save"] }).click();
      await form.getByText(en["dashboard.profile.saved"]).waitFor({ timeout: 20_000 });
      const bid = await shopper.page.request.post("/api/bids", {
        headers: { origin: appUrl },
        data: { platform: "copart", lotNumber, maxBid: 2_000 },
      });
      expect(bid.status(), await bid.text()).toBe(201);
      // The customer's own pages show their name inert too (the header greets them).
      await shopper.page.goto("/dashboard");
      expect(await payloadEffects(shopper.page)).toEqual({ hits: [], handlers: 0, scripts: 0 });
      expect(shopper.dialogs).toEqual([]);
    } finally {
      await shopper.close();
    }
    expect(await testDb().user.findUniqueOrThrow({ where: { id: customer.id } })).toMatchObject({
      name: hostile("name"),
      surname: hostile("surname"),
    });
    const fullName = `${hostile("name")} ${hostile("surname")}`;

    // 3. The broker reads all of it.
    const broker = await watchedPage();
    const { page, dialogs } = broker;
    try {
      await adminSignIn(page);

      await page.goto("/admin/mail");
      await page.getByTestId("contact-message").filter({ hasText: contactEmail }).waitFor({ timeout: 30_000 });
      await expectShownInert(
        page,
        dialogs,
        [hostile("contact-name"), hostile("contact-subject"), hostile("message"), "javascript:__xss('link')"],
        "contact messages",
      );

      await page.goto(`/admin/customers?q=${encodeURIComponent(customer.email)}`);
      await page.getByTestId("admin-row").first().waitFor({ timeout: 30_000 });
      await expectShownInert(page, dialogs, [fullName], "customers");

      await page.goto(`/admin/customers/${customer.id}`);
      await expectShownInert(page, dialogs, [fullName], "a customer");

      await page.goto("/admin/bids?order=desc");
      const row = page.getByTestId("admin-row").filter({ hasText: lotNumber });
      await row.waitFor({ timeout: 30_000 });
      await expectShownInert(page, dialogs, [hostileLot().title, fullName], "bid requests");
      // The approval dialog names the lot inside a translated sentence.
      await row.getByRole("button", { name: en["admin.bids.approve"] }).click();
      const dialog = page.getByRole("alertdialog");
      await dialog.waitFor({ timeout: 20_000 });
      expect(await dialog.textContent()).toContain(hostileLot().title);
      await expectShownInert(page, dialogs, [hostileLot().title], "the approval dialog");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached", timeout: 10_000 });
      expect((await testDb().bid.findFirstOrThrow({ where: { userId: customer.id } })).status).toBe("pending");

      await page.goto(`/lots/copart/${lotNumber}`);
      await page.getByRole("heading", { level: 1 }).waitFor({ timeout: 30_000 });
      const lot = hostileLot();
      await expectShownInert(page, dialogs, [lot.title, lot.damageDescription!, lot.titleNotes!], "the lot page");
      expect(await page.title()).toContain(lot.title);
    } finally {
      await broker.close();
    }
  }, 240_000);
});
