// bench/ingest's memory figure: one ingestion run of a file source holding one large page, alone in this process,
// which reports its peak resident set (process.resourceUsage().maxRSS) before the run and at its end, and its
// resident set just before the run, as JSON.
//
//   node var/bench/build/page-memory-child.js <database url> <source id> [<redis key prefix>]   (built by bench.ts)
import { createPrismaClient } from "@app/db/client";
import { Redis } from "ioredis";
import { silentLogger } from "../../worker/src/logger.ts";
import { runIngestion } from "../../worker/src/services/ingestion/run-ingestion.ts";

const [url, sourceId, prefixArg] = process.argv.slice(2);
if (!url || !sourceId) {
  console.error("usage: page-memory-child.ts <database url> <source id>");
  process.exit(2);
}
const redisPrefix = prefixArg ?? "bench:ingest-memory:";
const db = createPrismaClient(url, { max: 4 });
const redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
// The process with every module loaded and its connections open: what the page adds is measured above this.
await db.$queryRaw`SELECT 1`;
const floorBytes = process.resourceUsage().maxRSS * 1024;
const rssBeforeBytes = process.memoryUsage().rss;
// What the resident set is made of when it peaks, sampled during the run (the heap, the memory of Buffers).
const parts = { rss: 0, heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0 };
let atPeak = { ...parts };
const sample = setInterval(() => {
  const m = process.memoryUsage();
  if (m.rss > atPeak.rss)
    atPeak = {
      rss: m.rss,
      heapTotal: m.heapTotal,
      heapUsed: m.heapUsed,
      external: m.external,
      arrayBuffers: m.arrayBuffers,
    };
}, 20);
const t0 = performance.now();
const outcome = await runIngestion({ db, logger: silentLogger, redis, redisPrefix }, sourceId);
const ms = performance.now() - t0;
clearInterval(sample);
const peakBytes = process.resourceUsage().maxRSS * 1024;
redis.disconnect();
await db.$disconnect();
console.log(
  JSON.stringify({
    floorBytes,
    rssBeforeBytes,
    peakBytes,
    ms,
    atPeak,
    status: outcome.status,
    summary: outcome.status === "busy" ? "" : outcome.summary,
  }),
);
