// The notification service against real PostgreSQL and Redis: rendered in the user's locale, one row per
// (event, user, type) however often a job runs, published on the deployment's channel only after the commit;
// and every event of the catalogue that notifies gives its customer the right type, text and link.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { Redis } from "ioredis";
import { createPrismaClient, type Db } from "@app/db/client";
import type { DomainEvent, EventType } from "@app/shared/contracts/events";
import { notificationsChannel } from "@app/shared/contracts/sse";
import type { WorkerDeps } from "../deps.ts";
import { notifyOnEvent } from "../handlers/notify-on-event.handler.ts";
import { silentLogger } from "../logger.ts";
import { waitFor } from "../testing/wait-for.ts";
import { createNotificationService, type NotificationService } from "./notifications.ts";
import {
  NOTIFYING_EVENTS,
  notificationForEvent,
  vehicleLabel,
  vilniusTime,
  type NotifyingEvent,
} from "./notifications-for-events.ts";

let db: Db;
let publisher: Redis;
let subscriber: Redis;
let service: NotificationService;
const prefix = `${inject("redisPrefix")}notify-${randomUUID().slice(0, 6)}:`;
// A lot number of this file's own, so other test files' lots never meet it.
const LOT = String(90_000_000 + Math.floor(Math.random() * 9_999_999));
const published: Array<{ userId: string; notificationId: number; visibleAtPublish: boolean }> = [];

async function user(locale: "lt" | "en" = "lt") {
  return db.user.create({
    data: {
      email: `n.${randomUUID().slice(0, 8)}@example.test`,
      name: "Jonas",
      surname: "Jonaitis",
      passwordHash: "x",
      locale,
    },
  });
}

const deps = () => ({ db, notifications: service, logger: silentLogger }) as unknown as WorkerDeps;

function event<T extends NotifyingEvent>(type: T, payload: Extract<DomainEvent, { type: T }>["payload"]): DomainEvent {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), payload } as DomainEvent;
}

beforeAll(async () => {
  db = createPrismaClient(inject("databaseUrl"), { max: 4 });
  publisher = new Redis(inject("redisUrl"));
  subscriber = new Redis(inject("redisUrl"));
  // A second database connection checks that the row is committed (visible to others) when the message arrives.
  const observer = createPrismaClient(inject("databaseUrl"), { max: 2 });
  subscriber.on("message", (_ch: string, raw: string) => {
    const msg = JSON.parse(raw) as { userId: string; notificationId: number };
    void observer.notification.findUnique({ where: { id: msg.notificationId } }).then((row) => {
      published.push({ ...msg, visibleAtPublish: row !== null });
    });
  });
  await subscriber.subscribe(notificationsChannel(prefix));
  service = createNotificationService({ db, redis: publisher, redisPrefix: prefix, logger: silentLogger });
  await db.lot.create({
    data: {
      platform: "copart",
      lotNumber: LOT,
      title: "2019 BMW X5 XDRIVE40I",
      originalData: {},
      contentHash: "0".repeat(64),
    },
  });
});

afterAll(async () => {
  await service?.close();
  subscriber?.disconnect();
  await db?.$disconnect();
});

