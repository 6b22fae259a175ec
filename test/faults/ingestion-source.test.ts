// Fault: an ingestion source that misbehaves (test/faults/README.md). The worker runs as its own process and takes
// `lots.ingest` jobs from a private Redis; the feed is served in-process and times out, answers 500, 429 with
// Retry-After, a 200 HTML challenge page, or JSON cut off mid-way. Each run records what happened page by page,
// retries with growing waits (and Retry-After's), keeps every lot it had, and the admin overview shows the run.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../api/src/app.ts";
import { createProducer, type Producer } from "../../worker/src/producer.ts";
import {
  copartPage,
  copartRow,
  startFeedServer,
  type FeedAnswer,
  type FeedServer,
} from "../../worker/src/testing/feed-server.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../worker/src/testing/isolated-database.ts";
import { testApiConfig } from "../support/config.ts";
import { adminCookie, createTestUser } from "../support/sessions.ts";
import {
  saveLogs,
  startRedisServer,
  startWorkerProcess,
  waitWhileRunning,
  type Child,
  type RedisServer,
} from "./support/processes.ts";

const PREFIX = "ingestfault:";
const SOURCE = `fault-feed-${randomUUID().slice(0, 6)}`;
const TIMEOUT_MS = 400;
const BACKOFF_MS = 150;
const BASE = 60_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
const lotNumbers = Array.from({ length: 6 }, (_, i) => BASE + i);
/** Two lots a page, pages 1 to 3, then an empty page. */
const rowsOf = (page: number, bid: number) =>
  page <= 3 ? [copartRow(BASE + (page - 1) * 2, bid), copartRow(BASE + (page - 1) * 2 + 1, bid)] : [];

let iso: IsolatedDatabase;
let redis: RedisServer;
let worker: Child;
let feed: FeedServer;
let producer: Producer;
let app: FastifyInstance;
let admin: string;
const children: Child[] = [];

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "fault_ingest");
  redis = await startRedisServer();
  feed = await startFeedServer();
  await iso.db.ingestionSource.create({
    data: {
      id: SOURCE,
      platform: "copart",
      kind: "http",
      fullListing: true,
      settings: {
        url: `${feed.url}/lots?page={page}`,
        timeoutMs: TIMEOUT_MS,
        retries: 2,
        backoffMs: BACKOFF_MS,
        maxRetryAfterMs: 5_000,
        maxConsecutiveFailedPages: 2,
      },
    },
  });
  worker = await startWorkerProcess({
    DATABASE_URL: iso.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: PREFIX,
    WORKER_LOCK_DURATION_MS: "5000",
    WORKER_STALLED_INTERVAL_MS: "2000",
  });
  children.push(worker);
  producer = createProducer({ url: redis.url, prefix: PREFIX });
  app = await buildApp(testApiConfig({ REDIS_URL: redis.url, REDIS_PREFIX: PREFIX }), { db: iso.db });
  await app.ready();
  admin = await adminCookie(app, (await createTestUser(iso.db, { role: "admin" })).id);
});

afterAll(async () => {
  await saveLogs("ingestion-source", children);
  for (const c of children) await c.stop("SIGKILL");
  await app?.close();
  await producer?.close();
  await feed?.close();
  await redis?.destroy();
  await iso?.drop();
});

/** Enqueues one run through BullMQ, as the scheduler does, and waits for the worker process to finish it. */
async function ingest() {
  const before = await iso.db.ingestionRun.count({ where: { sourceId: SOURCE } });
  feed.log.length = 0;
  await producer.add("lots.ingest", { sourceId: SOURCE });
  return waitWhileRunning(
    worker,
    async () => {
      const runs = await iso.db.ingestionRun.findMany({ where: { sourceId: SOURCE }, orderBy: { startedAt: "asc" } });
      const run = runs[before];
      return run && run.status !== "running" ? run : null;
    },
    30_000,
  );
}

/** The times between the attempts at one page. */
function gapsOf(page: number): number[] {
  const at = feed.log.filter((h) => h.page === page).map((h) => h.at);
  return at.slice(1).map((t, i) => t - at[i]!);
}

async function lotsNow() {
  return iso.db.lot.findMany({
    where: { platform: "copart", lotNumber: { in: lotNumbers.map(String) } },
    select: { lotNumber: true, currentBidCents: true, removedAt: true },
    orderBy: { lotNumber: "asc" },
  });
}

