// Design review helper (not a test): screenshots of pages at 375 and 1440 px in both locales.
//   E2E_APP_URL=http://127.0.0.1:4173 SHOT_PATHS=/,/faq,/login npx tsx e2e/screenshots.ts
// Phone-width pages are cut into 1100 px tall pieces so each stays legible when viewed.
import { mkdir } from "node:fs/promises";
import { launchBrowser, newPage, VIEWPORTS } from "./browser.ts";

const baseURL = process.env.E2E_APP_URL ?? "http://127.0.0.1:4173";
const outDir = process.env.SHOT_DIR ?? "/tmp/shots";
const paths = (process.env.SHOT_PATHS ?? "/,/how-it-works,/login,/dashboard,/no-such-page").split(",");
const locales = ["lt", "en"] as const;
const PIECE_HEIGHT = 1100;

await mkdir(outDir, { recursive: true });
const browser = await launchBrowser();
try {
  for (const locale of locales) {
    for (const viewport of Object.values(VIEWPORTS)) {
      const { context, page } = await newPage(browser, viewport, { baseURL, locale });
      page.on("pageerror", (error) => console.warn(`[${locale} ${viewport.width}] ${error.message}`));
      for (const path of paths) {
        await page.goto(path);
        await page.locator("#main").first().waitFor();
        await page.waitForLoadState("networkidle");
        const name = `${path.replace(/^\//, "").replace(/\//g, "_") || "home"}-${locale}-${viewport.width}`;
        if (viewport.width < 768) {
          const height = (await page.evaluate("document.documentElement.scrollHeight")) as number;
          for (let y = 0, i = 0; y < height; y += PIECE_HEIGHT, i++) {
            const clip = { x: 0, y, width: viewport.width, height: Math.min(PIECE_HEIGHT, height - y) };
            await page.screenshot({ path: `${outDir}/${name}-${i}.png`, fullPage: true, clip });
          }
        } else {
          await page.screenshot({ path: `${outDir}/${name}.png`, fullPage: true });
        }
        console.log(`${outDir}/${name}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
