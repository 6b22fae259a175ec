// Notifications in the browser (docs/product/notifications.md#notifications-panel): the bell's panel with each of its
// states and actions, and the live stream: a notification written and published as the worker does reaches the bell
// without a reload, in every open tab, and pops up once.
import { Redis } from "ioredis";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createLogger } from "../worker/src/logger.ts";
import { createNotificationService, type NotificationService } from "../worker/src/services/notifications.ts";
import en from "../web/src/i18n/messages-en";
import lt from "../web/src/i18n/messages-lt";
import { launchBrowser, newPage, VIEWPORTS } from "./browser.ts";
import { addUnreadNotifications, closeTestDb, createUser, seriousViolations, signIn, testDb } from "./support.ts";

const appUrl = inject("appUrl");
let browser: Browser;
let redis: Redis;
let notifications: NotificationService;

beforeAll(async () => {
  browser = await launchBrowser();
  redis = new Redis(inject("redisUrl"));
  notifications = createNotificationService({
    db: testDb(),
    redis,
    redisPrefix: inject("redisPrefix"),
    logger: createLogger("silent"),
    ownsRedis: false,
  });
});
afterAll(async () => {
  await browser?.close();
  redis?.disconnect();
  await closeTestDb();
});

/** A customer who reads English: the server writes each notification in its reader's language. */
async function englishCustomer(tag: string) {
  const user = await createUser(tag);
  await testDb().user.update({ where: { id: user.id }, data: { locale: "en" } });
  return user;
}

const bell = (page: Page) => page.getByTestId("notification-bell").first();
const panel = (page: Page) => page.getByTestId("notification-panel");
const badge = (page: Page) => bell(page).getByTestId("notification-count");

async function openPanel(page: Page) {
  await bell(page).click();
  await panel(page).waitFor({ timeout: 20_000 });
}

/** What the worker does when a customer is outbid: the row in the customer's language, then the wake-up. */
const outbid = (userId: string, vehicle: string) =>
  notifications.notify(
    userId,
    "outbid",
    "notification.outbid.text",
    { vehicle, currentBid: 5200, maxBid: 5000 },
    "/dashboard/active-auctions",
  );

