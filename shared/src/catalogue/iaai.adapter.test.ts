import { describe, expect, it } from "vitest";
import { iaaiAdapter } from "./iaai.adapter.ts";
import { lotRecordSchema, type LotRecord } from "./lot.schemas.ts";
import { loadSample, sampleNames } from "./samples.test-support.ts";

type Sample = Record<string, unknown>;
type Case = { label: string; raw: (sample: Sample) => unknown; expected: Partial<LotRecord> | null };

/** The ProductDetailsVM sample was printed section by section ("inventoryView.vehicleInformation": {...}). */
function productDetailsVm(s: Sample) {
  const inventoryView: Sample = {};
  for (const [k, v] of Object.entries(s)) if (k.startsWith("inventoryView.")) inventoryView[k.slice(14)] = v;
  return { inventoryView, auctionInformation: s.auctionInformation };
}

/** A web search row as a scraper assembles it: the hidden-input item plus the ImageModalClicked arguments. */
function webSearchRow(s: Sample) {
  const t = s.row_identity_tuple_from_ImageModalClicked as Record<string, string>;
  return {
    ...(s.VehicleDetails_item as Sample),
    StockNumber: t.stock,
    VINMask: t.vinMask,
    BranchNumber: t.branch,
    Year: t.year,
    Make: t.make,
    Model: t.model,
    Series: t.series,
  };
}

const CASES: Record<string, Case[]> = {
  "iaai_mobile_inventorydetails_44981230_CarTrap.json": [
    {
      label: "mobile inventory details: attributes plus key/value sections and image keys",
      raw: (s) => s,
      expected: {
        platform: "iaai",
        lotNumber: "44484523",
        stockNumber: "44484523",
        itemId: "44981230",
        year: 2025,
        make: "FORD",
        model: "MUSTANG MACH-E",
        trim: "GT",
        title: "2025 FORD MUSTANG MACH-E GT",
        vin: "3FMTK4SX8SMA28701",
        vinMasked: false,
        odometerMiles: 5568,
        odometerBrand: "ACTUAL",
        primaryDamage: "RIGHT FRONT",
        hasKeys: true,
        driveline: "awd",
        branch: "Electric Vehicle Auctions",
        auctionDate: new Date("2026-03-26T17:00:00Z"),
        currency: "USD",
        imageUrls: [
          "https://vis.iaai.com/resizer?imageKeys=44981230~SID~B749~S0~I1~RW2576~H1932~TH0&width=845&height=633",
        ],
        thumbnailUrl:
          "https://vis.iaai.com/resizer?imageKeys=44981230~SID~B749~S0~I1~RW2576~H1932~TH0&width=400&height=300",
      },
    },
  ],
  "iaai_mobile_search_45107325_CarTrap.json": [
    {
      label: "mobile search item",
      raw: (s) => (s.results as unknown[])[0],
      expected: {
        lotNumber: "44610371",
        itemId: "45107325",
        year: 2025,
        make: "FORD",
        model: "MUSTANG MACH-E",
        odometerMiles: 2728,
        titleType: "CLEAR",
        titleState: "PA",
        titleGroup: "C",
        city: "RANCHO CORDOVA",
        region: "CA",
        location: "RANCHO CORDOVA, CA",
        country: "USA",
        auctionDate: new Date("2026-03-26T17:00:00Z"),
        imageUrls: ["https://vis.iaai.com/resizer?imageKeys=45107325~SID~I1&width=845&height=633"],
        thumbnailUrl: "https://vis.iaai.com/resizer?imageKeys=45107325~SID~I1&width=400&height=300",
      },
    },
  ],
  "iaai_productdetailsvm_46203349_klubko04-car-bid-tracker.json": [
    {
      label: "lot page view model",
      raw: productDetailsVm,
      expected: {
        lotNumber: "45704693",
        itemId: "46203349",
        year: 2018,
        make: "AUDI",
        model: "A5",
        trim: "2.0T PREMIUM",
        vin: "WAUENCF5XJA",
        vinMasked: true,
        odometerMiles: 76471,
        odometerBrand: "ACTUAL",
        primaryDamage: "RIGHT FRONT",
        secondaryDamage: "FRONT END",
        loss: "COLLISION",
        titleType: "REBUILDABLE",
        titleState: "FL",
        titleGroup: "S",
        startCode: "STATIONARY",
        hasKeys: true,
        airbags: "INTACT",
        bodyStyle: "hatchback",
        cylinders: 4,
        fuelType: "gasoline",
        transmission: "automatic",
        driveline: "awd",
        exteriorColor: "black",
        interiorColor: null,
        branch: "Bridgeport (PA)",
        region: "PA",
        laneRun: "B - #29",
        auctionDate: new Date("2026-08-14T13:30:00Z"),
        buyNowPriceCents: null,
      },
    },
  ],
  "iaai_search_vehicledetails_46203349_klubko04-car-bid-tracker.json": [
    {
      label: "web search row assembled from the hidden input and the row's identity tuple",
      raw: webSearchRow,
      expected: {
        lotNumber: "45704693",
        itemId: "46203349",
        vin: "WAUENCF5XJA",
        vinMasked: true,
        yardNumber: 647,
        lotAuctionStatus: "RS",
        country: "USA",
        auctionDate: new Date("2026-08-14T08:30:00Z"),
      },
    },
    {
      label: "the hidden-input item alone has no stock number",
      raw: (s) => s.VehicleDetails_item,
      expected: null,
    },
  ],
};

