// What the damaged-feed corpus knows of each provider's raw shape: where its clean records come from (the captured
// provider samples, the European sample page, the demo generator for volume), where each field sits in an item, how
// a listing page and a detail record are wrapped, and how a lot number is written into an item.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { DEMO_REFERENCE } from "@app/shared/catalogue/bundled-demo-reference";
import { generateDemoCatalogue } from "@app/shared/catalogue/demo-generator";
import { generateEuropeDemoLots } from "@app/shared/catalogue/europe-demo-generator";
import type { LotRecord, Platform } from "@app/shared/catalogue/lot.schemas";

export type Raw = Record<string, unknown>;
export type Path = readonly string[];
export type LotColumn = keyof LotRecord;

const SAMPLES = fileURLToPath(new URL("../../fixtures/provider-samples/", import.meta.url));
const EUROPE_SAMPLES = fileURLToPath(new URL("../../../docs/feeds/samples/europe/", import.meta.url));
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as unknown;

export interface PlatformKit {
  platform: Platform;
  currency: "USD" | "EUR";
  /** Clean items, most of them from the demo generator, the rest the captured samples. */
  bases(count: number, seed: number, now: Date): Raw[];
  /** Writes the lot number into every place the provider carries it. */
  setLotNumber(item: Raw, lotNumber: string): void;
  /** Removes every lot number key. */
  dropLotNumber(item: Raw): void;
  /** Fields with a known reading, and the column each lands in. */
  fields: {
    currentBid: Path;
    buyNow: Path;
    odometer: { path: Path; unit: "mi" | "km"; columns: LotColumn[] };
    year: Path;
    auctionDate: Path;
    currency: Path;
    texts: Path[];
    /** The list of images, and a good entry in the provider's shape. */
    images: { path: Path; entry(url: string): unknown };
  };
  /** Sets the values every base carries, so that cases know what a plausible record holds. */
  plausible(item: Raw, v: { currentBid: number; buyNow: number; odometer: number; year: number; at: Date }): void;
  /** The object holding most fields (where every-field mutations are applied). */
  body(item: Raw): Raw;
  /** Keys of `body` that carry the lot number. */
  lotNumberKeys: string[];
  /** Keys whose mutation has a rule of its own (currency), left out of the every-field sweep. */
  sweepExcluded: string[];
  listing(items: unknown[]): unknown;
  emptyListings: unknown[];
  /** A detail answer for one item. */
  detail(item: Raw): unknown;
  /** A detail record of a known lot trimmed to its lot number and a new current bid. */
  trimmedDetail(lotNumber: string, currentBid: number): unknown;
}

export function get(item: unknown, path: Path): unknown {
  let at: unknown = item;
  for (const key of path) at = at && typeof at === "object" ? (at as Raw)[key] : undefined;
  return at;
}

export function set(item: Raw, path: Path, value: unknown): void {
  let at: Raw = item;
  for (const key of path.slice(0, -1)) {
    if (!at[key] || typeof at[key] !== "object") at[key] = {};
    at = at[key] as Raw;
  }
  at[path[path.length - 1]!] = value;
}

export function remove(item: Raw, path: Path): void {
  const parent = get(item, path.slice(0, -1));
  if (parent && typeof parent === "object") delete (parent as Raw)[path[path.length - 1]!];
}

const clone = <T>(v: T): T => structuredClone(v);

function copartSampleRows(): Raw[] {
  const rows: Raw[] = [];
  for (const name of [
    "copart_search_row_18881174_certifications-test.json",
    "copart_search_row_62830586_klubko04-car-bid-tracker.json",
  ])
    rows.push(readJson(SAMPLES + name) as Raw);
  const trimmed = readJson(SAMPLES + "copart_search_rows_trimmed_klubko04-car-bid-tracker.json") as Raw;
  const list = (Array.isArray(trimmed) ? trimmed : (get(trimmed, ["data", "results", "content"]) ?? trimmed.rows)) as
    Raw[] | undefined;
  if (Array.isArray(list)) rows.push(...list);
  const details = readJson(SAMPLES + "copart_lotdetails_with_images_74980204_browser-extension.json") as Raw;
  const data = (details.data ?? details) as Raw;
  if (data.lotDetails) rows.push({ ...(data.lotDetails as Raw), imagesList: data.imagesList });
  return rows.map((r) => {
    const { _source: _, ...rest } = r;
    return rest;
  });
}

