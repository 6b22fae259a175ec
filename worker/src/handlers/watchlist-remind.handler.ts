// `watchlist.remind` (a job scheduler, every minute): each watched lot whose auction starts within the reminder
// window (Setting `reminders`, default 1 hour) gets `watchlist.ending-soon` once: remindedAt is claimed with a
// conditional update in the same transaction as the outbox row, so overlapping runs or workers emit it once.
import { writeEvent } from "@app/db/outbox";
import { REMINDERS_SETTING_KEY, watchlistWindowMs } from "@app/shared/brokerage/reminders";
import type { JobHandler } from "../deps.ts";

const BATCH = 500;

export const watchlistRemindHandler: JobHandler<"watchlist.remind"> = async (_payload, _job, { db, logger }) => {
  const setting = await db.setting.findUnique({ where: { key: REMINDERS_SETTING_KEY }, select: { value: true } });
  const windowMs = watchlistWindowMs(setting?.value);
  let reminded = 0;
  for (;;) {
    const now = new Date();
    const until = new Date(now.getTime() + windowMs);
    const due = await db.$queryRaw<{ id: string; auctionDate: Date }[]>`
      SELECT w."id", l."auctionDate" FROM "WatchlistItem" w JOIN "Lot" l ON l."id" = w."lotId"
      WHERE w."remindedAt" IS NULL AND l."removedAt" IS NULL
        AND l."auctionDate" > ${now} AND l."auctionDate" <= ${until}
      ORDER BY l."auctionDate" LIMIT ${BATCH}`;
    for (const item of due) {
      await db.$transaction(async (tx) => {
        const claimed = await tx.watchlistItem.updateManyAndReturn({
          where: { id: item.id, remindedAt: null },
          data: { remindedAt: now },
        });
        const row = claimed[0];
        if (!row) return;
        await writeEvent(tx, "watchlist.ending-soon", {
          watchlistItemId: row.id,
          userId: row.userId,
          platform: row.platform,
          lotNumber: row.lotNumber,
          auctionDate: item.auctionDate.toISOString(),
        });
        reminded++;
      });
    }
    if (due.length < BATCH) break;
  }
  if (reminded) logger.info({ reminded }, "watchlist: ending-soon reminders emitted");
  return { reminded };
};
