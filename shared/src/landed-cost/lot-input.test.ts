import { describe, expect, it } from "vitest";
import { calculateLandedCost } from "./landed-cost.ts";
import { landedCostInputFromLot, type LotForLandedCost } from "./lot-input.ts";
import { defaultTables } from "./landed-cost.test-support.ts";

const lot: LotForLandedCost = {
  platform: "copart",
  vehicleType: "automobile",
  titleGroup: "S",
  branch: "GA - SAVANNAH",
  fuelType: "hybrid",
  country: "USA",
  year: 2019,
  bodyStyle: "pickup",
};

describe("a stored lot as calculator input", () => {
  it("takes the yard, title, fuel and body from the lot and the price from the caller", () => {
    const input = landedCostInputFromLot(lot, { priceCents: 2_500_00 });
    expect(input).toMatchObject({ yard: "GA - SAVANNAH", titleGroup: "S", fuel: "hybrid", pickup: true, year: 2019 });
    expect(input.country).toBeUndefined();
    const result = calculateLandedCost({ ...input, platform: lot.platform }, defaultTables());
    expect(result.lines.find((l) => l.code === "us_inland_transport")?.usdCents).toBe(140_00 + 300_00 + 150_00);
  });

  it("lets the caller override what the lot says, but not with undefined", () => {
    const input = landedCostInputFromLot(lot, { priceCents: 1, titleGroup: "C", yard: undefined, bidType: "buy_now" });
    expect(input).toMatchObject({ titleGroup: "C", yard: "GA - SAVANNAH", bidType: "buy_now" });
    const eu = landedCostInputFromLot(
      { ...lot, platform: "europe", country: "nl", branch: null, vatScheme: "vat-qualifying" },
      { priceCents: 1 },
    );
    expect(eu).toMatchObject({ country: "NL", vatScheme: "vat-qualifying" });
    expect(landedCostInputFromLot({ ...lot, vatScheme: "margin" }, { vatScheme: "vat-qualifying" }).vatScheme).toBe(
      "vat-qualifying",
    );
  });
});