function iaaiSampleItems(): Raw[] {
  const search = readJson(SAMPLES + "iaai_mobile_search_45107325_CarTrap.json") as Raw;
  const list = (Array.isArray(search.results) ? search.results : [search]) as Raw[];
  return list
    .filter((r) => r && typeof r === "object" && r.data && typeof r.data === "object")
    .map((r) => ({ data: clone(r.data) as Raw }));
}

export const copartKit: PlatformKit = {
  platform: "copart",
  currency: "USD",
  bases(count, seed, now) {
    const demo = generateDemoCatalogue(DEMO_REFERENCE, { seed, count: Math.max(count * 2, 4), now, startIndex: 0 })
      .copart as Raw[];
    return [...copartSampleRows(), ...demo].slice(0, count).map((r) => clone(r));
  },
  setLotNumber(item, lotNumber) {
    item.ln = Number(lotNumber);
    item.lotNumberStr = lotNumber;
  },
  dropLotNumber(item) {
    for (const k of ["ln", "lotNumberStr", "lotNumber", "lot_number"]) delete item[k];
  },
  fields: {
    currentBid: ["hb"],
    buyNow: ["bnp"],
    odometer: { path: ["orr"], unit: "mi", columns: ["odometerMiles"] },
    year: ["lcy"],
    auctionDate: ["ad"],
    currency: ["cuc"],
    texts: [["ld"], ["mkn"], ["dd"], ["yn"]],
    images: {
      path: ["imagesList", "content"],
      entry: (url) => ({ imageSeqNumber: 1, imageTypeCode: "IMG", thumbnailUrl: url, fullUrl: url, highResUrl: url }),
    },
  },
  plausible(item, v) {
    item.hb = v.currentBid;
    item.bnp = v.buyNow;
    item.orr = v.odometer;
    item.lcy = v.year;
    item.ad = v.at.getTime();
    item.cuc = "USD";
    // The live bid block outranks the row's own fields: the cases mutate the row's.
    const dyn = item.dynamicLotDetails as Raw | undefined;
    if (dyn) {
      delete dyn.currentBid;
      delete dyn.buyTodayBid;
    }
    const images = get(item, ["imagesList", "content"]);
    if (!Array.isArray(images) || !images.length)
      item.imagesList = {
        totalElements: 2,
        content: [1, 2].map((n) => ({
          ...(copartKit.fields.images.entry(`https://cs.copart.example/v1/${n}_ful.jpg`) as Raw),
          imageSeqNumber: n,
        })),
      };
  },
  body: (item) => item,
  lotNumberKeys: ["ln", "lotNumberStr"],
  sweepExcluded: ["cuc"],
  listing: (items) => ({ data: { results: { content: items, totalElements: items.length } } }),
  emptyListings: [[], { data: { results: { content: [], totalElements: 0 } } }],
  detail(item) {
    const { imagesList, ...details } = item;
    return { returnCode: 1, data: { lotDetails: details, imagesList } };
  },
  trimmedDetail: (lotNumber, currentBid) => ({
    data: { lotDetails: { ln: Number(lotNumber), lotNumberStr: lotNumber, hb: currentBid } },
  }),
};

