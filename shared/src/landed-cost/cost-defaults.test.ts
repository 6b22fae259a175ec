// The default cost settings are valid settings, dated and sourced, and carry the whole towing table.
import { describe, expect, it } from "vitest";
import { DEFAULT_COST_SETTINGS } from "./cost-defaults.ts";
import { defaultEuTransportRates, euTransportCentsFor } from "./eu-truck-transport.ts";
import { COST_SETTING_KEYS, COST_SETTING_SCHEMAS, US_PORTS } from "./landed-cost.schemas.ts";

describe("default cost settings", () => {
  it.each(COST_SETTING_KEYS)("%s validates against its schema and says when and where from", (key) => {
    const parsed = COST_SETTING_SCHEMAS[key].parse(DEFAULT_COST_SETTINGS[key]);
    expect(parsed.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(parsed.source.length).toBeGreaterThan(20);
  });

  it("tow every yard of towing-rates-yard-to-port.csv to a port that has an ocean freight rate", () => {
    const { yards } = DEFAULT_COST_SETTINGS["costs.inlandTransport"];
    expect(yards).toHaveLength(377);
    expect(yards.filter((y) => y.platform === "copart")).toHaveLength(193);
    expect(yards.find((y) => y.yard === "GA - Savannah")).toMatchObject({ port: "savannah", rateCents: 140_00 });
    expect(yards.find((y) => y.yard === "Seattle" && y.platform === "iaai")?.rateCents).toBe(1_620_00); // "$1,620"
    for (const port of US_PORTS) expect(DEFAULT_COST_SETTINGS["costs.oceanFreight"].ports[port]).toBeGreaterThan(0);
  });

  it("price truck transport from every EU country by distance, with a floor for short hauls", () => {
    const rates = defaultEuTransportRates();
    expect(Object.keys(rates)).toHaveLength(25);
    expect(rates.DE).toBe(410_00);
    expect(rates.LV).toBe(250_00);
    expect(rates.PT).toBeGreaterThan(rates.DE!);
    expect(euTransportCentsFor(1_000)).toBe(450_00);
  });
});
