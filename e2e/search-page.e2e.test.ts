// The /search page (docs/product/search.md#filters, docs/product/search.md#search-states) in Chromium against the real
// API and a known set of lots: phrase, lot and VIN searches, the filters one by one, chips, sort, page size and paging,
// grid/list, place bid for guests and customers, no results, errors (network failures simulated with page.route), a
// cooldown, the phone drawer and axe-core. Every lot of this file sits in one yard no other test uses
// ("NV - SEARCHLIGHT"), and each test starts from that location filter, so counts are exact whatever else the run's
// database holds.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { upsertLots } from "@app/db/lot-store";
import type { LotRecord } from "@app/shared/catalogue/lot.schemas";
import en from "../web/src/i18n/messages-en";
import lt from "../web/src/i18n/messages-lt";
import { launchBrowser, newPage, VIEWPORTS } from "./browser.ts";
import { closeTestDb, createUser, seriousViolations, signIn, testDb } from "./support.ts";

const appUrl = inject("appUrl");
const texts = { en, lt } as const;
type Locale = keyof typeof texts;

const NOW = Date.now();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YARD = "NV - SEARCHLIGHT";
const SCOPE = `/search?location=${encodeURIComponent("SEARCHLIGHT")}`;
const num = (n: number) => String(91_000_000 + n);
const HONDA_VIN = "1HGCM82633A123456";

function lot(n: number, over: Partial<LotRecord> = {}): LotRecord {
  return {
    platform: "copart",
    lotNumber: num(n),
    stockNumber: null,
    itemId: null,
    vehicleType: "automobile",
    year: 2018,
    make: "TOYOTA",
    model: "CAMRY",
    trim: "SE",
    title: "2018 TOYOTA CAMRY SE",
    subtitle: null,
    bodyStyle: "sedan",
    vin: null,
    vinMasked: false,
    odometerMiles: 60_000,
    odometerBrand: "ACTUAL",
    primaryDamage: "FRONT END",
    secondaryDamage: null,
    damageDescription: null,
    titleType: "SALVAGE CERTIFICATE",
    titleGroup: "S",
    titleState: "NV",
    titleNotes: null,
    exteriorColor: "white",
    interiorColor: null,
    runsDrives: null,
    hasKeys: true,
    engine: "2.5L 4",
    cylinders: 4,
    fuelType: "gasoline",
    transmission: "automatic",
    driveline: "fwd",
    airbags: null,
    location: YARD,
    branch: null,
    region: "NV",
    country: "USA",
    city: "SEARCHLIGHT",
    postalCode: null,
    yardNumber: 9_001,
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
    currentBidCents: 100_000,
    minBidCents: null,
    buyNowPriceCents: null,
    buyNowUrl: null,
    auctionDate: new Date(NOW + (n + 2) * DAY),
    imageUrls: [`/demo-images/sedan-white-1-front.svg?lot=${num(n)}`],
    thumbnailUrl: null,
    originalData: { e2e: "search-page", n },
    ...over,
  };
}