describe.each(Object.entries(VIEWPORTS))("the notifications panel at %s width", (_name, viewport) => {
  it("lists notifications newest first; a click marks one read, opens its link and closes the panel", async () => {
    const user = await englishCustomer("panel");
    await outbid(user.id, "2019 BMW X5");
    await notifications.notify(
      user.id,
      "deposit_completed",
      "notification.depositCompleted.text",
      { amount: 500 },
      "/dashboard/bills",
    );
    const { context, page } = await newPage(browser, viewport, { baseURL: appUrl, locale: "en" });
    try {
      await signIn(page, user);
      await expect.poll(() => badge(page).innerText(), { timeout: 20_000 }).toBe("2");
      await openPanel(page);
      expect(await panel(page).getByRole("heading", { name: en["notifications.panel.title"] }).count()).toBe(1);
      await expect
        .poll(() => panel(page).getByTestId("notification-panel-unread").innerText(), { timeout: 20_000 })
        .toBe("2 unread");
      const items = panel(page).getByTestId("notification-item");
      await expect.poll(() => items.count(), { timeout: 20_000 }).toBe(2);
      expect(await items.nth(0).innerText()).toContain("Your deposit of €500.00 has been received");
      expect(await items.nth(0).innerText()).toMatch(/Today at \d{1,2}:\d{2}/);
      expect(await items.nth(1).locator('[data-icon="outbid"]').count()).toBe(1);

      await items.nth(0).click();
      await page.waitForURL((url) => url.pathname === "/dashboard/bills", { timeout: 20_000 });
      await panel(page).waitFor({ state: "detached" });
      await expect.poll(() => badge(page).innerText(), { timeout: 20_000 }).toBe("1");
      const stored = await testDb().notification.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } });
      expect(stored.map((n) => n.isRead)).toEqual([false, true]);
    } finally {
      await context.close();
    }
  });

  it("marks all read, and deletes all after the confirmation", async () => {
    const user = await createUser("panel-all");
    await addUnreadNotifications(user.id, 3);
    const { context, page } = await newPage(browser, viewport, { baseURL: appUrl, locale: "en" });
    try {
      await signIn(page, user);
      await openPanel(page);
      await panel(page).getByRole("button", { name: en["notifications.panel.markAllRead"] }).click();
      await badge(page).waitFor({ state: "detached", timeout: 20_000 });
      expect(await testDb().notification.count({ where: { userId: user.id, isRead: false } })).toBe(0);

      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.accept();
      });
      await panel(page).getByRole("button", { name: en["notifications.panel.deleteAll"] }).click();
      await panel(page).getByText(en["notifications.panel.emptyTitle"]).waitFor({ timeout: 20_000 });
      await panel(page).getByText(en["notifications.panel.emptyBody"]).waitFor();
      expect(dialogs).toEqual([en["notifications.panel.deleteAllConfirm"]]);
      expect(await testDb().notification.count({ where: { userId: user.id } })).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("the notifications panel when the API fails", () => {
  it("shows 'Failed to load notifications' with Try Again, and alerts when delete all fails, deleting nothing", async () => {
    const user = await createUser("panel-fail");
    await addUnreadNotifications(user.id, 2);
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale: "lt" });
    try {
      await signIn(page, user);
      await page.route("**/api/notifications/list*", (route) => route.fulfill({ status: 503, body: "" }));
      await openPanel(page);
      await panel(page).getByText(lt["notifications.panel.loadFailed"]).waitFor({ timeout: 20_000 });
      await panel(page).getByText(lt["notifications.panel.networkError"]).waitFor();
      await page.unroute("**/api/notifications/list*");
      await panel(page).getByRole("button", { name: lt["notifications.panel.tryAgain"] }).click();
      await expect.poll(() => panel(page).getByTestId("notification-item").count(), { timeout: 20_000 }).toBe(2);

      await page.route("**/api/notifications/delete-all", (route) => route.fulfill({ status: 500, body: "" }));
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.accept();
      });
      await panel(page).getByRole("button", { name: lt["notifications.panel.deleteAll"] }).click();
      await expect.poll(() => dialogs.length, { timeout: 20_000 }).toBe(2);
      expect(dialogs).toEqual([
        `confirm: ${lt["notifications.panel.deleteAllConfirm"]}`,
        `alert: ${lt["notifications.panel.deleteAllFailed"]}`,
      ]);
      expect(await testDb().notification.count({ where: { userId: user.id } })).toBe(2);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each([
  ["mobile", "lt", lt],
  ["desktop", "en", en],
] as const)("notifications received while away, at %s width in %s", (width, locale, texts) => {
  it("show once on return: the newest three, then 'and N more' opening the panel; never again on this device", async () => {
    const user = await createUser(`away-${locale}`);
    await testDb().user.update({ where: { id: user.id }, data: { locale } });
    for (const vehicle of ["2015 Audi A4", "2016 Audi A5", "2017 Audi A6", "2018 Audi A7", "2019 Audi A8"])
      await outbid(user.id, vehicle);
    const { context, page } = await newPage(browser, VIEWPORTS[width], { baseURL: appUrl, locale });
    try {
      await signIn(page, user);
      const backlog = page.getByTestId("notification-backlog");
      await backlog.waitFor({ timeout: 20_000 });
      const text = await backlog.innerText();
      // The newest three, newest first; the two oldest are counted, not listed.
      const listed = ["2019 Audi A8", "2018 Audi A7", "2017 Audi A6"].map((v) => text.indexOf(v));
      expect(listed.every((at) => at >= 0)).toBe(true);
      expect([...listed].sort((a, b) => a - b)).toEqual(listed);
      expect(text).not.toContain("2016 Audi A5");
      const more = texts["notifications.backlog.more"].replace("{count}", "2");
      await backlog.getByRole("button", { name: more }).click();
      await panel(page).waitFor({ timeout: 20_000 });
      await backlog.waitFor({ state: "detached" });
      expect(await page.getByTestId("notification-popup").count()).toBe(0);
      // Nothing was opened, so all five are still unread for the panel.
      expect(await testDb().notification.count({ where: { userId: user.id, isRead: false } })).toBe(5);

      // A reload, or the same customer signing in again on this device, shows none of them again...
      await page.reload();
      await bell(page).waitFor({ timeout: 20_000 });
      await page.waitForTimeout(2_000);
      expect(await backlog.count()).toBe(0);
      // ... and only what came while the site was closed shows: one, as a single popup that opens its page.
      await context.clearCookies({ name: "sid" });
      await page.close();
      await outbid(user.id, "2020 Audi Q7");
      const again = await context.newPage();
      await signIn(again, user);
      const popup = again.getByTestId("notification-popup");
      await popup.waitFor({ timeout: 20_000 });
      expect(await popup.innerText()).toContain("2020 Audi Q7");
      expect(await again.getByTestId("notification-backlog").count()).toBe(0);
      await popup.getByRole("button").first().click();
      await again.waitForURL((url) => url.pathname === "/dashboard/active-auctions", { timeout: 20_000 });
      await expect
        .poll(() => testDb().notification.count({ where: { userId: user.id, isRead: false } }), { timeout: 10_000 })
        .toBe(5);
    } finally {
      await context.close();
    }
  });
});

describe("live notifications", () => {
  it("reach the bell of every open tab without a reload and pop up once", async () => {
    const user = await englishCustomer("live");
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale: "en" });
    try {
      // The stream is open once its response headers arrive (the server writes `ready` right after them).
      const streamOpen = context.waitForEvent("response", {
        predicate: (r) => r.url().includes("/api/notifications/stream") && r.status() === 200,
        timeout: 30_000,
      });
      await signIn(page, user);
      const second = await context.newPage();
      await second.goto("/faq");
      await bell(second).waitFor({ timeout: 20_000 });
      await streamOpen;
      // The second tab has joined once it waits in line for the stream's lock (its code loads after the bell shows).
      await expect
        .poll(() => second.evaluate<number>("navigator.locks.query().then((q) => (q.pending || []).length)"), {
          timeout: 20_000,
        })
        .toBe(1);

      await outbid(user.id, "2021 Audi Q5");
      // It pops up in one tab only (for 3 s) ...
      const popups = () => Promise.all([page, second].map((p) => p.getByTestId("notification-popup").count()));
      await expect.poll(async () => (await popups()).reduce((a, b) => a + b), { timeout: 10_000 }).toBe(1);
      const shownIn = (await popups())[0] === 1 ? page : second;
      // ... and both bells show it well before their 15 s count poll: one tab holds the stream, the other hears it
      // over the channel.
      await expect.poll(() => badge(page).innerText(), { timeout: 10_000 }).toBe("1");
      await expect.poll(() => badge(second).innerText(), { timeout: 10_000 }).toBe("1");
      expect(await shownIn.getByTestId("notification-popup").innerText()).toContain(
        "You have been outbid on 2021 Audi Q5",
      );
      // It closes by itself after 3 s, and never shows again: not in the other tab, not after a reload.
      await shownIn.getByTestId("notification-popup").waitFor({ state: "detached", timeout: 10_000 });
      await shownIn.reload();
      await bell(shownIn).waitFor({ timeout: 20_000 });
      await shownIn.waitForTimeout(1_500);
      expect(await popups()).toEqual([0, 0]);
      // Closing as a popup on its own timer leaves it unread for the panel.
      expect(await testDb().notification.count({ where: { userId: user.id, isRead: false } })).toBe(1);
    } finally {
      await context.close();
    }
  });
});
