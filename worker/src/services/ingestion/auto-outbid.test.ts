// Automatic outbid through a real ingestion run (file source, real PostgreSQL): a lot whose new current bid passes
// a customer's approved maximum outbids that bid once (hold released, one `bid.outbid` from ingestion), and leaves
// bids with a higher maximum, or not yet approved, alone.
import { randomUUID } from "node:crypto";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createPrismaClient, type Db } from "@app/db/client";
import { lockAccount, post } from "@app/db/ledger";
import { silentLogger } from "../../logger.ts";
import { runIngestion, type IngestionDeps } from "./run-ingestion.ts";
import { auctionsSweepHandler } from "../../handlers/auctions-sweep.handler.ts";
import type { WorkerDeps } from "../../deps.ts";
import { copartPage, copartRow } from "../../testing/feed-server.ts";

let db: Db;
let redis: Redis;
let deps: IngestionDeps;

const page = copartPage;

async function customerWithBid(lotId: string, lotNumber: string, maxUsd: number, status: "approved" | "pending") {
  const user = await db.user.create({
    data: { email: `outbid.${randomUUID().slice(0, 8)}@example.test`, name: "A", surname: "B", passwordHash: "x" },
  });
  const holdCents = Math.round(maxUsd * 100 * 0.092);
  const bid = await db.$transaction(async (tx) => {
    const account = await lockAccount(tx, user.id);
    await post(tx, account, {
      type: "deposit",
      balanceDeltaCents: 1_000_000,
      frozenDeltaCents: 0,
      refType: "test",
      refId: "fund",
    });
    const b = await tx.bid.create({
      data: {
        userId: user.id,
        lotId,
        platform: "copart",
        lotNumber,
        maxBidCents: maxUsd * 100,
        holdCents,
        status,
        fxRate: "0.92",
        fxRateDate: new Date("2026-11-20"),
      },
    });
    await post(tx, account, {
      type: "hold",
      balanceDeltaCents: 0,
      frozenDeltaCents: holdCents,
      refType: "bid",
      refId: b.id,
    });
    return b;
  });
  return { userId: user.id, bidId: bid.id, holdCents };
}

const frozen = async (userId: string) => (await db.account.findUniqueOrThrow({ where: { userId } })).frozenCents;
const outbidEvents = async (bidId: string) =>
  (await db.outboxEvent.findMany({ where: { type: "bid.outbid" } })).filter(
    (e) => (e.payload as { bidId: string }).bidId === bidId,
  );

beforeAll(async () => {
  db = createPrismaClient(inject("databaseUrl"), { max: 5 });
  redis = new Redis(inject("redisUrl"));
  deps = { db, logger: silentLogger, redis, redisPrefix: `${inject("redisPrefix")}outbid:` };
});

afterAll(async () => {
  redis?.disconnect();
  await db?.$disconnect();
});

describe("automatic outbid from ingestion", () => {
  it("outbids an approved bid once when the lot's current bid passes its maximum", async () => {
    const lotNumber = 60_000_000 + Math.floor(Math.random() * 1_000_000);
    const dir = await mkdtemp(path.join(tmpdir(), "outbid-"));
    const sourceId = `test-outbid-${randomUUID().slice(0, 8)}`;
    await db.ingestionSource.create({ data: { id: sourceId, platform: "copart", kind: "file", settings: { dir } } });
    await writeFile(path.join(dir, "page-1.json"), page([copartRow(lotNumber, 1000)]));
    await runIngestion(deps, sourceId);
    const lot = await db.lot.findUniqueOrThrow({
      where: { platform_lotNumber: { platform: "copart", lotNumber: String(lotNumber) } },
    });
    expect(lot.currentBidCents).toBe(100_000);

    const passed = await customerWithBid(lot.id, lot.lotNumber, 5000, "approved");
    const higher = await customerWithBid(lot.id, lot.lotNumber, 8000, "approved");
    const waiting = await customerWithBid(lot.id, lot.lotNumber, 4000, "pending");

    // The auction moves to $5,000: not above the maximum, nothing happens.
    await writeFile(path.join(dir, "page-1.json"), page([copartRow(lotNumber, 5000)]));
    await runIngestion(deps, sourceId);
    expect((await db.bid.findUniqueOrThrow({ where: { id: passed.bidId } })).status).toBe("approved");

    // $5,100: the $5,000 maximum is passed.
    await writeFile(path.join(dir, "page-1.json"), page([copartRow(lotNumber, 5100)]));
    await runIngestion(deps, sourceId);
    const bid = await db.bid.findUniqueOrThrow({ where: { id: passed.bidId } });
    expect(bid).toMatchObject({ status: "outbid", holdCents: 0, auctionBidCents: 510_000 });
    expect(await frozen(passed.userId)).toBe(0);
    const events = await outbidEvents(passed.bidId);
    expect(events.map((e) => e.payload)).toEqual([
      {
        bidId: passed.bidId,
        userId: passed.userId,
        platform: "copart",
        lotNumber: lot.lotNumber,
        maxBidCents: 500_000,
        currentBidCents: 510_000,
        source: "ingestion",
      },
    ]);
    const release = await db.ledgerEntry.findFirstOrThrow({ where: { refId: passed.bidId, type: "release" } });
    expect(release.frozenDeltaCents).toBe(-passed.holdCents);

    // The higher maximum and the pending request are untouched.
    expect((await db.bid.findUniqueOrThrow({ where: { id: higher.bidId } })).status).toBe("approved");
    expect(await frozen(higher.userId)).toBe(higher.holdCents);
    expect((await db.bid.findUniqueOrThrow({ where: { id: waiting.bidId } })).status).toBe("pending");

    // The next run moves the bid again: the outbid bid is not outbid twice.
    await writeFile(path.join(dir, "page-1.json"), page([copartRow(lotNumber, 5600)]));
    await runIngestion(deps, sourceId);
    expect(await outbidEvents(passed.bidId)).toHaveLength(1);
    expect(await outbidEvents(higher.bidId)).toHaveLength(0);
  });

  it("is backed by the auctions sweep, which outbids what the lots-changed step missed", async () => {
    const lot = await db.lot.create({
      data: {
        platform: "copart",
        lotNumber: String(70_000_000 + Math.floor(Math.random() * 1_000_000)),
        title: "2018 Ford F-150",
        currentBidCents: 300_000,
        imageUrls: [],
        originalData: {},
        contentHash: "0".repeat(64),
      },
    });
    const missed = await customerWithBid(lot.id, lot.lotNumber, 2500, "approved");
    const safe = await customerWithBid(lot.id, lot.lotNumber, 3500, "approved");
    const sweep = () =>
      auctionsSweepHandler({}, { id: "1", name: "auctions.sweep", data: {}, attemptsMade: 0, opts: {} }, {
        db,
        logger: silentLogger,
      } as unknown as WorkerDeps);
    await sweep();
    await sweep();
    expect((await db.bid.findUniqueOrThrow({ where: { id: missed.bidId } })).status).toBe("outbid");
    expect(await outbidEvents(missed.bidId)).toHaveLength(1);
    expect(await frozen(missed.userId)).toBe(0);
    expect((await db.bid.findUniqueOrThrow({ where: { id: safe.bidId } })).status).toBe("approved");
  });
});