async function overviewOfSource() {
  const res = await app.inject({ method: "GET", url: "/api/admin/overview", headers: { cookie: admin } });
  expect(res.statusCode).toBe(200);
  return (res.json().ingestion as { sourceId: string; lastRun: Record<string, unknown> }[]).find(
    (s) => s.sourceId === SOURCE,
  )!;
}

describe("an ingestion source that misbehaves", () => {
  it("records each failure, retries with backoff, keeps its lots, and shows the run in the admin overview", async () => {
    // A healthy first run: six lots.
    feed.route = (n) => ({ body: copartPage(rowsOf(n, 1000)) });
    expect(await ingest()).toMatchObject({ status: "completed", created: 6, pagesFailed: 0 });

    // Then every way a provider fails, each page once: a timeout, a 500, a 429 with Retry-After (all recovered on
    // the retry), and an HTML challenge page that never goes away.
    const attempts = new Map<number, number>();
    feed.route = (n): FeedAnswer => {
      const k = (attempts.get(n) ?? 0) + 1;
      attempts.set(n, k);
      const ok = { body: copartPage(rowsOf(n, 1200)) };
      if (n === 1 && k === 1) return { ...ok, delayMs: TIMEOUT_MS * 3 };
      if (n === 2 && k === 1) return { status: 500, body: "upstream error" };
      if (n === 3 && k === 1) return { status: 429, headers: { "retry-after": "1" }, body: "" };
      if (n === 4) return { headers: { "content-type": "text/html" }, body: "<html>Are you a robot?</html>" };
      return n === 5 ? { body: copartPage([]) } : ok;
    };
    const second = await ingest();
    expect(second).toMatchObject({ status: "completed", pagesDone: 3, pagesFailed: 1, updated: 6, removed: 0 });
    expect(second.errors).toEqual([
      expect.objectContaining({ page: 4, reason: expect.stringMatching(/HTML page instead of JSON.*3 attempts/) }),
    ]);
    expect(attempts).toEqual(
      new Map([
        [1, 2],
        [2, 2],
        [3, 2],
        [4, 3],
        [5, 1],
      ]),
    );
    // Backoff: the source's delay, doubling; a 429 waits what Retry-After asked.
    expect(gapsOf(1)[0]).toBeGreaterThanOrEqual(TIMEOUT_MS + BACKOFF_MS - 20);
    expect(gapsOf(2)[0]).toBeGreaterThanOrEqual(BACKOFF_MS - 20);
    expect(gapsOf(3)[0]).toBeGreaterThanOrEqual(1_000 - 20);
    const [g1, g2] = gapsOf(4);
    expect(g1).toBeGreaterThanOrEqual(BACKOFF_MS - 20);
    expect(g2).toBeGreaterThanOrEqual(2 * BACKOFF_MS - 20);
    // A page failed, so nothing is taken as gone from the full listing.
    expect((await lotsNow()).map((l) => [l.currentBidCents, l.removedAt])).toEqual(
      lotNumbers.map(() => [120_000, null]),
    );

    // Then the source goes down: truncated JSON, then only timeouts. The run ends as failed and keeps every lot.
    feed.route = (n) =>
      n === 1 ? { body: copartPage(rowsOf(1, 1500)).slice(0, 60) } : { body: copartPage([]), delayMs: 5_000 };
    const third = await ingest();
    expect(third).toMatchObject({ status: "failed", pagesDone: 0, pagesFailed: 2, removed: 0 });
    expect(third.summary).toMatch(/2 pages failed in a row/);
    expect(third.errors).toEqual([
      expect.objectContaining({ page: 1, reason: expect.stringMatching(/malformed JSON.*3 attempts/) }),
      expect.objectContaining({ page: 2, reason: expect.stringMatching(/timed out after 400 ms.*3 attempts/) }),
    ]);
    expect((await lotsNow()).map((l) => [l.currentBidCents, l.removedAt])).toEqual(
      lotNumbers.map(() => [120_000, null]),
    );

    // What the broker sees on the overview.
    const shown = await overviewOfSource();
    expect(shown.lastRun).toMatchObject({
      id: third.id,
      status: "failed",
      progress: { pagesDone: 0, pagesFailed: 2 },
      errors: [
        expect.objectContaining({ page: 1, reason: expect.stringMatching(/malformed JSON/) }),
        expect.objectContaining({ page: 2, reason: expect.stringMatching(/timed out/) }),
      ],
      summary: expect.stringMatching(/stopped: 2 pages failed in a row/),
    });
  });
});
