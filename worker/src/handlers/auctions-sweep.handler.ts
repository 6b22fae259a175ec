// `auctions.sweep` (a job scheduler): the safety net of the automatic outbid. The lots-changed hook runs once per
// changed lot; if it failed (the lots were written, the hook only logged), no later run would change that lot again.
// The sweep finds approved bids whose lot's current bid is above their maximum and runs the same outbid path.
import { markOutbid } from "@app/db/bid-outbid";
import type { JobHandler } from "../deps.ts";

export const auctionsSweepHandler: JobHandler<"auctions.sweep"> = async (_payload, _job, { db, logger }) => {
  const passed = await db.$queryRaw<{ id: string; currentBidCents: number }[]>`
    SELECT b."id", l."currentBidCents" FROM "Bid" b JOIN "Lot" l ON l."id" = b."lotId"
    WHERE b."status" = 'approved' AND l."platform" <> 'europe' AND l."currentBidCents" > b."maxBidCents"
    LIMIT 1000`;
  let outbid = 0;
  for (const bid of passed) {
    const done = await db.$transaction(
      (tx) => markOutbid(tx, { bidId: bid.id, currentBidCents: bid.currentBidCents, source: "ingestion" }),
      { maxWait: 10_000, timeout: 15_000 },
    );
    if (done) outbid++;
  }
  if (outbid) logger.info({ outbid }, "auctions sweep: outbid bids the lots-changed step had missed");
  return { outbid };
};
