// Warm lot caches against real PostgreSQL, Redis, BullMQ and an in-process feed: when ingestion changes a lot that
// someone watches or bids on, the worker writes its API cache entry afresh (a `lots.warm-cache` job), with no one
// asking for the lot; lots nobody follows are only dropped. The entry is the one the API itself would write and
// serve; a job whose Redis fails is a failed job, retried and logged like any other.
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import type { FastifyInstance } from "fastify";
import { lotCacheKey } from "@app/shared/contracts/cache";
import { reviveLotCache } from "@app/db/lot-cache";
import { buildApp } from "../../../api/src/app.ts";
import { testApiConfig } from "../../../test/support/config.ts";
import { silentLogger } from "../logger.ts";
import { startWorker, type RunningWorker } from "../main.ts";
import { processJob } from "../registry.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../testing/isolated-database.ts";
import { copartPage, copartRow, startFeedServer, type FeedServer } from "../testing/feed-server.ts";
import { testConfig } from "../testing/test-config.ts";
import { sleep, waitFor } from "../testing/wait-for.ts";
import { runIngestion, type IngestionDeps } from "./ingestion/run-ingestion.ts";

const prefix = `${inject("redisPrefix")}warm-${randomUUID().slice(0, 6)}:`;
let feed: FeedServer;
let iso: IsolatedDatabase;
let redis: Redis;
let worker: RunningWorker;
let app: FastifyInstance;
let deps: IngestionDeps;

beforeAll(async () => {
  feed = await startFeedServer();
  iso = await createIsolatedDatabase(inject("databaseUrl"), "warm");
  redis = new Redis(inject("redisUrl"));
  worker = await startWorker(testConfig({ databaseUrl: iso.url, redisUrl: inject("redisUrl"), redisPrefix: prefix }), {
    db: iso.db,
    relay: false,
    schedulers: false,
  });
  app = await buildApp(testApiConfig({ REDIS_PREFIX: prefix }), { db: iso.db });
  await app.ready();
  // As the ingestion job runs it: the worker's own producer queues the follow-up jobs.
  deps = { db: iso.db, logger: silentLogger, redis, redisPrefix: prefix, producer: worker.producer };
});

afterAll(async () => {
  await app?.close();
  await worker?.close();
  await feed?.close();
  redis?.disconnect();
  await iso?.drop();
});

const key = (lotNumber: number) => `${prefix}${lotCacheKey("copart", String(lotNumber))}`;
const cachedBid = async (lotNumber: number) => {
  const json = await redis.get(key(lotNumber));
  return json === null ? null : (reviveLotCache(json)?.currentBidCents ?? "unreadable");
};

async function customer() {
  return iso.db.user.create({
    data: {
      name: "Ona",
      surname: "Jonaitė",
      email: `warm.${randomUUID().slice(0, 8)}@example.com`,
      passwordHash: "x",
      account: { create: {} },
    },
  });
}

async function source() {
  const id = `warm-${randomUUID().slice(0, 8)}`;
  await iso.db.ingestionSource.create({
    data: {
      id,
      platform: "copart",
      kind: "http",
      fullListing: false,
      settings: { url: `${feed.url}/lots?page={page}`, timeoutMs: 2000, backoffMs: 10 },
    },
  });
  return id;
}

describe("warm lot caches", () => {
  it("writes the fresh entry of a changed lot that is watched or bid on, without any request", async () => {
    const base = 60_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
    const [watched, bidOn, closedBid, nobody] = [base, base + 1, base + 2, base + 3];
    let bid = 1000;
    feed.route = (n) => ({
      body: copartPage(n === 1 ? [watched, bidOn, closedBid, nobody].map((l) => copartRow(l, bid)) : []),
    });
    const id = await source();
    await runIngestion(deps, id);
    const lots = await iso.db.lot.findMany({ where: { lotNumber: { in: [base, base + 1, base + 2].map(String) } } });
    const lotOf = (n: number) => lots.find((l) => l.lotNumber === String(n))!;
    const user = await customer();
    await iso.db.watchlistItem.create({
      data: { userId: user.id, lotId: lotOf(watched).id, platform: "copart", lotNumber: String(watched) },
    });
    const bidRow = (n: number, status: "pending" | "lost") => ({
      userId: user.id,
      lotId: lotOf(n).id,
      platform: "copart" as const,
      lotNumber: String(n),
      maxBidCents: 900_000,
      status,
      fxRate: "0.92",
      fxRateDate: new Date("2026-11-25"),
    });
    await iso.db.bid.createMany({ data: [bidRow(bidOn, "pending"), bidRow(closedBid, "lost")] });
    // Entries as readers left them, with the old bid.
    for (const n of [watched, bidOn, closedBid, nobody])
      expect((await app.inject({ url: `/api/lots/copart/${n}` })).statusCode).toBe(200);
    expect(await cachedBid(watched)).toBe(100_000);

    bid = 1500;
    await runIngestion(deps, id);
    await waitFor(async () => (await cachedBid(watched)) === 150_000 && (await cachedBid(bidOn)) === 150_000);
    // Lots nobody follows (a bid that is over counts as nobody) stay dropped until someone asks.
    await sleep(300);
    expect(await redis.exists(key(closedBid), key(nobody))).toBe(0);
    // The warmed entry is what the API serves, from the cache.
    const res = await app.inject({ url: `/api/lots/copart/${watched}` });
    expect(res.headers["x-cache"]).toBe("hit");
    expect(res.json().lot).toMatchObject({ lotNumber: String(watched), currentBid: 1500 });
    expect(await redis.ttl(key(watched))).toBeGreaterThan(25 * 60);
  });

  it("writes the same entry when run again, and leaves lots that are gone alone", async () => {
    const [lot] = await iso.db.lot.findMany({ take: 1, orderBy: { createdAt: "desc" } });
    const job = (lotIds: string[]) => ({
      id: "t",
      name: "lots.warm-cache",
      data: { lotIds },
      attemptsMade: 0,
      opts: {},
    });
    await expect(processJob(job([lot!.id, randomUUID()]), worker.deps)).resolves.toEqual({ warmed: 1 });
    const first = await redis.get(`${prefix}${lotCacheKey(lot!.platform, lot!.lotNumber)}`);
    await expect(processJob(job([lot!.id]), worker.deps)).resolves.toEqual({ warmed: 1 });
    expect(await redis.get(`${prefix}${lotCacheKey(lot!.platform, lot!.lotNumber)}`)).toBe(first);
  });

  it("fails the job when Redis does, so BullMQ retries it and keeps it as failed", async () => {
    const [lot] = await iso.db.lot.findMany({ take: 1 });
    const broken = new Redis("redis://127.0.0.1:1", {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
    });
    const job = { id: "t", name: "lots.warm-cache", data: { lotIds: [lot!.id] }, attemptsMade: 0, opts: {} };
    await expect(processJob(job, { ...worker.deps, redis: broken })).rejects.toThrow();
    broken.disconnect();
  });
});
