// bench/notify: the whole path of a customer's action to their screen. A bid placed over HTTP (the API process)
// commits the bid, its hold and the `bid.placed` outbox row; the worker process's relay (woken by pg_notify) puts
// it on `domain-events`; the handler writes the Notification and PUBLISHes; the API wakes the customer's open SSE
// stream. The clock runs from just before the POST leaves this process to the SSE frame arriving here.
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Redis } from "ioredis";
import { createPrismaClient, type Db } from "@app/db/client";
import { migrateDeploy } from "@app/db/migrate";
import { openSse, type SseConnection } from "../../test/support/sse-client.ts";
import { admin, apiExecArgv, dbUrl, freePort, percentile, redisUrl, waitForHealth } from "../support/bench-env.ts";
import { createBiddableLots, createCustomers, seedFxRate } from "../support/customers.ts";
import { writeResult } from "../support/results.ts";

const { values: args } = parseArgs({
  options: {
    customers: { type: "string", default: "200" },
    rounds: { type: "string", default: "3" },
    /** bids per second across all customers */
    rate: { type: "string", default: "50" },
    /** bids in flight at most */
    inflight: { type: "string", default: "20" },
  },
});
const CUSTOMERS = Number(args.customers);
const ROUNDS = Number(args.rounds);
const RATE = Number(args.rate);
const INFLIGHT = Number(args.inflight);

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (...a: unknown[]) => console.log("[bench/notify]", ...a);

const runId = randomBytes(3).toString("hex");
const dbName = `bench_notify_${runId}`;
const redisPrefix = `bench:notify:${runId}:`;
const ORIGIN = "http://localhost:3000";

/** Customers with a session, 10,000 EUR on their account, and a lot each to bid on. */
async function prepare(db: Db, n: number) {
  await seedFxRate(db);
  const { cookies } = await createCustomers(db, n, { emailPrefix: "notify", balanceCents: 1_000_000 });
  return { cookies, lotNumbers: await createBiddableLots(db, n) };
}

