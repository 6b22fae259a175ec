// The first paint: the page's HTML carries a shell (header bar, hero or skeleton blocks, in the theme's colours) that
// paints before any script runs, in the reader's language and for the address's layout; the app then replaces it
// with the page, its header where the shell's was. A guest's load asks nothing that answers an error.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import en from "../web/src/i18n/messages-en";
import lt from "../web/src/i18n/messages-lt";
import { launchBrowser, newPage, VIEWPORTS } from "./browser.ts";

const appUrl = inject("appUrl");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function rawPage(path: string, locale?: "lt" | "en") {
  const res = await fetch(`${appUrl}${path}`, { headers: locale ? { cookie: `NEXT_LOCALE=${locale}` } : {} });
  return { status: res.status, html: await res.text(), type: res.headers.get("content-type") };
}

describe("the page's HTML", () => {
  it.each([
    ["/", 200, "home"],
    ["/search?make=BMW", 200, "public"],
    ["/lots/copart/12345678", 200, "public"],
    ["/how-it-works/", 200, "public"],
    ["/login", 200, "bare"],
    ["/dashboard/bills", 200, "bare"],
    ["/admin/customers", 200, "bare"],
    ["/no-such-page", 404, "public"],
    ["/lots/nowhere/1", 404, "public"],
  ] as const)("%s carries the shell in the reader's language", async (path, status, shell) => {
    for (const locale of [undefined, "lt", "en"] as const) {
      const page = await rawPage(path, locale);
      expect(page.status, path).toBe(status);
      expect(page.type).toContain("text/html");
      expect(page.html).toContain(`<html lang="${locale ?? "lt"}" data-shell="${shell}">`);
      for (const part of ["data-shell-boot", "data-shell-header", "data-shell-hero", "data-shell-skeleton"])
        expect(page.html, part).toContain(part);
      // Painted before any script: its styles are in the page, and it holds no words to translate.
      expect(page.html).toMatch(/<style>[\s\S]*\.boot-bar[\s\S]*<\/style>/);
      const shellMarkup = page.html.slice(page.html.indexOf('<div class="boot"'), page.html.indexOf("</body>"));
      expect(shellMarkup.replace(/<[^>]+>/g, "").trim()).toBe("");
    }
  });
});

const headerBox = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  return box && { y: box.y, height: box.height, width: box.width };
};

describe.each(Object.entries(VIEWPORTS))("at %s width", (_name, viewport) => {
  it("paints the shell without scripts, and the app replaces it with its header in the same place", async () => {
    for (const [path, locale] of [
      ["/", "lt"],
      ["/search", "en"],
    ] as const) {
      // Without JavaScript: what the browser paints before the app's code has run.
      const still = await browser.newContext({ viewport, javaScriptEnabled: false, baseURL: appUrl });
      await still.addCookies([{ name: "NEXT_LOCALE", value: locale, url: appUrl }]);
      const bare = await still.newPage();
      await bare.goto(path);
      expect(await bare.locator("[data-shell-header]").isVisible()).toBe(true);
      const shellHeader = await headerBox(bare, "[data-shell-header]");
      expect(shellHeader?.height).toBe(64);
      const part = path === "/" ? "[data-shell-hero]" : "[data-shell-skeleton]";
      expect(await bare.locator(part).isVisible(), part).toBe(true);
      await still.close();

      const { context, page } = await newPage(browser, viewport, { baseURL: appUrl, locale });
      try {
        await page.goto(path);
        const texts = locale === "en" ? en : lt;
        if (path === "/") await page.getByRole("heading", { level: 1, name: texts["home.hero.title"] }).waitFor();
        else await page.getByRole("banner").waitFor();
        expect(await page.locator("[data-shell-boot]").count()).toBe(0);
        expect(await headerBox(page, "header")).toEqual(shellHeader);
        expect(await page.locator("html").getAttribute("lang")).toBe(locale);
      } finally {
        await context.close();
      }
    }
  });

  it("loads a guest's home page and the admin door with no failed request and no console error", async () => {
    const { context, page } = await newPage(browser, viewport, { baseURL: appUrl });
    const failed: string[] = [];
    const errors: string[] = [];
    page.on("response", (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    try {
      const session = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/auth/session");
      await page.goto("/");
      expect((await session).status()).toBe(200);
      await page.getByRole("heading", { level: 1, name: lt["home.hero.title"] }).waitFor();
      await page.waitForLoadState("networkidle");
      expect(failed).toEqual([]);
      expect(errors).toEqual([]);

      // The admin area's own check: a guest is sent to its sign-in page, still without a failed request.
      const adminSession = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/admin/auth/session");
      await page.goto("/admin/customers");
      expect((await adminSession).status()).toBe(200);
      await page.waitForURL((url) => url.pathname === "/admin/login");
      await page.waitForLoadState("networkidle");
      expect(failed).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
