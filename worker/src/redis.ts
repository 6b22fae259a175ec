// Redis connection factories, per BullMQ's advice: workers wait for Redis (blocking commands must never give up),
// producers fail fast so a caller (the relay, an API request) learns at once that Redis is away.
import { Redis } from "ioredis";

/** For Workers (and their blocking connections, which BullMQ duplicates from this one). */
export function createWorkerConnection(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true });
  redis.on("error", () => {}); // reconnects on its own; BullMQ reports errors through the Worker's "error" event
  return redis;
}

/**
 * For Queues that only add jobs. With the offline queue off, a command sent while disconnected fails at once
 * instead of waiting in memory; use it with `skipWaitingForReady: true` on the Queue and `waitUntilReady` first.
 */
export function createProducerConnection(url: string): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  redis.on("error", () => {}); // status tells callers; ioredis keeps reconnecting
  return redis;
}

/** Resolves once the connection is ready, or rejects after `timeoutMs` (Redis down, wrong address). */
export async function waitUntilReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === "ready") return;
  if (redis.status === "end") throw new Error("Redis connection was closed");
  await new Promise<void>((resolve, reject) => {
    const onReady = () => (cleanup(), resolve());
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`Redis not ready after ${timeoutMs} ms (status ${redis.status})`));
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      redis.off("ready", onReady);
    };
    redis.on("ready", onReady);
  });
}

/** Closes a connection we own: QUIT when connected (lets replies drain), else just drop the socket. */
export async function closeConnection(redis: Redis): Promise<void> {
  if (redis.status === "end") return;
  if (redis.status === "ready") {
    try {
      await redis.quit();
      return;
    } catch {
      // fall through
    }
  }
  redis.disconnect();
}
