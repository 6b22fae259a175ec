// Ingestion against a real HTTP feed served in-process (paging, a required header, 500s, 429 with Retry-After, a
// 200 HTML challenge page, truncated JSON), real PostgreSQL and Redis: what each failure does to a run, resuming
// a run whose worker died, skipping bad records, marking vanished lots, and dropping the API's lot cache.
import { randomUUID } from "node:crypto";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it, inject } from "vitest";
import { SEARCH_FACET_TOTALS_KEY, lotCacheKey } from "@app/shared/contracts/cache";
import { silentLogger } from "../../logger.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../testing/isolated-database.ts";
import { copartPage, copartRow, startFeedServer, type FeedServer } from "../../testing/feed-server.ts";
import { createHttpSource, parseRetryAfter } from "./http-source.ts";
import { PageError } from "./page-source.ts";
import { RUN_LEASE_MS, runIngestion, type IngestionDeps, type RunProgress } from "./run-ingestion.ts";
import { copartAdapter } from "@app/shared/catalogue/copart.adapter";
import { httpSourceSettingsSchema } from "@app/shared/ingestion/ingestion-source.schemas";
import { UnrecoverableError } from "bullmq";
import { lotsIngestHandler } from "../../handlers/lots-ingest.handler.ts";

let feed: FeedServer;

let iso: IsolatedDatabase;
let redis: Redis;
let deps: IngestionDeps;
const prefix = `${inject("redisPrefix")}ingest-${randomUUID().slice(0, 6)}:`;

const page = copartPage;

async function createSource(
  settings: Record<string, unknown>,
  opts: { fullListing?: boolean; kind?: "http" | "file" } = {},
) {
  const id = `test-${randomUUID().slice(0, 8)}`;
  await iso.db.ingestionSource.create({
    data: {
      id,
      platform: "copart",
      kind: opts.kind ?? "http",
      fullListing: opts.fullListing ?? false,
      settings: (opts.kind === "file"
        ? settings
        : { url: `${feed.url}/lots?page={page}`, timeoutMs: 2000, backoffMs: 10, ...settings }) as object,
    },
  });
  return id;
}

beforeAll(async () => {
  feed = await startFeedServer();
  iso = await createIsolatedDatabase(inject("databaseUrl"), "ingest");
  redis = new Redis(inject("redisUrl"));
  deps = { db: iso.db, logger: silentLogger, redis, redisPrefix: prefix };
});

afterAll(async () => {
  await feed?.close();
  redis?.disconnect();
  await iso?.drop();
});

beforeEach(() => {
  feed.hits.length = 0;
});

