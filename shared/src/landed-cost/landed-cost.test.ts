// The landed-cost calculator against docs/domain/fees.md#copart-buyer-fee-table-a at three bid levels, the probidas.lt
// worked example (docs/domain/customs-and-costs.md#import-vat), the import VAT base, European margin-scheme and
// VAT-qualifying lots, and explicit FX rounding.
import { describe, expect, it } from "vitest";
import { calculateLandedCost, LandedCostInputError } from "./landed-cost.ts";
import type { LandedCost, LandedCostTables } from "./landed-cost.schemas.ts";
import { defaultTables } from "./landed-cost.test-support.ts";

const byCode = (result: LandedCost) => Object.fromEntries(result.lines.map((l) => [l.code, l]));
const eur = (result: LandedCost, code: string) => byCode(result)[code]?.eurCents;
const usd = (result: LandedCost, code: string) => byCode(result)[code]?.usdCents;

const copartSavannah = { platform: "copart", titleGroup: "S", yard: "GA - Savannah" } as const;

describe("US lots: auction fees from Copart's table A (docs/domain/fees.md#copart-buyer-fee-table-a)", () => {
  it.each([
    // bid, buyer fee (tier C), virtual bid fee
    [450_00, 180_00, 49_00],
    [2_500_00, 550_00, 99_00],
    [16_000_00, 1_200_00, 149_00],
  ])("a $%s cent Copart bid pays %s + %s cents of auction fees plus the fixed fees", (price, buyerFee, bidFee) => {
    const result = calculateLandedCost({ ...copartSavannah, priceCents: price }, defaultTables());
    expect(usd(result, "auction_buyer_fee")).toBe(buyerFee);
    expect(usd(result, "auction_bid_fee")).toBe(bidFee);
    expect(usd(result, "auction_gate_fee")).toBe(79_00);
    expect(usd(result, "auction_title_fee")).toBe(20_00);
    expect(usd(result, "auction_environmental_fee")).toBe(10_00);
    expect(result.feeScheduleVersion).toBe("copart/C/salvage/secured/online from 2025-09-01 v1");
  });

  it("prices a $2,500 salvage Copart car from Savannah line by line, in three bill stages", () => {
    const result = calculateLandedCost({ ...copartSavannah, priceCents: 2_500_00 }, defaultTables("0.9200"));
    expect(result.lines.map((l) => [l.code, l.stage, l.usdCents, l.eurCents])).toEqual([
      ["vehicle_price", "win", 2_500_00, 2_300_00],
      ["auction_buyer_fee", "win", 550_00, 506_00],
      ["auction_bid_fee", "win", 99_00, 91_08],
      ["auction_gate_fee", "win", 79_00, 72_68],
      ["auction_title_fee", "win", 20_00, 18_40],
      ["auction_environmental_fee", "win", 10_00, 9_20],
      ["broker_fee", "win", undefined, 300_00],
      ["us_inland_transport", "departure", 140_00, 128_80],
      ["ocean_freight", "departure", 1_025_00, 943_00],
      ["insurance", "departure", 37_50, 34_50],
      ["customs_duty", "arrival", undefined, 440_37], // 10% of CIF 4,403.66
      ["port_handling", "arrival", undefined, 250_00],
      ["import_vat", "arrival", undefined, 1_069_75], // 21% of 5,094.03
      ["registration_tax", "arrival", undefined, 0],
    ]);
    expect(result.stageTotals).toEqual({
      win: { eurCents: 3_297_36 },
      departure: { eurCents: 1_106_30 },
      arrival: { eurCents: 1_760_12 },
    });
    expect(result.totalEurCents).toBe(6_163_78);
    expect(result).toMatchObject({ fxRate: "0.9200", fxAsOf: "2026-11-20" });
    for (const line of result.lines) {
      expect(line.rule.length, line.code).toBeGreaterThan(10);
      expect(line.source.length, line.code).toBeGreaterThan(10);
    }
    expect(byCode(result).registration_tax?.rule).toMatch(/CO2 figure unknown/);
  });

  it("uses IAAI's schedule and live online bid fee, and a clean title skips Copart's environmental fee", () => {
    const iaai = calculateLandedCost(
      { platform: "iaai", priceCents: 5_600_00, titleGroup: "C", yard: "Abilene" },
      defaultTables(),
    );
    expect(usd(iaai, "auction_buyer_fee")).toBe(675_00);
    expect(usd(iaai, "auction_bid_fee")).toBe(125_00);
    expect(usd(iaai, "auction_service_fee")).toBe(95_00);
    expect(byCode(iaai).us_inland_transport?.rule).toMatch(/Houston/);
    const clean = calculateLandedCost({ ...copartSavannah, titleGroup: "C", priceCents: 1_000_00 }, defaultTables());
    expect(usd(clean, "auction_environmental_fee")).toBeUndefined();
    expect(clean.feeScheduleVersion).toMatch(/^copart\/C\/clean\//);
  });

  it("adds the pickup and EV surcharges to the towing, and finds yards however they are spelt", () => {
    const plain = calculateLandedCost({ ...copartSavannah, priceCents: 1_000_00 }, defaultTables());
    const heavy = calculateLandedCost(
      { ...copartSavannah, yard: "ga-SAVANNAH", priceCents: 1_000_00, pickup: true, fuel: "electric" },
      defaultTables(),
    );
    expect(usd(heavy, "us_inland_transport")! - usd(plain, "us_inland_transport")!).toBe(450_00);
  });
});

describe("customs duty, VAT and the registration tax", () => {
  /** The probidas.lt example: no auction or broker fees, no insurance, FX 1:1. */
  function probidasTables(handlingCents: number): LandedCostTables {
    const tables = defaultTables("1");
    tables.feeSchedules = tables.feeSchedules.map((s) => ({
      ...s,
      buyerFee: [{ fromCents: 0, feeCents: 0 }],
      bidFee: [{ fromCents: 0, feeCents: 0 }],
      fixedFees: [],
    }));
    tables.costs["costs.brokerFee"].amountCents = 0;
    tables.costs["costs.insurance"].percent = "0";
    tables.costs["costs.inlandTransport"].yards = [
      { platform: "copart", yard: "Test Yard", city: "X", zip: "00000", port: "savannah", rateCents: 200_00 },
    ];
    tables.costs["costs.oceanFreight"].ports.savannah = 500_00;
    tables.costs["costs.portHandling"].amountCents = handlingCents;
    return tables;
  }

  it("reproduces probidas.lt: auction 1,000 + transport 200 + logistics 500 gives a duty of 170", () => {
    const result = calculateLandedCost(
      { platform: "copart", priceCents: 1_000_00, yard: "Test Yard" },
      probidasTables(0),
    );
    expect(result.stageTotals.win.eurCents + result.stageTotals.departure.eurCents).toBe(1_700_00);
    expect(eur(result, "customs_duty")).toBe(170_00);
    expect(eur(result, "import_vat")).toBe(392_70); // 21% x (1,700 + 170)
  });

  it("charges VAT on CIF + duty + handling, not on CIF alone", () => {
    const result = calculateLandedCost(
      { platform: "copart", priceCents: 1_000_00, yard: "Test Yard" },
      probidasTables(100_00),
    );
    expect(eur(result, "import_vat")).toBe(413_70); // 21% x (1,700 + 170 + 100)
    const seeded = calculateLandedCost({ ...copartSavannah, priceCents: 7_777_00 }, defaultTables());
    const cif = seeded.stageTotals.win.eurCents + seeded.stageTotals.departure.eurCents;
    const duty = eur(seeded, "customs_duty")!;
    expect(duty).toBe(Math.round(cif * 0.1));
    expect(eur(seeded, "import_vat")).toBe(Math.round((cif + duty + eur(seeded, "port_handling")!) * 0.21));
  });

  it.each([
    ["automobile", undefined, undefined, 10],
    ["atv", undefined, undefined, 10],
    ["motorcycle", 125, undefined, 8],
    ["motorcycle", 1_000, undefined, 6],
    ["motorcycle", undefined, undefined, 8],
    ["motorcycle", undefined, "electric", 6],
  ] as const)("a %s (%s cc, fuel %s) pays %s percent duty", (vehicleType, engineCc, fuel, percent) => {
    const tables = probidasTables(0);
    const result = calculateLandedCost(
      { platform: "copart", priceCents: 1_000_00, yard: "Test Yard", vehicleType, engineCc, fuel },
      tables,
    );
    // An EV's towing carries a surcharge, so take the CIF from the result.
    const cif = result.stageTotals.win.eurCents + result.stageTotals.departure.eurCents;
    expect(eur(result, "customs_duty")).toBe((cif * percent) / 100);
  });

  it("adds the registration tax by CO2 and fuel, and exempts EVs, old cars, motorcycles", () => {
    const tax = (extra: object) =>
      eur(
        calculateLandedCost({ ...copartSavannah, priceCents: 1_000_00, ...extra }, defaultTables()),
        "registration_tax",
      );
    expect(tax({ fuel: "gasoline", co2GramsPerKm: 135 })).toBe(36_00);
    expect(tax({ fuel: "diesel", co2GramsPerKm: 135 })).toBe(72_00);
    expect(tax({ fuel: "gasoline", co2GramsPerKm: 90 })).toBe(0);
    expect(tax({ fuel: "gasoline", co2GramsPerKm: 320 })).toBe(870_00);
    expect(tax({ fuel: "diesel", co2GramsPerKm: 320 })).toBe(1_740_00);
    expect(tax({ fuel: "electric", co2GramsPerKm: 0 })).toBe(0);
    expect(tax({ fuel: "gasoline", co2GramsPerKm: 250, year: 1996 })).toBe(0); // 30 years old in 2026
    expect(tax({ fuel: "gasoline", co2GramsPerKm: 250, year: 1997 })).toBe(558_00);
    const in2030 = { ...defaultTables(), at: "2030-03-01" };
    const old = { ...copartSavannah, priceCents: 1_000_00, fuel: "gasoline", co2GramsPerKm: 250, year: 2000 } as const;
    expect(eur(calculateLandedCost(old, in2030), "registration_tax")).toBe(0);
    expect(tax({ vehicleType: "motorcycle", fuel: "gasoline", co2GramsPerKm: 250 })).toBe(0);
  });
});

describe("European lots", () => {
  const lot = { platform: "europe", priceCents: 8_000_00, country: "de" } as const;

  it("a margin-scheme lot pays price, broker fee and truck transport: no duty, no separate VAT", () => {
    const result = calculateLandedCost({ ...lot, vatScheme: "margin" }, defaultTables());
    expect(result.lines.map((l) => [l.code, l.stage, l.eurCents])).toEqual([
      ["vehicle_price", "win", 8_000_00],
      ["broker_fee", "win", 300_00],
      ["eu_truck_transport", "departure", 410_00], // 900 km x €0.45, to €10
      ["customs_duty", "arrival", 0],
      ["vat", "arrival", 0],
      ["registration_tax", "arrival", 0],
    ]);
    expect(byCode(result).vat?.rule).toMatch(/Margin scheme/);
    expect(result.totalEurCents).toBe(8_710_00);
    expect(result.feeScheduleVersion).toBeNull();
    expect(result.lines.every((l) => l.usdCents === undefined)).toBe(true);
  });

  it("a VAT-qualifying lot adds 21% Lithuanian VAT for a private buyer and reverse-charges a VAT-registered business", () => {
    const priv = calculateLandedCost(
      { ...lot, vatScheme: "vat-qualifying", auctionFeeCents: 190_00, fuel: "gasoline", co2GramsPerKm: 145 },
      defaultTables(),
    );
    expect(eur(priv, "auction_buyer_fee")).toBe(190_00);
    expect(eur(priv, "vat")).toBe(1_869_00); // 21% x (8,000 + 190 + 300 + 410)
    expect(eur(priv, "registration_tax")).toBe(54_00);
    expect(priv.totalEurCents).toBe(8_900_00 + 1_869_00 + 54_00);

    const business = calculateLandedCost(
      { ...lot, vatScheme: "vat-qualifying", buyerType: "business", vatRegistered: true },
      defaultTables(),
    );
    expect(eur(business, "vat")).toBe(0);
    expect(byCode(business).vat?.rule).toMatch(/reverse charge/);
    const unregistered = calculateLandedCost(
      { ...lot, vatScheme: "vat-qualifying", buyerType: "business" },
      defaultTables(),
    );
    expect(eur(unregistered, "vat")).toBe(1_829_10);
  });
});

describe("FX and refusals", () => {
  it("converts each USD amount once, rounding half away from zero", () => {
    const result = calculateLandedCost({ ...copartSavannah, priceCents: 1_234_57 }, defaultTables("0.9234"));
    expect(eur(result, "vehicle_price")).toBe(1_140_00); // 1140.0019...
    expect(usd(result, "insurance")).toBe(18_52); // 1.5% of 1,234.57 = 18.518...
    expect(eur(result, "insurance")).toBe(17_10); // 17.1013...
    expect(result.fxRate).toBe("0.9234");
  });

  it("names the field it cannot price", () => {
    const fieldOf = (input: Parameters<typeof calculateLandedCost>[0]) => {
      try {
        calculateLandedCost(input, defaultTables());
      } catch (e) {
        if (e instanceof LandedCostInputError) return e.field;
        throw e;
      }
      return null;
    };
    expect(fieldOf({ platform: "copart", priceCents: 100_00 })).toBe("yard");
    expect(fieldOf({ platform: "copart", priceCents: 100_00, yard: "Atlantis" })).toBe("yard");
    expect(fieldOf({ platform: "iaai", priceCents: 100_00, yard: "GA - Savannah" })).toBe("yard"); // a Copart yard
    expect(fieldOf({ platform: "europe", priceCents: 100_00, vatScheme: "margin" })).toBe("country");
    expect(fieldOf({ platform: "europe", priceCents: 100_00, country: "US", vatScheme: "margin" })).toBe("country");
    expect(fieldOf({ platform: "europe", priceCents: 100_00, country: "NO", vatScheme: "margin" })).toBe("country");
    expect(fieldOf({ platform: "europe", priceCents: 100_00, country: "MT", vatScheme: "margin" })).toBe("country"); // EU, no road rate
    expect(fieldOf({ platform: "europe", priceCents: 100_00, country: "DE" })).toBe("vatScheme");
  });
});

describe("pricing up to a bill stage", () => {
  it("prices each stage's lines exactly as the full calculation does", () => {
    const input = { ...copartSavannah, priceCents: 2_500_00 };
    const full = calculateLandedCost(input, defaultTables());
    for (const stage of ["win", "departure"] as const) {
      const partial = calculateLandedCost(input, defaultTables(), { upTo: stage });
      expect(partial.stageTotals[stage]).toEqual(full.stageTotals[stage]);
      expect(partial.stageTotals.arrival.eurCents).toBe(0);
    }
  });

  it("prices the win of a lot whose yard or country it cannot price the transport of", () => {
    const us = calculateLandedCost(
      { platform: "copart", titleGroup: "S", yard: "Atlantis", priceCents: 100_00 },
      defaultTables(),
      {
        upTo: "win",
      },
    );
    expect(us.lines.map((l) => l.code)).toContain("broker_fee");
    expect(us.lines.every((l) => l.stage === "win")).toBe(true);
    const eu = calculateLandedCost(
      { platform: "europe", country: "MT", vatScheme: "margin", priceCents: 100_00 },
      defaultTables(),
      { upTo: "win" },
    );
    expect(eu.stageTotals.win.eurCents).toBeGreaterThan(100_00);
    expect(() =>
      calculateLandedCost({ platform: "copart", yard: "Atlantis", priceCents: 100_00 }, defaultTables(), {
        upTo: "departure",
      }),
    ).toThrow(LandedCostInputError);
  });
});
