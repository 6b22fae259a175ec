// The floating contact panel and the contact form block on /contact (docs/product/contact.md#form-states), against the
// real API: validation, success, the error states and the redirect after success.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import en from "../web/src/i18n/messages-en";
import { launchBrowser, newPage, VIEWPORTS } from "./browser.ts";
import { closeTestDb, testDb } from "./support.ts";

const appUrl = inject("appUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeTestDb();
});

const field = (scope: ReturnType<Page["locator"]>, name: string) => scope.locator(`[name="${name}"]`);
const required = (label: string) => en["contact.errors.required"].replace("{label}", label);

describe.each(Object.entries(VIEWPORTS))("contact panel at %s width", (_name, viewport) => {
  it("opens 'Send Us a Message', checks name, email and message, sends, and closes on Escape or the close button", async () => {
    const { context, page } = await newPage(browser, viewport, { baseURL: appUrl, locale: "en" });
    try {
      await page.goto("/faq");
      await page.getByTestId("contact-button").click();
      const panel = page.getByTestId("contact-panel");
      await panel.waitFor();
      expect(await panel.getByRole("heading", { name: en["contact.panel.title"] }).count()).toBe(1);
      expect(await panel.locator("input, textarea").count()).toBe(3);
      expect(await field(panel, "message").getAttribute("rows")).toBe("5");

      await panel.getByRole("button", { name: en["contact.form.submit"] }).click();
      for (const label of ["contact.fields.name", "contact.fields.email", "contact.fields.message"] as const)
        await panel.getByText(required(en[label])).waitFor();

      await field(panel, "name").fill("Ona Testaitė");
      await expect.poll(() => panel.getByText(required(en["contact.fields.name"])).count()).toBe(0);
      await field(panel, "email").fill("ona@@example");
      await field(panel, "message").fill("Is lot 45139005 still available?");
      await panel.getByRole("button", { name: en["contact.form.submit"] }).click();
      await panel.getByText(en["contact.errors.email"]).waitFor();

      const email = `panel.${Date.now()}@example.test`;
      await field(panel, "email").fill(email);
      await panel.getByRole("button", { name: en["contact.form.submit"] }).click();
      await panel.getByText(en["contact.form.success"]).waitFor({ timeout: 20_000 });
      expect(await field(panel, "name").inputValue()).toBe("");
      expect(await field(panel, "message").inputValue()).toBe("");
      const stored = await testDb().contactMessage.findFirst({ where: { email } });
      expect(stored).toMatchObject({ name: "Ona Testaitė", replyTo: email });

      await page.keyboard.press("Escape");
      await expect.poll(() => panel.isVisible()).toBe(false);
      await page.getByTestId("contact-button").click();
      await expect.poll(() => panel.isVisible()).toBe(true);
      await panel.getByRole("button", { name: en["contact.panel.close"] }).click();
      await expect.poll(() => panel.isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe("contact form block on /contact", () => {
  it("shows 'Sending...', then keeps the values with the error and detail when sending fails", async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, { baseURL: appUrl, locale: "en" });
    try {
      await page.goto("/contact");
      const form = page.locator('[data-variant="default"]');
      await field(form, "name").waitFor();
      expect(await form.locator("input, textarea").count()).toBe(5);
      expect(await field(form, "phone").getAttribute("placeholder")).toBe(en["contact.placeholders.phone"]);

      // The network drops the request: the documented detail 'Failed to send message' (docs/product/errors.md#contact).
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/contact", async (route) => {
        await held;
        await route.abort("connectionreset");
      });
      await field(form, "name").fill("Jonas");
      await field(form, "email").fill("jonas@example.test");
      await field(form, "message").fill("Hello");
      await form.getByRole("button", { name: en["contact.form.submit"] }).click();
      const sending = form.getByRole("button", { name: en["contact.form.sending"] });
      await sending.waitFor();
      expect(await sending.isDisabled()).toBe(true);
      expect(await field(form, "name").isDisabled()).toBe(true);
      release();
      await form.getByText(en["contact.form.error"]).waitFor();
      await form.getByText(en["contact.form.failedDetail"]).waitFor();
      expect(await field(form, "name").inputValue()).toBe("Jonas");
      expect(await field(form, "message").inputValue()).toBe("Hello");
      await page.unroute("**/api/contact");

      // The server refuses it (a message over its 5000 characters): its own message is the detail.
      await field(form, "message").fill("x".repeat(5001));
      await form.getByRole("button", { name: en["contact.form.submit"] }).click();
      await form.getByText("Message must be at most 5000 characters").first().waitFor({ timeout: 20_000 });
      expect(await form.getByText(en["contact.form.error"]).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("sends (an optional phone is not checked), clears the fields, and goes home after the default 3 s delay", async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.mobile, { baseURL: appUrl, locale: "en" });
    try {
      await page.goto("/contact");
      const form = page.locator('[data-variant="default"]');
      await field(form, "name").fill("Jonas");
      await field(form, "email").fill(`block.${Date.now()}@example.test`);
      await field(form, "phone").fill("12"); // optional: not checked
      await field(form, "subject").fill("Lot 45139005");
      await field(form, "message").fill("Can you check the engine?");
      await form.getByRole("button", { name: en["contact.form.submit"] }).click();
      await form.getByText(en["contact.form.success"]).waitFor({ timeout: 20_000 });
      const sentAt = Date.now();
      expect(await field(form, "subject").inputValue()).toBe("");
      expect(new URL(page.url()).pathname).toBe("/contact");
      await page.waitForURL((url) => url.pathname === "/", { timeout: 20_000 });
      expect(Date.now() - sentAt).toBeGreaterThan(2_500);
    } finally {
      await context.close();
    }
  });
});