describe("the HTTP source", () => {
  it("pages until an empty page, sending the configured headers", async () => {
    const base = 10_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
    feed.route = (n, req) => {
      if (req.headers["x-api-key"] !== "secret") return { status: 401, body: "{}" };
      return { body: page(n <= 3 ? [copartRow(base + n * 2), copartRow(base + n * 2 + 1)] : []) };
    };
    const id = await createSource({ headers: { "x-api-key": "secret" } });
    const outcome = await runIngestion(deps, id);
    expect(outcome).toMatchObject({ status: "completed" });
    expect(feed.hits).toEqual([1, 2, 3, 4]);
    const run = await iso.db.ingestionRun.findFirstOrThrow({ where: { sourceId: id } });
    expect(run).toMatchObject({ status: "completed", seen: 6, created: 6, pagesDone: 3, pagesFailed: 0, nextPage: 4 });
    expect(run.summary).toContain("6 seen: 6 created");
  });

  it("ends a run that hit an unexpected error as failed, so the next attempt starts at once", async () => {
    const id = await createSource({ dir: "/nonexistent/demo-catalogue/copart" }, { kind: "file" });
    await expect(runIngestion(deps, id)).rejects.toThrow();
    const failed = await iso.db.ingestionRun.findFirstOrThrow({ where: { sourceId: id } });
    expect(failed).toMatchObject({ status: "failed", summary: expect.stringContaining("stopped:") });
    expect(failed.finishedAt).not.toBeNull();
    await expect(runIngestion(deps, id)).rejects.toThrow(); // a new run, not "busy" behind the failed one
    expect(await iso.db.ingestionRun.count({ where: { sourceId: id, status: "failed" } })).toBe(2);
  });

  it("refuses without the header: a 4xx is not retried and the page is recorded", async () => {
    feed.route = (_n, req) => (req.headers["x-api-key"] ? { body: page([]) } : { status: 403, body: "forbidden" });
    const id = await createSource({ maxConsecutiveFailedPages: 1 });
    const outcome = await runIngestion(deps, id);
    expect(outcome.status).toBe("failed");
    expect(feed.hits).toEqual([1]); // no retries on 403
    const run = await iso.db.ingestionRun.findFirstOrThrow({ where: { sourceId: id } });
    expect(run.errors).toEqual([expect.objectContaining({ page: 1, reason: expect.stringContaining("HTTP 403") })]);
  });

  it("retries a 500 and a 200 HTML challenge page, then goes on", async () => {
    const base = 20_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
    let calls = 0;
    feed.route = (n) => {
      calls++;
      if (n === 1 && calls === 1) return { status: 500, body: "oops" };
      if (n === 1 && calls === 2)
        return { headers: { "content-type": "text/html" }, body: "<html><body>Checking your browser…</body></html>" };
      return { body: page(n === 1 ? [copartRow(base)] : []) };
    };
    const id = await createSource({});
    expect((await runIngestion(deps, id)).status).toBe("completed");
    expect(feed.hits).toEqual([1, 1, 1, 2]);
    expect(await iso.db.lot.count({ where: { lotNumber: String(base) } })).toBe(1);
  });

  it("honours Retry-After on a 429", async () => {
    let first = true;
    feed.route = () => {
      if (first) {
        first = false;
        return { status: 429, headers: { "retry-after": "1" }, body: "slow down" };
      }
      return { body: page([]) };
    };
    const id = await createSource({});
    const t0 = Date.now();
    expect((await runIngestion(deps, id)).status).toBe("completed");
    expect(Date.now() - t0).toBeGreaterThanOrEqual(950); // waited as told, not the 10 ms backoff
    expect(feed.hits).toEqual([1, 1]);
  });

  it("records a page of truncated JSON after its retries and keeps the run going", async () => {
    const base = 30_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
    feed.route = (n) => {
      if (n === 1) return { body: page([copartRow(base)]).slice(0, 40) };
      return { body: page(n === 2 ? [copartRow(base + 1)] : []) };
    };
    const id = await createSource({ retries: 2 });
    const outcome = await runIngestion(deps, id);
    expect(outcome.status).toBe("completed");
    expect(feed.hits).toEqual([1, 1, 1, 2, 3]);
    const run = await iso.db.ingestionRun.findFirstOrThrow({ where: { sourceId: id } });
    expect(run).toMatchObject({ pagesFailed: 1, pagesDone: 1, created: 1 });
    expect(run.errors).toEqual([
      expect.objectContaining({ page: 1, reason: expect.stringMatching(/malformed JSON.*3 attempts/) }),
    ]);
  });

  it("ends the run as failed when the source is down, keeping the lots it had", async () => {
    const base = 40_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
    feed.route = () => ({ body: page([copartRow(base)]) });
    const kept = await createSource({ maxPages: 1 });
    await runIngestion(deps, kept);
    feed.route = () => ({ status: 503, body: "down" });
    const id = await createSource({ retries: 1, maxConsecutiveFailedPages: 2 });
    const outcome = await runIngestion(deps, id);
    expect(outcome).toMatchObject({ status: "failed", summary: expect.stringContaining("2 pages failed in a row") });
    expect(await iso.db.lot.findFirst({ where: { lotNumber: String(base), removedAt: null } })).not.toBeNull();
  });

  it("reads Retry-After as seconds or as a date", () => {
    expect(parseRetryAfter("7")).toBe(7000);
    expect(parseRetryAfter(new Date(Date.now() + 5000).toUTCString(), Date.now())).toBeGreaterThan(3000);
    expect(parseRetryAfter("soon")).toBeNull();
  });

  it("gives up on a page when asked to wait longer than allowed", async () => {
    feed.route = () => ({ status: 429, headers: { "retry-after": "3600" }, body: "" });
    const source = createHttpSource(
      httpSourceSettingsSchema.parse({
        url: `${feed.url}/lots?page={page}`,
        timeoutMs: 2000,
        retries: 3,
        backoffMs: 10,
        maxRetryAfterMs: 5000,
      }),
      copartAdapter,
    );
    await expect(source.readPage(1)).rejects.toBeInstanceOf(PageError);
    expect(feed.hits).toEqual([1]);
  });
});

