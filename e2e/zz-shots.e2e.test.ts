import { randomUUID } from "node:crypto";
import { it, inject } from "vitest";
import { fundAccount } from "../test/support/brokerage.ts";
import { launchBrowser, newPage, VIEWPORTS } from "./browser.ts";
import { createUser, testDb } from "./support.ts";

it("shots", async () => {
  const browser = await launchBrowser();
  const admin = await createUser("admin");
  await testDb().user.update({ where: { id: admin.id }, data: { role: "admin" } });
  const c = await createUser("cust");
  await fundAccount(testDb(), c.id, 1500);
  for (const eur of [250, 1200, 90])
    await testDb().deposit.create({ data: { userId: c.id, amountCents: eur * 100, method: "bank_transfer", reference: `D-${randomUUID().slice(0, 8).toUpperCase()}` } });
  await testDb().ingestionSource.upsert({ where: { id: "copart-feed" }, create: { id: "copart-feed", platform: "copart", kind: "copart", enabled: true } as never, update: {} }).catch((e) => console.log("src", String(e).slice(0, 300)));
  for (const locale of ["en", "lt"] as const)
    for (const [w, vp] of Object.entries(VIEWPORTS)) {
      const { context, page } = await newPage(browser, vp, { baseURL: inject("appUrl"), locale });
      await page.goto("/admin/login");
      await page.screenshot({ path: `/tmp/ashots/login-${locale}-${w}.png`, fullPage: true });
      await page.locator('input[name="email"]').fill(admin.email);
      await page.locator('input[name="password"]').fill(admin.password);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL((u) => u.pathname === "/admin");
      for (const p of ["/admin/deposits", "/admin/customers", `/admin/customers/${c.id}`, "/admin/ingestion", "/admin/bids"]) {
        await page.goto(p);
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: `/tmp/ashots/${p.split("/")[2]}${p.split("/")[3] ? "-detail" : ""}-${locale}-${w}.png`, fullPage: true });
      }
      if (w === "desktop" && locale === "lt") {
        await page.goto("/admin/deposits");
        await page.getByTestId("admin-row").first().getByRole("button").first().click();
        await page.getByRole("alertdialog").waitFor();
        await page.screenshot({ path: `/tmp/ashots/dialog-${locale}-${w}.png` });
      }
      await context.close();
    }
  await browser.close();
}, 300_000);
