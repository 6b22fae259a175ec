// The broker workflow: maximum bids and buy-now requests with their holds (docs/architecture.md#data-model,
// docs/product/bidding.md#bid-statuses).
// Bid: pending -> approved | rejected | cancelled (cancel only while pending); approved -> outbid | won | lost;
// outbid -> lost; the broker may also withdraw a pending, approved or outbid bid (cancelled, `bid.updated`).
// A maximum is at least one bid step above the current bid and the broker's floor (a raise: also one step above the
// customer's maximum). A raise of a pending, approved or outbid bid (before the cut-off) is a new pending request for the
// higher maximum and tops the hold up to 10% of it in EUR. Every change locks the account first, then the bid,
// and writes its ledger entries and event in the same transaction. Anything else is 409 ILLEGAL_TRANSITION.
import type { Bid, BuyNowRequest, Tx } from "@app/db/client";
import { lockBid, lockOpenBid, markOutbid } from "@app/db/bid-outbid";
import { availableCents, lockAccount, post, release, type LockedAccount } from "@app/db/ledger";
import { writeEvent } from "@app/db/outbox";
import { minimumMaxBidCents } from "@app/shared/brokerage/bid-minimum";
import type { BidOutcomeBody, PlaceBidBody } from "@app/shared/brokerage/brokerage.schemas";
import { isPreBidOpen } from "@app/shared/catalogue/lot-status";
import { BIDDING_POWER_MULTIPLE, HOLD_PERCENT, holdEurCents, type FxRate } from "@app/shared/money/fx";
import { fromCents, toCents } from "@app/shared/money/money.schemas";
import type { BidReleaseReason } from "@app/shared/money/ledger-text";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { LotRow } from "../../lib/lot-summary.ts";

export const BID_MESSAGES = {
  notFound: "Bid not found",
  buyNowNotFound: "Buy Now request not found",
} as const;

const OPEN_BID_STATUSES = ["pending", "approved", "outbid"] as const;

function conversion(usdCents: number, fx: FxRate) {
  return { originalAmountCents: usdCents, originalCurrency: "USD", fxRate: fx.rate, fxRateDate: fx.asOf };
}

function insufficient(account: LockedAccount, holdCents: number): AppError {
  const available = availableCents(account);
  return new AppError("INSUFFICIENT_FUNDS", {
    id: "errors.bid.insufficient",
    params: {
      hold: fromCents(holdCents),
      available: fromCents(available),
      power: fromCents(available * BIDDING_POWER_MULTIPLE),
    },
  });
}

function illegal(what: string, status: string, action: string): AppError {
  return new AppError("ILLEGAL_TRANSITION", `This ${what} is ${status} and cannot be ${action}.`);
}

/** The lot a customer may still pre-bid on: listed, not sold, and before the cut-off (1 hour before the sale). */
export function assertPreBidOpen(lot: LotRow, now: Date): void {
  if (lot.removedAt || !isPreBidOpen(lot, now)) throw new AppError("BIDDING_CLOSED", { id: "errors.bid.closed" });
}

export type PlacedBid = { bid: Bid; isRaise: boolean };

