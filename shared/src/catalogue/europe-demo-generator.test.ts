// The European demo lots: deterministic, all valid through the European adapter, and European in content.
import { describe, expect, it } from "vitest";
import { europeAdapter } from "./europe.adapter.ts";
import { generateEuropeDemoLots } from "./europe-demo-generator.ts";

const NOW = new Date("2026-11-26T01:00:00Z");

describe("European demo lots", () => {
  const lots = generateEuropeDemoLots({ seed: 20261125, count: 600, now: NOW });
  const records = lots.map((l) => europeAdapter.normalise(l));

  it("are the same for the same seed, and a later slice extends an earlier one", () => {
    expect(generateEuropeDemoLots({ seed: 20261125, count: 600, now: NOW })).toEqual(lots);
    expect(generateEuropeDemoLots({ seed: 20261125, count: 100, now: NOW, startIndex: 500 })).toEqual(lots.slice(500));
  });

  it("all become valid European lots with unique numbers, km, EUR, VAT scheme and an auction zone", () => {
    expect(records.every((r) => r !== null)).toBe(true);
    expect(new Set(records.map((r) => r!.lotNumber)).size).toBe(lots.length);
    for (const r of records) {
      expect(r).toMatchObject({ platform: "europe", currency: "EUR", vinMasked: false });
      expect(r!.odometerKm).toBeGreaterThan(0);
      expect(r!.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(["vat-qualifying", "margin"]).toContain(r!.vatScheme);
      expect(r!.auctionTimeZone).toMatch(/^(Europe|Asia)\//);
      expect(r!.imageUrls).toHaveLength(4);
    }
  });

  it("carry European makes, the German brands among them, and a mix of sale states", () => {
    const makes = new Set(records.map((r) => r!.make));
    for (const make of ["SKODA", "DACIA", "OPEL", "PEUGEOT", "RENAULT", "CITROEN", "SEAT", "VOLVO", "FIAT"])
      expect(makes).toContain(make);
    for (const make of ["VOLKSWAGEN", "BMW", "MERCEDES-BENZ", "AUDI"]) expect(makes).toContain(make);
    const upcoming = records.filter((r) => r!.auctionDate! > NOW && !r!.isSold).length;
    expect(upcoming / records.length).toBeGreaterThan(0.7);
    expect(records.some((r) => r!.isSold)).toBe(true);
    expect(records.some((r) => r!.buyNowPriceCents !== null)).toBe(true);
  });
});
