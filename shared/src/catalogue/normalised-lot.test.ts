import { describe, expect, it } from "vitest";
import { copartAdapter } from "./copart.adapter.ts";
import { iaaiAdapter } from "./iaai.adapter.ts";
import type { LotRecord } from "./lot.schemas.ts";
import { normalisedLotSchema, toNormalisedLot, withCopartImageVariants, type NormalisedLot } from "./normalised-lot.ts";
import { loadSample, sampleNames } from "./samples.test-support.ts";

type Sample = Record<string, unknown>;
const NOW = new Date("2026-08-17T12:00:00Z");

function productDetailsVm(s: Sample) {
  const inventoryView: Sample = {};
  for (const [k, v] of Object.entries(s)) if (k.startsWith("inventoryView.")) inventoryView[k.slice(14)] = v;
  return { inventoryView, auctionInformation: s.auctionInformation };
}

function webSearchRow(s: Sample) {
  const t = s.row_identity_tuple_from_ImageModalClicked as Record<string, string>;
  return {
    ...(s.VehicleDetails_item as Sample),
    StockNumber: t.stock,
    VINMask: t.vinMask,
    Make: t.make,
    Model: t.model,
  };
}

/** Every lot each sample file holds, and the normalised fields a person reads off its raw JSON. */
const SAMPLE_LOTS: Record<string, { raw: (s: Sample) => unknown; expected: Partial<NormalisedLot> }[]> = {
  "copart_lotdetails_64951306_klubko04-car-bid-tracker.json": [
    {
      raw: (s) => s,
      expected: {
        id: "copart-64951306",
        platform: "copart",
        lotNumber: "64951306",
        stockNumber: null,
        title: "2018 AUDI S5 PRESTIGE",
        subtitle: "PRESTIGE",
        imageUrls: [
          "https://cs.copart.com/v1/AUTH_svc.pdoc00001/lpp/0826/dc9b8a3499364cf69b1848aee60eb9ef_ful.jpg",
          "https://cs.copart.com/v1/AUTH_svc.pdoc00001/lpp/0826/dc9b8a3499364cf69b1848aee60eb9ef_ful_1.jpg",
          "https://cs.copart.com/v1/AUTH_svc.pdoc00001/lpp/0826/dc9b8a3499364cf69b1848aee60eb9ef_ful_2.jpg",
          "https://cs.copart.com/v1/AUTH_svc.pdoc00001/lpp/0826/dc9b8a3499364cf69b1848aee60eb9ef_ful_3.jpg",
          "https://cs.copart.com/v1/AUTH_svc.pdoc00001/lpp/0826/dc9b8a3499364cf69b1848aee60eb9ef_ful_4.jpg",
        ],
        currentBid: 19700,
        price: "$19,700",
        buyNowPrice: 21500,
        bnp: 21500,
        buyNowPriceFormatted: "$21,500",
        buyNowUrl: "https://www.copart.com/lot/64951306",
        location: "CT - HARTFORD SPRINGFIELD",
        branch: "CT - HARTFORD SPRINGFIELD",
        region: "CT",
        odometer: "55,668 mi",
        odometerKm: 89589,
        damage: "MINOR DENT/SCRATCHES",
        primaryDamage: "MINOR DENT/SCRATCHES",
        auctionDate: "2026-08-18T01:00:00.000Z",
        ad: 1787014800000,
        auctionDateFormatted: "Aug 18, 2026 1:00 AM (UTC+0)",
        isUpcomingAuction: true,
        // bnp 21500 with buyTodayFlag Y: buy-now is offered, which the status rules rank above Upcoming.
        status: "Buy Now",
        statusClassName: "status-buy-now",
        cardStatus: "starting-soon",
        cardStatusLabel: "Starting soon",
        badges: ["clean-title", "runs-drives"],
        engine: "3.0L 6",
        fuelType: "gasoline",
        transmission: "automatic",
        driveline: "awd",
        titleType: "CERTIFICATE OF TITLE (P)",
        exteriorColor: "blue",
        runsDrives: "RUNS AND DRIVES",
        vin: "WAUC4CF55JA******",
        vinMasked: true,
        key: true,
        bodyStyle: "hatchback",
        cylinder: 6,
        laneRun: "5029",
        bidStatus: "NEVER_BID",
        counterBidStatus: "DEFAULT",
        saleStatus: "MINIMUM_BID",
        buyerHighBidder: false,
        isSold: false,
        isLiveAuction: false,
      },
    },
  ],
  "copart_lotdetails_with_images_74980204_browser-extension.json": [
    {
      raw: (s) => s,
      expected: {
        lotNumber: "74980204",
        title: "2022 HONDA ACCORD SPORT",
        price: "No bids",
        buyNowPrice: null,
        buyNowUrl: null,
        odometer: "28,353 mi",
        odometerKm: 45630,
        damage: "REAR END",
        auctionDate: null,
        auctionDateFormatted: null,
        countdown: null,
        status: "Ended",
        cardStatus: null,
        badges: ["runs-drives"],
        vin: "1HGCV1F35NA******",
        saleStatus: "PURE_SALE",
      },
    },
  ],
  "copart_lotimages_legacy_shape_browser-extension.json": [],
  "copart_search_row_18881174_certifications-test.json": [
    {
      raw: (s) => s.row,
      expected: {
        lotNumber: "18881174",
        vin: "JTLKT324464093337",
        vinMasked: false,
        odometer: "Unknown",
        odometerKm: null,
        odometerBrand: "EXEMPT",
        damageDescription: "FRONT END / SIDE",
        secondaryDamage: "SIDE",
        status: "Ended",
        countdown: { ended: true, days: 0, hours: 0, minutes: 0, seconds: 0, text: "Auction ended" },
        cardStatusLabel: "Ended",
        badges: ["salvage-title"],
        imageUrls: [
          "https://cs.copart.com/v1/AUTH_svc.pdoc00001/NAP140417/6e2bd65c-afe3-4139-a28e-46bfe43adde0.JPG",
          "https://cs.copart.com/v1/AUTH_svc.pdoc00001/NAP140417/6e2bd65c-afe3-4139-a28e-46bfe43adde0_1.JPG",
          "https://cs.copart.com/v1/AUTH_svc.pdoc00001/NAP140417/6e2bd65c-afe3-4139-a28e-46bfe43adde0_2.JPG",
          "https://cs.copart.com/v1/AUTH_svc.pdoc00001/NAP140417/6e2bd65c-afe3-4139-a28e-46bfe43adde0_3.JPG",
          "https://cs.copart.com/v1/AUTH_svc.pdoc00001/NAP140417/6e2bd65c-afe3-4139-a28e-46bfe43adde0_4.JPG",
        ],
        saleStatus: "PURE_SALE",
      },
    },
  ],
  "copart_search_row_62830586_klubko04-car-bid-tracker.json": [
    {
      raw: (s) => s.search_row,
      expected: {
        lotNumber: "62830586",
        price: "$1,250",
        odometer: "94,750 mi",
        auctionDate: "2026-08-19T14:00:00.000Z",
        status: "Upcoming",
        countdown: { ended: false, days: 2, hours: 2, minutes: 0, seconds: 0, text: "2d 2h 0m 0s" },
        badges: ["salvage-title", "runs-drives"],
        vehicleType: "automobile",
      },
    },
  ],
  "copart_search_rows_trimmed_klubko04-car-bid-tracker.json": [
    { raw: (s) => s.ROW_CANADA, expected: { lotNumber: "46178876", currency: "CAD", price: "No bids" } },
    { raw: (s) => s.ROW_SELLER_SHOWN, expected: { lotNumber: "55977946", badges: ["salvage-title"] } },
    { raw: (s) => s.ROW_SELLER_HIDDEN, expected: { lotNumber: "59832836", badges: [], status: "Ended" } },
    { raw: (s) => s.ROW_NO_SELLER, expected: { lotNumber: "64794106", badges: ["clean-title"] } },
    { raw: (s) => s.REAL_DETAIL_PAYLOAD, expected: { lotNumber: "64951306", price: "$19,700" } },
  ],
  "iaai_mobile_inventorydetails_44981230_CarTrap.json": [
    {
      raw: (s) => s,
      expected: {
        id: "iaai-44484523",
        platform: "iaai",
        lotNumber: "44484523",
        stockNumber: "44484523",
        itemId: "44981230",
        title: "2025 FORD MUSTANG MACH-E GT",
        subtitle: "GT",
        imageUrls: [
          "https://vis.iaai.com/resizer?imageKeys=44981230~SID~B749~S0~I1~RW2576~H1932~TH0&width=845&height=633",
        ],
        odometer: "5,568 mi",
        odometerKm: 8961,
        vin: "3FMTK4SX8SMA28701",
        vinMasked: false,
        key: true,
        damage: "RIGHT FRONT",
        auctionDate: "2026-03-26T17:00:00.000Z",
        // March: IAAI times are shown at UTC-5.
        auctionDateFormatted: "Mar 26, 2026 12:00 PM (UTC-5)",
        auctionDateOffsetMinutes: -300,
        status: "Ended",
        price: "No bids",
      },
    },
  ],
  "iaai_mobile_search_45107325_CarTrap.json": [
    {
      raw: (s) => (s.results as unknown[])[0],
      expected: {
        lotNumber: "44610371",
        stockNumber: "44610371",
        itemId: "45107325",
        location: "RANCHO CORDOVA, CA",
        titleType: "CLEAR",
        titleState: "PA",
        badges: ["clean-title"],
        odometer: "2,728 mi",
      },
    },
  ],
  "iaai_productdetailsvm_46203349_klubko04-car-bid-tracker.json": [
    {
      raw: productDetailsVm,
      expected: {
        lotNumber: "45704693",
        itemId: "46203349",
        vin: "WAUENCF5XJA******",
        vinMasked: true,
        loss: "COLLISION",
        startCode: "STATIONARY",
        airbags: "INTACT",
        laneRun: "B - #29",
        primaryDamage: "RIGHT FRONT",
        secondaryDamage: "FRONT END",
        damageDescription: "RIGHT FRONT / FRONT END",
        titleType: "REBUILDABLE",
        badges: ["salvage-title"],
        buyNowPrice: null,
        buyNowUrl: null,
        auctionDateFormatted: "Aug 14, 2026 8:30 AM (UTC-5)",
        status: "Ended",
        cardStatusLabel: "Ended",
        odometer: "76,471 mi",
      },
    },
  ],
  "iaai_search_vehicledetails_46203349_klubko04-car-bid-tracker.json": [
    {
      raw: webSearchRow,
      expected: { lotNumber: "45704693", itemId: "46203349", lotAuctionStatus: "RS", status: "Ended" },
    },
  ],
};

