// app.redis: one command connection per API instance. Commands fail fast while Redis is down (no offline queue),
// so requests answer 503 instead of hanging, and the connection keeps retrying in the background.
import fp from "fastify-plugin";
import { Redis } from "ioredis";

declare module "fastify" {
  interface FastifyInstance {
    redis: Redis;
    /** Prefix for every key and channel this deployment owns (tests use a unique one per run). */
    redisKey: (key: string) => string;
    redisPrefix: string;
  }
}

export function createApiRedis(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
}

export const redisPlugin = fp<{ url: string; prefix: string; client?: Redis }>(
  async (app, opts) => {
    const redis = opts.client ?? createApiRedis(opts.url);
    let lastError = "";
    // Without a listener ioredis would crash the process on a connection error; log each distinct one once.
    redis.on("error", (err: Error) => {
      if (err.message !== lastError) app.log.warn({ err }, "redis connection error");
      lastError = err.message;
    });
    redis.on("ready", () => (lastError = ""));
    await waitUntilReady(redis, 2_000);
    app.decorate("redis", redis);
    app.decorate("redisPrefix", opts.prefix);
    app.decorate("redisKey", (key: string) => `${opts.prefix}${key}`);
    if (!opts.client) app.addHook("onClose", async () => void redis.disconnect());
  },
  { name: "redis" },
);

/** Gives a fresh connection a moment to come up, so the first requests do not fail for nothing. A Redis that is
 * down does not stop the API from starting: health reports it and the connection keeps retrying. */
async function waitUntilReady(redis: Redis, ms: number): Promise<void> {
  if (redis.status === "ready") return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off("ready", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once("ready", done);
  });
}
