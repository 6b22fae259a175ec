// Test support: a worker config for one test file, with a Redis prefix of its own so its queues and Workers never
// meet another file's (the run's prefix comes from inject('redisPrefix')).
import { loadConfig, type WorkerConfig } from "../config.ts";

export function testConfig(env: {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  smtpUrl?: string | null;
  outboxDir?: string;
  extra?: Record<string, string>;
}): WorkerConfig {
  return loadConfig({
    DATABASE_URL: env.databaseUrl,
    REDIS_URL: env.redisUrl,
    REDIS_PREFIX: env.redisPrefix,
    SMTP_URL: env.smtpUrl ?? undefined,
    MAIL_OUTBOX_DIR: env.outboxDir,
    MAIL_FROM: "BaltBid <no-reply@baltbid.test>",
    OFFICE_EMAIL: "office@baltbid.test",
    OUTBOX_POLL_MS: "200",
    LOG_LEVEL: "silent",
    ...env.extra,
  });
}
