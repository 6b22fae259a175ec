// `lots.refresh-cache {lotIds}`: drops the API's cached copies of these lots (after an admin edit, say).
import type { JobHandler } from "../deps.ts";
import { runLotsChanged } from "../services/ingestion/lots-changed.ts";

export const lotsRefreshCacheHandler: JobHandler<"lots.refresh-cache"> = async (payload, _job, deps) => {
  const lots = await deps.db.lot.findMany({
    where: { id: { in: payload.lotIds } },
    select: { id: true, platform: true, lotNumber: true, currentBidCents: true },
  });
  await runLotsChanged(
    deps,
    lots.map((l) => ({
      lotId: l.id,
      platform: l.platform,
      lotNumber: l.lotNumber,
      currentBidCents: l.currentBidCents,
      change: "changed",
    })),
  );
  return { dropped: lots.length };
};
