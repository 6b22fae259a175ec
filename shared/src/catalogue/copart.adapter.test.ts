import { describe, expect, it } from "vitest";
import { copartAdapter } from "./copart.adapter.ts";
import { lotRecordSchema, type LotRecord } from "./lot.schemas.ts";
import { loadSample, sampleNames } from "./samples.test-support.ts";

type Case = { label: string; raw: (sample: Record<string, unknown>) => unknown; expected: Partial<LotRecord> | null };

// Every Copart sample, with the fields a person would check against the raw JSON.
const CASES: Record<string, Case[]> = {
  "copart_lotdetails_64951306_klubko04-car-bid-tracker.json": [
    {
      label: "lot-details response with buy-now, masked VIN and clean title",
      raw: (s) => s,
      expected: {
        platform: "copart",
        lotNumber: "64951306",
        year: 2018,
        make: "AUDI",
        model: "S5",
        trim: "PRESTIGE",
        title: "2018 AUDI S5 PRESTIGE",
        vin: "WAUC4CF55JA",
        vinMasked: true,
        odometerMiles: 55668,
        odometerBrand: "ACTUAL",
        primaryDamage: "MINOR DENT/SCRATCHES",
        titleType: "CERTIFICATE OF TITLE (P)",
        titleGroup: "C",
        titleState: "MI",
        exteriorColor: "blue",
        runsDrives: "RUNS AND DRIVES",
        hasKeys: true,
        engine: "3.0L 6",
        cylinders: 6,
        fuelType: "gasoline",
        transmission: "automatic",
        driveline: "awd",
        bodyStyle: "hatchback",
        location: "CT - HARTFORD SPRINGFIELD",
        region: "CT",
        city: "EAST GRANBY",
        postalCode: "06026",
        country: "USA",
        yardNumber: 880,
        auctionDate: new Date(1787014800000),
        currentBidCents: 1_970_000,
        buyNowPriceCents: 2_150_000,
        buyNowUrl: "https://www.copart.com/lot/64951306",
        bidStatus: "NEVER_BID",
        saleStatus: "MINIMUM_BID",
        counterBidStatus: "DEFAULT",
        buyerHighBidder: false,
        isSold: false,
        currency: "USD",
        thumbnailUrl: "https://cs.copart.com/v1/AUTH_svc.pdoc00001/lpp/0826/dc9b8a3499364cf69b1848aee60eb9ef_thb.jpg",
        imageUrls: ["https://cs.copart.com/v1/AUTH_svc.pdoc00001/lpp/0826/dc9b8a3499364cf69b1848aee60eb9ef_ful.jpg"],
      },
    },
  ],
  "copart_lotdetails_with_images_74980204_browser-extension.json": [
    {
      label: "lotImages response: details plus the full-size image list",
      raw: (s) => s,
      expected: {
        lotNumber: "74980204",
        year: 2022,
        make: "HONDA",
        model: "ACCORD",
        trim: "SPORT",
        vin: "1HGCV1F35NA",
        vinMasked: true,
        odometerMiles: 28353,
        primaryDamage: "REAR END",
        driveline: "fwd",
        exteriorColor: "white",
        currentBidCents: 0,
        buyNowPriceCents: null,
        buyNowUrl: null,
        saleStatus: "PURE_SALE",
        // Only `lad` (meaning unknown) is present: no auction date rather than a guessed one.
        auctionDate: null,
      },
    },
  ],
  "copart_lotimages_legacy_shape_browser-extension.json": [
    { label: "legacy images-only response has no lot", raw: (s) => s, expected: null },
  ],
  "copart_search_row_18881174_certifications-test.json": [
    {
      label: "2019 search row with a full VIN and an exempt odometer",
      raw: (s) => s.row,
      expected: {
        lotNumber: "18881174",
        make: "TOYOTA",
        model: "SCION XB",
        year: 2006,
        vin: "JTLKT324464093337",
        vinMasked: false,
        odometerMiles: null,
        odometerBrand: "EXEMPT",
        primaryDamage: "FRONT END",
        secondaryDamage: "SIDE",
        damageDescription: "FRONT END / SIDE",
        titleGroup: "S",
        titleType: "CERT OF TITLE-SALVAGE",
        titleState: "SC",
        bodyStyle: "suv",
        runsDrives: "ENHANCED VEHICLES",
        yardNumber: 56,
        location: "SC - COLUMBIA",
        region: "SC",
        auctionDate: new Date(1571407200000),
      },
    },
  ],
  "copart_search_row_62830586_klubko04-car-bid-tracker.json": [
    {
      label: "search row with dynamicLotDetails and no yard name",
      raw: (s) => s.search_row,
      expected: {
        lotNumber: "62830586",
        model: "S5",
        trim: "PRESTIGE",
        vin: "WAUC4CF5XJA",
        vinMasked: true,
        odometerMiles: 94750,
        primaryDamage: "FRONT END",
        secondaryDamage: "UNDERCARRIAGE",
        titleGroup: "S",
        currentBidCents: 125_000,
        vehicleType: "automobile",
        location: "OH - MORAINE",
        postalCode: "45439",
        laneRun: "1201",
        auctionDate: new Date(1787148000000),
        imageUrls: ["https://cs.copart.com/path/first_ful.jpg"],
      },
    },
  ],
  "copart_search_rows_trimmed_klubko04-car-bid-tracker.json": [
    {
      label: "Canadian row: CAD, province, title group from the URL slug",
      raw: (s) => s.ROW_CANADA,
      expected: {
        lotNumber: "46178876",
        currency: "CAD",
        country: "CAN",
        region: "QC",
        city: "MONTREAL-EST",
        titleGroup: "S",
        trim: "PRESTIGE",
      },
    },
    {
      label: "row with the seller shown",
      raw: (s) => s.ROW_SELLER_SHOWN,
      expected: { lotNumber: "55977946", trim: "PREMIUM PLUS", region: "NV", titleGroup: "S" },
    },
    {
      label: "row with the seller hidden and a plain slug",
      raw: (s) => s.ROW_SELLER_HIDDEN,
      expected: { lotNumber: "59832836", titleGroup: null, location: "OH - CLEVELAND WEST" },
    },
    {
      label: "row with a clean-title slug",
      raw: (s) => s.ROW_NO_SELLER,
      expected: { lotNumber: "64794106", titleGroup: "C", vin: "WAUP4AF57JA" },
    },
    {
      label: "trimmed detail payload",
      raw: (s) => s.REAL_DETAIL_PAYLOAD,
      expected: { lotNumber: "64951306", titleGroup: "C", currentBidCents: 1_970_000, title: "2018 AUDI S5" },
    },
  ],
};