// 24 ordinary Camrys (auctions 2 to 25 days ahead) and six lots that each filter singles out: 30 open lots, plus
// two ended ones that only "show ended auctions" brings back.
const BMW = lot(100, {
  make: "BMW",
  model: "X5",
  year: 2015,
  trim: "XDRIVE35I",
  title: "2015 BMW X5 XDRIVE35I",
  bodyStyle: "suv",
  vin: "5UXKR0C58F0K12345",
  odometerMiles: 120_000,
  driveline: "awd",
  cylinders: 6,
  engine: "3.0L 6",
  exteriorColor: "black",
  currentBidCents: 725_000,
  auctionDate: new Date(NOW + DAY + HOUR),
  imageUrls: [`/demo-images/suv-black-1-front.svg?lot=${num(100)}`],
});
const FORD = lot(101, {
  platform: "iaai",
  stockNumber: num(101),
  make: "FORD",
  model: "F-150",
  year: 2020,
  trim: "XLT",
  title: "2020 FORD F-150 XLT",
  bodyStyle: "pickup",
  odometerMiles: 12_000,
  driveline: "4wd",
  cylinders: 8,
  engine: "5.0L 8",
  transmission: "manual",
  exteriorColor: "blue",
  auctionDate: new Date(NOW + 30 * DAY),
  imageUrls: [`/demo-images/pickup-blue-1-front.svg?lot=${num(101)}`],
});
const TESLA = lot(102, {
  make: "TESLA",
  model: "MODEL 3",
  year: 2021,
  trim: null,
  title: "2021 TESLA MODEL 3",
  fuelType: "electric",
  cylinders: null,
  engine: null,
  driveline: "rwd",
  titleGroup: "C",
  titleType: "CLEAR",
  primaryDamage: "HAIL",
  exteriorColor: "red",
  buyNowPriceCents: 1_500_000,
  currentBidCents: null,
  auctionDate: new Date(NOW + 3 * HOUR),
  imageUrls: [`/demo-images/sedan-red-1-hail.svg?lot=${num(102)}`],
});
const HONDA = lot(103, {
  make: "HONDA",
  model: "ACCORD",
  year: 2003,
  trim: "EX",
  title: "2003 HONDA ACCORD EX",
  vin: HONDA_VIN,
  titleGroup: "C",
  titleType: "REBUILT",
  airbags: "FRONT DEPLOYED",
  fuelType: "hybrid",
  transmission: "cvt",
  odometerMiles: 210_000,
  hasKeys: false,
  auctionDate: new Date(NOW + 40 * MINUTE),
  imageUrls: [],
});
const HARLEY = lot(104, {
  vehicleType: "motorcycle",
  make: "HARLEY-DAVIDSON",
  model: "STREET GLIDE",
  year: 2019,
  trim: null,
  title: "2019 HARLEY-DAVIDSON STREET GLIDE",
  bodyStyle: "motorcycle",
  cylinders: 2,
  engine: "1.7L 2",
  transmission: "manual",
  driveline: "rwd",
  auctionDate: new Date(NOW + 50 * DAY),
  imageUrls: [`/demo-images/motorcycle-black-1.svg?lot=${num(104)}`],
});
const KIA_LIVE = lot(105, {
  make: "KIA",
  model: "SORENTO",
  title: "2018 KIA SORENTO LX",
  trim: "LX",
  auctionDate: new Date(NOW - HOUR),
  bidStatus: "LIVE",
});
const SOLD = lot(106, {
  make: "MAZDA",
  model: "CX-5",
  title: "2017 MAZDA CX-5",
  isSold: true,
  auctionDate: new Date(NOW - 2 * HOUR),
});
const ENDED = lot(107, { make: "MAZDA", model: "3", title: "2016 MAZDA 3", auctionDate: new Date(NOW - 3 * DAY) });
const CAMRYS = Array.from({ length: 24 }, (_, i) => lot(i));
const OPEN_LOTS = [...CAMRYS, BMW, FORD, TESLA, HONDA, HARLEY, KIA_LIVE];
const ALL_LOTS = [...OPEN_LOTS, SOLD, ENDED];

const byDate = (a: LotRecord, b: LotRecord) => (a.auctionDate?.getTime() ?? 0) - (b.auctionDate?.getTime() ?? 0);
const ASCENDING = [...OPEN_LOTS].sort(byDate).map((l) => l.lotNumber);

let browser: Browser;
beforeAll(async () => {
  await upsertLots(testDb(), ALL_LOTS);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await closeTestDb();
});

async function openPage(locale: Locale, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  return newPage(browser, viewport, { baseURL: appUrl, locale });
}

const cards = (page: Page) => page.getByTestId("vehicle-card");
const lotNumbers = (page: Page) =>
  page
    .getByTestId("results")
    .getByTestId("vehicle-card")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-lot")));
