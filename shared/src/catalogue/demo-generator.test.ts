import { describe, expect, it } from "vitest";
import { DEMO_REFERENCE } from "./bundled-demo-reference.ts";
import { copartAdapter } from "./copart.adapter.ts";
import { DEMO_IMAGE_COUNT, demoImagePath, generateDemoCatalogue, vinCheckDigit } from "./demo-generator.ts";
import { ATV_MAKES, MOTORCYCLE_MAKES } from "./demo-market-data.ts";
import { damageZoneOf, parseDemoImage } from "../demo-images/demo-image-name.ts";
import { iaaiAdapter } from "./iaai.adapter.ts";
import type { LotRecord } from "./lot.schemas.ts";

const NOW = new Date("2026-11-25T12:00:00Z");
const HOUR = 3_600_000;

function normaliseAll(catalogue: ReturnType<typeof generateDemoCatalogue>): LotRecord[] {
  return [
    ...catalogue.copart.map((r) => copartAdapter.normalise(r)),
    ...catalogue.iaai.map((r) => iaaiAdapter.normalise(r)),
  ].map((r) => {
    if (r === null) throw new Error("a generated item did not normalise");
    return r;
  });
}

const catalogue = generateDemoCatalogue(DEMO_REFERENCE, { seed: 7, count: 2000, now: NOW });
const records = normaliseAll(catalogue);
const share = (pred: (r: LotRecord) => boolean) => records.filter(pred).length / records.length;
// A bigger catalogue for the powersport shares (about 600 motorcycles and ATVs), built once when first needed.
let powersports: LotRecord[] | undefined;
const powersportSample = () =>
  (powersports ??= normaliseAll(generateDemoCatalogue(DEMO_REFERENCE, { seed: 11, count: 6000, now: NOW })));

