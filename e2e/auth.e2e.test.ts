// Login, register and password reset against the real API (docs/product/accounts.md#sign-in,
// docs/product/accounts.md#registration, docs/product/accounts.md#password-reset), the guards around them, and the 404
// page.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import en from "../web/src/i18n/messages-en";
import lt from "../web/src/i18n/messages-lt";
import { launchBrowser, newPage, VIEWPORTS } from "./browser.ts";
import { closeTestDb, createResetToken, createUser, signIn, testDb } from "./support.ts";

const appUrl = inject("appUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeTestDb();
});

const input = (page: Page, name: string) => page.locator(`form [name="${name}"]`);
const submit = (page: Page) => page.locator('form button[type="submit"]');
const alertText = (page: Page) => page.getByRole("alert").first().innerText();

describe.each(Object.entries(VIEWPORTS))("auth pages at %s width", (_name, viewport) => {
  it("refuses a wrong password with 'Incorrect email or password.', then signs in to the dashboard", async () => {
    const user = await createUser("login");
    const { context, page } = await newPage(browser, viewport, { baseURL: appUrl, locale: "en" });
    try {
      await page.goto("/login");
      await submit(page).click();
      await page.getByText(en["auth.validation.emailRequired"]).waitFor();
      await input(page, "email").fill(user.email);
      await input(page, "password").fill("wrong-password");
      await submit(page).click();
      await expect.poll(() => alertText(page), { timeout: 20_000 }).toBe(en["auth.errors.badCredentials"]);
      await input(page, "password").fill(user.password);
      await submit(page).click();
      await page.waitForURL((url) => url.pathname === "/dashboard", { timeout: 30_000 });
      // A signed-in user is sent from the auth pages to the dashboard.
      await page.goto("/register");
      await page.waitForURL((url) => url.pathname === "/dashboard", { timeout: 30_000 });
    } finally {
      await context.close();
    }
  });

  it("sends a guest from a dashboard page to /login and back there after logging in", async () => {
    const user = await createUser("guard");
    const { context, page } = await newPage(browser, viewport, { baseURL: appUrl, locale: "en" });
    try {
      await page.goto("/dashboard/watchlist");
      await page.waitForURL((url) => url.pathname === "/login", { timeout: 30_000 });
      expect(new URL(page.url()).searchParams.get("redirect")).toBe("/dashboard/watchlist");
      await input(page, "email").fill(user.email);
      await input(page, "password").fill(user.password);
      await submit(page).click();
      await page.waitForURL((url) => url.pathname === "/dashboard/watchlist", { timeout: 30_000 });
      await page.getByRole("heading", { level: 1, name: en["layout.dashboard.nav.watchlist"] }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe.each([
  ["mobile", "lt", lt],
  ["desktop", "en", en],
] as const)("register at %s width in %s", (width, locale, texts) => {
  it("checks the form, refuses a taken e-mail, opens the terms beside it, signs the new customer in", async () => {
    const existing = await createUser("taken");
    const { context, page } = await newPage(browser, VIEWPORTS[width], { baseURL: appUrl, locale });
    try {
      await page.goto("/register");
      await submit(page).click();
      for (const id of [
        "auth.validation.nameRequired",
        "auth.validation.surnameRequired",
        "auth.validation.emailRequired",
        "auth.validation.passwordRequired",
        "auth.validation.acceptTerms",
      ] as const)
        await page.getByText(texts[id]).first().waitFor();

      await input(page, "name").fill("Ona");
      await input(page, "surname").fill("Naujokaitė");
      await input(page, "email").fill(existing.email);
      await input(page, "password").fill("new-password-1");
      await input(page, "repeatPassword").fill("new-password-2");

      // Each consent link opens its page in a new tab; the form keeps what was typed.
      for (const path of ["/terms", "/privacy"]) {
        const link = page.locator(`form a[href="${path}"]`);
        const [opened] = await Promise.all([context.waitForEvent("page"), link.click()]);
        await opened.waitForURL((url) => url.pathname === path);
        await opened.close();
      }
      expect(new URL(page.url()).pathname).toBe("/register");
      expect(await input(page, "name").inputValue()).toBe("Ona");
      expect(await input(page, "password").inputValue()).toBe("new-password-1");

      await page.locator("form label", { has: page.locator('input[name="acceptTerms"]') }).click({
        position: { x: 8, y: 8 },
      });
      await submit(page).click();
      await page.getByText(texts["auth.validation.passwordsDiffer"]).waitFor();
      await input(page, "repeatPassword").fill("new-password-1");
      await submit(page).click();
      await page.getByText(texts["auth.errors.emailTaken"]).waitFor({ timeout: 20_000 });

      const email = `new.${Date.now()}.${locale}@example.test`;
      await input(page, "email").fill(email);
      await submit(page).click();
      // Signed in at once and greeted as new, not "welcome back".
      await page.waitForURL((url) => url.pathname === "/dashboard", { timeout: 30_000 });
      await page.getByText(texts["auth.register.success"]).waitFor();
      const heading = page.getByRole("heading", { name: texts["dashboard.overview.titleNew"] });
      await heading.waitFor();
      expect(await testDb().user.count({ where: { email, locale } })).toBe(1);

      // Signing out from a dashboard page lands on / and stays there.
      await page.getByTestId("account-menu").click();
      await page.getByRole("menuitem", { name: texts["layout.account.logout"] }).click();
      await page.waitForURL((url) => url.pathname === "/", { timeout: 30_000 });
      await page.waitForTimeout(1_000);
      expect(new URL(page.url()).pathname).toBe("/");

      await signIn(page, { id: "", email, password: "new-password-1", name: "Ona" });
      await page.getByRole("heading", { name: texts["dashboard.overview.title"] }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe("password reset", () => {
  it("says 'Reset email sent', sets a new password with the mailed token, and refuses a used token", async () => {
    const user = await createUser("reset");
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale: "en" });
    try {
      await page.goto("/reset-password");
      await input(page, "email").fill(user.email);
      await submit(page).click();
      await expect.poll(() => alertText(page), { timeout: 20_000 }).toBe(en["auth.resetRequest.sent"]);
      expect(await testDb().passwordResetToken.count({ where: { userId: user.id } })).toBe(1);

      const token = await createResetToken(user.id);
      await page.goto(`/reset-password/${token}`);
      await input(page, "password").fill("brand-new-pass");
      await input(page, "repeatPassword").fill("brand-new-pass");
      await submit(page).click();
      await page.waitForURL((url) => url.pathname === "/login", { timeout: 30_000 });
      await page.getByText(en["auth.reset.success"]).waitFor();
      await signIn(page, { ...user, password: "brand-new-pass" });

      await page.context().clearCookies({ name: "sid" });
      await page.goto(`/reset-password/${token}`);
      await input(page, "password").fill("another-pass-1");
      await input(page, "repeatPassword").fill("another-pass-1");
      await submit(page).click();
      await expect.poll(() => alertText(page), { timeout: 20_000 }).toBe(en["auth.errors.resetFailed"]);
    } finally {
      await context.close();
    }
  });
});

describe("404 page", () => {
  it.each(Object.entries(VIEWPORTS))("is a real page inside the public layout at %s width", async (_name, viewport) => {
    const { context, page } = await newPage(browser, viewport, { baseURL: appUrl, locale: "en" });
    try {
      await page.goto("/no/such/page");
      await page.getByRole("heading", { level: 1, name: en["errors.notFound.title"] }).waitFor();
      expect(await page.getByRole("banner").count()).toBe(1);
      expect(await page.getByRole("contentinfo").count()).toBe(1);
      expect(await page.getByRole("link", { name: en["errors.notFound.home"] }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
