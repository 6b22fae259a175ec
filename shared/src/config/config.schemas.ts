// Pieces of process configuration shared by api and worker. Each process composes its own schema with
// loadConfig-style parsing: coercion, defaults that work on a developer machine, empty strings as unset.
import { z } from "zod";

/** Empty or whitespace-only environment values count as unset, so `FOO=` falls back to the default. */
export function envValue<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema);
}

const boolFromEnv = z
  .union([z.boolean(), z.enum(["1", "0", "true", "false", "yes", "no", "on", "off"])])
  .transform((v) => v === true || v === "1" || v === "true" || v === "yes" || v === "on");

const postgresUrl = z
  .string()
  .url()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), "must be a postgres:// or postgresql:// URL");
const redisUrl = z
  .string()
  .url()
  .refine((v) => /^rediss?:\/\//.test(v), "must be a redis:// or rediss:// URL");
const smtpUrl = z
  .string()
  .url()
  .refine((v) => /^smtps?:\/\//.test(v), "must be an smtp:// or smtps:// URL");

export const DEV_DEFAULTS = {
  DATABASE_URL: "postgresql://postgres:postgres@127.0.0.1:5432/auction",
  REDIS_URL: "redis://127.0.0.1:6379",
  PUBLIC_ORIGIN: "http://localhost:3000",
  MAIL_OUTBOX_DIR: "var/mail-outbox",
  DOCUMENTS_DIR: "var/documents",
  MAIL_FROM: "BaltBid <no-reply@baltbid.test>",
  OFFICE_EMAIL: "office@baltbid.test",
} as const;

/**
 * SESSION_SECRET values that ship with the project (the API's default, `.env.example`, `compose.yaml`): anyone can
 * read them, so a production process refuses them.
 */
export const DEV_SESSION_SECRETS: readonly string[] = [
  "dev-only-session-secret-change-me-0123456789",
  "change-me-to-64-random-characters-before-any-real-use-000000",
];
/** The seed's default admin password (README's demo logins); refused in production. */
export const DEV_ADMIN_PASSWORD = "admin12345";

/** Production is NODE_ENV=production or a site served over https; development defaults are refused there. */
export function isProduction(env: { NODE_ENV?: unknown; PUBLIC_ORIGIN?: unknown }): boolean {
  const nodeEnv = typeof env.NODE_ENV === "string" ? env.NODE_ENV.trim().toLowerCase() : "";
  const origin = typeof env.PUBLIC_ORIGIN === "string" ? env.PUBLIC_ORIGIN.trim() : "";
  return nodeEnv === "production" || /^https:\/\//i.test(origin);
}

const PRODUCTION = "in production (NODE_ENV=production or an https PUBLIC_ORIGIN)";
const DEV_SECRET_MESSAGES = {
  SESSION_SECRET: `is a development value (the default when unset), refused ${PRODUCTION}: set at least 32 random characters`,
  ADMIN_PASSWORD: `is the development password (the seed's default when unset), refused ${PRODUCTION}: set the admin's own password`,
} as const;

/**
 * A check for a process's env schema: in production, SESSION_SECRET and ADMIN_PASSWORD may not hold a development
 * value. Each process checks both whenever they are set, even one it does not use: one env file usually feeds every
 * process, and the first to start should say so. Runs beside the fields' own checks, so one error lists everything.
 */
export function refuseDevSecretsInProduction() {
  return z.superRefine(
    (e: { NODE_ENV?: unknown; PUBLIC_ORIGIN?: unknown; SESSION_SECRET?: unknown; ADMIN_PASSWORD?: unknown }, ctx) => {
      if (!isProduction(e)) return;
      const value = (v: unknown) => (typeof v === "string" ? v.trim() : undefined);
      const secret = value(e.SESSION_SECRET);
      if (secret !== undefined && DEV_SESSION_SECRETS.includes(secret))
        ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: DEV_SECRET_MESSAGES.SESSION_SECRET });
      if (value(e.ADMIN_PASSWORD) === DEV_ADMIN_PASSWORD)
        ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: DEV_SECRET_MESSAGES.ADMIN_PASSWORD });
    },
    { when: () => true },
  );
}

/** Variables both processes read. */
export const commonEnvShape = {
  /** Only "production" matters: with it (or an https PUBLIC_ORIGIN) development secrets are refused. */
  NODE_ENV: envValue(z.string().optional()),
  DATABASE_URL: envValue(postgresUrl.default(DEV_DEFAULTS.DATABASE_URL)),
  DATABASE_POOL_MAX: envValue(z.coerce.number().int().min(1).max(200).default(10)),
  REDIS_URL: envValue(redisUrl.default(DEV_DEFAULTS.REDIS_URL)),
  /** Prepended to every queue, cache and rate-limit key and pub/sub channel: tests isolate runs with it. */
  REDIS_PREFIX: envValue(
    z
      .string()
      .regex(/^[A-Za-z0-9:_-]{0,40}$/, "letters, digits, ':', '_' or '-' only")
      .default("app:"),
  ),
  PUBLIC_ORIGIN: envValue(
    z
      .string()
      .url()
      .transform((v) => new URL(v).origin)
      .default(DEV_DEFAULTS.PUBLIC_ORIGIN),
  ),
  SMTP_URL: envValue(smtpUrl.optional()),
  MAIL_OUTBOX_DIR: envValue(z.string().default(DEV_DEFAULTS.MAIL_OUTBOX_DIR)),
  MAIL_FROM: envValue(z.string().min(3).default(DEV_DEFAULTS.MAIL_FROM)),
  OFFICE_EMAIL: envValue(z.email().default(DEV_DEFAULTS.OFFICE_EMAIL)),
  DOCUMENTS_DIR: envValue(z.string().default(DEV_DEFAULTS.DOCUMENTS_DIR)),
  LOG_LEVEL: envValue(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info")),
} as const;

export { boolFromEnv };

/** Parses `env` with `schema`; on failure throws one error that lists every bad variable. */
export function parseEnv<S extends z.ZodObject>(schema: S, env: Record<string, string | undefined>): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}

export class ConfigError extends Error {
  override name = "ConfigError";
}
