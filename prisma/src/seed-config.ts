// The seed CLI's configuration: parsed from the environment with zod, every bad variable in one error.
import { z } from "zod";
import {
  DEV_ADMIN_PASSWORD,
  commonEnvShape,
  envValue,
  parseEnv,
  refuseDevSecretsInProduction,
} from "@app/shared/config/config.schemas";
import { DEFAULT_DATABASE_URL } from "./database-url.ts";

const onOff = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
  z
    .enum(["1", "0", "true", "false", "yes", "no", "on", "off"], { error: "must be 1/0, true/false, yes/no or on/off" })
    .transform((v) => v === "1" || v === "true" || v === "yes" || v === "on"),
);

export const seedEnvSchema = z.object({
  DATABASE_URL: envValue(
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// URL")
      .default(DEFAULT_DATABASE_URL),
  ),
  ADMIN_EMAIL: envValue(z.email("must be an e-mail address").default("admin@baltbid.test")),
  ADMIN_PASSWORD: envValue(z.string().min(8, "must be at least 8 characters").max(256).default(DEV_ADMIN_PASSWORD)),
  SEED_DEMO: envValue(onOff.default(false)),
  /** Ingestion sources to create when missing (relative paths from the repository root). */
  INGESTION_SOURCES_FILE: envValue(z.string().min(1).default("config/ingestion-sources.json")),
  DEMO_LOTS: envValue(
    z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(0, "must be 0 or more")
      .max(1_000_000, "must be at most 1000000")
      .default(5000),
  ),
  // Read only to tell production (where the default ADMIN_PASSWORD is refused) and to refuse a dev SESSION_SECRET.
  NODE_ENV: commonEnvShape.NODE_ENV,
  PUBLIC_ORIGIN: commonEnvShape.PUBLIC_ORIGIN,
  SESSION_SECRET: envValue(z.string().optional()),
});

export type SeedConfig = z.infer<typeof seedEnvSchema>;

/** Throws a ConfigError listing every bad variable. */
export function loadSeedConfig(env: Record<string, string | undefined>): SeedConfig {
  return parseEnv(seedEnvSchema.check(refuseDevSecretsInProduction()), env);
}