describe("an ingestion run", () => {
  it("skips a malformed record and counts it, keeping the rest of its page", async () => {
    const base = 50_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
    feed.route = (n) => ({
      body: page(
        n === 1
          ? [copartRow(base), { mkn: "NO LOT NUMBER" }, { ln: "not a number", lcy: "x" }, copartRow(base + 1)]
          : [],
      ),
    });
    const id = await createSource({});
    await runIngestion(deps, id);
    const run = await iso.db.ingestionRun.findFirstOrThrow({ where: { sourceId: id } });
    expect(run).toMatchObject({ seen: 4, created: 2, failed: 2, status: "completed" });
    expect((run.errors as unknown[]).length).toBe(2);
  });

  it("resumes a run whose worker died, from the page it reached", async () => {
    const base = 60_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
    const abort = new AbortController();
    feed.route = (n) => {
      if (n === 3 && !abort.signal.aborted) abort.abort(new Error("worker killed")); // dies during page 3
      return { body: page(n <= 4 ? [copartRow(base + n)] : []) };
    };
    const id = await createSource({ writeBatchLots: 1 }); // every page written as it comes
    await expect(runIngestion(deps, id, { signal: abort.signal })).rejects.toThrow();
    const dead = await iso.db.ingestionRun.findFirstOrThrow({ where: { sourceId: id } });
    expect(dead).toMatchObject({ status: "running", nextPage: 3, created: 2 });

    // While its lease is fresh, another job leaves it alone...
    expect(await runIngestion(deps, id)).toMatchObject({ status: "busy", runId: dead.id });
    // ...once it is stale, the next job resumes it at page 3.
    await iso.db.ingestionRun.update({
      where: { id: dead.id },
      data: { heartbeatAt: new Date(Date.now() - RUN_LEASE_MS - 1000) },
    });
    feed.hits.length = 0;
    const outcome = await runIngestion(deps, id);
    expect(outcome).toMatchObject({ status: "completed", runId: dead.id, resumed: true });
    expect(feed.hits).toEqual([3, 4, 5]);
    const run = await iso.db.ingestionRun.findUniqueOrThrow({ where: { id: dead.id } });
    expect(run).toMatchObject({ created: 4, pagesDone: 4, status: "completed" });
    expect(await iso.db.ingestionRun.count({ where: { sourceId: id } })).toBe(1);
  });

  it("drops the cached copy of a lot that changed, and only of that one, and the search's per-value totals", async () => {
    const base = 70_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
    let bid = 1000;
    feed.route = (n) => ({ body: page(n === 1 ? [copartRow(base, bid), copartRow(base + 1, 500)] : []) });
    const id = await createSource({});
    await runIngestion(deps, id);
    const changedKey = `${prefix}${lotCacheKey("copart", String(base))}`;
    const sameKey = `${prefix}${lotCacheKey("copart", String(base + 1))}`;
    await redis.set(changedKey, "{}", "EX", 600);
    await redis.set(sameKey, "{}", "EX", 600);
    // The search's count of open lots per filter value goes too: the next search counts afresh.
    const facetTotals = `${prefix}${SEARCH_FACET_TOTALS_KEY}`;
    await redis.hset(facetTotals, "@countedAt", String(Date.now()));
    await runIngestion(deps, id); // nothing changed: the count stays
    expect(await redis.exists(facetTotals)).toBe(1);
    bid = 1500;
    await runIngestion(deps, id);
    expect(await redis.exists(changedKey)).toBe(0);
    expect(await redis.exists(sameKey)).toBe(1);
    expect(await redis.exists(facetTotals)).toBe(0);
    const lot = await iso.db.lot.findFirstOrThrow({ where: { lotNumber: String(base) } });
    expect(lot.currentBidCents).toBe(150_000);
    const second = await iso.db.ingestionRun.findFirstOrThrow({
      where: { sourceId: id },
      orderBy: { startedAt: "desc" },
    });
    expect(second).toMatchObject({ updated: 1, unchanged: 1 });
  });

  it("runs two sources side by side (as the worker's concurrent jobs do), each lot written and counted once", async () => {
    const base = 97_000_000 + Math.floor(Math.random() * 10_000) * 100;
    const sources = await Promise.all(
      [0, 1].map(async (s) => {
        const dir = await mkdtemp(path.join(tmpdir(), "ingest-file-"));
        for (let n = 1; n <= 4; n++)
          await writeFile(
            path.join(dir, `page-${n}.json`),
            page([0, 1, 2].map((i) => copartRow(base + s * 50 + n * 3 + i))),
          );
        return createSource({ dir, writeBatchLots: 3 }, { kind: "file" }); // a write per page: the runs interleave
      }),
    );
    const outcomes = await Promise.all(sources.map((id) => runIngestion(deps, id)));
    expect(outcomes.map((o) => o.status)).toEqual(["completed", "completed"]);
    for (const id of sources)
      expect(await iso.db.ingestionRun.findFirstOrThrow({ where: { sourceId: id } })).toMatchObject({
        seen: 12,
        created: 12,
        pagesDone: 4,
      });
    const lotNumbers = Array.from({ length: 120 }, (_, i) => String(base + i));
    expect(await iso.db.lot.count({ where: { platform: "copart", lotNumber: { in: lotNumbers } } })).toBe(24);
  });

  it("marks lots that left a full listing as removed after a complete run", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "ingest-file-"));
    const base = 80_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
    await writeFile(path.join(dir, "page-1.json"), page([copartRow(base), copartRow(base + 1)]));
    const id = await createSource({ dir }, { kind: "file", fullListing: true });
    await runIngestion(deps, id);
    await writeFile(path.join(dir, "page-1.json"), page([copartRow(base)]));
    const outcome = await runIngestion(deps, id);
    expect(outcome.status).toBe("completed");
    const gone = await iso.db.lot.findFirstOrThrow({ where: { lotNumber: String(base + 1) } });
    const still = await iso.db.lot.findFirstOrThrow({ where: { lotNumber: String(base) } });
    expect(gone.removedAt).not.toBeNull();
    expect(still.removedAt).toBeNull();
  });

  it("holds the run and marks nothing removed when a page failed", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "ingest-file-"));
    const base = 90_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
    await writeFile(path.join(dir, "page-1.json"), page([copartRow(base), copartRow(base + 1)]));
    const id = await createSource({ dir }, { kind: "file", fullListing: true });
    await runIngestion(deps, id);
    await writeFile(path.join(dir, "page-1.json"), page([copartRow(base)]));
    await writeFile(path.join(dir, "page-2.json"), "{ not json");
    expect((await runIngestion(deps, id)).status).toBe("held");
    const kept = await iso.db.lot.findFirstOrThrow({ where: { lotNumber: String(base + 1) } });
    expect(kept.removedAt).toBeNull();
  });
});