function normalise(file: string, raw: unknown): LotRecord | null {
  return file.startsWith("copart_") ? copartAdapter.normalise(raw) : iaaiAdapter.normalise(raw);
}

describe("every sample normalises to the full lot", () => {
  it("covers every sample file on disk", () => {
    expect(sampleNames("")).toEqual(Object.keys(SAMPLE_LOTS).sort());
  });

  for (const [file, lots] of Object.entries(SAMPLE_LOTS)) {
    lots.forEach((c, i) => {
      it(`${file} #${i + 1}`, () => {
        const raw = c.raw(loadSample(file));
        const record = normalise(file, raw);
        expect(record).not.toBeNull();
        const lot = toNormalisedLot(record!, NOW);
        expect(normalisedLotSchema.safeParse(lot).success).toBe(true);
        expect(lot).toMatchObject(c.expected);
        expect(lot.originalData).toEqual(raw);
      });
    });
  }
});

describe("toNormalisedLot", () => {
  const record = copartAdapter.normalise(loadSample("copart_lotdetails_64951306_klubko04-car-bid-tracker.json"))!;

  it("computes the clock fields from the given now", () => {
    const live = toNormalisedLot(record, new Date("2026-08-18T02:00:00Z"));
    expect(live).toMatchObject({ status: "Live Now", isLiveAuction: true, cardStatusLabel: "Live auction" });
    expect(live.countdown?.text).toBe("Auction ended");
    const closing = toNormalisedLot(record, new Date("2026-08-18T00:30:00Z"));
    expect(closing).toMatchObject({ status: "Buy Now", cardStatus: "pre-bid-closed" });
    expect(closing.countdown?.text).toBe("0d 0h 30m 0s");
  });

  it("writes the auction date in the visitor's offset and locale", () => {
    const lot = toNormalisedLot(record, NOW, { timeZoneOffsetMinutes: 180, locale: "lt" });
    expect(lot.auctionDateFormatted).toBe("2026-08-18 04:00 (UTC+3)");
    expect(lot.auctionDateOffsetMinutes).toBe(180);
  });

  it("takes a stored row's id and leaves several Copart images alone", () => {
    const lot = toNormalisedLot({ ...record, id: "row-id", imageUrls: ["a.jpg", "b.jpg"] }, NOW);
    expect(lot.id).toBe("row-id");
    expect(lot.imageUrls).toEqual(["a.jpg", "b.jpg"]);
  });

  it("adds no image variants to IAAI lots or lots without images", () => {
    expect(toNormalisedLot({ ...record, platform: "iaai", imageUrls: ["x.jpg"] }, NOW).imageUrls).toEqual(["x.jpg"]);
    expect(toNormalisedLot({ ...record, imageUrls: [] }, NOW).imageUrls).toEqual([]);
  });
});

describe("Copart numbered image variants", () => {
  it.each([
    ["https://x/a_ful.jpg", ["https://x/a_ful.jpg", "https://x/a_ful_1.jpg", "https://x/a_ful_4.jpg"]],
    ["https://x/a.jpg?w=1", ["https://x/a.jpg?w=1", "https://x/a_1.jpg?w=1", "https://x/a_4.jpg?w=1"]],
    ["/img/noext", ["/img/noext", "/img/noext_1", "/img/noext_4"]],
  ])("%s", (url, [first, variant1, variant4]) => {
    const urls = withCopartImageVariants([url]);
    expect(urls).toHaveLength(5);
    expect([urls[0], urls[1], urls[4]]).toEqual([first, variant1, variant4]);
  });

  it("only when there is exactly one image", () => {
    expect(withCopartImageVariants([])).toEqual([]);
    expect(withCopartImageVariants(["a.jpg", "b.jpg"])).toEqual(["a.jpg", "b.jpg"]);
  });
});
