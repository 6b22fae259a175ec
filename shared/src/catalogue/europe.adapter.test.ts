// The European adapter on the sample feed pages of docs/feeds/samples/europe: a clean page, a page of odd and
// missing fields, the items it must refuse, and random input (it never throws).
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  auctionEndOf,
  documentsOf,
  emissionClassOf,
  europeAdapter,
  europeMakeCode,
  firstRegistrationOf,
  vatSchemeOf,
} from "./europe.adapter.ts";
import { lotRecordSchema, type LotRecord } from "./lot.schemas.ts";
import { normalisedLotSchema, toNormalisedLot } from "./normalised-lot.ts";

const SAMPLES = new URL("../../../docs/feeds/samples/europe/", import.meta.url);
const page = (name: string) => JSON.parse(readFileSync(new URL(name, SAMPLES), "utf8")) as unknown;
const NOW = new Date("2026-11-30T12:00:00Z");

function normaliseAll(name: string) {
  const items = europeAdapter.extractItems(page(name));
  return { items, records: items.map((i) => europeAdapter.normalise(i)) };
}

describe("European feed, sample page 1 (a clean page)", () => {
  const { items, records } = normaliseAll("page-0001.json");

  it("finds every lot of the page and makes a valid record of each", () => {
    expect(items).toHaveLength(3);
    for (const r of records) expect(lotRecordSchema.safeParse(r).success).toBe(true);
  });

  it("keeps the European attributes typed: km, EUR, VAT scheme, documents, registration, emission, zone, seller", () => {
    expect(records[0]).toMatchObject({
      platform: "europe",
      lotNumber: "4107315",
      make: "SKODA",
      model: "OCTAVIA",
      trim: "COMBI 2.0 TDI STYLE",
      title: "2020 SKODA OCTAVIA COMBI 2.0 TDI STYLE",
      bodyStyle: "wagon",
      vin: "TMBJJ7NE8L0123456",
      vinMasked: false,
      odometerKm: 84_500,
      odometerMiles: 52_506, // derived for the shared miles filter
      currency: "EUR",
      currentBidCents: 1_240_000,
      minBidCents: 1_100_000,
      buyNowPriceCents: 1_490_000,
      buyNowUrl: "https://remarketing.example/lots/4107315",
      vatScheme: "vat-qualifying",
      registrationDocuments: ["registration-certificate", "coc", "service-book"],
      firstRegistration: "2020-03-17",
      emissionClass: "Euro 6d-TEMP",
      auctionTimeZone: "Europe/Berlin",
      sellerAuctionName: "ALD Carmarket",
      country: "DE",
      city: "Hamburg",
      location: "Hamburg, Germany",
      primaryDamage: "NORMAL WEAR",
      damageDescription: "Stone chips on the bonnet, scratched rear bumper, interior worn",
      runsDrives: "RUNS AND DRIVES",
      hasKeys: true,
      engine: "2.0L 110 kW",
      fuelType: "diesel",
      transmission: "automatic",
      exteriorColor: "gray",
    } satisfies Partial<LotRecord>);
    expect(records[0]!.auctionDate?.toISOString()).toBe("2026-12-03T13:00:00.000Z");
  });

  it("reads an end time without an offset in the auction's zone (the country's when the feed names none)", () => {
    // 16:30 in Amsterdam in December is 15:30 UTC.
    expect(records[1]).toMatchObject({ lotNumber: "58213904", auctionTimeZone: "Europe/Amsterdam", country: "NL" });
    expect(records[1]!.auctionDate?.toISOString()).toBe("2026-12-02T15:30:00.000Z");
    expect(records[1]).toMatchObject({
      vatScheme: "margin",
      firstRegistration: "2021-06-11",
      emissionClass: "Euro 6d",
    });
  });

  it("treats a zero current bid as no bids and a month-only registration as its first day", () => {
    expect(records[2]).toMatchObject({
      currentBidCents: 0,
      firstRegistration: "2022-01-01",
      runsDrives: "DOES NOT RUN",
    });
    expect(toNormalisedLot(records[2]!, NOW).price).toBe("No bids");
  });

  it("gives a normalised lot in km and euros", () => {
    const lot = toNormalisedLot(records[0]!, NOW, { locale: "en" });
    expect(normalisedLotSchema.safeParse(lot).success).toBe(true);
    expect(lot).toMatchObject({
      odometer: "84,500 km",
      odometerUnit: "km",
      odometerKm: 84_500,
      odometerMiles: 52_506,
      currency: "EUR",
      price: "€12,400",
      buyNowPriceFormatted: "€14,900",
      auctionDateLocal: "2026-12-03T14:00:00+01:00",
      auctionTimeZone: "Europe/Berlin",
      status: "Buy Now",
      withdrawn: false,
      vin: "TMBJJ7NE8L0123456",
    });
  });
});