describe("the lots.ingest job", () => {
  it("reports progress on the job after each page and returns the run's summary", async () => {
    const base = 95_000_000 + Math.floor(Math.random() * 100_000) * 10;
    feed.route = (n) => ({ body: page(n <= 2 ? [copartRow(base + n)] : []) });
    const id = await createSource({});
    const progress: unknown[] = [];
    const job = {
      id: "1",
      name: "lots.ingest",
      data: { sourceId: id },
      attemptsMade: 0,
      opts: {},
      updateProgress: async (p: unknown) => void progress.push(p),
    };
    const result = await lotsIngestHandler({ sourceId: id }, job as never, deps as never);
    expect(result).toMatchObject({ status: "completed", summary: expect.stringContaining("2 seen") });
    // Both pages fit one write batch: one progress report once they are written.
    expect(progress).toEqual([expect.objectContaining({ page: 2, seen: 2, created: 2 })]);
  });

  it("writes consecutive pages together, and a run that dies before writing them reads them again", async () => {
    const base = 96_000_000 + Math.floor(Math.random() * 100_000) * 10;
    const abort = new AbortController();
    feed.route = (n) => {
      if (n === 2 && !abort.signal.aborted) abort.abort(new Error("worker killed")); // page 1 read, not yet written
      return { body: page(n <= 5 ? [copartRow(base + 2 * n), copartRow(base + 2 * n + 1)] : []) };
    };
    const id = await createSource({ writeBatchLots: 5 }); // three pages of two lots per write
    await expect(runIngestion(deps, id, { signal: abort.signal })).rejects.toThrow();
    const dead = await iso.db.ingestionRun.findFirstOrThrow({ where: { sourceId: id } });
    expect(dead).toMatchObject({ nextPage: 1, seen: 0, created: 0 }); // nothing written, nothing counted
    await iso.db.ingestionRun.update({
      where: { id: dead.id },
      data: { heartbeatAt: new Date(Date.now() - RUN_LEASE_MS - 1000) },
    });
    const progress: RunProgress[] = [];
    const outcome = await runIngestion(deps, id, { onProgress: (p) => void progress.push(p) });
    expect(outcome).toMatchObject({ status: "completed", resumed: true });
    expect(progress.map((p) => [p.page, p.created])).toEqual([
      [3, 6],
      [5, 10],
    ]);
    const run = await iso.db.ingestionRun.findUniqueOrThrow({ where: { id: dead.id } });
    expect(run).toMatchObject({ seen: 10, created: 10, pagesDone: 5 });
  });

  it("fails for good on an unknown source", async () => {
    const job = { id: "2", name: "lots.ingest", data: {}, attemptsMade: 0, opts: {} };
    await expect(lotsIngestHandler({ sourceId: "no-such-source" }, job as never, deps as never)).rejects.toBeInstanceOf(
      UnrecoverableError,
    );
  });
});