const rangeText = (page: Page) => page.getByTestId("results-range").innerText();
const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

/** Waits until the results show exactly these lots (in this order when `ordered`). */
async function expectLots(page: Page, expected: string[], ordered = false) {
  await expect
    .poll(
      async () => {
        if ((await page.getByTestId("results").getAttribute("aria-busy")) === "true") return null;
        const shown = await lotNumbers(page);
        return ordered ? shown : [...shown].sort();
      },
      { timeout: 20_000 },
    )
    .toEqual(ordered ? expected : [...expected].sort());
}

/** Waits until the range text says so and every card of the page is drawn (the later ones render in the background). */
async function expectCount(page: Page, t: (typeof texts)[Locale], total: number, pageSize = 24) {
  const to = Math.min(total, pageSize);
  await expect.poll(() => rangeText(page), { timeout: 20_000 }).toBe(showing(t, 1, to, total));
  await expect.poll(() => page.getByTestId("results").getAttribute("aria-busy"), { timeout: 20_000 }).toBe("false");
}

function showing(t: (typeof texts)[Locale], from: number, to: number, total: number): string {
  const nf = new Intl.NumberFormat(t === lt ? "lt" : "en");
  const n = (v: number) => nf.format(v).replace(/\u00a0/g, " ");
  if (t === en) return `Showing ${n(from)}–${n(to)} of ${n(total)} ${total === 1 ? "vehicle" : "vehicles"}`;
  const rule = new Intl.PluralRules("lt").select(total);
  const noun = rule === "one" || rule === "many" ? "transporto priemonės" : "transporto priemonių";
  return `Rodoma ${n(from)}–${n(to)} iš ${n(total)} ${noun}`;
}

const form = (page: Page) => page.getByTestId("search-form");
const sidebar = (page: Page) => page.getByTestId("refine-sidebar");