export const iaaiKit: PlatformKit = {
  platform: "iaai",
  currency: "USD",
  bases(count, seed, now) {
    const demo = generateDemoCatalogue(DEMO_REFERENCE, { seed, count: Math.max(count * 2, 4), now, startIndex: 0 })
      .iaai as Raw[];
    return [...iaaiSampleItems(), ...demo].slice(0, count).map((r) => clone(r));
  },
  setLotNumber(item, lotNumber) {
    const data = iaaiKit.body(item);
    data.stockNumber = lotNumber;
    for (const k of ["StockNumber", "StockHash", "stock"]) delete data[k];
  },
  dropLotNumber(item) {
    const data = iaaiKit.body(item);
    for (const k of ["stockNumber", "StockNumber", "StockHash", "stock"]) delete data[k];
  },
  fields: {
    currentBid: ["data", "highBidAmount"],
    buyNow: ["data", "buyNowPrice"],
    odometer: { path: ["data", "odoValue"], unit: "mi", columns: ["odometerMiles"] },
    year: ["data", "year"],
    auctionDate: ["data", "auctionDateTime"],
    currency: ["data", "currency"],
    texts: [
      ["data", "make"],
      ["data", "model"],
      ["data", "primaryDamageDesc"],
      ["data", "branchName"],
    ],
    images: { path: ["data", "imageUrls"], entry: (url) => url },
  },
  plausible(item, v) {
    const data = iaaiKit.body(item);
    data.highBidAmount = v.currentBid;
    data.buyNowPrice = v.buyNow;
    data.odoValue = String(v.odometer);
    data.year = String(v.year);
    data.auctionDateTime = v.at.toISOString();
    data.currency = "USD";
    for (const k of ["HighBidAmount", "CurrentBid", "BuyNowPrice", "ODOValue", "Odometer", "AuctionDateTime"])
      delete data[k];
    if (!Array.isArray(data.imageUrls) || !data.imageUrls.length)
      data.imageUrls = ["https://vis.iaai.example/1.jpg", "https://vis.iaai.example/2.jpg"];
  },
  body(item) {
    if (!item.data || typeof item.data !== "object") item.data = {};
    return item.data as Raw;
  },
  lotNumberKeys: ["stockNumber"],
  sweepExcluded: ["currency"],
  listing: (items) => ({ results: items, totalCount: items.length }),
  emptyListings: [[], { results: [] }],
  detail: (item) => clone(item),
  trimmedDetail: (lotNumber, currentBid) => ({ data: { stockNumber: lotNumber, highBidAmount: currentBid } }),
};

export const europeKit: PlatformKit = {
  platform: "europe",
  currency: "EUR",
  bases(count, seed, now) {
    const sample = readJson(EUROPE_SAMPLES + "page-0001.json") as { lots: Raw[] };
    const demo = generateEuropeDemoLots({ seed, count: Math.max(count, 4), now, startIndex: 0 }) as unknown as Raw[];
    return [...sample.lots, ...demo].slice(0, count).map((r) => clone(r));
  },
  setLotNumber(item, lotNumber) {
    item.lotNumber = lotNumber;
    delete item.lot_number;
    delete item.lotId;
  },
  dropLotNumber(item) {
    for (const k of ["lotNumber", "lot_number", "lotId"]) delete item[k];
  },
  fields: {
    currentBid: ["currentBid"],
    buyNow: ["buyNowPrice"],
    odometer: { path: ["odometerKm"], unit: "km", columns: ["odometerKm", "odometerMiles"] },
    year: ["modelYear"],
    auctionDate: ["auctionEnd"],
    currency: ["currency"],
    texts: [["make"], ["model"], ["damageDescription"], ["auctionName"]],
    images: { path: ["images"], entry: (url) => url },
  },
  plausible(item, v) {
    item.currentBid = v.currentBid;
    item.buyNowPrice = v.buyNow;
    item.odometerKm = v.odometer;
    delete item.odometer;
    item.modelYear = v.year;
    item.auctionEnd = v.at.toISOString();
    item.currency = "EUR";
    item.lotUrl ??= "https://auctions.example/lots/x";
    if (typeof item.auctionTimeZone !== "string") item.auctionTimeZone = "Europe/Berlin";
    if (!Array.isArray(item.images) || !item.images.length)
      item.images = ["https://auctions.example/p/1.jpg", "https://auctions.example/p/2.jpg"];
  },
  body: (item) => item,
  lotNumberKeys: ["lotNumber"],
  sweepExcluded: ["currency"],
  listing: (items) => ({ feed: "baltbid-europe", version: 1, lots: items }),
  emptyListings: [[], { feed: "baltbid-europe", version: 1, lots: [] }, { data: { lots: [] } }],
  detail: (item) => clone(item),
  trimmedDetail: (lotNumber, currentBid) => ({ lotNumber, currentBid }),
};

export const PLATFORM_KITS = { copart: copartKit, iaai: iaaiKit, europe: europeKit } as const;
