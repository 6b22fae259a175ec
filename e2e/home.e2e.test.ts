// The home page's vehicles (docs/product/screens.md#home-vehicles) at a phone and a desktop width, in both languages: the
// next auctions and the European offer as the search's own cards, and the popular makes, each leading to its search.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { upsertLots } from "@app/db/lot-store";
import type { LotRecord } from "@app/shared/catalogue/lot.schemas";
import en from "../web/src/i18n/messages-en";
import lt from "../web/src/i18n/messages-lt";
import { blankLot } from "../api/src/features/search/blank-lot.test-support.ts";
import { launchBrowser, newPage, VIEWPORTS } from "./browser.ts";
import { closeTestDb, testDb } from "./support.ts";

const appUrl = inject("appUrl");
const HOUR = 3600_000;
let browser: Browser;

const lot = (n: number, over: Partial<LotRecord>): LotRecord =>
  blankLot({
    platform: "copart",
    lotNumber: String(77_100_000 + n),
    auctionDate: new Date(Date.now() + (n + 2) * HOUR),
    ...over,
  });

beforeAll(async () => {
  browser = await launchBrowser();
  await upsertLots(testDb(), [
    ...Array.from({ length: 6 }, (_, n) =>
      lot(n, { make: "SUBARU", model: "OUTBACK", title: `${2015 + n} SUBARU OUTBACK`, year: 2015 + n }),
    ),
    ...Array.from({ length: 3 }, (_, n) =>
      lot(10 + n, {
        platform: "europe",
        make: "VOLKSWAGEN",
        model: "GOLF",
        title: `${2018 + n} VOLKSWAGEN GOLF`,
        currency: "EUR",
        location: "Vilnius, Lithuania",
        country: "LT",
      }),
    ),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await closeTestDb();
});

describe.each([
  ["mobile", "lt", lt],
  ["desktop", "en", en],
] as const)("home at %s width in %s", (width, locale, texts) => {
  it("shows the next auctions, the popular makes and the European offer, each leading on", async () => {
    const { context, page } = await newPage(browser, VIEWPORTS[width], { baseURL: appUrl, locale });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    try {
      await page.goto("/");
      await page.getByRole("heading", { level: 1, name: texts["home.hero.title"] }).waitFor();
      await page.mouse.wheel(0, 600);
      const showcase = page.getByTestId("home-showcase");
      await showcase.waitFor({ timeout: 20_000 });
      for (const id of [
        "home.showcase.ending.title",
        "home.showcase.makes.title",
        "home.showcase.europe.title",
      ] as const)
        await showcase.getByRole("heading", { level: 2, name: texts[id] }).waitFor();

      // The next auctions: the search's first cards, soonest first, none ended.
      const ending = page.getByTestId("home-ending").getByTestId("vehicle-card");
      await expect.poll(() => ending.count(), { timeout: 20_000 }).toBeGreaterThan(0);
      const shown = await ending.evaluateAll((cards) => cards.map((c) => c.getAttribute("data-lot")));
      const answer = (await (await page.request.get("/api/search?order=asc&pageSize=12")).json()) as {
        items: { lotNumber: string }[];
      };
      expect(shown).toEqual(answer.items.slice(0, 8).map((i) => i.lotNumber));

      // The European offer: European lots only.
      const europe = page.getByTestId("home-europe").getByTestId("vehicle-card");
      await expect.poll(() => europe.count(), { timeout: 20_000 }).toBeGreaterThan(0);
      for (const href of await europe.locator("h3 a").evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
        expect(href).toMatch(/^\/lots\/europe\//);

      // The page never scrolls sideways: the phone's strip of cards scrolls inside itself.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // The popular makes are the API's list, in its order, each leading to its make's search. (Their counts equal
      // the search's totals: api/src/features/search/popular-makes.test.ts.)
      const chips = page.getByTestId("popular-makes").getByRole("link");
      await expect.poll(() => chips.count(), { timeout: 20_000 }).toBeGreaterThan(0);
      const makes = (await (await page.request.get("/api/search/popular-makes")).json()) as {
        makes: { make: string; name: string; count: number }[];
      };
      const chipParts = await chips.evaluateAll((links) =>
        links.map((l) => [l.firstElementChild?.textContent ?? "", l.lastElementChild?.textContent ?? ""]),
      );
      expect(chipParts.map(([name]) => name)).toEqual(makes.makes.map((m) => m.name));
      expect(chipParts.map(([, count]) => Number(count!.replace(/\D/g, "")))).toEqual(makes.makes.map((m) => m.count));
      const first = makes.makes[0]!;
      await chips.first().click();
      await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("make") === first.make);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