describe("copart adapter on the real samples", () => {
  it("has a case for every Copart sample on disk", () => {
    expect(sampleNames("copart_")).toEqual(Object.keys(CASES).sort());
  });

  for (const [file, cases] of Object.entries(CASES)) {
    for (const c of cases) {
      it(`${file}: ${c.label}`, () => {
        const raw = c.raw(loadSample(file));
        const record = copartAdapter.normalise(raw);
        if (c.expected === null) {
          expect(record).toBeNull();
          return;
        }
        expect(record).not.toBeNull();
        expect(record).toMatchObject(c.expected);
        expect(lotRecordSchema.safeParse(record).success).toBe(true);
        expect(record?.originalData).toEqual(raw);
      });
    }
  }
});

describe("copart adapter on odd input", () => {
  it.each([
    ["null", null],
    ["a string", "64951306"],
    ["an array", [1, 2]],
    ["no lot number", { mkn: "AUDI" }],
    ["lot number zero", { ln: 0 }],
    ["lot number with letters", { lotNumberStr: "12AB" }],
  ])("returns null for %s", (_label, raw) => {
    expect(copartAdapter.normalise(raw)).toBeNull();
  });

  it("turns odd fields into nulls, not exceptions", () => {
    const record = copartAdapter.normalise({
      ln: 12345678,
      lcy: "soon",
      fv: "WAUC4CF55JA*****",
      orr: -1,
      ad: "not a date",
      hb: "lots",
      bnp: -5,
      cuc: " ",
      ld: 42,
      dynamicLotDetails: "broken",
      imagesList: { content: "nope" },
      tims: { url: 1 },
    });
    expect(record).toMatchObject({
      lotNumber: "12345678",
      year: null,
      vin: null,
      vinMasked: false,
      odometerMiles: null,
      auctionDate: null,
      currentBidCents: null,
      buyNowPriceCents: null,
      currency: "USD",
      title: "42",
      imageUrls: [],
    });
  });

  it("rejects VINs with I, O or Q instead of repairing them", () => {
    expect(copartAdapter.normalise({ ln: 12345678, fv: "JTLKT3244640933I7" })?.vin).toBeNull();
  });

  it("clips over-long text to the column width", () => {
    const record = copartAdapter.normalise({ ln: 12345678, dd: "X".repeat(500), ld: "Y".repeat(400) });
    expect(record?.primaryDamage).toHaveLength(80);
    expect(record?.title).toHaveLength(200);
  });

  it("finds the rows of a search response; an entry that is not a row is read and skipped, not lost", () => {
    const rows = copartAdapter.extractItems({ data: { results: { content: [{ ln: 1 }, { ln: 2 }, "x"] } } });
    expect(rows).toHaveLength(3);
    expect(copartAdapter.read(rows[2])).toMatchObject({ ok: false, reason: { code: "not-an-object", excerpt: "x" } });
  });
});