export async function placeBid(
  tx: Tx,
  userId: string,
  lot: LotRow,
  body: PlaceBidBody,
  fx: FxRate,
  now: Date,
  floorCents: number,
): Promise<PlacedBid> {
  assertPreBidOpen(lot, now);
  const maxBidCents = toCents(body.maxBid);
  const account = await lockAccount(tx, userId);
  const open = await lockOpenBid(tx, userId, lot.id);
  const minimum = minimumMaxBidCents({
    currentBidCents: lot.currentBidCents,
    floorCents,
    currentMaxCents: open?.maxBidCents ?? null,
  });
  if (maxBidCents < minimum)
    throw new AppError("VALIDATION_ERROR", "Please check the highlighted fields.", {
      maxBid: open
        ? {
            id: "errors.bid.raiseBelowMinimum",
            params: { amount: fromCents(minimum), max: fromCents(open.maxBidCents) },
          }
        : { id: "errors.bid.belowMinimum", params: { amount: fromCents(minimum) } },
    });
  const target = holdEurCents(maxBidCents, fx);
  const tenPercentUsd = Math.round(maxBidCents / HOLD_PERCENT);

  if (open) {
    const bid = open;
    const topUp = Math.max(0, target - bid.holdCents);
    if (topUp > availableCents(account)) throw insufficient(account, topUp);
    await post(tx, account, {
      type: "hold",
      balanceDeltaCents: 0,
      frozenDeltaCents: topUp,
      refType: "bid",
      refId: bid.id,
      text: { id: "ledger.bid.raised", params: { maxBid: fromCents(maxBidCents), percent: HOLD_PERCENT } },
      conversion: conversion(tenPercentUsd, fx),
    });
    const raised = await tx.bid.update({
      where: { id: bid.id },
      data: {
        maxBidCents,
        status: "pending",
        holdCents: bid.holdCents + topUp,
        fxRate: fx.rate,
        fxRateDate: new Date(`${fx.asOf}T00:00:00Z`),
        raises: { increment: 1 },
        reason: null,
        decidedAt: null,
      },
    });
    await bidPlacedEvent(tx, raised, true);
    return { bid: raised, isRaise: true };
  }

  if (target > availableCents(account)) throw insufficient(account, target);
  const bid = await tx.bid.create({
    data: {
      userId,
      lotId: lot.id,
      platform: lot.platform,
      lotNumber: lot.lotNumber,
      maxBidCents,
      holdCents: target,
      fxRate: fx.rate,
      fxRateDate: new Date(`${fx.asOf}T00:00:00Z`),
    },
  });
  await post(tx, account, {
    type: "hold",
    balanceDeltaCents: 0,
    frozenDeltaCents: target,
    refType: "bid",
    refId: bid.id,
    text: { id: "ledger.bid.hold", params: { maxBid: fromCents(maxBidCents), percent: HOLD_PERCENT } },
    conversion: conversion(tenPercentUsd, fx),
  });
  await bidPlacedEvent(tx, bid, false);
  return { bid, isRaise: false };
}

function bidRef(bid: Bid) {
  return { bidId: bid.id, userId: bid.userId, platform: bid.platform, lotNumber: bid.lotNumber };
}

async function bidPlacedEvent(tx: Tx, bid: Bid, isRaise: boolean) {
  await writeEvent(tx, "bid.placed", {
    ...bidRef(bid),
    maxBidCents: bid.maxBidCents,
    holdCents: bid.holdCents,
    isRaise,
  });
}

/** Locks the bid's account, then the bid; `ownerId` set: another customer's bid is 404. */
async function lockBidAndAccount(
  tx: Tx,
  bidId: string,
  ownerId?: string,
): Promise<{ bid: Bid; account: LockedAccount }> {
  const peek = await tx.bid.findUnique({ where: { id: bidId }, select: { userId: true } });
  if (!peek || (ownerId !== undefined && peek.userId !== ownerId)) throw notFound(BID_MESSAGES.notFound);
  const account = await lockAccount(tx, peek.userId);
  const bid = await lockBid(tx, bidId);
  if (!bid) throw notFound(BID_MESSAGES.notFound);
  return { bid, account };
}

async function releaseBidHold(
  tx: Tx,
  account: LockedAccount,
  bid: Bid,
  reason: BidReleaseReason,
  actorId: string | null,
) {
  await release(tx, account, bid.holdCents, {
    refType: "bid",
    refId: bid.id,
    text: { id: "ledger.bid.released", params: { reason } },
    createdById: actorId,
  });
}

/** DELETE /api/bids/{id}: the customer withdraws a pending request; its hold goes back. */
export async function cancelBid(tx: Tx, userId: string, bidId: string): Promise<Bid> {
  const { bid, account } = await lockBidAndAccount(tx, bidId, userId);
  if (bid.status !== "pending") throw illegal("bid", bid.status, "cancelled");
  await releaseBidHold(tx, account, bid, "cancelled", userId);
  return tx.bid.update({ where: { id: bid.id }, data: { status: "cancelled", holdCents: 0, decidedAt: new Date() } });
}

export async function approveBid(tx: Tx, bidId: string): Promise<Bid> {
  const { bid } = await lockBidAndAccount(tx, bidId);
  if (bid.status !== "pending") throw illegal("bid", bid.status, "approved");
  const approved = await tx.bid.update({
    where: { id: bid.id },
    data: { status: "approved", approvedMaxCents: bid.maxBidCents, reason: null, decidedAt: new Date() },
  });
  await writeEvent(tx, "bid.approved", { ...bidRef(approved), maxBidCents: approved.maxBidCents });
  return approved;
}

