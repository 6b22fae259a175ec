// Vitest globalSetup for the integration, e2e and proof projects. Services come from TEST_DATABASE_URL /
// TEST_REDIS_URL when set; else from testcontainers when a Docker engine answers; else from the local defaults
// when they answer; else a clear error. Each run gets a fresh migrated database (dropped afterwards) and a unique
// Redis prefix for queues, caches, rate limits and pub/sub channels, so concurrent runs never see each other.
import type { TestProject } from "vitest/node";
import { randomBytes } from "node:crypto";
import net from "node:net";
import pg from "pg";
import { Redis } from "ioredis";
import type * as Testcontainers from "testcontainers";
import { migrateDeploy } from "../prisma/src/migrate.ts";

const LOCAL_DATABASE_URL = "postgresql://postgres:postgres@127.0.0.1:5432/postgres";
const LOCAL_REDIS_URL = "redis://127.0.0.1:6379";

type Services = { databaseUrl: string; redisUrl: string; from: string; stop?: () => Promise<void> };

async function answers(url: string, defaultPort: number): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port || defaultPort) });
    socket.setTimeout(1_000);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}

async function fromTestcontainers(): Promise<Services | null> {
  let tc: typeof Testcontainers;
  try {
    tc = await import("testcontainers");
  } catch (e) {
    console.warn(`[global-setup] testcontainers failed to load: ${(e as Error).message}`);
    return null;
  }
  try {
    await tc.getContainerRuntimeClient();
  } catch {
    return null; // no Docker/Podman engine reachable
  }
  const pgc = await new tc.GenericContainer("postgres:15-alpine")
    .withEnvironment({ POSTGRES_PASSWORD: "postgres" })
    .withExposedPorts(5432)
    .withWaitStrategy(tc.Wait.forLogMessage(/ready to accept connections/, 2))
    .start();
  const rc = await new tc.GenericContainer("redis:7-alpine").withExposedPorts(6379).start();
  return {
    databaseUrl: `postgresql://postgres:postgres@${pgc.getHost()}:${pgc.getMappedPort(5432)}/postgres`,
    redisUrl: `redis://${rc.getHost()}:${rc.getMappedPort(6379)}`,
    from: "testcontainers",
    stop: async () => {
      await pgc.stop();
      await rc.stop();
    },
  };
}

async function findServices(): Promise<Services> {
  const env = process.env;
  if (env.TEST_DATABASE_URL && env.TEST_REDIS_URL)
    return {
      databaseUrl: env.TEST_DATABASE_URL,
      redisUrl: env.TEST_REDIS_URL,
      from: "TEST_DATABASE_URL/TEST_REDIS_URL",
    };
  const containers = await fromTestcontainers();
  if (containers) return containers;
  if ((await answers(LOCAL_DATABASE_URL, 5432)) && (await answers(LOCAL_REDIS_URL, 6379)))
    return { databaseUrl: LOCAL_DATABASE_URL, redisUrl: LOCAL_REDIS_URL, from: "local services on 127.0.0.1" };
  throw new Error(
    "No test services: set TEST_DATABASE_URL and TEST_REDIS_URL " +
      `(e.g. ${LOCAL_DATABASE_URL}, ${LOCAL_REDIS_URL}), start a Docker engine for testcontainers, ` +
      "or start PostgreSQL and Redis locally (see README).",
  );
}

export default async function setup(project: TestProject) {
  const t0 = performance.now();
  const services = await findServices();
  const runId = randomBytes(4).toString("hex");
  const dbName = `test_${runId}`;
  const admin = new pg.Client({ connectionString: services.databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const url = new URL(services.databaseUrl);
  url.pathname = `/${dbName}`;
  await migrateDeploy(url.toString(), undefined, () => {});
  project.provide("databaseUrl", url.toString());
  project.provide("redisUrl", services.redisUrl);
  project.provide("redisPrefix", `test:${runId}:`);
  project.provide("servicesFrom", services.from);
  console.log(`[global-setup] ${services.from}: database ${dbName} ready in ${Math.round(performance.now() - t0)} ms`);
  const redisPrefix = `test:${runId}:`;
  return async () => {
    await deleteRedisKeys(services.redisUrl, redisPrefix);
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
    await services.stop?.();
  };
}

/** Removes what this run left in a shared Redis (queues, caches, rate-limit counters). */
async function deleteRedisKeys(redisUrl: string, prefix: string) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000);
      cursor = next;
      if (keys.length) await redis.unlink(...keys);
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
}