describe("copart adapter on the normalised codes and Copart's own fields", () => {
  const ln = 12345678;

  it("reads sold from lotSold or the status code S", () => {
    expect(copartAdapter.normalise({ ln, lotSold: true })?.isSold).toBe(true);
    expect(copartAdapter.normalise({ ln, dynamicLotDetails: { lotSold: true } })?.isSold).toBe(true);
    expect(copartAdapter.normalise({ ln, lsts: "S" })?.isSold).toBe(true);
    expect(copartAdapter.normalise({ ln, status: "s" })?.isSold).toBe(true);
    expect(copartAdapter.normalise({ ln, lsts: "O" })?.isSold).toBe(false);
  });

  it("offers buy-now on a price, or on the buy-it-now code without one", () => {
    expect(copartAdapter.normalise({ ln, bnp: 21500 })).toMatchObject({
      buyNowPriceCents: 2_150_000,
      buyNowUrl: `https://www.copart.com/lot/${ln}`,
    });
    for (const code of [{ bndc: "BUY IT NOW" }, { bndc: "YES" }, { buy_it_now_code: "B1" }]) {
      expect(copartAdapter.normalise({ ln, ...code })).toMatchObject({
        buyNowPriceCents: null,
        buyNowUrl: `https://www.copart.com/lot/${ln}`,
      });
    }
    expect(copartAdapter.normalise({ ln, bndc: "", bnp: 0 })?.buyNowUrl).toBeNull();
  });

  it("reads the live state from dynamicLotDetails or the row", () => {
    expect(copartAdapter.normalise({ ln, dynamicLotDetails: { lotAuctionStatus: "LIVE_BIDDING" } })).toMatchObject({
      lotAuctionStatus: "LIVE_BIDDING",
    });
    expect(copartAdapter.normalise({ ln, bidStatus: "LIVE" })?.bidStatus).toBe("LIVE");
  });

  it("reads the sale status from its code ss when no text is given", () => {
    expect(copartAdapter.normalise({ ln, ss: 2 })?.saleStatus).toBe("MINIMUM_BID");
    expect(copartAdapter.normalise({ ln, ss: 5 })?.saleStatus).toBe("PURE_SALE");
    expect(copartAdapter.normalise({ ln, ss: 5, ess: "On Approval" })?.saleStatus).toBe("ON_APPROVAL");
  });

  it("reads runs-and-drives from the condition code when the text is missing", () => {
    expect(copartAdapter.normalise({ ln, lcc: "CERT-D" })?.runsDrives).toBe("RUNS AND DRIVES");
    expect(copartAdapter.normalise({ ln, lic: ["IV", "CERT-D"] })?.runsDrives).toBe("RUNS AND DRIVES");
    expect(copartAdapter.normalise({ ln, lic: ["IV", "CERT-E"] })?.runsDrives).toBeNull();
  });
});