export async function rejectBid(tx: Tx, bidId: string, adminId: string, reason?: string): Promise<Bid> {
  const { bid, account } = await lockBidAndAccount(tx, bidId);
  if (bid.status !== "pending") throw illegal("bid", bid.status, "rejected");
  await releaseBidHold(tx, account, bid, "rejected", adminId);
  const rejected = await tx.bid.update({
    where: { id: bid.id },
    data: { status: "rejected", holdCents: 0, reason: reason || null, decidedAt: new Date() },
  });
  await writeEvent(tx, "bid.rejected", {
    ...bidRef(rejected),
    maxBidCents: rejected.maxBidCents,
    reason: reason || null,
  });
  return rejected;
}

/** A won lot becomes a Purchase; the hold moves to it and stays frozen until the first bill is paid. */
async function createPurchase(
  tx: Tx,
  input: {
    userId: string;
    lotId: string;
    platform: Bid["platform"];
    lotNumber: string;
    finalPriceCents: number;
    holdCents: number;
    bidId?: string;
    buyNowRequestId?: string;
  },
) {
  const now = new Date();
  return tx.purchase.create({
    data: {
      userId: input.userId,
      lotId: input.lotId,
      platform: input.platform,
      lotNumber: input.lotNumber,
      source: input.bidId ? "bid" : "buy_now",
      bidId: input.bidId ?? null,
      buyNowRequestId: input.buyNowRequestId ?? null,
      finalPriceCents: input.finalPriceCents,
      holdCents: input.holdCents,
      steps: { create: { status: "won", at: now } },
    },
  });
}

export async function recordOutcome(tx: Tx, bidId: string, adminId: string, body: BidOutcomeBody): Promise<Bid> {
  const amountCents = body.amount === undefined ? null : toCents(body.amount);
  const need = (what: string) =>
    new AppError("VALIDATION_ERROR", "Please check the highlighted fields.", { amount: `Enter ${what}` });

  if (body.outcome === "outbid") {
    if (amountCents === null) throw need("the auction's current bid");
    const { bid } = await lockBidAndAccount(tx, bidId);
    if (bid.status !== "approved") throw illegal("bid", bid.status, "marked outbid");
    return (await markOutbid(tx, { bidId, currentBidCents: amountCents, source: "broker", actorId: adminId }))!;
  }

  const { bid, account } = await lockBidAndAccount(tx, bidId);
  const now = new Date();
  switch (body.outcome) {
    case "won": {
      if (amountCents === null) throw need("the final price");
      if (bid.status !== "approved") throw illegal("bid", bid.status, "marked won");
      const purchase = await createPurchase(tx, {
        userId: bid.userId,
        lotId: bid.lotId,
        platform: bid.platform,
        lotNumber: bid.lotNumber,
        finalPriceCents: amountCents,
        holdCents: bid.holdCents,
        bidId: bid.id,
      });
      const won = await tx.bid.update({
        where: { id: bid.id },
        data: { status: "won", holdCents: 0, auctionBidCents: amountCents, decidedAt: now },
      });
      await writeEvent(tx, "bid.won", { ...bidRef(won), finalPriceCents: amountCents, purchaseId: purchase.id });
      return won;
    }
    case "lost": {
      if (bid.status !== "approved" && bid.status !== "outbid") throw illegal("bid", bid.status, "marked lost");
      await releaseBidHold(tx, account, bid, "lost", adminId);
      const lost = await tx.bid.update({
        where: { id: bid.id },
        data: { status: "lost", holdCents: 0, auctionBidCents: amountCents ?? bid.auctionBidCents, decidedAt: now },
      });
      await writeEvent(tx, "bid.lost", { ...bidRef(lost), finalPriceCents: amountCents });
      return lost;
    }
    case "cancelled": {
      // The broker withdraws the bid (e.g. the auction withdrew the lot): any other change is `bid.updated`.
      if (!(OPEN_BID_STATUSES as readonly string[]).includes(bid.status)) throw illegal("bid", bid.status, "cancelled");
      await releaseBidHold(tx, account, bid, "withdrawn", adminId);
      const cancelled = await tx.bid.update({
        where: { id: bid.id },
        data: { status: "cancelled", holdCents: 0, reason: body.reason || null, decidedAt: now },
      });
      await writeEvent(tx, "bid.updated", { ...bidRef(cancelled), status: "cancelled" });
      return cancelled;
    }
  }
}