describe("iaai adapter on the real samples", () => {
  it("has a case for every IAAI sample on disk", () => {
    expect(sampleNames("iaai_")).toEqual(Object.keys(CASES).sort());
  });

  for (const [file, cases] of Object.entries(CASES)) {
    for (const c of cases) {
      it(`${file}: ${c.label}`, () => {
        const raw = c.raw(loadSample(file));
        const record = iaaiAdapter.normalise(raw);
        if (c.expected === null) {
          expect(record).toBeNull();
          return;
        }
        expect(record).not.toBeNull();
        expect(record).toMatchObject(c.expected);
        expect(lotRecordSchema.safeParse(record).success).toBe(true);
      });
    }
  }

  it("finds the items of a mobile search response", () => {
    const items = iaaiAdapter.extractItems(loadSample("iaai_mobile_search_45107325_CarTrap.json"));
    expect(items).toHaveLength(1);
    expect(iaaiAdapter.normalise(items[0])?.lotNumber).toBe("44610371");
  });
});

describe("iaai adapter on odd input", () => {
  it.each([
    ["null", null],
    ["a number", 44610371],
    ["no stock number", { data: { make: "FORD" } }],
    ["a stock number with letters", { StockNumber: "ABC" }],
  ])("returns null for %s", (_label, raw) => {
    expect(iaaiAdapter.normalise(raw)).toBeNull();
  });

  it("reads IAAI's month-first dates and treats 12/31/1899 as no date", () => {
    expect(
      iaaiAdapter.normalise({ StockNumber: "1234567", AuctionDateTime: "8/14/2026 1:30:00 PM +00:00" })?.auctionDate,
    ).toEqual(new Date("2026-08-14T13:30:00Z"));
    expect(
      iaaiAdapter.normalise({ StockNumber: "1234567", AuctionDateTime: "8/14/2026 1:30:00 PM -05:00" })?.auctionDate,
    ).toEqual(new Date("2026-08-14T18:30:00Z"));
    expect(
      iaaiAdapter.normalise({ StockNumber: "1234567", AuctionDateTime: "12/31/1899 12:00:00 AM" })?.auctionDate,
    ).toBeNull();
  });

  it("reads prices written as text and ignores a zero buy-now", () => {
    const record = iaaiAdapter.normalise({
      data: { stockNumber: "1234567", id: "7654321~US", highBidAmount: "$1,250", buyNowPrice: "$0" },
    });
    expect(record).toMatchObject({ currentBidCents: 125_000, buyNowPriceCents: null, buyNowUrl: null });
    const withBuyNow = iaaiAdapter.normalise({ data: { stockNumber: "1234567", id: "7654321~US", buyNowPrice: 9800 } });
    expect(withBuyNow).toMatchObject({
      buyNowPriceCents: 980_000,
      buyNowUrl: "https://www.iaai.com/VehicleDetail/7654321~US",
    });
  });

  it("converts kilometres to miles", () => {
    expect(iaaiAdapter.normalise({ StockNumber: "1234567", ODOValue: "16093", ODOUoM: "km" })?.odometerMiles).toBe(
      10_000,
    );
  });
});

describe("iaai adapter on buy-now and live flags", () => {
  it("offers buy-now when IAAI says so, even without a price", () => {
    expect(iaaiAdapter.normalise({ StockNumber: "1234567", Id: "7654321~US", BuyNowIndicator: true })?.buyNowUrl).toBe(
      "https://www.iaai.com/VehicleDetail/7654321~US",
    );
    expect(
      iaaiAdapter.normalise({ StockNumber: "1234567", Id: "7654321~US", BuyNowIndicator: false })?.buyNowUrl,
    ).toBeNull();
  });

  it("keeps the auction status that marks a live sale", () => {
    expect(iaaiAdapter.normalise({ data: { stockNumber: "1234567", auctionStatus: "LIVE" } })?.lotAuctionStatus).toBe(
      "LIVE",
    );
  });
});
