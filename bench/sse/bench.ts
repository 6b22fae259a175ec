// bench/sse: how fast a committed notification reaches an open stream, with N concurrent streams (one user each)
// on ONE API process, and what each stream costs that process in memory. Three processes: this one plays the
// worker (the real notification service: transaction, commit, then PUBLISH), the API runs as it does in
// production (api/src/server.ts), the clients run in their own process (clients.ts). Times are wall-clock
// (performance.timeOrigin + now()), comparable across processes on one machine.
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import os from "node:os";
import { parseArgs } from "node:util";
import { Redis } from "ioredis";
import { createPrismaClient, type Db } from "@app/db/client";
import { migrateDeploy } from "@app/db/migrate";
import { hashToken, newToken } from "../../api/src/features/auth/session.store.ts";
import { openSse } from "../../test/support/sse-client.ts";
import { silentLogger } from "../../worker/src/logger.ts";
import { createNotificationService, type NotificationRef } from "../../worker/src/services/notifications.ts";
import { admin, apiExecArgv, dbUrl, freePort, percentile, redisUrl } from "../support/bench-env.ts";
import { writeResult } from "../support/results.ts";

const { values: args } = parseArgs({
  options: {
    clients: { type: "string", default: "2000" },
    rounds: { type: "string", default: "3" },
    /** notifications per second, across all users */
    rate: { type: "string", default: "500" },
    concurrency: { type: "string", default: "100" },
    /** write every [commit time, delay] pair to this file (JSON), to look at the tail */
    dump: { type: "string" },
  },
});
const CLIENTS = Number(args.clients);
const ROUNDS = Number(args.rounds);
const RATE = Number(args.rate);
const CONNECT_CONCURRENCY = Number(args.concurrency);

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (...a: unknown[]) => console.log("[bench/sse]", ...a);

const runId = randomBytes(3).toString("hex");
const dbName = `bench_sse_${runId}`;
const redisPrefix = `bench:sse:${runId}:`;

type Memory = { rss: number; heapUsed: number; external: number; arrayBuffers: number };
const mb = (bytes: number) => +(bytes / 1024 / 1024).toFixed(1);

/** Users and their session cookies, straight into the database. */
async function makeUsers(db: Db, n: number): Promise<{ ids: string[]; cookies: string[] }> {
  const ids: string[] = [];
  const cookies: string[] = [];
  for (let start = 0; start < n; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, n - start) }, (_, k) => start + k);
    const users = await db.user.createManyAndReturn({
      data: batch.map((i) => ({
        email: `bench${i}@bench.test`,
        name: "Bench",
        surname: String(i),
        passwordHash: "x",
        locale: i % 2 ? "en" : "lt",
      })),
      select: { id: true },
    });
    const at = new Date();
    const tokens = users.map(() => newToken());
    await db.session.createMany({
      data: users.map((u, k) => ({
        userId: u.id,
        tokenHash: hashToken(tokens[k]!),
        idleExpiresAt: new Date(at.getTime() + 3600_000),
        absoluteExpiresAt: new Date(at.getTime() + 3600_000),
      })),
    });
    ids.push(...users.map((u) => u.id));
    cookies.push(...tokens.map((t) => `sid=${t}`));
  }
  return { ids, cookies };
}

function request<T>(child: ChildProcess, msg: object | string, reply: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const on = (m: { type: string; message?: string }) => {
      if (m.type === "error") reject(new Error(m.message));
      if (m.type !== reply) return;
      child.off("message", on);
      resolve(m as T);
    };
    child.on("message", on);
    child.send(msg);
  });
}

