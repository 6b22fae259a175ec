// Automatic outbid (docs/product/bidding.md#outbid): when an ingested lot's current bid passes a customer's approved
// maximum, the same outbid path as the broker's runs (prisma/src/bid-outbid.ts: hold released, `bid.outbid` through the
// outbox, so the notification and the mail follow). Each bid is re-checked under its lock, so a replayed run, a second
// worker or a broker acting at the same moment outbids it once.
import { markOutbid } from "@app/db/bid-outbid";
import type { LotsChangedHook } from "./lots-changed.ts";

const CHUNK = 1_000;

export const autoOutbid: LotsChangedHook = {
  name: "auto-outbid",
  async run(changes, { db, logger }) {
    // Auction amounts are USD (copart, iaai); the current bid is compared with maxima in the same currency.
    const bids = new Map<string, number>();
    for (const c of changes)
      if (c.change === "changed" && c.currentBidCents !== null && c.platform !== "europe")
        bids.set(c.lotId, c.currentBidCents);
    if (!bids.size) return;
    const lotIds = [...bids.keys()];
    let outbid = 0;
    for (let i = 0; i < lotIds.length; i += CHUNK) {
      const candidates = await db.bid.findMany({
        where: { status: "approved", lotId: { in: lotIds.slice(i, i + CHUNK) } },
        select: { id: true, lotId: true, maxBidCents: true },
      });
      for (const bid of candidates) {
        const current = bids.get(bid.lotId)!;
        if (current <= bid.maxBidCents) continue;
        const done = await db.$transaction(
          (tx) => markOutbid(tx, { bidId: bid.id, currentBidCents: current, source: "ingestion" }),
          { maxWait: 10_000, timeout: 15_000 },
        );
        if (done) outbid++;
      }
    }
    if (outbid) logger.info({ outbid }, "auto-outbid: bids passed by the auction's current bid");
  },
};
