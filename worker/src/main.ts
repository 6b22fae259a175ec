// The worker process: one BullMQ Worker per queue, the outbox relay, and the job schedulers. startWorker() is also
// what tests (and an all-in-one dev process) call to run it in-process; the CLI entry at the bottom adds config
// from the environment and a graceful close on SIGTERM/SIGINT.
import { pathToFileURL } from "node:url";
import { UnrecoverableError, Worker, type Job } from "bullmq";
import { createPrismaClient, type Db } from "@app/db/client";
import { QUEUES, bullPrefix, type QueueName } from "@app/shared/contracts/jobs";
import { loadConfig, type WorkerConfig } from "./config.ts";
import type { WorkerDeps } from "./deps.ts";
import { processDomainEvent } from "./handlers/domain-event.handler.ts";
import { createLogger, type Logger } from "./logger.ts";
import { createProducer, type Producer } from "./producer.ts";
import { closeConnection, createProducerConnection, createWorkerConnection } from "./redis.ts";
import { syncIngestionSchedulers } from "./services/ingestion/ingestion-schedulers.ts";
import { checkRegistry, processJob } from "./registry.ts";
import { createMailer, type Mailer } from "./services/mailer.ts";
import { createNotificationService } from "./services/notifications.ts";
import { createOutboxRelay, type OutboxRelay } from "./services/outbox-relay.ts";

export type StartWorkerOptions = {
  /** A Prisma client to use (not disconnected on close); by default one is created from config.database. */
  db?: Db;
  logger?: Logger;
  /** Replaces the SMTP/file mailer built from config.mail. */
  mailer?: Mailer;
  /** Register the job schedulers (default true). */
  schedulers?: boolean;
  /** Start the outbox relay (default true). */
  relay?: boolean;
};

export type RunningWorker = {
  deps: WorkerDeps;
  workers: ReadonlyMap<QueueName, Worker>;
  relay: OutboxRelay;
  producer: Producer;
  /** Stops the relay, lets active jobs finish (worker.close()), then closes queues, Redis, mail and the database. */
  close(): Promise<void>;
};

/** Recurring work, registered idempotently by every worker process (upsertJobScheduler). */
export function jobSchedulers(config: Pick<WorkerConfig, "mail">) {
  return [
    {
      id: "sessions.sweep",
      queue: QUEUES.maintenance,
      repeat: { every: 3600 * 1000 },
      template: {
        name: "sessions.sweep",
        data: {},
        opts: { attempts: 3, backoff: { type: "exponential", delay: 10_000 } },
      },
    },
    {
      id: "watchlist.remind",
      queue: QUEUES.maintenance,
      repeat: { every: 60 * 1000 },
      template: {
        name: "watchlist.remind",
        data: {},
        opts: { attempts: 3, backoff: { type: "exponential", delay: 5_000 } },
      },
    },
    {
      id: "auctions.sweep",
      queue: QUEUES.maintenance,
      repeat: { every: 5 * 60 * 1000 },
      template: {
        name: "auctions.sweep",
        data: {},
        opts: { attempts: 3, backoff: { type: "exponential", delay: 10_000 } },
      },
    },
    {
      id: "mail.sweep",
      queue: QUEUES.maintenance,
      repeat: { every: Math.min(60_000, config.mail.requeueAfterMs) },
      template: {
        name: "mail.sweep",
        data: {},
        opts: { attempts: 3, backoff: { type: "exponential", delay: 5_000 } },
      },
    },
  ] as const;
}