describe("notify", () => {
  it("writes the message in the user's locale and publishes after the commit", async () => {
    const lt = await user("lt");
    const en = await user("en");
    const params = { vehicle: "2019 BMW X5 (Copart #64951306)", amount: 5000 };
    const a = await service.notify(
      lt.id,
      "deposit_completed",
      "notification.depositCompleted.text",
      params,
      "/dashboard/bills",
    );
    const b = await service.notify(
      en.id,
      "deposit_completed",
      "notification.depositCompleted.text",
      params,
      "/dashboard/bills",
    );
    const rows = await db.notification.findMany({ where: { id: { in: [a!.notificationId, b!.notificationId] } } });
    const byUser = Object.fromEntries(rows.map((r) => [r.userId, r]));
    expect(byUser[lt.id]).toMatchObject({
      type: "deposit_completed",
      messageId: "notification.depositCompleted.text",
      params,
      relatedLink: "/dashboard/bills",
      isRead: false,
    });
    expect(byUser[lt.id]!.message).toMatch(/^Jūsų įmoka 5[\s\u00a0]000,00[\s\u00a0]€ gauta/);
    expect(byUser[en.id]!.message).toBe("Your deposit of €5,000.00 has been received and added to your balance.");
    const seen = await waitFor(() => {
      const mine = published.filter(
        (p) => p.notificationId === a!.notificationId || p.notificationId === b!.notificationId,
      );
      return mine.length === 2 ? mine : null;
    });
    expect(seen.every((p) => p.visibleAtPublish)).toBe(true);
    expect(seen.map((p) => p.userId).sort()).toEqual([lt.id, en.id].sort());
  });

  it("adds no second notification when the same event is handled twice, and wakes the streams again", async () => {
    const u = await user();
    const eventId = randomUUID();
    const args = [
      u.id,
      "outbid",
      "notification.outbid.text",
      { vehicle: "X", maxBid: 1000, currentBid: 1100 },
      "/dashboard/active-auctions",
      eventId,
    ] as const;
    const first = await service.notify(...args);
    const second = await service.notify(...args);
    expect(first).toMatchObject({ created: true });
    expect(second).toEqual({ ...first, created: false });
    expect(await db.notification.count({ where: { userId: u.id } })).toBe(1);
    await waitFor(() => published.filter((p) => p.notificationId === first!.notificationId).length === 2);
  });

  it("writes inside a caller's transaction and publishes nothing when it rolls back", async () => {
    const u = await user();
    await expect(
      db.$transaction(async (tx) => {
        await service.write(tx, {
          userId: u.id,
          type: "bid_placed",
          messageId: "notification.bidPlaced.text",
          params: { vehicle: "X", maxBid: 1 },
        });
        throw new Error("the handler failed after writing");
      }),
    ).rejects.toThrow("the handler failed");
    expect(await db.notification.count({ where: { userId: u.id } })).toBe(0);
    const ref = await db.$transaction((tx) =>
      service.write(tx, {
        userId: u.id,
        type: "bid_placed",
        messageId: "notification.bidPlaced.text",
        params: { vehicle: "X", maxBid: 1 },
      }),
    );
    await service.publish(ref);
    await waitFor(() => published.some((p) => p.notificationId === ref!.notificationId));
  });

  it("writes nothing for a user who is gone, and refuses a link to another site or missing params", async () => {
    expect(
      await service.notify(randomUUID(), "bid_update", "notification.bidUpdate.text", {
        vehicle: "X",
        status: "approved",
      }),
    ).toBeNull();
    const u = await user();
    for (const link of ["https://evil.test/x", "//evil.test/x", "/\\evil.test", "javascript:alert(1)"])
      await expect(
        service.notify(u.id, "bid_update", "notification.bidUpdate.text", { vehicle: "X", status: "won" }, link),
      ).rejects.toThrow(/relatedLink/);
    await expect(service.notify(u.id, "bid_update", "notification.bidUpdate.text", { vehicle: "X" })).rejects.toThrow(
      /cannot render/,
    );
    expect(await db.notification.count({ where: { userId: u.id } })).toBe(0);
  });
});

