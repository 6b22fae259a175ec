// Which notification each event of the catalogue (docs/architecture.md#event-catalogue,
// docs/product/notifications.md#events-and-their-notifications) gives its customer: type, message id, params
// and link. Pure apart from one lookup of the lot's title, so the brokerage handlers can call notify() with it
// (or with their own richer params), and notifyOnEvent() below wraps it as a ready event handler.
import type { Db } from "@app/db/client";
import type { DomainEvent, EventType, Platform } from "@app/shared/contracts/events";
import type { NotifyInput } from "./notifications.ts";

/** Events that notify their customer; contact.submitted and lot.changed notify nobody. */
export const NOTIFYING_EVENTS = [
  "bid.placed",
  "bid.approved",
  "bid.rejected",
  "bid.updated",
  "bid.outbid",
  "bid.won",
  "bid.lost",
  "buy-now.approved",
  "buy-now.rejected",
  "deposit.completed",
  "watchlist.ending-soon",
  "bill.issued",
  "purchase.status-changed",
] as const satisfies readonly EventType[];
export type NotifyingEvent = (typeof NOTIFYING_EVENTS)[number];

export const RELATED_LINKS = {
  bids: "/dashboard/active-auctions",
  // My bids opens on the filter that holds the bid the notification is about (web's my-bids-filter.ts).
  rejectedBids: "/dashboard/active-auctions?status=rejected",
  cancelledBids: "/dashboard/active-auctions?status=cancelled",
  lostBids: "/dashboard/active-auctions?status=lost",
  buyNow: "/dashboard/active-auctions?status=buy-now",
  won: "/dashboard/won-auctions",
  bills: "/dashboard/bills",
  watchlist: "/dashboard/watchlist",
} as const;

const PLATFORM_LABEL: Record<Platform, string> = { copart: "Copart", iaai: "IAAI", europe: "Europe" };

/** Language-neutral, so it sits in either locale's sentence: "2019 BMW X5 (Copart #64951306)". */
export function vehicleLabel(lot: { platform: Platform; lotNumber: string }, title?: string | null): string {
  const ref = `${PLATFORM_LABEL[lot.platform]} #${lot.lotNumber}`;
  return title?.trim() ? `${title.trim()} (${ref})` : ref;
}

