// The admin overview against real PostgreSQL: exact counts of what waits for the broker and each ingestion
// source's latest run with its errors. Its own database, so every count is known.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser } from "../../../../test/support/sessions.ts";
import { expectAdminOnly, startAdminHarness, type AdminHarness } from "../../../../test/support/admin-harness.ts";

let h: AdminHarness;

async function lot(auctionDate: Date) {
  const lotNumber = String(Math.floor(Math.random() * 9e7) + 1e7);
  return h.iso.db.lot.create({
    data: {
      platform: "copart",
      lotNumber,
      title: "2019 TOYOTA CAMRY",
      originalData: {},
      contentHash: "0".repeat(64),
      auctionDate,
    },
  });
}

beforeAll(async () => {
  h = await startAdminHarness("admin-overview");
  const db = h.iso.db;
  const { id: userId } = await createTestUser(db);
  const ref = () => randomUUID().slice(0, 12);
  const money = { userId, amountCents: 10_000, method: "bank_transfer" };
  await db.deposit.createMany({
    data: [
      { ...money, reference: ref() },
      { ...money, reference: ref() },
      { ...money, reference: ref(), status: "completed" },
    ],
  });
  await db.withdrawal.create({ data: { ...money, reference: ref() } });
  const ended = await lot(new Date(Date.now() - 3600_000));
  const upcoming = await lot(new Date(Date.now() + 86_400_000));
  // One open bid per customer and lot (a unique index), so a second customer bids too.
  const { id: otherId } = await createTestUser(db);
  const bid = (
    l: { id: string; lotNumber: string },
    status: "pending" | "approved" | "outbid" | "won",
    by = userId,
  ) => ({
    userId: by,
    lotId: l.id,
    platform: "copart" as const,
    lotNumber: l.lotNumber,
    maxBidCents: 500_000,
    status,
    fxRate: "0.92",
    fxRateDate: new Date("2026-11-25"),
  });
  await db.bid.createMany({
    data: [
      bid(upcoming, "pending"),
      bid(ended, "approved"),
      bid(upcoming, "approved", otherId),
      bid(ended, "won", otherId),
    ],
  });
  await db.buyNowRequest.create({
    data: {
      userId,
      lotId: upcoming.id,
      platform: "copart",
      lotNumber: upcoming.lotNumber,
      priceCents: 900_000,
      holdCents: 80_000,
      fxRate: "0.92",
      fxRateDate: new Date("2026-11-25"),
    },
  });
  const contact = { name: "Ona", email: "o@example.test", message: "Labas", emailSubject: "Contact", recipients: [] };
  await db.contactMessage.createMany({
    data: [
      { ...contact, status: "failed" },
      { ...contact, status: "sent" },
      { ...contact, status: "sent", createdAt: new Date(Date.now() - 30 * 86_400_000) },
    ],
  });
  await db.emailDelivery.create({
    data: {
      messageId: `<x.${randomUUID()}@baltbid.test>`,
      category: "bid_won",
      toAddresses: [],
      subject: "S",
      status: "failed",
    },
  });
  // Events: one given up on, one marked failed but handled since, one never failed.
  await db.outboxEvent.createMany({
    data: [
      { id: randomUUID(), type: "bid.won", payload: {}, failedAt: new Date(), failedError: "boom" },
      { id: randomUUID(), type: "bid.won", payload: {}, failedAt: new Date(), handledAt: new Date() },
      { id: randomUUID(), type: "bid.won", payload: {} },
    ],
  });
  await db.ingestionSource.create({ data: { id: "copart-feed", platform: "copart", kind: "http", settings: {} } });
  await db.ingestionSource.create({
    data: { id: "iaai-feed", platform: "iaai", kind: "http", settings: {}, enabled: false },
  });
  await db.ingestionRun.create({
    data: { sourceId: "copart-feed", status: "completed", startedAt: new Date("2026-11-25T08:00:00Z"), seen: 5 },
  });
  await db.ingestionRun.create({
    data: {
      sourceId: "copart-feed",
      status: "failed",
      startedAt: new Date("2026-11-26T08:00:00Z"),
      seen: 40,
      failed: 2,
      errors: [{ page: 3, reason: "HTTP 503 <html>", at: "2026-11-26T08:01:00Z" }],
    },
  });
});

afterAll(() => h?.close());

describe("GET /api/admin/overview", () => {
  it("counts what waits for the broker", async () => {
    const res = await h.admin.get("/api/admin/overview");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts).toEqual({
      pendingDeposits: 2,
      pendingWithdrawals: 1,
      pendingBidRequests: 1,
      pendingBuyNowRequests: 1,
      awaitingOutcome: 1,
      unpaidBills: 0,
      contactMessagesLast7Days: 2,
      failedContactMessages: 1,
      failedMails: 1,
      failedEvents: 1,
    });
  });

  it("shows each source's latest run with its errors, as data", async () => {
    const { ingestion } = (await h.admin.get("/api/admin/overview")).json();
    expect(ingestion).toEqual([
      {
        sourceId: "copart-feed",
        platform: "copart",
        enabled: true,
        lastRun: expect.objectContaining({
          status: "failed",
          seen: 40,
          failed: 2,
          startedAt: "2026-11-26T08:00:00.000Z",
          errors: [{ page: 3, reason: "HTTP 503 <html>", at: "2026-11-26T08:01:00Z" }],
        }),
      },
      { sourceId: "iaai-feed", platform: "iaai", enabled: false, lastRun: null },
    ]);
  });

  it("is for admins only", async () => {
    await expectAdminOnly(h, "GET", "/api/admin/overview");
  });
});