describe("notifications for the event catalogue", () => {
  it("names the vehicle in a language-neutral way and gives auction times in Lithuanian time", () => {
    expect(vehicleLabel({ platform: "copart", lotNumber: "1" }, " 2019 BMW X5 ")).toBe("2019 BMW X5 (Copart #1)");
    expect(vehicleLabel({ platform: "iaai", lotNumber: "2" }, null)).toBe("IAAI #2");
    expect(vilniusTime("2026-07-01T15:00:00Z")).toBe("2026-07-01 18:00");
    expect(vilniusTime("2026-12-01T15:00:00Z")).toBe("2026-12-01 17:00");
  });

  it("gives each notifying event its type, text and link, once however often it is handled", async () => {
    const u = await user("en");
    const lot = { platform: "copart" as const, lotNumber: LOT };
    const bid = { bidId: "b1", userId: u.id, ...lot };
    const cases: Array<[DomainEvent, string, RegExp, string]> = [
      [
        event("bid.placed", { ...bid, maxBidCents: 1_250_000, holdCents: 115_000, isRaise: false }),
        "bid_placed",
        new RegExp(`^Your bid of up to \\$12,500 on 2019 BMW X5 XDRIVE40I \\(Copart #${LOT}\\) has been sent`),
        "/dashboard/active-auctions",
      ],
      [
        event("bid.approved", { ...bid, maxBidCents: 1_250_000 }),
        "bid_request_approved",
        /has been approved/,
        "/dashboard/active-auctions",
      ],
      [
        event("bid.rejected", { ...bid, maxBidCents: 1_250_000, reason: "Title not exportable" }),
        "bid_request_rejected",
        /was not approved\. Reason: Title not exportable$/,
        "/dashboard/active-auctions?status=rejected",
      ],
      [
        event("bid.updated", { ...bid, status: "cancelled" }),
        "bid_update",
        /has changed: cancelled\.$/,
        "/dashboard/active-auctions?status=cancelled",
      ],
      [
        event("bid.outbid", { ...bid, maxBidCents: 1_250_000, currentBidCents: 1_300_000, source: "ingestion" }),
        "outbid",
        /current bid of \$13,000 is above your maximum of \$12,500/,
        "/dashboard/active-auctions",
      ],
      [
        event("bid.won", { ...bid, finalPriceCents: 1_200_000, purchaseId: "p1" }),
        "won_auction",
        /^Congratulations! You won .* for \$12,000\.$/,
        "/dashboard/won-auctions",
      ],
      [
        event("bid.lost", { ...bid, finalPriceCents: null }),
        "lost_auction",
        /has ended and your bid did not win/,
        "/dashboard/active-auctions?status=lost",
      ],
      [
        event("buy-now.approved", { requestId: "r1", userId: u.id, ...lot, priceCents: 900_000, purchaseId: "p2" }),
        "buy_now_approved",
        /at \$9,000 has been approved/,
        "/dashboard/won-auctions",
      ],
      [
        event("buy-now.rejected", { requestId: "r2", userId: u.id, ...lot, reason: null }),
        "buy_now_rejected",
        /was not approved\.$/,
        "/dashboard/active-auctions?status=buy-now",
      ],
      [
        event("deposit.completed", { depositId: "d1", userId: u.id, amountCents: 250_050, currency: "EUR" }),
        "deposit_completed",
        /€2,500\.50/,
        "/dashboard/bills",
      ],
      [
        event("watchlist.ending-soon", {
          watchlistItemId: "w1",
          userId: u.id,
          platform: "iaai",
          lotNumber: "44981230",
          auctionDate: "2026-12-01T15:00:00.000Z",
        }),
        "watchlist_ending",
        /^IAAI #44981230 from your watchlist goes to auction on 2026-12-01 17:00/,
        "/dashboard/watchlist",
      ],
      [
        event("bill.issued", {
          billId: "bl1",
          userId: u.id,
          purchaseId: "p1",
          stage: "departure",
          totalCents: 185_000,
          currency: "EUR",
        }),
        "bill_issued",
        /€1,850\.00 has been issued: towing and ocean freight\.$/,
        "/dashboard/bills",
      ],
      [
        event("purchase.status-changed", { purchaseId: "p1", userId: u.id, from: "shipped", to: "arrived" }),
        "purchase_update",
        /arrived at Klaipėda port/,
        "/dashboard/won-auctions",
      ],
    ];
    expect(cases.map(([e]) => e.type).sort()).toEqual([...NOTIFYING_EVENTS].sort());
    for (const [e, type, text, link] of cases) {
      const handler = notifyOnEvent(e.type as NotifyingEvent);
      expect(await handler.handle(e as never, deps()), e.type).toBe("done");
      expect(await handler.handle(e as never, deps()), e.type).toBe("duplicate");
      const rows = await db.notification.findMany({ where: { eventId: e.id } });
      expect(rows, e.type).toHaveLength(1);
      expect(rows[0], e.type).toMatchObject({ userId: u.id, type, relatedLink: link });
      expect(rows[0]!.message, e.type).toMatch(text);
    }
  });

  it("renders every notifying event in Lithuanian too", async () => {
    const u = await user("lt");
    const lot = { platform: "copart" as const, lotNumber: LOT };
    const bid = { bidId: "b1", userId: u.id, ...lot };
    const won = event("bid.won", { ...bid, finalPriceCents: 1_200_000, purchaseId: "p1" });
    await notifyOnEvent("bid.won").handle(won as never, deps());
    const row = await db.notification.findFirstOrThrow({ where: { eventId: won.id } });
    expect(row.message).toMatch(
      new RegExp(
        `^Sveikiname! Laimėjote aukcioną: 2019 BMW X5 XDRIVE40I \\(Copart #${LOT}\\), galutinė kaina 12[\\s\u00a0]000[\\s\u00a0]USD\\.$`,
      ),
    );
    for (const type of NOTIFYING_EVENTS) {
      const sample = await notificationForEvent(event(type, samplePayload(type, u.id)), async () => null);
      expect(sample, type).not.toBeNull();
      const ref = await service.notify(u.id, sample!.type, sample!.messageId, sample!.params, sample!.relatedLink);
      expect(ref, type).not.toBeNull();
    }
  });

  it("notifies nobody for contact messages and lot changes", async () => {
    const contact = {
      id: randomUUID(),
      type: "contact.submitted",
      occurredAt: new Date().toISOString(),
      payload: { contactMessageId: randomUUID() },
    } as DomainEvent;
    expect(await notificationForEvent(contact, async () => null)).toBeNull();
  });
});

function samplePayload(type: EventType, userId: string): never {
  const lot = { platform: "iaai", lotNumber: "123456" };
  const bid = { bidId: "b", userId, ...lot };
  const payloads: Partial<Record<EventType, object>> = {
    "bid.placed": { ...bid, maxBidCents: 100, holdCents: 10, isRaise: true },
    "bid.approved": { ...bid, maxBidCents: 100 },
    "bid.rejected": { ...bid, maxBidCents: 100, reason: null },
    "bid.updated": { ...bid, status: "something-new" },
    "bid.outbid": { ...bid, maxBidCents: 100, currentBidCents: 200, source: "broker" },
    "bid.won": { ...bid, finalPriceCents: 100, purchaseId: "p" },
    "bid.lost": { ...bid, finalPriceCents: 100 },
    "buy-now.approved": { requestId: "r", userId, ...lot, priceCents: 100, purchaseId: "p" },
    "buy-now.rejected": { requestId: "r", userId, ...lot, reason: "Sold" },
    "deposit.completed": { depositId: "d", userId, amountCents: 100, currency: "EUR" },
    "watchlist.ending-soon": { watchlistItemId: "w", userId, ...lot, auctionDate: new Date().toISOString() },
    "bill.issued": { billId: "b", userId, purchaseId: "p", stage: "arrival", totalCents: 100, currency: "EUR" },
    "purchase.status-changed": { purchaseId: "p", userId, from: "paid", to: "picked_up" },
  };
  return payloads[type] as never;
}