describe.each(["en", "lt"] as const)("search page in %s", (locale) => {
  const t = texts[locale];

  it("searches by phrase, lot number and VIN, and shows a card with every field and a live countdown", async () => {
    const { context, page } = await openPage(locale);
    try {
      await page.goto(SCOPE);
      await expectCount(page, t, 30);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(t["search.page.title"]);

      // Phrase: the API reads "bmw x5" as make and model.
      await form(page).locator('input[name="keyword"]').fill("bmw x5");
      await form(page).getByRole("button", { name: t["search.form.submit"] }).click();
      await expect.poll(() => param(page, "keyword")).toBe("bmw x5");
      await expectLots(page, [BMW.lotNumber]);
      await expectCount(page, t, 1);

      const card = cards(page).first();
      const cardText = await card.innerText();
      for (const expected of [
        "2015 BMW X5 XDRIVE35I",
        num(100),
        "5UXKR0C58F0K12345",
        YARD,
        t["lots.card.damage"],
        t["lots.card.auctionDate"],
        t["lots.card.engine"],
        "3.0L 6",
        t["lots.values.transmission.automatic"],
        t["lots.values.colour.black"],
        t["lots.card.keysYes"],
        t["lots.card.titleType"],
        t["lots.card.currentBid"],
        locale === "en" ? "$7,250" : "7 250 $",
        locale === "en" ? "120,000 mi" : "120 000 mi",
        t["lots.status.upcoming"],
      ])
        expect(cardText.replace(/\u00a0|\u202f/g, " ")).toContain(expected);
      // The countdown ticks: one day and about an hour left, and the seconds change.
      const timer = card.getByRole("timer");
      const first = await timer.innerText();
      expect(first).toMatch(locale === "en" ? /^1d 0[01]h/ : /^1 d\. 0[01] val\./);
      await expect.poll(() => timer.innerText(), { timeout: 5_000 }).not.toBe(first);
      expect(await card.getByRole("link", { name: t["lots.card.viewDetails"] }).getAttribute("href")).toBe(
        `/lots/copart/${num(100)}`,
      );
      // The photo is the API's; the first cards' photos are in the first screen, loaded at once and first (the
      // others lazily: web/src/features/lots/components/vehicle-card.test.tsx).
      const img = card.locator("img");
      expect(await img.getAttribute("src")).toBe(BMW.imageUrls[0]);
      expect(await img.getAttribute("loading")).toBe("eager");
      expect(await img.getAttribute("fetchpriority")).toBe("high");

      // Lot number lookup (the keyword is cleared first).
      await form(page).locator('input[name="keyword"]').fill("");
      await form(page).locator('input[name="vinlot"]').fill(num(101));
      await form(page).getByRole("button", { name: t["search.form.submit"] }).click();
      await expect.poll(() => param(page, "vinlot")).toBe(num(101));
      await expectLots(page, [FORD.lotNumber]);
      expect(
        await cards(page).first().getByRole("link", { name: t["lots.card.viewDetails"] }).getAttribute("href"),
      ).toBe(`/lots/iaai/${num(101)}`);

      // VIN lookup, typed in lower case; the lot without photos shows the placeholder and 'No' keys.
      await form(page).locator('input[name="vinlot"]').fill(HONDA_VIN.toLowerCase());
      await form(page).getByRole("button", { name: t["search.form.submit"] }).click();
      await expect.poll(() => param(page, "vinlot")).toBe(HONDA_VIN);
      await expectLots(page, [HONDA.lotNumber]);
      const honda = cards(page).first();
      expect(await honda.innerText()).toContain(t["lots.card.noPhoto"]);
      expect(await honda.innerText()).toContain(t["lots.card.keysNo"]);
      expect(await honda.getByText(t["lots.status.preBidClosed"], { exact: true }).count()).toBe(1);

      // Neither a VIN nor a lot number: the field says so and nothing is searched.
      await form(page).locator('input[name="vinlot"]').fill("ABC");
      await form(page).getByRole("button", { name: t["search.form.submit"] }).click();
      await form(page).getByText(t["search.form.lotVinInvalid"]).waitFor();
      expect(param(page, "vinlot")).toBe(HONDA_VIN);

      // The back button returns to the earlier searches.
      await page.goBack();
      await expect.poll(() => param(page, "vinlot")).toBe(num(101));
      await expectLots(page, [FORD.lotNumber]);
    } finally {
      await context.close();
    }
  });

  it("applies the search form's filters one by one as chips, and removes them", async () => {
    const { context, page } = await openPage(locale);
    try {
      await page.goto(SCOPE);
      await expectCount(page, t, 30);
      const submit = () => form(page).getByRole("button", { name: t["search.form.submit"] }).click();
      const chips = page.getByTestId("filter-chips");

      // Main form fields.
      await form(page).locator('select[name="make"] option[value="TOYOTA"]').waitFor({ state: "attached" });
      await form(page).locator('select[name="make"]').selectOption("TOYOTA");
      await form(page).locator('select[name="model"]').selectOption("CAMRY");
      await submit();
      await expectCount(page, t, 24);
      expect(param(page, "makeName")).toBe("Toyota");
      expect(param(page, "modelName")).toBe("Camry");
      expect(await chips.innerText()).toContain(`${t["search.form.make"]}: Toyota`);

      // A chip removed: the model goes, the make stays.
      await chips.getByRole("button", { name: `${t["search.form.model"]}: Camry`, exact: false }).click();
      await expect.poll(() => param(page, "model")).toBeNull();
      await expect.poll(() => chips.locator('[data-filter="model"]').count()).toBe(0);
      await expectCount(page, t, 24); // every Toyota here is a Camry
      await chips.getByRole("button", { name: `${t["search.form.make"]}: Toyota`, exact: false }).click();
      await expectCount(page, t, 30);

      const single: [string, string, string, LotRecord][] = [
        ["yearTo", "2004", "select", HONDA],
        ["vehicleType", "motorcycle", "select", HARLEY],
        ["platform", "iaai", "select", FORD],
        ["damageType", "HAIL", "select", TESLA],
      ];
      for (const [name, value, , expected] of single) {
        await form(page).locator(`select[name="${name}"] option[value="${value}"]`).waitFor({ state: "attached" });
        await form(page).locator(`select[name="${name}"]`).selectOption(value);
        await submit();
        await expectLots(page, [expected.lotNumber]);
        expect(param(page, name)).toBe(value);
        await chips.locator(`[data-filter="${name}"] button`).click();
        await expectCount(page, t, 30);
      }

      // Show ended auctions brings back the sold and the finished lots.
      await form(page).getByText(t["search.form.showEnded"]).click();
      await submit();
      await expectCount(page, t, 32);
      // The oldest first: a finished sale can be viewed, not bid on.
      const ended = cards(page).first();
      expect(await ended.getAttribute("data-lot")).toBe(ENDED.lotNumber);
      expect(await ended.getByText(t["lots.status.ended"], { exact: true }).count()).toBe(1);
      expect(await ended.getByRole("button", { name: t["lots.card.placeBid"] }).count()).toBe(0);
      expect(await ended.getByRole("link", { name: t["lots.card.viewDetails"] }).count()).toBe(1);
      await chips.locator('[data-filter="showEndedAuctions"] button').click();
      await expectCount(page, t, 30);

      // Buy Now only applies at once.
      await form(page).getByText(t["search.form.buyNowOnly"]).click();
      await expectLots(page, [TESLA.lotNumber]);
      expect(param(page, "showBuyNow")).toBe("true");
      expect(await cards(page).first().getByTestId("lot-buy-now").innerText()).toMatch(/15[,\s\u00a0\u202f]000/);
      await chips.locator('[data-filter="showBuyNow"] button').click();
      await expectCount(page, t, 30);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("applies the sidebar refinements one by one, clears them, and clears every filter", async () => {
    const { context, page } = await openPage(locale);
    try {
      await page.goto(SCOPE);
      await expectCount(page, t, 30);
      const apply = () => sidebar(page).getByRole("button", { name: t["search.sidebar.apply"] }).click();
      const chips = page.getByTestId("filter-chips");

      // Sidebar refinements, each alone.
      const refinements: [string, string, LotRecord[]][] = [
        ["cylinders", "8", [FORD]],
        ["transmission", "cvt", [HONDA]],
        ["fuelType", "electric", [TESLA]],
        ["airbags", "front", [HONDA]],
        ["title", "rebuilt", [HONDA]],
        ["color", "black", [BMW]],
        ["driveTrain", "4wd", [FORD]],
      ];
      for (const [name, value, expected] of refinements) {
        await sidebar(page).locator(`select[name="${name}"]`).selectOption(value);
        await apply();
        await expectLots(
          page,
          expected.map((l) => l.lotNumber),
        );
        expect(param(page, name)).toBe(value);
        await sidebar(page).getByRole("button", { name: t["search.sidebar.clear"] }).click();
        await expectCount(page, t, 30);
      }

      // Odometer in miles, with the placeholder suggesting the maximum.
      const max = sidebar(page).locator('input[name="odometerMax"]');
      expect((await max.getAttribute("placeholder"))?.replace(/\u00a0|\u202f/g, " ")).toContain(
        locale === "en" ? "999,999" : "999 999",
      );
      await sidebar(page).locator('input[name="odometerMin"]').fill("100000");
      await apply();
      await expectLots(page, [BMW.lotNumber, HONDA.lotNumber]);
      await max.fill("150000");
      await apply();
      await expectLots(page, [BMW.lotNumber]);
      expect((await chips.innerText()).replace(/\u00a0|\u202f/g, " ")).toContain(
        locale === "en" ? "Odometer from 100,000 mi" : "Rida nuo 100 000 myl.",
      );

      // A picked auction day (the sale's calendar day in Vilnius).
      await sidebar(page).getByRole("button", { name: t["search.sidebar.clear"] }).click();
      await expectCount(page, t, 30);
      const day = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Vilnius" }).format(FORD.auctionDate!);
      await sidebar(page).locator('select[name="auctionDateChoice"]').selectOption("pick");
      await sidebar(page).locator('input[name="auctionDate"]').fill(day);
      await apply();
      await expectLots(page, [FORD.lotNumber]);
      expect(param(page, "auctionDate")).toBe(day);

      // Clear filters drops every chip, the location too.
      await chips.getByRole("button", { name: t["search.chips.clearAll"] }).click();
      await expect.poll(() => new URL(page.url()).search).toBe("");
      await expect.poll(() => chips.count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("sorts by auction date, changes the page size and pages through first, previous, next and last", async () => {
    const { context, page } = await openPage(locale);
    try {
      await page.goto(`${SCOPE}&pageSize=12`);
      await expectLots(page, ASCENDING.slice(0, 12), true);
      expect(await rangeText(page)).toBe(showing(t, 1, 12, 30));
      // Live first, then the pre-bid-closed Honda and the Tesla starting soon.
      expect((await lotNumbers(page)).slice(0, 3)).toEqual([KIA_LIVE.lotNumber, HONDA.lotNumber, TESLA.lotNumber]);
      expect(await cards(page).first().getByText(t["lots.status.live"], { exact: true }).count()).toBe(1);

      const nav = page.getByRole("navigation", { name: t["search.pagination.label"] });
      await nav.getByRole("button", { name: t["search.pagination.next"] }).click();
      await expectLots(page, ASCENDING.slice(12, 24), true);
      expect(await rangeText(page)).toBe(showing(t, 13, 24, 30));
      expect(param(page, "page")).toBe("2");
      await nav.getByRole("button", { name: t["search.pagination.last"] }).click();
      await expectLots(page, ASCENDING.slice(24), true);
      expect(await rangeText(page)).toBe(showing(t, 25, 30, 30));
      expect(await nav.getByRole("button", { name: t["search.pagination.next"] }).isDisabled()).toBe(true);
      await nav.getByRole("button", { name: t["search.pagination.previous"] }).click();
      await expectLots(page, ASCENDING.slice(12, 24), true);
      await nav.getByRole("button", { name: t["search.pagination.first"] }).click();
      await expectLots(page, ASCENDING.slice(0, 12), true);
      expect(await nav.getByRole("button", { name: t["search.pagination.previous"] }).isDisabled()).toBe(true);

      // Latest first.
      await page.locator('select[name="order"]').selectOption("desc");
      await expectLots(page, [...ASCENDING].reverse().slice(0, 12), true);
      expect(param(page, "order")).toBe("desc");

      // 48 per page: everything on one page, no pager.
      await page.locator('select[name="pageSize"]').selectOption("48");
      await expectLots(page, [...ASCENDING].reverse(), true);
      expect(await rangeText(page)).toBe(showing(t, 1, 30, 30));
      expect(await nav.count()).toBe(0);
      expect(param(page, "pageSize")).toBe("48");
    } finally {
      await context.close();
    }
  });

  it("says when nothing matches and offers to clear the filters", async () => {
    const { context, page } = await openPage(locale);
    try {
      await page.goto(`${SCOPE}&make=TESLA&makeName=Tesla&yearTo=2010`);
      const empty = page.getByTestId("no-results");
      await empty.waitFor({ timeout: 20_000 });
      expect(await empty.innerText()).toContain(t["search.empty.title"]);
      expect(await empty.innerText()).toContain(t["search.empty.hint"]);
      await empty.getByRole("button", { name: t["search.chips.clearAll"] }).click();
      await expect.poll(() => new URL(page.url()).search).toBe("");
      await cards(page).first().waitFor({ timeout: 20_000 });
    } finally {
      await context.close();
    }
  });

  it("shows the documented error texts with Try again, and the cooldown with the seconds to wait", async () => {
    const { context, page } = await openPage(locale);
    try {
      const error = page.getByTestId("search-error");
      const detail = page.getByTestId("search-error-detail");
      const retry = () => error.getByRole("button", { name: t["search.error.retry"] }).click();

      // No answer at all.
      await page.route("**/api/search?**", (route) => route.abort("failed"));
      await page.goto(SCOPE);
      await error.waitFor({ timeout: 20_000 });
      expect(await error.getByRole("heading").innerText()).toBe(t["search.error.title"]);
      expect(await detail.innerText()).toBe(t["search.error.noResponse"]);

      // A failed answer.
      await page.unroute("**/api/search?**");
      await page.route("**/api/search?**", (route) =>
        route.fulfill({ status: 500, json: { success: false, code: "INTERNAL", message: "Something went wrong." } }),
      );
      await retry();
      await expect.poll(() => detail.innerText()).toBe(t["search.error.failed"]);

      // An answer that is not a search result.
      await page.unroute("**/api/search?**");
      await page.route("**/api/search?**", (route) => route.fulfill({ status: 200, json: { success: true } }));
      await retry();
      await expect.poll(() => detail.innerText()).toBe(t["search.error.unknown"]);

      // Try again once the API answers.
      await page.unroute("**/api/search?**");
      await retry();
      await expectCount(page, t, 30);

      // Cooldown: the API refuses the buy-now toggle for 3 seconds; the page counts down, then loads by itself.
      let refused = 0;
      await page.route("**/api/search?**", (route) => {
        if (refused++ > 0) return route.fallback();
        return route.fulfill({
          status: 429,
          headers: { "retry-after": "3" },
          json: { success: false, code: "RATE_LIMITED", message: "Too many attempts.", retryAfter: 3 },
        });
      });
      await form(page).getByText(t["search.form.buyNowOnly"]).click();
      const cooldown = page.getByTestId("search-cooldown");
      await cooldown.waitFor({ timeout: 20_000 });
      expect(await cooldown.getByRole("heading").innerText()).toBe(t["search.cooldown.buyNow"]);
      expect(await cooldown.innerText()).toMatch(/[123]\s?s/);
      const submit = form(page).locator('button[type="submit"]');
      expect(await submit.isDisabled()).toBe(true);
      expect(await submit.innerText()).toMatch(locale === "en" ? /^Wait [123]s$/ : /^Palaukite [123] s$/);
      await expectLots(page, [TESLA.lotNumber]);
      expect(await submit.innerText()).toBe(t["search.form.submit"]);
      expect(await cooldown.count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("search page views and bidding", () => {
  it("switches between grid and list and remembers the choice", async () => {
    const { context, page } = await openPage("en");
    try {
      await page.goto(SCOPE);
      await expectCount(page, en, 30);
      const results = page.getByTestId("results");
      expect(await results.getAttribute("data-view")).toBe("grid");
      // Desktop grid: three cards side by side.
      const tops = await cards(page).evaluateAll((els) => els.slice(0, 3).map((e) => e.getBoundingClientRect().top));
      expect(new Set(tops).size).toBe(1);
      await page.getByRole("button", { name: en["search.toolbar.list"] }).click();
      await expect.poll(() => results.getAttribute("data-view")).toBe("list");
      await page.reload();
      await expect.poll(() => page.getByTestId("results").getAttribute("data-view"), { timeout: 20_000 }).toBe("list");
      const listTops = await cards(page).evaluateAll((els) =>
        els.slice(0, 2).map((e) => e.getBoundingClientRect().top),
      );
      expect(listTops[1]).toBeGreaterThan(listTops[0]!);
    } finally {
      await context.close();
    }
  });

  it("asks a guest to sign in before bidding and brings them back; a customer goes to the lot page", async () => {
    const user = await createUser("search-bid");
    const { context, page } = await openPage("en");
    try {
      const start = `${SCOPE}&make=BMW&makeName=BMW`;
      await page.goto(start);
      await expectLots(page, [BMW.lotNumber]);
      await cards(page).first().getByRole("button", { name: en["lots.card.placeBid"] }).click();
      const prompt = page.getByTestId("sign-in-prompt");
      await prompt.waitFor();
      expect(await prompt.getByRole("heading").innerText()).toBe(en["lots.signIn.title"]);
      const signInLink = prompt.getByRole("link", { name: en["lots.signIn.submit"] });
      const href = new URL((await signInLink.getAttribute("href"))!, appUrl);
      expect(href.pathname).toBe("/login");
      expect(href.searchParams.get("redirect")).toBe(start);
      await signInLink.click();
      await page.waitForURL((url) => url.pathname === "/login");
      await page.locator('input[name="email"]').fill(user.email);
      await page.locator('input[name="password"]').fill(user.password);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("make") === "BMW", {
        timeout: 30_000,
      });
      await expectLots(page, [BMW.lotNumber]);
      expect(await cards(page).first().getByRole("link", { name: en["lots.card.placeBid"] }).getAttribute("href")).toBe(
        `/lots/copart/${num(100)}`,
      );
    } finally {
      await context.close();
    }
  });

  it("a signed-in customer's place bid links to the lot page straight away", async () => {
    const user = await createUser("search-bid2");
    const { context, page } = await openPage("lt");
    try {
      await signIn(page, user);
      await page.goto(`${SCOPE}&vinlot=${num(101)}`);
      await expectLots(page, [FORD.lotNumber]);
      expect(await cards(page).first().getByRole("link", { name: lt["lots.card.placeBid"] }).getAttribute("href")).toBe(
        `/lots/iaai/${num(101)}`,
      );
    } finally {
      await context.close();
    }
  });
});

describe("search page on a phone", () => {
  it("keeps the filters in a drawer and shows one card per row", async () => {
    const { context, page } = await openPage("lt", VIEWPORTS.mobile);
    try {
      await page.goto(SCOPE);
      await expectCount(page, lt, 30);
      expect(await page.getByTestId("search-form").count()).toBe(0);
      const lefts = await cards(page).evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect()));
      expect(lefts[0]!.left).toBe(lefts[1]!.left);
      expect(lefts[1]!.top).toBeGreaterThan(lefts[0]!.bottom - 1);
      expect(lefts[0]!.width).toBeGreaterThan(300);
      // Every card fits the screen, and the page does not scroll sideways.
      const rights = await cards(page).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
      expect(Math.max(...rights)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      expect(await page.evaluate("document.documentElement.scrollWidth")).toBe(VIEWPORTS.mobile.width);

      await page.getByTestId("open-filters").click();
      const drawer = page.getByTestId("filters-drawer");
      await drawer.waitFor();
      await drawer.locator('select[name="make"] option[value="FORD"]').waitFor({ state: "attached" });
      await drawer.locator('select[name="make"]').selectOption("FORD");
      await drawer.getByRole("button", { name: lt["search.form.submit"] }).click();
      await expect.poll(() => drawer.count()).toBe(0);
      await expectLots(page, [FORD.lotNumber]);
      expect(await page.getByTestId("open-filters").innerText()).toBe("Filtrai (2)");
    } finally {
      await context.close();
    }
  });
});

describe.each(Object.entries(VIEWPORTS))("search page accessibility at %s width", (_name, viewport) => {
  it("finds no serious or critical violation with results and chips, and with no results", async () => {
    const { context, page } = await openPage("lt", viewport);
    try {
      await page.goto(`${SCOPE}&showBuyNow=true`);
      await expectLots(page, [TESLA.lotNumber]);
      const found: Record<string, string[]> = { results: await seriousViolations(page) };
      await page.goto(`${SCOPE}&make=TESLA&makeName=Tesla&yearTo=2010`);
      await page.getByTestId("no-results").waitFor({ timeout: 20_000 });
      found.empty = await seriousViolations(page);
      expect(Object.entries(found).filter(([, v]) => v.length)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