async function main() {
  log(`${CUSTOMERS} customers, ${ROUNDS} bids each (a bid, then raises), paced at ${RATE}/s`);
  await admin((c) => c.query(`CREATE DATABASE "${dbName}"`));
  const url = dbUrl(dbName);
  const db = createPrismaClient(url, { max: 5 });
  const redis = new Redis(redisUrl);
  let api: ChildProcess | null = null;
  let worker: ChildProcess | null = null;
  const streams: SseConnection[] = [];
  try {
    await migrateDeploy(url, undefined, () => {});
    const { cookies, lotNumbers } = await prepare(db, CUSTOMERS);
    const port = await freePort();
    const env = {
      ...process.env,
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      LOG_LEVEL: "warn",
      MAIL_OUTBOX_DIR: await mkdtemp(path.join(os.tmpdir(), "bench-notify-mail-")),
    };
    api = fork("bench/sse/api-process.ts", [], {
      execArgv: apiExecArgv(),
      env: { ...env, HOST: "127.0.0.1", PORT: String(port), WEB_DIST_DIR: "/nonexistent", PUBLIC_ORIGIN: ORIGIN },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    worker = fork("worker/src/main.ts", [], {
      execArgv: [
        ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", "--cpu-prof-dir=" + process.env.BENCH_CPU_PROF] : []),
        "--import",
        "tsx",
      ],
      env,
      stdio: "inherit",
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);

    /** Per customer: when each bid left, by its maximum ("$5,100"); receipts matched on the notification text. */
    const sent = new Map<string, number>();
    const delays: number[] = [];
    /** The POST alone (request to response), to tell the API's share from the asynchronous path's. */
    const posts: number[] = [];
    let unmatched = 0;
    for (let i = 0; i < CUSTOMERS; i++) {
      const conn = await openSse(`${base}/api/notifications/stream`, {
        cookie: cookies[i],
        onEvent: (e) => {
          if (e.event !== "notification") return;
          const at = now();
          const dto = JSON.parse(e.data) as { type: string; message: string };
          const max = /\$[\d,]+/.exec(dto.message)?.[0];
          const key = `${i}:${max}`;
          const t0 = sent.get(key);
          if (dto.type !== "bid_placed" || t0 === undefined) return void unmatched++;
          sent.delete(key);
          delays.push(at - t0);
        },
      });
      if (conn.status !== 200) throw new Error(`stream ${i}: HTTP ${conn.status}`);
      streams.push(conn);
    }
    // Wait until the worker has registered its queues (its first job would otherwise pay for start-up).
    await sleep(3000);
    log(`${streams.length} streams open; placing bids`);

    const failures: string[] = [];
    const placeBid = async (i: number, round: number) => {
      const maxBid = 5000 + round * 100;
      const key = `${i}:$${maxBid.toLocaleString("en-US")}`;
      const start = now();
      sent.set(key, start);
      const res = await fetch(`${base}/api/bids`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: cookies[i]!, origin: ORIGIN },
        body: JSON.stringify({ platform: "copart", lotNumber: lotNumbers[i], maxBid }),
      });
      posts.push(now() - start);
      if (!res.ok) {
        sent.delete(key);
        failures.push(`${res.status} ${await res.text()}`);
      }
    };

    /** Places `bids` bids paced at RATE per second with at most INFLIGHT open, customer by customer. */
    const paced = async (bids: { i: number; round: number }[]) => {
      const t0 = now();
      const inflight = new Set<Promise<void>>();
      for (const [k, { i, round }] of bids.entries()) {
        const wait = t0 + (k * 1000) / RATE - now();
        if (wait > 1) await sleep(wait);
        while (inflight.size >= INFLIGHT) await Promise.race(inflight);
        const p = placeBid(i, round);
        inflight.add(p);
        void p.finally(() => inflight.delete(p));
      }
      await Promise.all(inflight);
      return (now() - t0) / 1000;
    };

    // A warm-up second at the same rate and concurrency is not counted: the first requests pay for JIT and for
    // growing the API's and the worker's connection pools (measured: the first 1.5 s of a cold run held the whole
    // p95 tail), which a server that has been up for a while has long done.
    const warmup = Math.min(RATE, CUSTOMERS);
    await paced(Array.from({ length: warmup }, (_, i) => ({ i, round: -1 })));
    await sleep(2000);
    delays.length = 0;
    posts.length = 0;
    if (failures.length) throw new Error(`warm-up bids failed: ${failures[0]}`);

    const bids: { i: number; round: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) for (let i = 0; i < CUSTOMERS; i++) bids.push({ i, round });
    const sendSeconds = await paced(bids);
    const expected = CUSTOMERS * ROUNDS - failures.length;
    const deadline = now() + 15_000;
    while (delays.length < expected && now() < deadline) await sleep(100);

    delays.sort((a, b) => a - b);
    posts.sort((a, b) => a - b);
    const ms = (v: number) => +v.toFixed(1);
    const result = {
      customers: CUSTOMERS,
      bids: CUSTOMERS * ROUNDS,
      failedRequests: failures.length,
      achievedRate: Math.round((CUSTOMERS * ROUNDS) / sendSeconds),
      delivered: delays.length,
      lost: expected - delays.length,
      unmatched,
      delayMs: {
        p50: ms(percentile(delays, 50)),
        p95: ms(percentile(delays, 95)),
        p99: ms(percentile(delays, 99)),
        max: ms(delays.at(-1) ?? NaN),
      },
      postMs: { p50: ms(percentile(posts, 50)), p95: ms(percentile(posts, 95)) },
      loadAverage: os.loadavg().map((l) => +l.toFixed(1)),
    };
    console.log("");
    console.log(
      `customers          ${CUSTOMERS} (one SSE stream each), ${result.bids} bids at ${result.achievedRate}/s`,
    );
    console.log(
      `POST -> SSE frame  p50 ${result.delayMs.p50} ms  p95 ${result.delayMs.p95} ms  p99 ${result.delayMs.p99} ms  max ${result.delayMs.max} ms`,
    );
    console.log(
      `lost / failed      ${result.lost} / ${failures.length}${failures[0] ? ` (first: ${failures[0]})` : ""}`,
    );
    console.log(`load average       ${result.loadAverage.join(" ")} (${os.cpus().length} CPUs)`);
    console.log(`\n${JSON.stringify(result)}`);
    console.log("target (2 cores): p95 < 150 ms from the POST to the SSE frame, nothing lost");
    await writeResult(
      "notify",
      { customers: CUSTOMERS, rounds: ROUNDS, rate: RATE, inflight: INFLIGHT },
      [
        {
          figure: `POST -> SSE frame p95, ${CUSTOMERS} customers`,
          value: result.delayMs.p95,
          unit: "ms",
          target: { max: 150 },
        },
        { figure: "POST -> SSE frame p99", value: result.delayMs.p99, unit: "ms" },
        { figure: "POST alone p95", value: result.postMs.p95, unit: "ms" },
        {
          figure: "lost notifications + failed requests",
          value: result.lost + failures.length,
          unit: "",
          target: { max: 0 },
        },
      ],
      result,
    );
    process.exitCode = result.lost === 0 && failures.length === 0 ? 0 : 1;
  } finally {
    for (const s of streams) s.close();
    for (const child of [api, worker]) {
      if (!child) continue;
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
    await db.$disconnect();
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${redisPrefix}*`, "COUNT", 1000);
      cursor = next;
      if (keys.length) await redis.unlink(...keys);
    } while (cursor !== "0");
    redis.disconnect();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
