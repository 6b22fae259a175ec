// The kinds of damage real and broken provider pages carry, on all three adapters: implausible values, unknown
// currencies, images that are not URLs, blank values hiding fallbacks, skip reasons, unknown pages, absent fields.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COPART_FIELD_KEYS, copartAdapter } from "./copart.adapter.ts";
import { EUROPE_FIELD_KEYS, europeAdapter } from "./europe.adapter.ts";
import { IAAI_FIELD_KEYS, iaaiAdapter } from "./iaai.adapter.ts";
import { ItemReading, MAX_ODOMETER_READING, maxModelYear } from "./item-reading.ts";
import type { LotRecord } from "./lot.schemas.ts";
import type { ProviderAdapter, ReadOutcome } from "./provider-adapter.ts";
import { loadSample } from "./samples.test-support.ts";

type Raw = Record<string, unknown>;

const copartRow = (loadSample("copart_lotdetails_64951306_klubko04-car-bid-tracker.json").data as Raw)
  .lotDetails as Raw;

const iaaiItem: Raw = {
  StockNumber: "44981230",
  SalvageId: "45107325",
  Year: "2019",
  Make: "Toyota",
  Model: "Camry",
  Series: "SE",
  YearMakeModelSeries: "2019 TOYOTA CAMRY SE",
  BodyStyleName: "Sedan 4D",
  VIN: "4T1B11HK5KU123456",
  ODOValue: "76,471",
  ODOUoM: "MI",
  ODOBrand: "Actual",
  PrimaryDamageDesc: "Front End",
  SecondaryDamageDesc: "Side",
  TitleSaleDoc: "CLEAR-PA",
  TitleBrand: "CLEAR",
  TitleNotes: "none",
  ExteriorInterior: "Black/ Gray",
  RunAndDrive: "True",
  StartsDesc: "Run & Drive",
  Keys: "Present",
  Engine: "2.5L I-4",
  Cylinders: "4 Cylinders",
  FuelTypeDesc: "Gasoline",
  Transmission: "Automatic",
  DriveLineTypeDesc: "Front Wheel Drive",
  AirbagState: "Intact",
  City: "Dundalk",
  State: "MD",
  BranchName: "Dundalk (MD)",
  Country: "US",
  ZipCode: "21222",
  BranchNumber: "352",
  Lane: "A",
  LossTypeDesc: "Collision",
  BidStatus: "OPEN",
  AuctionStatus: "UPCOMING",
  SaleStatus: "ON APPROVAL",
  isHighBidder: false,
  IsSold: false,
  Currency: "USD",
  HighBidAmount: "$1,250",
  MinimumBidAmount: 900,
  BuyNowPrice: "$4,500",
  BuyNowIndicator: true,
  AuctionDateTime: "3/26/2026 5:00:00 PM",
  vehiclePrimaryImageUrl: "https://vis.iaai.com/resizer?imageKeys=1&width=400&height=300",
  imageUrls: ["https://vis.iaai.com/a.jpg", "https://vis.iaai.com/b.jpg"],
};

const europePage = new URL("../../../docs/feeds/samples/europe/page-0001.json", import.meta.url);
const europeLot = (JSON.parse(readFileSync(europePage, "utf8")) as { lots: Raw[] }).lots[0]!;

type Case = {
  name: string;
  adapter: ProviderAdapter;
  rich: Raw;
  lotKey: string;
  table: Record<string, readonly string[]>;
};
const CASES: Case[] = [
  { name: "copart", adapter: copartAdapter, rich: copartRow, lotKey: "ln", table: COPART_FIELD_KEYS },
  { name: "iaai", adapter: iaaiAdapter, rich: iaaiItem, lotKey: "StockNumber", table: IAAI_FIELD_KEYS },
  { name: "europe", adapter: europeAdapter, rich: europeLot, lotKey: "lotNumber", table: EUROPE_FIELD_KEYS },
];

function ok(outcome: ReadOutcome) {
  if (!outcome.ok) throw new Error(`skipped: ${JSON.stringify(outcome.reason)}`);
  return outcome;
}
const fieldsOnly = (r: LotRecord) => ({ ...r, originalData: null });
/** The rich item's top-level keys but its lot number's. */
const keysOf = (c: Case) =>
  Object.keys(c.rich).filter((k) => k !== c.lotKey && k !== "lotNumberStr" && k !== "_source");

