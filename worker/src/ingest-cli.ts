// `npm run ingest -- <sourceId> ...`: runs ingestion sources now, side by side in this process (make start uses it
// for the demo catalogue); the worker runs the same code on its schedules. Prints each run's summary; exits 1 if one
// failed.
import { createPrismaClient } from "@app/db/client";
import { loadConfig } from "./config.ts";
import { createLogger } from "./logger.ts";
import { closeConnection, createProducerConnection } from "./redis.ts";
import { runIngestion } from "./services/ingestion/run-ingestion.ts";

const sourceIds = process.argv.slice(2).filter((a) => !a.startsWith("-"));
if (!sourceIds.length) {
  console.error("usage: npm run ingest -- <sourceId> [<sourceId> ...]");
  process.exit(2);
}
const config = loadConfig(process.env);
const logger = createLogger(config.logLevel === "info" ? "warn" : config.logLevel);
const db = createPrismaClient(config.database.url, { max: 4 });
const redis = createProducerConnection(config.redis.url);
let failed = false;
try {
  // Side by side, as the worker runs its sources' jobs: one feed's JavaScript overlaps the other's PostgreSQL work.
  const settled = await Promise.allSettled(
    sourceIds.map(async (id) => {
      const t0 = performance.now();
      const outcome = await runIngestion({ db, logger, redis, redisPrefix: config.redis.prefix }, id);
      if (outcome.status === "busy") {
        console.log(`ingest ${id}: a run is already in progress (${outcome.runId})`);
        return;
      }
      failed ||= outcome.status === "failed";
      console.log(`ingest ${id}: ${outcome.status} in ${Math.round(performance.now() - t0)} ms: ${outcome.summary}`);
    }),
  );
  settled.forEach((s, i) => {
    if (s.status === "fulfilled") return;
    failed = true;
    console.error(`ingest ${sourceIds[i]}: ${s.reason instanceof Error ? s.reason.message : String(s.reason)}`);
  });
} finally {
  await closeConnection(redis);
  await db.$disconnect();
}
process.exit(failed ? 1 : 0);