export async function startWorker(config: WorkerConfig, opts: StartWorkerOptions = {}): Promise<RunningWorker> {
  const logger = opts.logger ?? createLogger(config.logLevel);
  const ownsDb = !opts.db;
  const db = opts.db ?? createPrismaClient(config.database.url, { max: config.database.poolMax });
  const producer = createProducer(config.redis);
  const mailer = opts.mailer ?? createMailer(config.mail);
  const relay = createOutboxRelay({
    db,
    queue: () => producer.queue(QUEUES.domainEvents),
    databaseUrl: config.database.url,
    pollMs: config.outbox.pollMs,
    batchSize: config.outbox.batchSize,
    redeliverAfterMs: config.outbox.redeliverAfterMs,
    logger,
  });
  const cache = createProducerConnection(config.redis.url);
  const notifications = createNotificationService({
    db,
    redis: cache,
    redisPrefix: config.redis.prefix,
    logger,
    ownsRedis: false,
  });
  const deps: WorkerDeps = {
    db,
    config,
    logger,
    mailer,
    producer,
    relay,
    redis: cache,
    redisPrefix: config.redis.prefix,
    notifications,
  };

  const connection = createWorkerConnection(config.redis.url);
  const workers = new Map<QueueName, Worker>();
  for (const queue of Object.values(QUEUES)) {
    const processor =
      queue === QUEUES.domainEvents ? (job: Job) => processDomainEvent(job, deps) : (job: Job) => processJob(job, deps);
    const worker = new Worker(queue, processor, {
      connection,
      prefix: bullPrefix(config.redis.prefix),
      concurrency: config.concurrency,
      lockDuration: config.lockDurationMs,
      stalledInterval: config.stalledIntervalMs,
    });
    worker.on("failed", (job, err) => {
      const final = !job || err instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
      logger[final ? "error" : "warn"](
        { queue, job: job?.name, jobId: job?.id, attemptsMade: job?.attemptsMade, err },
        final ? "job failed for good" : "job failed; BullMQ will retry it",
      );
    });
    worker.on("error", (err) => logger.error({ queue, err }, "worker error"));
    workers.set(queue, worker);
  }
  checkRegistry(workers.keys());

  const schedulers = jobSchedulers(config);
  let schedulerRetry: NodeJS.Timeout | null = null;
  let schedulerCheck: NodeJS.Timeout | null = null;
  const upsertSchedulers = async (): Promise<void> => {
    try {
      await producer.ready(5_000);
      for (const s of schedulers) await (await producer.queue(s.queue)).upsertJobScheduler(s.id, s.repeat, s.template);
      await syncIngestionSchedulers(db, await producer.queue(QUEUES.lots), logger);
      logger.info({ schedulers: schedulers.map((s) => s.id) }, "job schedulers registered");
    } catch (err) {
      logger.warn({ err }, "could not register job schedulers yet; retrying in 10 s");
      schedulerRetry = setTimeout(() => {
        schedulerRetry = null;
        void upsertSchedulers();
      }, 10_000);
    }
  };
  // Schedulers live in Redis: one that lost its data (FLUSHALL, a crash without persistence) lost them too, and
  // with them the sweeps that recover what else it lost. Only missing ones trigger a registration, since an
  // upsert can move a scheduler's next run.
  const checkSchedulers = async (): Promise<void> => {
    try {
      for (const s of schedulers) {
        if (await (await producer.queue(s.queue)).getJobScheduler(s.id)) continue;
        logger.warn({ scheduler: s.id }, "job scheduler missing (Redis lost its data?); registering them again");
        if (!schedulerRetry) await upsertSchedulers();
        return;
      }
    } catch (err) {
      logger.debug({ err }, "could not check the job schedulers");
    }
  };
  if (opts.schedulers ?? true) {
    await upsertSchedulers();
    schedulerCheck = setInterval(() => void checkSchedulers(), config.schedulerCheckMs);
  }
  if (opts.relay ?? true) await relay.start();
  logger.info(
    { queues: [...workers.keys()], prefix: bullPrefix(config.redis.prefix), mail: mailer.transport },
    "worker started",
  );

  let closing: Promise<void> | null = null;
  return {
    deps,
    workers,
    relay,
    producer,
    close() {
      closing ??= (async () => {
        if (schedulerRetry) clearTimeout(schedulerRetry);
        if (schedulerCheck) clearInterval(schedulerCheck);
        await relay.stop();
        await Promise.all([...workers.values()].map((w) => w.close()));
        await producer.close();
        await closeConnection(cache);
        await closeConnection(connection);
        await mailer.close();
        if (ownsDb) await db.$disconnect();
        logger.info({}, "worker stopped");
      })();
      return closing;
    },
  };
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  const running = await startWorker(config, { logger });
  let signals = 0;
  const shutdown = (signal: NodeJS.Signals) => {
    if (++signals > 1) {
      logger.warn({ signal }, "second signal: exiting now");
      process.exit(1);
    }
    logger.info({ signal }, "closing gracefully");
    const force = setTimeout(() => {
      logger.error({}, "graceful close took over 30 s; exiting");
      process.exit(1);
    }, 30_000);
    force.unref();
    running.close().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, "close failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
