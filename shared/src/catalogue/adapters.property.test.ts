// Property tests: whatever a provider sends, the adapters and the normalised lot never throw. The adapters wrap
// their work in try/catch (one odd item must not stop an ingestion run), so "returns null" could hide a thrown
// error: the stronger properties below give every item a usable lot number and require a valid record back.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { copartAdapter } from "./copart.adapter.ts";
import { iaaiAdapter } from "./iaai.adapter.ts";
import { lotRecordSchema } from "./lot.schemas.ts";
import { normalisedLotSchema, toNormalisedLot } from "./normalised-lot.ts";

const RUNS = { numRuns: 400 };
const NOW = new Date("2026-08-17T12:00:00Z");

/** Values that have broken parsers elsewhere: sentinels, odd numbers, look-alike text, wrong shapes. */
const hostileScalar = fc.constantFrom<unknown>(
  "",
  " ",
  "\u0000",
  "NaN",
  "-1",
  "-1.0",
  "1e309",
  "0",
  "00000",
  "12/31/1899 12:00:00 AM",
  "13/45/2026 99:99:99 PM +99:99",
  "2026-02-30T25:61:00Z",
  "$",
  "$-5",
  "USD",
  "__proto__",
  "constructor",
  "toString",
  "TITLEGROUP_",
  "WAUC4CF55JA******",
  "IOQIOQIOQIOQIOQIO",
  "x".repeat(5000),
  "💥".repeat(300),
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -0,
  -1,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_VALUE,
  1e300,
  true,
  false,
  null,
  [],
  {},
  [null],
  { $values: "nope" },
  { key: {}, value: [] },
);

const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileScalar },
  { weight: 2, arbitrary: fc.anything({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
);

const COPART_KEYS = [
  "mkn", "lm", "lmg", "ltd", "mtrim", "lmc", "lcy", "ld", "ldu", "fv", "orr", "ord", "obc", "dd", "dtc", "sdd",
  "sddr", "td", "ts", "tgc", "tgd", "clr", "ft", "tsmn", "tmtp", "drv", "egn", "cy", "hk", "lcc", "lcd", "bstl",
  "yn", "ynumb", "locCity", "locState", "locCountry", "zip", "ad", "at", "tz", "aan", "hb", "bnp", "bndc",
  "la", "rc", "ss", "ess", "lsts", "status", "lotSold", "tims", "memberVehicleType", "vehTypDesc",
  "vehicleTypeCode", "siteCodes", "dynamicLotDetails", "imagesList", "bidStatus", "lotAuctionStatus", "minBid",
] as const; // prettier-ignore

const IAAI_KEYS = [
  "Id", "id", "SalvageId", "itemId", "VIN", "VINMask", "vinMask", "Year", "Make", "Model", "Series", "Trim",
  "YearMakeModelSeries", "TitleSaleDoc", "Title", "saleDocument", "TitleBrand", "TitleCode", "TitleState",
  "TitleNotes", "ExteriorInterior", "ExteriorColor", "InteriorColor", "Engine", "Cylinders", "Country", "market",
  "City", "State", "BranchName", "SellingBranch", "BuyNowPrice", "buyNowAmount", "BuyNowIndicator", "RunAndDrive",
  "StartsDesc", "Lane", "InventoryType", "BodyStyleName", "ODOValue", "ODOUoM", "Odometer", "ODOBrand",
  "PrimaryDamageDesc", "SecondaryDamageDesc", "Keys", "KeySlashFob", "FuelTypeDesc", "Transmission",
  "DriveLineTypeDesc", "AirbagState", "ZipCode", "BranchNumber", "LossTypeDesc", "BidStatus", "AuctionStatus",
  "InventoryStatus", "IsSold", "HighBidAmount", "MinimumBidAmount", "AuctionDateTime", "imageUrls",
  "vehiclePrimaryImageUrl", "vehicleInformation", "vehicleDescription", "saleInformation",
] as const; // prettier-ignore

const fieldsOf = (keys: readonly string[]) =>
  fc.record(Object.fromEntries(keys.map((k) => [k, hostile])) as Record<string, fc.Arbitrary<unknown>>, {
    requiredKeys: [],
  });

const lotNumber = fc.integer({ min: 1, max: 999_999_999 });

function expectValidLot(outcome: ReturnType<typeof copartAdapter.read>) {
  // A currency is the one field that refuses an item (unknown-currency); it is not among the hostile keys.
  expect(outcome.ok ? null : outcome.reason).toBeNull();
  const record = outcome.ok ? outcome.record : null;
  expect(lotRecordSchema.safeParse(record).success).toBe(true);
  const lot = toNormalisedLot(record!, NOW, { timeZoneOffsetMinutes: 180, locale: "lt" });
  expect(normalisedLotSchema.safeParse(lot).success).toBe(true);
}

describe("adapters on random and hostile input", () => {
  it("never throw, whatever the payload", () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything({ maxDepth: 4 }), hostile), (payload) => {
        for (const adapter of [copartAdapter, iaaiAdapter]) {
          const record = adapter.normalise(payload);
          if (record !== null) expect(lotRecordSchema.safeParse(record).success).toBe(true);
          for (const item of adapter.extractItems(payload)) adapter.normalise(item);
        }
      }),
      RUNS,
    );
  });

  it("make a valid Copart lot from any row with a lot number, however odd the rest", () => {
    fc.assert(
      fc.property(lotNumber, fieldsOf(COPART_KEYS), fc.boolean(), (ln, fields, wrapped) => {
        const row = { ...fields, ln, lotNumberStr: String(ln) };
        expectValidLot(copartAdapter.read(wrapped ? { data: { lotDetails: row, imagesList: fields.tims } } : row));
      }),
      RUNS,
    );
  });

  it("make a valid IAAI lot from any item with a stock number, in each of IAAI's shapes", () => {
    fc.assert(
      fc.property(lotNumber, fieldsOf(IAAI_KEYS), fc.integer({ min: 0, max: 3 }), (stock, fields, shape) => {
        const attributes = { ...fields, StockNumber: String(stock) };
        const item = [
          attributes,
          { data: { ...fields, stockNumber: String(stock) } },
          { inventoryResult: { attributes, vehicleInformation: fields.vehicleInformation }, imageInformation: fields },
          { inventoryView: { attributes, saleInformation: fields.saleInformation }, auctionInformation: fields },
        ][shape];
        expectValidLot(iaaiAdapter.read(item));
      }),
      RUNS,
    );
  });

  it("a garbled lot number does not hide a good one", () => {
    expect(copartAdapter.normalise({ lotNumberStr: "12AB", ln: 64951306 })?.lotNumber).toBe("64951306");
    expect(
      iaaiAdapter.normalise({ attributes: { StockNumber: "n/a" }, data: { stockNumber: "44610371" } })?.lotNumber,
    ).toBe("44610371");
  });
});

