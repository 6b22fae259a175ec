// The worker's configuration, parsed once at start from the environment. Nothing else reads process.env.
import { z } from "zod";
import { commonEnvShape, envValue, parseEnv, refuseDevSecretsInProduction } from "@app/shared/config/config.schemas";

const workerEnvSchema = z.object({
  ...commonEnvShape,
  /** Safety-net poll of the outbox in case a pg_notify wake-up was missed (e.g. during a reconnect). */
  OUTBOX_POLL_MS: envValue(z.coerce.number().int().min(50).max(60_000).default(1_000)),
  OUTBOX_BATCH_SIZE: envValue(z.coerce.number().int().min(1).max(1_000).default(100)),
  WORKER_CONCURRENCY: envValue(z.coerce.number().int().min(1).max(100).default(10)),
  /**
   * BullMQ's job lock and stalled-job check (its defaults, 30 s each): a job whose worker died is taken up again
   * within about lockDuration + stalledInterval. The fault suites lower both to see a recovery in seconds.
   */
  WORKER_LOCK_DURATION_MS: envValue(z.coerce.number().int().min(1_000).max(600_000).default(30_000)),
  WORKER_STALLED_INTERVAL_MS: envValue(z.coerce.number().int().min(1_000).max(600_000).default(30_000)),
  /** Not used by the worker; read so that development values are refused in production at its start too. */
  SESSION_SECRET: envValue(z.string().optional()),
  ADMIN_PASSWORD: envValue(z.string().optional()),
  /** Events published this long ago and still not handled are sent again (their job was lost by Redis). */
  OUTBOX_REDELIVER_AFTER_MS: envValue(z.coerce.number().int().min(1_000).max(86_400_000).default(300_000)),
  /** Mail still pending this long after it was last queued is queued again when its job is gone (mail.sweep). */
  MAIL_REQUEUE_AFTER_MS: envValue(z.coerce.number().int().min(1_000).max(86_400_000).default(300_000)),
  /** How often the worker checks that its job schedulers still exist in Redis (gone when Redis lost its data). */
  WORKER_SCHEDULER_CHECK_MS: envValue(z.coerce.number().int().min(500).max(3_600_000).default(60_000)),
});

export type WorkerConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined>) {
  const e = parseEnv(workerEnvSchema.check(refuseDevSecretsInProduction()), env);
  return {
    publicOrigin: e.PUBLIC_ORIGIN,
    logLevel: e.LOG_LEVEL,
    database: { url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX },
    redis: { url: e.REDIS_URL, prefix: e.REDIS_PREFIX },
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      outboxDir: e.MAIL_OUTBOX_DIR,
      from: e.MAIL_FROM,
      officeEmail: e.OFFICE_EMAIL,
      requeueAfterMs: e.MAIL_REQUEUE_AFTER_MS,
    },
    documentsDir: e.DOCUMENTS_DIR,
    outbox: { pollMs: e.OUTBOX_POLL_MS, batchSize: e.OUTBOX_BATCH_SIZE, redeliverAfterMs: e.OUTBOX_REDELIVER_AFTER_MS },
    concurrency: e.WORKER_CONCURRENCY,
    lockDurationMs: e.WORKER_LOCK_DURATION_MS,
    stalledIntervalMs: e.WORKER_STALLED_INTERVAL_MS,
    schedulerCheckMs: e.WORKER_SCHEDULER_CHECK_MS,
  };
}