// Generating thousands of lots takes seconds on a busy machine: more than vitest's default 5 s per test.
describe("demo catalogue generator", { timeout: 30_000 }, () => {
  it("is deterministic for a seed and differs between seeds", () => {
    const again = generateDemoCatalogue(DEMO_REFERENCE, { seed: 7, count: 2000, now: NOW });
    expect(again).toEqual(catalogue);
    const other = generateDemoCatalogue(DEMO_REFERENCE, { seed: 8, count: 50, now: NOW });
    expect(other.copart.slice(0, 5)).not.toEqual(catalogue.copart.slice(0, 5));
  });

  it("keeps lot i the same whatever the count, so a bigger catalogue extends a smaller one", () => {
    const small = generateDemoCatalogue(DEMO_REFERENCE, { seed: 7, count: 300, now: NOW });
    expect(small.copart).toEqual(catalogue.copart.slice(0, small.copart.length));
    expect(small.iaai).toEqual(catalogue.iaai.slice(0, small.iaai.length));
    const slice = generateDemoCatalogue(DEMO_REFERENCE, { seed: 7, count: 1700, now: NOW, startIndex: 300 });
    expect([...small.copart, ...slice.copart]).toEqual(catalogue.copart);
  });

  it("splits lots about 55/45 between Copart and IAAI", () => {
    const copartShare = catalogue.copart.length / 2000;
    expect(copartShare).toBeGreaterThan(0.5);
    expect(copartShare).toBeLessThan(0.6);
  });

  it("normalises every item through the adapters with the core fields filled", () => {
    expect(records).toHaveLength(2000);
    for (const r of records) {
      const core = {
        lotNumber: r.lotNumber,
        year: r.year,
        make: r.make,
        model: r.model,
        title: r.title,
        vin: r.vin,
        bodyStyle: r.bodyStyle,
        primaryDamage: r.primaryDamage,
        titleType: r.titleType,
        titleGroup: r.titleGroup,
        titleState: r.titleState,
        exteriorColor: r.exteriorColor,
        fuelType: r.fuelType,
        transmission: r.transmission,
        driveline: r.driveline,
        hasKeys: r.hasKeys,
        location: r.location,
        region: r.region,
        city: r.city,
        postalCode: r.postalCode,
        yardNumber: r.yardNumber,
        auctionDate: r.auctionDate,
        currentBidCents: r.currentBidCents,
        thumbnailUrl: r.thumbnailUrl,
        odometerBrand: r.odometerBrand,
        // Exempt odometers have no reading, as on the real sites.
        odometerMiles: r.odometerBrand === "EXEMPT" ? 0 : r.odometerMiles,
      };
      for (const [field, value] of Object.entries(core))
        expect(value, `${r.platform} ${r.lotNumber} ${field}`).not.toBeNull();
      expect(r.imageUrls).toHaveLength(DEMO_IMAGE_COUNT);
    }
  });

  it("gives unique lot numbers per platform and IAAI stock numbers as lot numbers", () => {
    for (const platform of ["copart", "iaai"] as const) {
      const numbers = records.filter((r) => r.platform === platform).map((r) => r.lotNumber);
      expect(new Set(numbers).size).toBe(numbers.length);
    }
    for (const r of records.filter((x) => x.platform === "iaai")) expect(r.stockNumber).toBe(r.lotNumber);
  });

  it.each(["1HGCM82633A004352", "JTLKT324464093337", "3FMTK4SX8SMA28701"])(
    "computes the check digit of the real VIN %s",
    (vin) => {
      expect(vinCheckDigit(vin)).toBe(vin[8]);
    },
  );

  it("writes valid VINs: full ones with a correct check digit, masked ones as their first 11 characters", () => {
    const full = records.filter((r) => !r.vinMasked);
    const masked = records.filter((r) => r.vinMasked);
    expect(full.length).toBeGreaterThan(100);
    expect(masked.length).toBeGreaterThan(1000);
    for (const r of full) {
      expect(r.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(r.vin?.[8]).toBe(vinCheckDigit(r.vin ?? ""));
    }
    for (const r of masked) expect(r.vin).toMatch(/^[A-HJ-NPR-Z0-9]{11}$/);
  });

  it("spreads auctions from two days ago to three weeks ahead, with some ended, live and later today", () => {
    const offsets = records.map((r) => ((r.auctionDate?.getTime() ?? 0) - NOW.getTime()) / HOUR);
    expect(Math.min(...offsets)).toBeGreaterThanOrEqual(-48);
    expect(Math.max(...offsets)).toBeLessThanOrEqual(21 * 24);
    const ended = offsets.filter((h) => h < -24).length / offsets.length;
    const live = offsets.filter((h) => h >= -24 && h <= 0).length / offsets.length;
    const today = offsets.filter((h) => h > 0 && h <= 12).length / offsets.length;
    for (const s of [ended, live, today]) {
      expect(s).toBeGreaterThan(0.03);
      expect(s).toBeLessThan(0.15);
    }
    expect(offsets.filter((h) => h > 7 * 24).length).toBeGreaterThan(400);
  });

  it("has mostly salvage titles, some clean ones, and buy-now prices on about 15% of lots", () => {
    expect(share((r) => r.titleGroup === "S")).toBeGreaterThan(0.55);
    expect(share((r) => r.titleGroup === "C")).toBeGreaterThan(0.12);
    const buyNow = share((r) => r.buyNowPriceCents !== null);
    expect(buyNow).toBeGreaterThan(0.1);
    expect(buyNow).toBeLessThan(0.2);
    for (const r of records.filter((x) => x.buyNowPriceCents !== null))
      expect(r.buyNowPriceCents).toBeGreaterThan(r.currentBidCents ?? 0);
  });

  it("follows the real damage mix: front end first, then rear and side", () => {
    const copart = records.filter((r) => r.platform === "copart");
    const front = copart.filter((r) => r.primaryDamage === "FRONT END").length / copart.length;
    expect(front).toBeGreaterThan(0.4);
    expect(front).toBeLessThan(0.65);
    const kinds = new Set(copart.map((r) => r.primaryDamage));
    for (const d of [
      "REAR END",
      "SIDE",
      "HAIL",
      "WATER/FLOOD",
      "MINOR DENT/SCRATCHES",
      "ALL OVER",
      "MECHANICAL",
      "NORMAL WEAR",
    ])
      expect(kinds).toContain(d);
  });

  it("gives older cars more miles, at a believable yearly rate", () => {
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const miles = (pred: (y: number) => boolean) =>
      median(records.filter((r) => r.odometerMiles !== null && pred(r.year ?? 0)).map((r) => r.odometerMiles ?? 0));
    const newer = miles((y) => y >= 2024);
    const middle = miles((y) => y >= 2018 && y <= 2020);
    const older = miles((y) => y <= 2014);
    expect(newer).toBeLessThan(middle);
    expect(middle).toBeLessThan(older);
    expect(middle).toBeGreaterThan(50_000);
    expect(middle).toBeLessThan(110_000);
  });

  it("names its pictures after the lot's body style, colour and damage, with its number for the placard, and its thumbnail after the first picture", () => {
    for (const r of records) {
      const zone = damageZoneOf(r.primaryDamage);
      expect(r.imageUrls).toEqual(
        [1, 2, 3, 4].map(
          (n) => `/demo-images/${r.bodyStyle}-${r.exteriorColor}-${n}${zone ? `-${zone}` : ""}.svg?lot=${r.lotNumber}`,
        ),
      );
      expect(r.thumbnailUrl).toBe(`/demo-images/${r.bodyStyle}-${r.exteriorColor}-1${zone ? `-${zone}` : ""}.webp`);
      expect(parseDemoImage(r.thumbnailUrl?.replace("/demo-images/", "") ?? "")).toMatchObject({
        ok: true,
        format: "webp",
      });
      for (const url of r.imageUrls) {
        const [file = "", query = ""] = url.replace("/demo-images/", "").split("?");
        expect(parseDemoImage(file, new URLSearchParams(query).get("lot") ?? undefined), url).toMatchObject({
          ok: true,
        });
      }
    }
    // Damage that shows is marked; damage that does not (mechanical) is not.
    expect(records.some((r) => r.imageUrls[0]?.includes("-front.svg"))).toBe(true);
    const mechanical = records.find((r) => r.primaryDamage === "MECHANICAL");
    expect(mechanical?.imageUrls[0]).toMatch(/-1\.svg\?lot=\d+$/);
  });

  it("builds picture paths for any body, colour and damage wording", () => {
    expect(demoImagePath("suv", "red", 2)).toBe("/demo-images/suv-red-2.svg");
    expect(demoImagePath("motorcycle", "black", 1, "FRONT END", "40001234")).toBe(
      "/demo-images/motorcycle-black-1-front.svg?lot=40001234",
    );
    expect(demoImagePath("atv", "green", 4, "Left Rear")).toBe("/demo-images/atv-green-4-rear.svg");
    expect(demoImagePath("sedan", "white", 3, "MECHANICAL")).toBe("/demo-images/sedan-white-3.svg");
  });

  it("uses makes and models from the catalogue for cars", () => {
    const known = new Map(
      DEMO_REFERENCE.makes.map((m) => [m.name.toUpperCase(), new Set(m.models.map((x) => x.toUpperCase()))]),
    );
    for (const r of records.filter((x) => x.vehicleType === "automobile"))
      expect(known.get(r.make ?? "")?.has(r.model ?? "")).toBe(true);
    expect(new Set(records.map((r) => r.make)).size).toBeGreaterThan(25);
  });

  it("includes motorcycles (about 7%) and ATVs (about 3%), typed as such by both adapters", () => {
    const big = powersportSample();
    const bikes = big.filter((r) => r.vehicleType === "motorcycle");
    const quads = big.filter((r) => r.vehicleType === "atv");
    expect(bikes.length / big.length).toBeGreaterThan(0.055);
    expect(bikes.length / big.length).toBeLessThan(0.085);
    expect(quads.length / big.length).toBeGreaterThan(0.02);
    expect(quads.length / big.length).toBeLessThan(0.04);
    for (const platform of ["copart", "iaai"] as const) {
      expect(bikes.some((r) => r.platform === platform)).toBe(true);
      expect(quads.some((r) => r.platform === platform)).toBe(true);
    }
    for (const r of bikes) expect(r.bodyStyle).toBe("motorcycle");
    for (const r of quads) expect(r.bodyStyle).toBe("atv");
    for (const r of big.filter((x) => x.vehicleType === "automobile"))
      expect(["motorcycle", "atv"]).not.toContain(r.bodyStyle);
  });

  it("gives powersports real makes and models, small engines, bike mileages and bike prices", () => {
    const big = powersportSample();
    const models = (makes: typeof MOTORCYCLE_MAKES) =>
      new Map(makes.map((m) => [m.make, new Set(m.models.map((x) => x.model))]));
    const bikeModels = models(MOTORCYCLE_MAKES);
    const quadModels = models(ATV_MAKES);
    const bikes = big.filter((r) => r.vehicleType === "motorcycle");
    const quads = big.filter((r) => r.vehicleType === "atv");
    for (const r of bikes) expect(bikeModels.get(r.make ?? "")?.has(r.model ?? ""), `${r.make} ${r.model}`).toBe(true);
    for (const r of quads) expect(quadModels.get(r.make ?? "")?.has(r.model ?? ""), `${r.make} ${r.model}`).toBe(true);
    expect(new Set(bikes.map((r) => r.make))).toContain("HARLEY-DAVIDSON");
    expect(new Set(bikes.map((r) => r.make)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(quads.map((r) => r.make)).size).toBeGreaterThanOrEqual(5);
    for (const r of [...bikes, ...quads]) {
      expect(r.cylinders ?? 0).toBeGreaterThanOrEqual(1);
      expect(r.cylinders ?? 9).toBeLessThanOrEqual(4);
      expect(Number(r.engine?.match(/^(\d+\.\d)L/)?.[1])).toBeLessThan(2);
      expect(r.fuelType).toBe("gasoline");
      expect(r.vin).toMatch(/^[A-HJ-NPR-Z0-9]{11}([A-HJ-NPR-Z0-9]{6})?$/);
    }
    for (const r of bikes) expect(r.transmission).toBe("manual");
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const cars = big.filter((r) => r.vehicleType === "automobile");
    const miles = (rs: typeof big) =>
      median(rs.filter((r) => r.odometerBrand === "ACTUAL").map((r) => r.odometerMiles ?? 0));
    expect(miles(bikes)).toBeLessThan(miles(cars) / 2);
    expect(miles(quads)).toBeLessThan(miles(bikes));
    const bid = (rs: typeof big) => median(rs.map((r) => r.currentBidCents ?? 0).filter((c) => c > 0));
    expect(bid(bikes)).toBeLessThan(bid(cars));
    expect(bid(quads)).toBeLessThan(bid(cars));
    expect(bid(bikes)).toBeGreaterThan(20_000);
  });

  it("is deterministic with motorcycles and ATVs in the mix", () => {
    const a = generateDemoCatalogue(DEMO_REFERENCE, { seed: 5, count: 400, now: NOW });
    const b = generateDemoCatalogue(DEMO_REFERENCE, { seed: 5, count: 400, now: NOW });
    expect(b).toEqual(a);
    const types = normaliseAll(a).map((r) => r.vehicleType);
    expect(types).toContain("motorcycle");
  });
});