describe("the normalised lot on random stored lots", () => {
  const storedLot = fc.record({
    platform: fc.constantFrom("copart", "iaai", "europe", "???"),
    auctionDate: fc.oneof(fc.constant(null), fc.date({ noInvalidDate: false })),
    currentBidCents: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 2_147_483_647 })),
    buyNowPriceCents: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 2_147_483_647 })),
    odometerMiles: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 2_147_483_647 })),
    currency: fc.constantFrom("USD", "EUR", "GBP", "CAD", "AUD", "PLN", ""),
    bidStatus: fc.oneof(fc.constant(null), fc.string()),
    lotAuctionStatus: fc.oneof(fc.constant(null), fc.constantFrom("LIVE", "LIVE_BIDDING", "RS"), fc.string()),
    titleGroup: fc.oneof(fc.constant(null), fc.string({ maxLength: 2 })),
    runsDrives: fc.oneof(fc.constant(null), fc.string()),
    isSold: fc.boolean(),
    imageUrls: fc.array(fc.string(), { maxLength: 3 }),
    offset: fc.integer({ min: -100_000, max: 100_000 }),
    now: fc.date({ min: new Date("1990-01-01"), max: new Date("2090-01-01"), noInvalidDate: true }),
  });

  it("never throws and always fits its schema", () => {
    const base = copartAdapter.normalise({ ln: 12345678 })!;
    fc.assert(
      fc.property(storedLot, ({ offset, now, ...patch }) => {
        const lot = toNormalisedLot({ ...base, ...patch }, now, { timeZoneOffsetMinutes: offset });
        expect(normalisedLotSchema.safeParse(lot).success).toBe(true);
      }),
      RUNS,
    );
  });
});
