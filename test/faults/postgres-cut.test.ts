// Fault: PostgreSQL is cut (test/faults/README.md). The API and the worker reach it through a TCP proxy that the test
// takes down for a few seconds while customers keep placing bids, then brings back. Every call answers a 2xx or a
// clear 503 (never a 500, never a hang); /api/health says the database is down; no write is partial (each account
// equals its ledger, frozen equals the open bids' holds, each bid has one event); the same API process serves again
// once PostgreSQL is back (searches too, which read through node-postgres directly), and retrying an unclear call with its Idempotency-Key settles it without a second bid.
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../worker/src/testing/isolated-database.ts";
import { createTcpProxy, type TcpProxy } from "../../worker/src/testing/tcp-proxy.ts";
import { createTestLot, setFxRate } from "../support/brokerage.ts";
import {
  createCustomers,
  moneyIsConsistent,
  newBidAttempt,
  placeBid,
  type BidAttempt,
  type Customer,
} from "./support/customers.ts";
import {
  sleep,
  startApiProcess,
  startRedisServer,
  QUICK_RECOVERY_ENV,
  startWorkerProcess,
  viaPort,
  waitWhileRunning,
  type ApiProcess,
  type Child,
  saveLogs,
  type RedisServer,
} from "./support/processes.ts";

const CUSTOMERS = 6;

let iso: IsolatedDatabase;
let proxy: TcpProxy;
let redis: RedisServer;
let api: ApiProcess;
let worker: Child;
const children: Child[] = [];

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "fault_pg");
  const target = new URL(iso.url);
  proxy = await createTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  await proxy.up();
  redis = await startRedisServer();
  const env = {
    DATABASE_URL: viaPort(iso.url, proxy.port),
    DATABASE_POOL_MAX: "10",
    REDIS_URL: redis.url,
    REDIS_PREFIX: "pgcut:",
  };
  api = await startApiProcess(env);
  children.push(api);
  worker = await startWorkerProcess({
    ...env,
    MAIL_OUTBOX_DIR: path.join(tmpdir(), "faults-mail"), // bids send no mail
    ...QUICK_RECOVERY_ENV,
  });
  children.push(worker);
});

afterAll(async () => {
  await saveLogs("postgres-cut", children);
  for (const c of children) await c.stop("SIGKILL");
  await proxy?.down();
  await redis?.destroy();
  await iso?.drop();
});

describe("PostgreSQL cut during requests", () => {
  it("answers 503 while it is away, writes nothing partial, and recovers without a restart", async () => {
    await setFxRate(iso.db, "0.9200", "2026-11-20");
    // A lot per request (a customer's second bid on a lot is a raise, and an old retried raise would be refused).
    const lots = await Promise.all(Array.from({ length: 240 }, () => createTestLot(iso.db, { auctionInHours: 72 })));
    const customers: Customer[] = await createCustomers(iso.db, () => api.url, CUSTOMERS, 50_000);

    const attempts: BidAttempt[] = [];
    type Phase = "before" | "cut" | "after";
    let phase = "before" as Phase;
    const statusesIn: Record<Phase, number[]> = { before: [], cut: [], after: [] };
    let stop = false;
    const bidder = async (c: Customer) => {
      for (let i = 0; !stop && i < lots.length; i++) {
        const lot = lots[i]!;
        const attempt = newBidAttempt(c, lot.lotNumber, 1_000 + i);
        attempts.push(attempt);
        const at = phase;
        const answer = await placeBid(attempt);
        statusesIn[at].push(answer.status);
        await sleep(40);
      }
    };
    // A visitor searching meanwhile: the search reads through node-postgres directly, not through Prisma.
    const searches: Record<Phase, { status: number; code?: string }[]> = { before: [], cut: [], after: [] };
    const searcher = async () => {
      for (let i = 0; !stop; i++) {
        const at = phase;
        const res = await fetch(`${api.url}/api/search?make=TOYOTA&pageSize=12&page=${1 + (i % 3)}`);
        const body = (await res.json()) as { code?: string };
        searches[at].push({ status: res.status, code: body.code });
        await sleep(60);
      }
    };
    const traffic = Promise.all([...customers.map((c) => bidder(c)), searcher()]);

    await sleep(1_500);
    phase = "cut";
    await proxy.down();
    await sleep(1_000);
    const health = await fetch(`${api.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ checks: { db: "down" } });
    await sleep(2_000);
    await proxy.up();
    phase = "after";
    // Recovery is the pool's business: the same process, no restart.
    await waitWhileRunning(api, async () => (await fetch(`${api.url}/api/health`)).status === 200, 20_000);
    await sleep(1_500);
    stop = true;
    await traffic;

    const all = attempts.flatMap((a) => a.answers);
    const unclean = all.filter((a) => ![200, 201, 503].includes(a.status));
    expect(unclean, "only 2xx or 503, never a 500 or a dropped connection").toEqual([]);
    for (const a of all.filter((x) => x.status === 503))
      expect(a.body).toMatchObject({ success: false, code: "SERVICE_UNAVAILABLE" });
    expect(statusesIn.cut.filter((s) => s === 503).length, "the cut was felt").toBeGreaterThan(0);
    expect(statusesIn.after.filter((s) => s === 201).length, "bids go through again").toBeGreaterThan(0);
    expect(api.proc.exitCode, "the API never restarted").toBeNull();
    const searchAnswers = Object.values(searches).flat();
    expect(
      searchAnswers.filter((a) => ![200, 503].includes(a.status)),
      "searches: 200 or 503 only",
    ).toEqual([]);
    expect(searchAnswers.filter((a) => a.status === 503 && a.code !== "SERVICE_UNAVAILABLE")).toEqual([]);
    expect(
      searches.cut.some((a) => a.status === 503),
      "a search felt the cut",
    ).toBe(true);
    expect(searches.after.at(-1)?.status, "searches work again").toBe(200);

    // Nothing partial, whatever the cut interrupted.
    const during = await moneyIsConsistent(iso.db, customers);
    expect(during.problems).toEqual([]);

    // A 503 is an unclear answer (the commit may have happened): the same key settles it, exactly once.
    for (const a of attempts.filter((x) => x.answers.at(-1)!.status === 503)) {
      const answer = await placeBid(a);
      expect([200, 201], JSON.stringify(answer)).toContain(answer.status);
    }
    const settled = await moneyIsConsistent(iso.db, customers);
    expect(settled.problems).toEqual([]);
    expect(settled.bids, "one bid per request, none lost, none doubled").toBe(attempts.length);
    const bidIds = new Set(attempts.map((a) => (a.answers.at(-1)!.body as { bid: { id: string } }).bid.id));
    expect(bidIds.size).toBe(attempts.length);

    // The worker came through too: every bid's event relayed and notified once.
    await waitWhileRunning(
      worker,
      async () => (await iso.db.notification.count({ where: { type: "bid_placed" } })) === attempts.length,
      30_000,
    );
    expect(await iso.db.outboxEvent.count({ where: { publishedAt: null } })).toBe(0);
    console.log(
      `[postgres-cut] ${attempts.length} bids; during the cut ${statusesIn.cut.length} calls: ` +
        `${statusesIn.cut.filter((s) => s === 503).length} x 503, ${statusesIn.cut.filter((s) => s < 300).length} x 2xx`,
    );
  });
});
