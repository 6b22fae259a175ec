// Tables for calculator tests: the seeded defaults, with ids and versions as the database would give them.
import { DEFAULT_COST_SETTINGS } from "./cost-defaults.ts";
import { defaultFeeSchedules } from "./fee-schedules.ts";
import type { LandedCostTables } from "./landed-cost.schemas.ts";

export function defaultTables(rate = "0.9200", asOf = "2026-11-20"): LandedCostTables {
  return {
    feeSchedules: defaultFeeSchedules().map((s, i) => ({ ...s, id: `schedule-${i}`, version: 1 })),
    costs: structuredClone(DEFAULT_COST_SETTINGS),
    fx: { rate, asOf, source: "ECB reference rate" },
  };
}
