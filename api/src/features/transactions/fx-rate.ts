// The broker's USD/EUR rate (Setting `fx.usdEur`, see shared/src/money/fx.ts): read by bids, buy-now and the
// landed-cost loader; edited by admins at PUT /api/admin/settings/fx-rate.
import type { Db } from "@app/db/client";
import { FX_USD_EUR_SETTING_KEY, fxRateSettingSchema, toFxRate, type FxRate } from "@app/shared/money/fx";
import { AppError } from "../../lib/app-error.ts";

/** The current rate; 503 when it was never set (the seed sets it), since no hold can be computed without it. */
export async function getUsdEurRate(db: Pick<Db, "setting">): Promise<FxRate> {
  const row = await db.setting.findUnique({ where: { key: FX_USD_EUR_SETTING_KEY }, select: { value: true } });
  const parsed = fxRateSettingSchema.safeParse(row?.value);
  if (!parsed.success) throw new AppError("SERVICE_UNAVAILABLE", "The exchange rate is not configured.");
  return toFxRate(parsed.data);
}