/** "2026-11-27 18:00", Lithuanian time: the ISO-like form reads the same in both locales. */
export function vilniusTime(iso: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Vilnius",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

const major = (cents: number) => cents / 100;

export type LotTitleLookup = (lot: { platform: Platform; lotNumber: string }) => Promise<string | null>;

export function lotTitleFromDb(db: Db): LotTitleLookup {
  return async ({ platform, lotNumber }) =>
    (
      await db.lot.findUnique({
        where: { platform_lotNumber: { platform, lotNumber } },
        select: { title: true },
      })
    )?.title ?? null;
}

/** The notification for `event`, or null for an event that notifies nobody. */
export async function notificationForEvent(event: DomainEvent, lotTitle: LotTitleLookup): Promise<NotifyInput | null> {
  const base = { eventId: event.id };
  const vehicle = async (lot: { platform: Platform; lotNumber: string }) => vehicleLabel(lot, await lotTitle(lot));
  switch (event.type) {
    case "bid.placed": {
      const p = event.payload;
      return {
        ...base,
        userId: p.userId,
        type: "bid_placed",
        messageId: p.isRaise ? "notification.bidRaised.text" : "notification.bidPlaced.text",
        params: { vehicle: await vehicle(p), maxBid: major(p.maxBidCents) },
        relatedLink: RELATED_LINKS.bids,
      };
    }
    case "bid.approved": {
      const p = event.payload;
      return {
        ...base,
        userId: p.userId,
        type: "bid_request_approved",
        messageId: "notification.bidRequestApproved.text",
        params: { vehicle: await vehicle(p), maxBid: major(p.maxBidCents) },
        relatedLink: RELATED_LINKS.bids,
      };
    }
    case "bid.rejected": {
      const p = event.payload;
      const reason = p.reason?.trim();
      return {
        ...base,
        userId: p.userId,
        type: "bid_request_rejected",
        messageId: reason ? "notification.bidRequestRejectedWithReason.text" : "notification.bidRequestRejected.text",
        params: { vehicle: await vehicle(p), maxBid: major(p.maxBidCents), ...(reason ? { reason } : {}) },
        relatedLink: RELATED_LINKS.rejectedBids,
      };
    }
    case "bid.updated": {
      const p = event.payload;
      return {
        ...base,
        userId: p.userId,
        type: "bid_update",
        messageId: "notification.bidUpdate.text",
        params: { vehicle: await vehicle(p), status: p.status },
        relatedLink: p.status === "cancelled" ? RELATED_LINKS.cancelledBids : RELATED_LINKS.bids,
      };
    }
    case "bid.outbid": {
      const p = event.payload;
      return {
        ...base,
        userId: p.userId,
        type: "outbid",
        messageId: "notification.outbid.text",
        params: { vehicle: await vehicle(p), maxBid: major(p.maxBidCents), currentBid: major(p.currentBidCents) },
        relatedLink: RELATED_LINKS.bids,
      };
    }
    case "bid.won": {
      const p = event.payload;
      return {
        ...base,
        userId: p.userId,
        type: "won_auction",
        messageId: "notification.wonAuction.text",
        params: { vehicle: await vehicle(p), finalPrice: major(p.finalPriceCents) },
        relatedLink: RELATED_LINKS.won,
      };
    }
    case "bid.lost": {
      const p = event.payload;
      return {
        ...base,
        userId: p.userId,
        type: "lost_auction",
        messageId: "notification.lostAuction.text",
        params: { vehicle: await vehicle(p) },
        relatedLink: RELATED_LINKS.lostBids,
      };
    }
    case "buy-now.approved": {
      const p = event.payload;
      return {
        ...base,
        userId: p.userId,
        type: "buy_now_approved",
        messageId: "notification.buyNowApproved.text",
        params: { vehicle: await vehicle(p), price: major(p.priceCents) },
        relatedLink: RELATED_LINKS.won,
      };
    }
    case "buy-now.rejected": {
      const p = event.payload;
      const reason = p.reason?.trim();
      return {
        ...base,
        userId: p.userId,
        type: "buy_now_rejected",
        messageId: reason ? "notification.buyNowRejectedWithReason.text" : "notification.buyNowRejected.text",
        params: { vehicle: await vehicle(p), ...(reason ? { reason } : {}) },
        relatedLink: RELATED_LINKS.buyNow,
      };
    }
    case "deposit.completed": {
      const p = event.payload;
      return {
        ...base,
        userId: p.userId,
        type: "deposit_completed",
        messageId: "notification.depositCompleted.text",
        params: { amount: major(p.amountCents) },
        relatedLink: RELATED_LINKS.bills,
      };
    }
    case "watchlist.ending-soon": {
      const p = event.payload;
      return {
        ...base,
        userId: p.userId,
        type: "watchlist_ending",
        messageId: "notification.watchlistEnding.text",
        params: { vehicle: await vehicle(p), auctionDate: vilniusTime(p.auctionDate) },
        relatedLink: RELATED_LINKS.watchlist,
      };
    }
    case "bill.issued": {
      const p = event.payload;
      return {
        ...base,
        userId: p.userId,
        type: "bill_issued",
        messageId: "notification.billIssued.text",
        params: { total: major(p.totalCents), stage: p.stage },
        relatedLink: RELATED_LINKS.bills,
      };
    }
    case "purchase.status-changed": {
      const p = event.payload;
      return {
        ...base,
        userId: p.userId,
        type: "purchase_update",
        messageId: "notification.purchaseUpdate.text",
        params: { status: p.to },
        relatedLink: RELATED_LINKS.won,
      };
    }
    case "contact.submitted":
    case "lot.changed":
      return null;
  }
}
