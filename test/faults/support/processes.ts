// Fault-suite support: the real processes a fault is done to. The API and the worker run as plain `node` children of
// the production build (dist/server, built once per test run), configured through their environment; a private
// redis-server on a spare port can be stopped and started again; free ports come from the OS. Every child's output
// is kept, so a failing assertion can print what the process said.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { buildServer } from "../../../scripts/build-server.ts";
import { API_NODE_FLAGS } from "../../../api/src/node-flags.ts";
import { WORKER_NODE_FLAGS } from "../../../worker/src/node-flags.ts";
import { sleep, waitFor } from "../../../worker/src/testing/wait-for.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

export type Child = {
  name: string;
  proc: ChildProcess;
  /** Everything it wrote so far (stdout and stderr interleaved), for diagnostics. */
  output(): string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** Sends `signal` (SIGTERM by default) and waits for the exit; SIGKILL after `graceMs` if still running. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<number | null>;
};

/** Starts `command` and keeps its output; `exited` also resolves (with -1) when it could not start at all. */
export function spawnChild(
  name: string,
  command: string,
  args: string[],
  opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Child {
  const proc = spawn(command, args, { ...opts, stdio: ["ignore", "pipe", "pipe"] });
  const chunks: string[] = [];
  proc.stdout!.setEncoding("utf8").on("data", (c: string) => chunks.push(c));
  proc.stderr!.setEncoding("utf8").on("data", (c: string) => chunks.push(c));
  let ended = false;
  const exited = new Promise<number | null>((resolve) => {
    proc.once("exit", (code) => resolve(code));
    proc.once("error", (err) => (chunks.push(String(err)), resolve(-1))); // e.g. not on PATH
  }).finally(() => {
    ended = true;
    process.off("exit", killOnExit);
  });
  // A test run that ends abruptly (a crash, Ctrl-C) must not leave servers behind on their ports.
  const killOnExit = () => void (!ended && proc.kill("SIGKILL"));
  process.on("exit", killOnExit);
  return {
    name,
    proc,
    output: () => chunks.join(""),
    exited,
    async stop(signal = "SIGTERM", graceMs = 15_000) {
      if (!ended) proc.kill(signal);
      const timer = setTimeout(() => !ended && proc.kill("SIGKILL"), graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

let serverBuild: Promise<void> | null = null;

const NODE_FLAGS = { api: API_NODE_FLAGS, worker: WORKER_NODE_FLAGS };

/** Runs `node dist/server/<name>.js` with its flags (the production build, made from the source on first use) from the repository root with `env` over a minimal environment. */
export async function spawnServer(name: "api" | "worker", env: Record<string, string>): Promise<Child> {
  await (serverBuild ??= buildServer());
  return spawnChild(name, process.execPath, [...NODE_FLAGS[name], `dist/server/${name}.js`], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "test", ...env },
  });
}

/** Polls `check` while watching `child`: a child that exits first fails at once with its output. */
export async function waitWhileRunning<T>(child: Child, check: () => Promise<T> | T, timeoutMs = 30_000) {
  let exitCode: number | null | undefined;
  void child.exited.then((c) => (exitCode = c));
  return waitFor(
    async () => {
      if (exitCode !== undefined)
        throw new Error(`${child.name} exited (${exitCode}) while we waited:\n${child.output().slice(-4000)}`);
      return check();
    },
    { timeoutMs, intervalMs: 100 },
  );
}

export type ApiProcess = Child & { url: string; port: number };

/** The API (api/src/server.ts, built) on a free port; resolves once it answers HTTP (whatever its health says). */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = await spawnServer("api", {
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_ORIGIN: "http://localhost:3000",
    WEB_DIST_DIR: "/nonexistent-web-dist",
    PASSWORD_HASH_COST: "10",
    RATE_LIMIT_SCALE: "1000",
    LOG_LEVEL: "warn",
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitWhileRunning(child, async () => (await fetch(`${url}/api/health`)).status > 0, 40_000);
  return Object.assign(child, { url, port });
}

/**
 * Worker settings of the fault suites: the relay polls every 200 ms, and a dead worker's jobs come back in about
 * 3 s instead of BullMQ's 60 (lock 2 s, stalled check every second).
 */
export const QUICK_RECOVERY_ENV = {
  OUTBOX_POLL_MS: "200",
  WORKER_LOCK_DURATION_MS: "2000",
  WORKER_STALLED_INTERVAL_MS: "1000",
} as const;

/** The worker (worker/src/main.ts, built); resolves once it logged "worker started". */
export async function startWorkerProcess(env: Record<string, string>): Promise<Child> {
  const child = await spawnServer("worker", { LOG_LEVEL: "info", ...env });
  await waitWhileRunning(child, () => child.output().includes('"msg":"worker started"'), 40_000);
  return child;
}

export type RedisServer = {
  port: number;
  url: string;
  /** SHUTDOWN (the append-only file is flushed), like a restart for maintenance. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same data directory. */
  start(): Promise<void>;
  /** Stops it and removes its data directory. */
  destroy(): Promise<void>;
};

/**
 * A private redis-server on a spare port, configured as compose.yaml runs it and BullMQ asks for production
 * (docs.bullmq.io, "Going to production"): append-only file every second, `noeviction`. Without persistence a
 * restart would drop every queued job; stop() is a clean SHUTDOWN, which writes the file out.
 */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), "faults-redis-"));
  let child: Child | null = null;
  const url = `redis://127.0.0.1:${port}`;
  const ping = async () => {
    const r = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    r.on("error", () => {});
    try {
      await r.connect();
      return (await r.ping()) === "PONG";
    } finally {
      r.disconnect();
    }
  };
  const server: RedisServer = {
    port,
    url,
    async start() {
      if (child) return;
      child = spawnRedis(port, dir);
      await waitWhileRunning(child, () => ping().catch(() => false), 10_000);
    },
    async stop() {
      const c = child;
      child = null;
      if (c) await c.stop("SIGTERM", 5_000);
    },
    async destroy() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

function spawnRedis(port: number, dir: string): Child {
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--dir", dir, "--save", ""];
  args.push("--appendonly", "yes", "--appendfsync", "everysec", "--maxmemory-policy", "noeviction");
  return spawnChild("redis-server", "redis-server", args);
}

/** The database URL with its host and port replaced (to go through a proxy). */
export function viaPort(databaseUrl: string, port: number): string {
  const u = new URL(databaseUrl);
  u.hostname = "127.0.0.1";
  u.port = String(port);
  return u.toString();
}

export { sleep, waitFor };

/** With FAULTS_LOG_DIR set, writes each child's output to <dir>/<suite>-<name>.log (for a failed run). */
export async function saveLogs(suite: string, children: Child[]): Promise<void> {
  const dir = process.env.FAULTS_LOG_DIR;
  if (!dir) return;
  const { mkdir, writeFile } = await import("node:fs/promises");
  await mkdir(dir, { recursive: true });
  for (const [i, c] of children.entries()) await writeFile(path.join(dir, `${suite}-${i}-${c.name}.log`), c.output());
}