// ---- buy-now ----

export async function requestBuyNow(
  tx: Tx,
  userId: string,
  lot: LotRow,
  fx: FxRate,
  now: Date,
): Promise<BuyNowRequest> {
  const priceCents = lot.buyNowPriceCents ?? 0;
  if (priceCents <= 0) throw new AppError("CONFLICT", { id: "errors.buyNow.noPrice" });
  if (lot.removedAt || lot.isSold || (lot.auctionDate && lot.auctionDate.getTime() <= now.getTime()))
    throw new AppError("BIDDING_CLOSED", { id: "errors.buyNow.closed" });
  const account = await lockAccount(tx, userId);
  const pending = await tx.buyNowRequest.findFirst({
    where: { userId, lotId: lot.id, status: "pending" },
    select: { id: true },
  });
  if (pending) throw new AppError("CONFLICT", { id: "errors.buyNow.pending" });
  const holdCents = holdEurCents(priceCents, fx);
  if (holdCents > availableCents(account)) throw insufficient(account, holdCents);
  const request = await tx.buyNowRequest.create({
    data: {
      userId,
      lotId: lot.id,
      platform: lot.platform,
      lotNumber: lot.lotNumber,
      priceCents,
      holdCents,
      fxRate: fx.rate,
      fxRateDate: new Date(`${fx.asOf}T00:00:00Z`),
    },
  });
  await post(tx, account, {
    type: "hold",
    balanceDeltaCents: 0,
    frozenDeltaCents: holdCents,
    refType: "buy_now",
    refId: request.id,
    text: { id: "ledger.buyNow.hold", params: { price: fromCents(priceCents), percent: HOLD_PERCENT } },
    conversion: conversion(Math.round(priceCents / HOLD_PERCENT), fx),
  });
  return request;
}

async function lockBuyNow(tx: Tx, id: string): Promise<{ request: BuyNowRequest; account: LockedAccount }> {
  const peek = await tx.buyNowRequest.findUnique({ where: { id }, select: { userId: true } });
  if (!peek) throw notFound(BID_MESSAGES.buyNowNotFound);
  const account = await lockAccount(tx, peek.userId);
  await tx.$queryRaw`SELECT "id" FROM "BuyNowRequest" WHERE "id" = ${id}::uuid FOR UPDATE`;
  return { request: await tx.buyNowRequest.findUniqueOrThrow({ where: { id } }), account };
}

export async function approveBuyNow(tx: Tx, id: string): Promise<{ request: BuyNowRequest; purchaseId: string }> {
  const { request } = await lockBuyNow(tx, id);
  if (request.status !== "pending") throw illegal("Buy Now request", request.status, "approved");
  const purchase = await createPurchase(tx, {
    userId: request.userId,
    lotId: request.lotId,
    platform: request.platform,
    lotNumber: request.lotNumber,
    finalPriceCents: request.priceCents,
    holdCents: request.holdCents,
    buyNowRequestId: request.id,
  });
  const approved = await tx.buyNowRequest.update({
    where: { id },
    data: { status: "approved", decidedAt: new Date() },
  });
  await writeEvent(tx, "buy-now.approved", {
    requestId: id,
    userId: request.userId,
    platform: request.platform,
    lotNumber: request.lotNumber,
    priceCents: request.priceCents,
    purchaseId: purchase.id,
  });
  return { request: approved, purchaseId: purchase.id };
}

export async function rejectBuyNow(tx: Tx, id: string, adminId: string, reason?: string): Promise<BuyNowRequest> {
  const { request, account } = await lockBuyNow(tx, id);
  if (request.status !== "pending") throw illegal("Buy Now request", request.status, "rejected");
  await release(tx, account, request.holdCents, {
    refType: "buy_now",
    refId: id,
    text: { id: "ledger.buyNow.rejected" },
    createdById: adminId,
  });
  const rejected = await tx.buyNowRequest.update({
    where: { id },
    data: { status: "rejected", reason: reason || null, decidedAt: new Date() },
  });
  await writeEvent(tx, "buy-now.rejected", {
    requestId: id,
    userId: request.userId,
    platform: request.platform,
    lotNumber: request.lotNumber,
    reason: reason || null,
  });
  return rejected;
}
