// Chromium for browser tests: the system /usr/bin/chromium driven by playwright-core (no browser download).
// Flags: no sandbox (containers run as root), no GPU, and no background network chatter that could slow or flake a run.
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const CHROMIUM_PATH = "/usr/bin/chromium";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export interface Viewport {
  width: number;
  height: number;
}

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const satisfies Record<string, Viewport>;

/** A fresh context (own cookies) and page at the given viewport; close the context when done. */
export async function newPage(
  browser: Browser,
  viewport: Viewport,
  options: { baseURL?: string; locale?: "lt" | "en" } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    baseURL: options.baseURL,
    deviceScaleFactor: 1,
    isMobile: viewport.width < 768,
    hasTouch: viewport.width < 768,
    reducedMotion: "reduce",
  });
  if (options.locale && options.baseURL) {
    await context.addCookies([{ name: "NEXT_LOCALE", value: options.locale, url: options.baseURL }]);
  }
  const page = await context.newPage();
  return { context, page };
}