async function main() {
  log(`${CLIENTS} clients, ${ROUNDS} rounds of one notification per user at ${RATE}/s`);
  await admin((c) => c.query(`CREATE DATABASE "${dbName}"`));
  const url = dbUrl(dbName);
  let api: ChildProcess | null = null;
  let clients: ChildProcess | null = null;
  const db = createPrismaClient(url, { max: 10 });
  const redis = new Redis(redisUrl);
  try {
    await migrateDeploy(url, undefined, () => {});
    const { ids, cookies } = await makeUsers(db, CLIENTS);
    log(`made ${ids.length} users with sessions`);

    const port = await freePort();
    api = fork("bench/sse/api-process.ts", [], {
      execArgv: apiExecArgv("--expose-gc"),
      env: {
        ...process.env,
        DATABASE_URL: url,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: redisPrefix,
        HOST: "127.0.0.1",
        PORT: String(port),
        LOG_LEVEL: "warn",
        WEB_DIST_DIR: "/nonexistent",
      },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const apiProcess = api;
    const memory = () => request<Memory>(apiProcess, "memory", "memory");
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 200) throw new Error("the API did not start");
      await sleep(100);
    }
    // Warm up the API (JIT, pools) with a few streams opened and closed.
    for (let i = 0; i < 50; i++) {
      const warm = await openSse(`${base}/api/notifications/stream`, { cookie: cookies[i % cookies.length] });
      warm.close();
    }
    clients = fork("bench/sse/clients.ts", [], { execArgv: ["--import", "tsx"], stdio: "inherit" });
    await sleep(1500);
    // Memory: the marginal cost of a stream, between half and all of the clients connected, each figure taken after
    // full GCs (a baseline before any client would also count the first GC returning start-up garbage).
    const half = Math.floor(CLIENTS / 2);
    const connect = (from: number, to: number) =>
      request<{ ms: number; count: number }>(
        clients!,
        { type: "start", url: base, cookies: cookies.slice(from, to), offset: from, concurrency: CONNECT_CONCURRENCY },
        "connected",
      );
    const first = await connect(0, half);
    await sleep(1000);
    await memory();
    await sleep(1000);
    const halfMem = await memory();
    const second = await connect(half, CLIENTS);
    await sleep(1000);
    await memory();
    await sleep(1000);
    const connectedMem = await memory();
    log(`${CLIENTS} streams open in ${Math.round(first.ms + second.ms)} ms`);

    const service = createNotificationService({ db, redis, redisPrefix, logger: silentLogger, ownsRedis: false });
    /** One notification as the worker makes it: transaction, commit (the clock starts), then PUBLISH. */
    const notifyOne = async (client: number, n: number) => {
      const ref: NotificationRef | null = await db.$transaction((tx) =>
        service.write(tx, {
          userId: ids[client]!,
          type: "outbid",
          messageId: "notification.outbid.text",
          params: { vehicle: `2019 BMW X5 (Copart #${60_000_000 + n})`, maxBid: 12_500, currentBid: 13_000 },
          relatedLink: "/dashboard/active-auctions",
        }),
      );
      const at = now();
      await service.publish(ref);
      return { id: ref!.notificationId, at };
    };

    // Warm-up round (not counted): the first deliveries pay for JIT and cold pools in all three processes.
    // Ten at a time, as below, so the database pools of the driver and the API grow to their working size now.
    const warmup = new Set<number>();
    let w = 0;
    const warmCount = Math.min(CLIENTS, 500);
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (w < warmCount) {
          const i = w++;
          warmup.add((await notifyOne(i, -1 - i)).id);
        }
      }),
    );
    await sleep(1000);

    const commits = new Map<number, { client: number; at: number }>();
    const interval = 1000 / RATE;
    const t0 = now();
    let k = 0;
    const inflight = new Set<Promise<void>>();
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < CLIENTS; i++, k++) {
        const due = t0 + k * interval;
        const wait = due - now();
        if (wait > 1) await sleep(wait);
        while (inflight.size >= 10) await Promise.race(inflight);
        const p = notifyOne(i, k).then(({ id, at }) => void commits.set(id, { client: i, at }));
        inflight.add(p);
        void p.finally(() => inflight.delete(p));
      }
    }
    await Promise.all(inflight);
    const sendMs = now() - t0;
    const afterSend = await memory();

    let report: { received: Array<[number, number, number]>; dropped: number };
    const deadline = now() + 10_000;
    for (;;) {
      report = await request(clients, { type: "report" }, "report");
      if (report.received.length >= commits.size + warmup.size || now() > deadline) break;
      await sleep(250);
    }
    const seen = new Set<number>();
    let duplicates = 0;
    let misrouted = 0;
    const delays: number[] = [];
    const timeline: Array<[number, number]> = [];
    for (const [client, id, at] of report.received) {
      if (warmup.has(id)) continue;
      const commit = commits.get(id);
      if (!commit || commit.client !== client) {
        misrouted++;
        continue;
      }
      if (seen.has(id)) {
        duplicates++;
        continue;
      }
      seen.add(id);
      delays.push(at - commit.at);
      timeline.push([Math.round(commit.at - t0), +(at - commit.at).toFixed(1)]);
    }
    delays.sort((a, b) => a - b);
    if (args.dump) await writeFile(args.dump, JSON.stringify(timeline.sort((a, b) => a[0] - b[0])));
    const lost = commits.size - seen.size;
    const perConn = (key: keyof Memory) => +((connectedMem[key] - halfMem[key]) / 1024 / (CLIENTS - half)).toFixed(1);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const result = {
      clients: CLIENTS,
      notifications: commits.size,
      sendSeconds: +(sendMs / 1000).toFixed(1),
      achievedRate: Math.round(commits.size / (sendMs / 1000)),
      delivered: seen.size,
      lost,
      duplicates,
      misrouted,
      streamsDropped: report.dropped,
      delayMs: {
        p50: +percentile(delays, 50).toFixed(1),
        p95: +percentile(delays, 95).toFixed(1),
        p99: +percentile(delays, 99).toFixed(1),
        max: +(delays.at(-1) ?? NaN).toFixed(1),
      },
      apiMemoryMb: {
        rssHalf: mb(halfMem.rss),
        rssConnected: mb(connectedMem.rss),
        rssAfterSend: mb(afterSend.rss),
        heapHalf: mb(halfMem.heapUsed),
        heapConnected: mb(connectedMem.heapUsed),
      },
      kbPerConnection: { rss: perConn("rss"), heap: perConn("heapUsed"), external: perConn("external") },
      loadAverage: os.loadavg().map((l) => +l.toFixed(1)),
    };
    console.log("");
    console.log(`clients                 ${CLIENTS} (one user each, one API process, clients in another process)`);
    console.log(
      `notifications           ${commits.size}, paced at ${RATE}/s, achieved ${Math.round(commits.size / (sendMs / 1000))}/s`,
    );
    console.log(
      `commit -> receipt       p50 ${ms(result.delayMs.p50)}  p95 ${ms(result.delayMs.p95)}  p99 ${ms(result.delayMs.p99)}  max ${ms(result.delayMs.max)}`,
    );
    console.log(`lost / duplicated       ${lost} / ${duplicates}${misrouted ? `  (misrouted ${misrouted})` : ""}`);
    const m = result.apiMemoryMb;
    console.log(
      `API memory (after GC)   RSS ${m.rssHalf} -> ${m.rssConnected} MB, heap ${m.heapHalf} -> ${m.heapConnected} MB from ${half} to ${CLIENTS} streams`,
    );
    console.log(
      `memory per connection   ${result.kbPerConnection.rss} KB RSS (${result.kbPerConnection.heap} KB JS heap, ${result.kbPerConnection.external} KB external)`,
    );
    console.log(`load average            ${result.loadAverage.join(" ")} (1, 5, 15 min; ${os.cpus().length} CPUs)`);
    console.log(`\n${JSON.stringify(result)}`);
    console.log(
      "targets (2 cores, 2,000 streams): p95 < 50 ms commit -> receipt, nothing lost, < 50 KB per connection",
    );
    await writeResult(
      "sse",
      { clients: CLIENTS, rounds: ROUNDS, rate: RATE, concurrency: CONNECT_CONCURRENCY },
      [
        {
          figure: `commit -> receipt p95, ${CLIENTS} streams`,
          value: result.delayMs.p95,
          unit: "ms",
          target: { max: 50 },
        },
        { figure: "commit -> receipt p99", value: result.delayMs.p99, unit: "ms" },
        { figure: "API RSS per connection", value: result.kbPerConnection.rss, unit: "KB", target: { max: 50 } },
        { figure: "lost + duplicated + misrouted", value: lost + duplicates + misrouted, unit: "", target: { max: 0 } },
      ],
      result,
    );
    const ok = lost === 0 && duplicates === 0 && misrouted === 0;
    process.exitCode = ok ? 0 : 1;
  } finally {
    clients?.send({ type: "close" });
    if (api) {
      api.kill("SIGTERM");
      await new Promise((r) => api!.once("exit", r));
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
