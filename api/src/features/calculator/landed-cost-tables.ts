// loadLandedCostTables(db, at): everything the pure calculator needs, read for one moment: the fee schedules in
// force that day, the broker's cost settings (stored values, else the defaults) and the USD/EUR rate. The
// calculator page, lot pages and the bills all load through here, so they price alike.
import type { Db, Tx } from "@app/db/client";
import { DEFAULT_COST_SETTINGS } from "@app/shared/landed-cost/cost-defaults";
import {
  COST_SETTING_KEYS,
  COST_SETTING_SCHEMAS,
  FX_USD_EUR_SETTING_KEY,
  fxRateSchema,
  type CostSettingKey,
  type CostSettings,
  type FxRate,
  type LandedCostTables,
} from "@app/shared/landed-cost/landed-cost.schemas";
import { AppError } from "../../lib/app-error.ts";
import { feeSchedulesInForce, readSettings } from "./landed-cost.repository.ts";

/** The key the first seed used, with a number for the rate; read only while `fx.usdEur` is absent. */
const LEGACY_FX_KEY = "fx.usd-eur";

export type CostSettingView<K extends CostSettingKey = CostSettingKey> = {
  key: K;
  value: CostSettings[K];
  /** True while no admin has saved the setting and its default applies. */
  isDefault: boolean;
};

/** Each cost setting: the stored value when it is valid, else the default (and a stored value that no longer
 * validates is logged by the caller's error path rather than silently mixed in). */
export async function loadCostSettings(db: Db | Tx): Promise<CostSettingView[]> {
  const stored = await readSettings(db, COST_SETTING_KEYS);
  return COST_SETTING_KEYS.map((key) => {
    const raw = stored.get(key);
    if (raw === undefined) return { key, value: DEFAULT_COST_SETTINGS[key], isDefault: true };
    const parsed = COST_SETTING_SCHEMAS[key].safeParse(raw);
    if (!parsed.success) throw new Error(`Setting ${key} is not valid: ${parsed.error.message}`);
    return { key, value: parsed.data, isDefault: false } as CostSettingView;
  });
}

export async function loadUsdEurRate(db: Db | Tx): Promise<FxRate> {
  const stored = await readSettings(db, [FX_USD_EUR_SETTING_KEY, LEGACY_FX_KEY]);
  const current = fxRateSchema.safeParse(stored.get(FX_USD_EUR_SETTING_KEY));
  if (current.success) return current.data;
  const legacy = stored.get(LEGACY_FX_KEY) as { rate?: unknown; asOf?: unknown } | undefined;
  if (legacy && typeof legacy.rate === "number" && typeof legacy.asOf === "string")
    return fxRateSchema.parse({ rate: legacy.rate.toFixed(4), asOf: legacy.asOf });
  throw new AppError("SERVICE_UNAVAILABLE", "The USD/EUR exchange rate is not set yet. Please try again later.");
}

export async function loadLandedCostTables(db: Db | Tx, at: Date): Promise<LandedCostTables> {
  const [feeSchedules, costs, fx] = await Promise.all([
    feeSchedulesInForce(db, at),
    loadCostSettings(db),
    loadUsdEurRate(db),
  ]);
  return {
    feeSchedules,
    costs: Object.fromEntries(costs.map((c) => [c.key, c.value])) as CostSettings,
    fx,
  };
}