describe("European feed, sample page 2 (odd and missing fields)", () => {
  const { items, records } = normaliseAll("page-0002.json");

  it("reads every entry: one that is not an object is skipped with its reason, not lost", () => {
    expect(items).toHaveLength(6);
    expect(europeAdapter.read(items[5])).toMatchObject({
      ok: false,
      reason: { code: "not-an-object", excerpt: "not an object" },
    });
  });

  it("cleans padded text, lower-case codes, numeric strings and a reading in miles", () => {
    expect(records[0]).toMatchObject({
      lotNumber: "6650021",
      sellerAuctionName: "BCA Belgium",
      country: "BE",
      vin: "WVWZZZAUZKW123456",
      make: "VOLKSWAGEN",
      year: 2019,
      odometerKm: 99_505, // 61,830 mi
      odometerMiles: 61_830,
      firstRegistration: "2019-05-01",
      emissionClass: "Euro 6",
      vatScheme: "vat-qualifying",
      registrationDocuments: ["registration-certificate", "service-book"],
      primaryDamage: "UNKNOWN WORD",
      hasKeys: true,
      currentBidCents: 730_000,
      buyNowPriceCents: null,
      isSold: true,
      imageUrls: ["https://bca.example/p/6650021.jpg"],
      // An unknown zone name falls back to the country's.
      auctionTimeZone: "Europe/Brussels",
    });
  });

  it("turns unusable values into nulls and keeps the lot", () => {
    expect(records[1]).toMatchObject({
      lotNumber: "3318870",
      make: "DACIA",
      vin: null, // contains I: not a VIN
      country: null,
      location: "Atlantis",
      odometerKm: null,
      firstRegistration: null, // 31 February
      emissionClass: null,
      vatScheme: null,
      registrationDocuments: [],
      auctionDate: null,
      lotAuctionStatus: "WITHDRAWN",
    });
    const lot = toNormalisedLot(records[1]!, NOW);
    expect(lot).toMatchObject({ withdrawn: true, status: "Ended", odometer: "Unknown" });
  });

  it("refuses a lot number reserved for hand-entered lots, a price in another currency and a missing number", () => {
    expect(records.slice(2)).toEqual([null, null, null, null]);
    expect(items.slice(2, 5).map((i) => europeAdapter.read(i))).toMatchObject([
      {
        ok: false,
        reason: { code: "bad-lot-number", field: "lotNumber", excerpt: "9912345678", lotNumber: "9912345678" },
      },
      { ok: false, reason: { code: "unknown-currency", field: "currency", excerpt: "PLN", lotNumber: "5512890" } },
      { ok: false, reason: { code: "no-lot-number", lotNumber: null } },
    ]);
  });
});

describe("European field readers", () => {
  it.each([
    ["Škoda", "SKODA"],
    ["Citroën", "CITROEN"],
    ["Mercedes Benz", "MERCEDES-BENZ"],
    ["vw", "VOLKSWAGEN"],
    ["", null],
  ])("make %j -> %j", (raw, code) => expect(europeMakeCode(raw)).toBe(code));

  it.each([
    ["margin scheme", "margin"],
    ["§25a", "margin"],
    ["VAT", "vat-qualifying"],
    ["net, VAT deductible", "vat-qualifying"],
    ["who knows", null],
  ])("VAT scheme %j -> %j", (raw, scheme) => expect(vatSchemeOf(raw)).toBe(scheme));

  it.each([
    ["Euro 6d-TEMP", "Euro 6d-TEMP"],
    ["EURO5", "Euro 5"],
    ["euro 6b", "Euro 6b"],
    ["6d", "Euro 6d"],
    ["Euro 9", null],
    [42, null],
  ])("emission class %j -> %j", (raw, cls) => expect(emissionClassOf(raw)).toBe(cls));

  it.each([
    ["2019-03-15", "2019-03-15"],
    ["15.03.2019", "2019-03-15"],
    ["3/2019", "2019-03-01"],
    ["2019-13-01", null],
    ["yesterday", null],
  ])("first registration %j -> %j", (raw, day) => expect(firstRegistrationOf(raw)).toBe(day));

  it("reads documents from codes and sellers' words, once each", () => {
    expect(documentsOf(["COC", "certificate of conformity", "Zulassungsbescheinigung ZB I", "Scheckheft", 7])).toEqual([
      "coc",
      "registration-certificate",
      "service-book",
    ]);
    expect(documentsOf("coc")).toEqual([]);
  });

  it("settles a wall-clock end across the spring daylight-saving change", () => {
    // 29 March 2026, 03:30 in Berlin is already summer time (UTC+2).
    expect(auctionEndOf("2026-03-29T03:30", "Europe/Berlin")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(auctionEndOf("2026-07-01T12:00:00+02:00", "Europe/Lisbon")?.toISOString()).toBe("2026-07-01T10:00:00.000Z");
  });
});

describe("European adapter on random input", () => {
  const hostile = fc.oneof(
    fc.anything({ maxDepth: 3 }),
    fc.constantFrom<unknown>("", "NaN", "-1", "1e309", null, [], {}, "💥".repeat(300), "x".repeat(5000)),
  );
  const KEYS = [
    "auctionName", "lotUrl", "country", "city", "postalCode", "vin", "vehicleType", "make", "model", "variant",
    "modelYear", "firstRegistration", "bodyType", "fuel", "transmission", "drive", "engineCc", "powerKw",
    "cylinders", "colour", "odometerKm", "odometer", "emissionClass", "vatScheme", "documents", "damageType",
    "damageDescription", "runsDrives", "keys", "currentBid", "minimumBid", "buyNowPrice", "auctionEnd",
    "auctionTimeZone", "status", "images",
  ] as const; // prettier-ignore
  const fields = fc.record(Object.fromEntries(KEYS.map((k) => [k, hostile])) as Record<string, fc.Arbitrary<unknown>>, {
    requiredKeys: [],
  });

  it("makes a valid lot from any item with a lot number, however odd the rest", () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 999_999_999 }), fields, (n, f) => {
        const record = europeAdapter.normalise({ ...f, lotNumber: String(n) });
        expect(record).not.toBeNull();
        expect(lotRecordSchema.safeParse(record).success).toBe(true);
        const lot = toNormalisedLot(record!, NOW, { timeZoneOffsetMinutes: 120, locale: "lt" });
        expect(normalisedLotSchema.safeParse(lot).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("never throws on any payload", () => {
    fc.assert(
      fc.property(hostile, (payload) => {
        europeAdapter.normalise(payload);
        for (const item of europeAdapter.extractItems(payload)) europeAdapter.normalise(item);
      }),
      { numRuns: 300 },
    );
  });
});
