// `lot.changed` (an admin created, edited or withdrew a lot): drop the cached copies. Dropping a cache twice is
// harmless, so this handler needs no ProcessedEvent row.
import type { EventHandler } from "../deps.ts";
import { runLotsChanged } from "../services/ingestion/lots-changed.ts";

export const lotChangedHandler: EventHandler<"lot.changed"> = {
  name: "lot-changed-caches",
  async handle(event, deps) {
    const { lotId, platform, lotNumber, change } = event.payload;
    const lot = await deps.db.lot.findUnique({ where: { id: lotId }, select: { currentBidCents: true } });
    await runLotsChanged(deps, [
      {
        lotId,
        platform,
        lotNumber,
        currentBidCents: lot?.currentBidCents ?? null,
        change: change === "withdrawn" ? "removed" : "changed",
      },
    ]);
    return "done";
  },
};
