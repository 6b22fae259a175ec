// What every benchmark needs: its own database (migrated, dropped at the end) and Redis prefix, a demo catalogue of
// N lots written as raw provider pages, and those pages ingested through the real ingestion run.
import { execFile, fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { API_NODE_FLAGS } from "../../api/src/node-flags.ts";
import pg from "pg";
import { Redis } from "ioredis";
import { createPrismaClient, type Db } from "@app/db/client";
import { migrateDeploy } from "@app/db/migrate";
import { seedIngestionSources } from "@app/db/ingestion-sources";
import { DEV_DEFAULTS } from "@app/shared/config/config.schemas";
import { ingestionSourcesFileSchema } from "@app/shared/ingestion/ingestion-source.schemas";
import { silentLogger } from "../../worker/src/logger.ts";
import { runIngestion } from "../../worker/src/services/ingestion/run-ingestion.ts";

const run = promisify(execFile);

export const baseDbUrl = process.env.DATABASE_URL ?? DEV_DEFAULTS.DATABASE_URL;
export const redisUrl = process.env.REDIS_URL ?? DEV_DEFAULTS.REDIS_URL;

export function dbUrl(name: string, server = baseDbUrl): string {
  const u = new URL(server);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs `fn` on a connection to the server's maintenance database (to create and drop bench databases). */
export async function admin<T>(fn: (c: pg.Client) => Promise<T>, server = baseDbUrl): Promise<T> {
  const c = new pg.Client({ connectionString: dbUrl("postgres", server) });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export type BenchEnv = {
  name: string;
  url: string;
  db: Db;
  redis: Redis;
  redisPrefix: string;
  /** Drops the database, the Redis keys and the catalogue folder. */
  close(): Promise<void>;
};

/** A database of the bench's own on `server` (DATABASE_URL's server unless given). */
export async function openBenchEnv(kind: string, server = baseDbUrl): Promise<BenchEnv> {
  const id = randomBytes(3).toString("hex");
  const name = `bench_${kind}_${id}`;
  await admin((c) => c.query(`CREATE DATABASE "${name}"`), server);
  const url = dbUrl(name, server);
  await migrateDeploy(url, undefined, () => {});
  const db = createPrismaClient(url, { max: 10 });
  const redis = new Redis(redisUrl);
  const redisPrefix = `bench:${kind}:${id}:`;
  return {
    name,
    url,
    db,
    redis,
    redisPrefix,
    async close() {
      await db.$disconnect();
      const keys = await redis.keys(`${redisPrefix}*`);
      for (let i = 0; i < keys.length; i += 500) await redis.unlink(...keys.slice(i, i + 500));
      redis.disconnect();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`), server);
    },
  };
}

/** Writes `lots` demo lots as raw Copart and IAAI pages (the make start generator) into a temporary folder. */
export async function generateCatalogue(lots: number, seed = 20261125): Promise<{ dir: string; ms: number }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-catalogue-"));
  const t0 = performance.now();
  await run(
    process.execPath,
    ["--import", "tsx", "scripts/catalogue-generate.ts", "--lots", String(lots), "--out", dir, "--seed", String(seed)],
    { maxBuffer: 1 << 20 },
  );
  return { dir, ms: performance.now() - t0 };
}

export async function removeCatalogue(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/**
 * The two file sources of the catalogue, ingested side by side as the worker runs its sources' jobs (and as `npm run
 * ingest` does): one feed's reading and normalising overlaps the other's writing, and PostgreSQL gets both cores.
 */
export async function ingestCatalogue(env: BenchEnv, dir: string): Promise<{ ms: number; summaries: string[] }> {
  const ids = ["bench-copart", "bench-iaai"];
  const { sources } = ingestionSourcesFileSchema.parse({
    sources: [
      { id: ids[0], platform: "copart", kind: "file", fullListing: true, settings: { dir: path.join(dir, "copart") } },
      { id: ids[1], platform: "iaai", kind: "file", fullListing: true, settings: { dir: path.join(dir, "iaai") } },
    ],
  });
  await seedIngestionSources(env.db, sources);
  const deps = { db: env.db, logger: silentLogger, redis: env.redis, redisPrefix: env.redisPrefix };
  const summaries: string[] = [];
  const t0 = performance.now();
  // Settled, not Promise.all: a failed run must not let the caller drop the database under the other one.
  const outcomes = await Promise.allSettled(ids.map((id) => runIngestion(deps, id)));
  outcomes.forEach((outcome, i) => {
    if (outcome.status === "rejected") throw outcome.reason;
    if (outcome.value.status !== "completed") throw new Error(`ingestion of ${ids[i]} ended ${outcome.value.status}`);
    summaries.push(`${ids[i]}: ${outcome.value.summary}`);
  });
  return { ms: performance.now() - t0, summaries };
}

export async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** The nearest-rank percentile of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const fmt = (ms: number) => (Number.isNaN(ms) ? "-" : ms < 10 ? ms.toFixed(2) : ms.toFixed(1));

/** Waits until the API answers its health check (a freshly forked server.ts). */
export async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (i > 300) throw new Error("the API did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
}

export type RunningApi = { base: string; child: ChildProcess; stop(): Promise<void> };

/**
 * The Node flags a bench starts the API with: production's (api/src/node-flags.ts), a CPU profile when
 * BENCH_CPU_PROF names a folder, then BENCH_API_NODE_ARGS (--trace-gc, say: NODE_OPTIONS would reach the load
 * generator too) and `extra`, a bench's own.
 */
export function apiExecArgv(...extra: string[]): string[] {
  return [
    ...API_NODE_FLAGS,
    ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ...(process.env.BENCH_API_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
    ...extra,
    "--import",
    "tsx",
  ];
}

/**
 * Starts the API as production runs it (api/src/server.ts, its own process) on a free port of 127.0.0.1 against
 * `url` and the Redis prefix, with the visitors' cooldowns scaled out of the way (a bench is one client sending
 * thousands of requests), and waits for its health check. `env` adds or overrides variables (bench/search turns on
 * SERVER_TIMING, whose header it reads).
 */
export async function startApi(opts: {
  url: string;
  redisPrefix: string;
  env?: Record<string, string>;
}): Promise<RunningApi> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = fork("api/src/server.ts", [], {
    execArgv: apiExecArgv(),
    env: {
      ...process.env,
      DATABASE_URL: opts.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: opts.redisPrefix,
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      RATE_LIMIT_SCALE: "100000",
      WEB_DIST_DIR: "/nonexistent",
      ...opts.env,
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise((r) => child.once("exit", r));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  try {
    await waitForHealth(base);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, child, stop };
}
