// The one outbid path (`bid.outbid` from the broker or from ingestion: docs/architecture.md#event-catalogue,
// docs/product/bidding.md#outbid): an approved bid becomes
// outbid, its hold goes back to available, and the event is written, all in the caller's transaction. Lock order
// is always account, then bid (as everywhere in the brokerage), so it cannot deadlock with a raise or a decision.
import type { Bid, Tx } from "./client.ts";
import { lockAccount, release } from "./ledger.ts";
import { writeEvent } from "./outbox.ts";

/** Locks a bid row for the rest of the transaction and reads it. */
export async function lockBid(tx: Tx, bidId: string): Promise<Bid | null> {
  const rows = await tx.$queryRaw<Bid[]>`SELECT * FROM "Bid" WHERE "id" = ${bidId}::uuid FOR UPDATE`;
  return rows[0] ?? null;
}

/** Locks a customer's open (pending, approved or outbid) bid on a lot, if there is one: a raise updates it. */
export async function lockOpenBid(tx: Tx, userId: string, lotId: string): Promise<Bid | null> {
  const rows = await tx.$queryRaw<Bid[]>`
    SELECT * FROM "Bid"
    WHERE "userId" = ${userId}::uuid AND "lotId" = ${lotId}::uuid AND "status" IN ('pending', 'approved', 'outbid')
    ORDER BY "createdAt" LIMIT 1 FOR UPDATE`;
  return rows[0] ?? null;
}

export type OutbidInput = {
  bidId: string;
  /** The auction's current bid (USD cents). */
  currentBidCents: number;
  source: "broker" | "ingestion";
  actorId?: string | null;
};

/**
 * Marks an approved bid outbid. Returns the updated bid, or null when the bid is not (or no longer) approved, or
 * (from ingestion) when the current bid does not exceed its maximum: so a replayed run acts once per bid.
 */
export async function markOutbid(tx: Tx, input: OutbidInput): Promise<Bid | null> {
  const peek = await tx.bid.findUnique({ where: { id: input.bidId }, select: { userId: true } });
  if (!peek) return null;
  const account = await lockAccount(tx, peek.userId);
  const bid = await lockBid(tx, input.bidId);
  if (!bid || bid.status !== "approved") return null;
  if (input.source === "ingestion" && input.currentBidCents <= bid.maxBidCents) return null;
  await release(tx, account, bid.holdCents, {
    refType: "bid",
    refId: bid.id,
    text: { id: "ledger.bid.released", params: { reason: "outbid" } },
    createdById: input.actorId ?? null,
  });
  const updated = await tx.bid.update({
    where: { id: bid.id },
    data: { status: "outbid", holdCents: 0, auctionBidCents: input.currentBidCents, decidedAt: new Date() },
  });
  await writeEvent(tx, "bid.outbid", {
    bidId: bid.id,
    userId: bid.userId,
    platform: bid.platform,
    lotNumber: bid.lotNumber,
    maxBidCents: bid.maxBidCents,
    currentBidCents: input.currentBidCents,
    source: input.source,
  });
  return updated;
}
