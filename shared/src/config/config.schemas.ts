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

/** Variables both processes read. */
export const commonEnvShape = {
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