describe.each(CASES)("$name adapter", (c) => {
  const lot = { [c.lotKey]: c.rich[c.lotKey] };
  const bare = ok(c.adapter.read(lot)).record;

  it("reads the rich item without warnings and without an ingestWarnings key", () => {
    const outcome = ok(c.adapter.read(c.rich));
    expect(outcome.warnings).toEqual([]);
    expect("ingestWarnings" in outcome.record).toBe(false);
  });

  it("lists as absent exactly the fields whose keys are all missing; those read as for a bare item", () => {
    fc.assert(
      fc.property(fc.subarray(keysOf(c)), fc.boolean(), (dropped, asNull) => {
        const item: Raw = { ...c.rich };
        for (const k of dropped) {
          if (asNull) item[k] = null;
          else delete item[k];
        }
        const outcome = ok(c.adapter.read(item));
        if (asNull) expect(outcome.absent.filter((f) => c.table[f]!.some((k) => k in c.rich))).toEqual([]);
        for (const field of outcome.absent) expect(outcome.record[field], field).toEqual(bare[field]);
        for (const field of ["platform", "lotNumber", "originalData", "currency"] as const)
          expect(outcome.absent).not.toContain(field);
        const missing = (k: string) => {
          const [top, inner] = k.split(".");
          const v = item[top!];
          return inner === undefined ? !(top! in item) : v === null || v === undefined || !(inner in (v as Raw));
        };
        for (const [field, keys] of Object.entries(c.table))
          expect(outcome.absent.includes(field as keyof LotRecord), field).toBe(keys.every(missing));
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it("a blank value never hides a fallback: blank reads as missing", () => {
    fc.assert(
      fc.property(fc.subarray(keysOf(c), { minLength: 1 }), fc.constantFrom("", " ", "\u00a0\t"), (keys, blank) => {
        const blanked: Raw = { ...c.rich };
        const removed: Raw = { ...c.rich };
        for (const k of keys) {
          blanked[k] = blank;
          delete removed[k];
        }
        const a = ok(c.adapter.read(blanked));
        expect(fieldsOnly(a.record)).toEqual(fieldsOnly(ok(c.adapter.read(removed)).record));
        expect(a.warnings).toEqual([]);
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it("skips what is not an object, and an item without a lot number, with the reason and an excerpt", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.anything())), (v) => {
        expect(c.adapter.read(v)).toMatchObject({ ok: false, reason: { code: "not-an-object", lotNumber: null } });
      }),
    );
    const { [c.lotKey]: _, ...noLot } = c.rich;
    expect(c.adapter.read({ ...noLot, lotNumberStr: undefined })).toMatchObject({
      ok: false,
      reason: { code: "no-lot-number", lotNumber: null },
    });
    const garbled = "lotNumberStr" in c.rich ? { lotNumberStr: "LOT-ABC" } : {};
    const bad = c.adapter.read({ ...c.rich, [c.lotKey]: "LOT-ABC", ...garbled });
    expect(bad).toMatchObject({ ok: false, reason: { code: "bad-lot-number", excerpt: "LOT-ABC" } });
  });

  it("an unknown currency is a skip naming the value and the lot, never the default; a missing one is the default", () => {
    const key = { copart: "cuc", iaai: "Currency", europe: "currency" }[c.name]!;
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom<unknown>("XYZ", "PLN", "usd dollars", 5, {}, ["USD"]), fc.string({ minLength: 1 })),
        (value) => {
          const outcome = c.adapter.read({ ...c.rich, [key]: value });
          const known = typeof value === "string" && value.trim() !== "" && ["EUR", "USD", "GBP", "CAD", "AUD"]
            .filter((cur) => c.name !== "europe" || cur === "EUR").includes(value.trim().toUpperCase()); // prettier-ignore
          const blank = typeof value === "string" && value.trim() === "";
          if (known || blank) expect(outcome.ok).toBe(true);
          else {
            expect(outcome).toMatchObject({ ok: false, reason: { code: "unknown-currency", field: key } });
            if (!outcome.ok) {
              expect(outcome.reason.lotNumber).toBe(String(c.rich[c.lotKey]).trim());
              expect(outcome.reason.excerpt!.length).toBeLessThanOrEqual(80);
            }
          }
        },
      ),
    );
    const { [key]: _, ...noCurrency } = c.rich;
    expect(ok(c.adapter.read(noCurrency)).record.currency).toBe(c.name === "europe" ? "EUR" : "USD");
  });

  it("an unknown page says what it saw", () => {
    expect(c.adapter.readPage({ a: 1, b: 2, c: 3 })).toEqual({
      shape: "unknown",
      reason: expect.stringMatching(/^object with keys a, b, c; no lot list/) as string,
    });
    expect(c.adapter.readPage("<html>")).toMatchObject({ shape: "unknown", reason: expect.stringMatching(/^string/) });
    expect(c.adapter.readPage([])).toEqual({ shape: "items", items: [] });
  });
});

describe("implausible values are set aside with a warning", () => {
  const odometer = { copart: "orr", iaai: "ODOValue", europe: "odometerKm" } as const;
  const year = { copart: "lcy", iaai: "Year", europe: "modelYear" } as const;
  const price = { copart: "bnp", iaai: "BuyNowPrice", europe: "buyNowPrice" } as const;
  const name = (c: Case) => c.name as keyof typeof odometer;

  it.each(CASES)("$name: odometer, model year and price beyond their ceilings, or exponent text", (c) => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: MAX_ODOMETER_READING + 1, max: 2e9 }), fc.constantFrom("1e12", "2E+6")),
        fc.oneof(fc.integer({ min: maxModelYear() + 1, max: 99999 }), fc.integer({ min: 1, max: 1899 })),
        fc.oneof(fc.integer({ min: 20_000_001, max: 2e9 }), fc.constant("1e7")),
        (odo, yr, amount) => {
          const item = { ...c.rich, [odometer[name(c)]]: odo, [year[name(c)]]: yr, [price[name(c)]]: amount };
          // Copart's second buy-now key would stand in for the refused one.
          if (c.name === "copart") item.dynamicLotDetails = { ...(item.dynamicLotDetails as Raw), buyTodayBid: amount };
          const outcome = ok(c.adapter.read(item));
          const r = outcome.record;
          expect(r.odometerMiles).toBeNull();
          expect(r.buyNowPriceCents).toBeNull();
          if (c.name !== "europe") expect(r.year).toBeNull();
          const fields = outcome.warnings.map((w) => w.field);
          expect(fields).toEqual(expect.arrayContaining(["buyNowPriceCents", "year"]));
          expect(fields.some((f) => f === "odometerMiles" || f === "odometerKm")).toBe(true);
          expect(r.ingestWarnings).toEqual(outcome.warnings.map((w) => `${w.field}: ${w.message}`));
        },
      ),
      { numRuns: 100 },
    );
  });

  it.each(CASES)("$name: values within the ceilings are kept", (c) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_ODOMETER_READING }),
        fc.integer({ min: 1900, max: maxModelYear() }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (odo, yr, amount) => {
          const outcome = ok(
            c.adapter.read({ ...c.rich, [odometer[name(c)]]: odo, [year[name(c)]]: yr, [price[name(c)]]: amount }),
          );
          expect(outcome.warnings).toEqual([]);
          expect(outcome.record.year).toBe(yr);
          expect(outcome.record.buyNowPriceCents).toBe(amount * 100);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("images that are not URLs are dropped with a warning, never stored", () => {
    const junk = [5, {}, "javascript:alert(1)", "../x.jpg", "not a url", null, "", ["x"]];
    const good = "https://cs.copart.com/a_ful.jpg";
    const copart = ok(
      copartAdapter.read({
        ln: 1,
        tims: 5,
        imagesList: { content: [...junk.map((j) => ({ fullUrl: j })), { fullUrl: good }, 7] },
      }),
    );
    expect(copart.record.imageUrls).toEqual([good]);
    expect(copart.record.thumbnailUrl).toBe(good);
    // Six junk URLs, two entries without one, the non-object entry, and the thumbnail.
    expect(copart.warnings.length).toBe(10);
    const europe = ok(
      europeAdapter.read({ lotNumber: "4107315", images: [...junk, { url: good }, "/lot-photos/1.webp"] }),
    );
    expect(europe.record.imageUrls).toEqual([good, "/lot-photos/1.webp"]);
    expect(europe.warnings.map((w) => w.field)).toEqual(Array(6).fill("imageUrls"));
    const iaai = ok(iaaiAdapter.read({ StockNumber: "1", imageUrls: [...junk, good] }));
    expect(iaai.record.imageUrls).toEqual([good]);
  });

  it("cylinders are read by the number rule: exponent text is not one cylinder", () => {
    expect(copartAdapter.normalise({ ln: 1, cy: "1e1" })?.cylinders).toBeNull();
    expect(copartAdapter.normalise({ ln: 1, cy: "1e1", egn: "3.5L V6" })?.cylinders).toBe(6);
    expect(iaaiAdapter.normalise({ StockNumber: "1", Cylinders: "4 Cylinders" })?.cylinders).toBe(4);
  });

  it("a record keeps at most 20 warnings, the last counting the rest; the outcome keeps them all", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), (n) => {
        const outcome = ok(
          europeAdapter.read({ lotNumber: "4107315", images: Array.from({ length: n }, (_, i) => i) }),
        );
        expect(outcome.warnings).toHaveLength(n);
        const kept = outcome.record.ingestWarnings;
        if (n === 0) expect(kept).toBeUndefined();
        else expect(kept).toHaveLength(Math.min(n, 20));
        if (n > 20) expect(kept![19]).toBe(`and ${n - 19} more warnings`);
      }),
      { numRuns: 30 },
    );
  });

  it("an empty Copart transmission does not hide the fallback", () => {
    expect(copartAdapter.normalise({ ln: 1, tsmn: "", tmtp: "MANUAL" })?.transmission).toBe("manual");
  });
});

describe("a record the schema refuses names the field", () => {
  it("invalid-record carries the field path and an excerpt", () => {
    const reading = new ItemReading("123", 1);
    const draft = { ...copartAdapter.normalise({ ln: 123 })!, year: 3000 };
    expect(reading.finish(draft, [])).toMatchObject({
      ok: false,
      reason: { code: "invalid-record", field: "year", excerpt: "3000", lotNumber: "123" },
    });
  });
});
