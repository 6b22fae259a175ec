// Seeds the auction fee schedules transcribed in docs/domain/fees.md#how-the-product-uses-the-schedules: one row per
// key and effective date, written only when absent, so a re-run adds nothing and admins' edits survive.
import { defaultFeeSchedules } from "@app/shared/landed-cost/fee-schedules";
import type { Db } from "./client.ts";

export async function ensureFeeSchedules(db: Db): Promise<number> {
  const { count } = await db.feeSchedule.createMany({
    data: defaultFeeSchedules().map((s) => ({ ...s, effectiveFrom: new Date(`${s.effectiveFrom}T00:00:00Z`) })),
    skipDuplicates: true,
  });
  return count;
}
