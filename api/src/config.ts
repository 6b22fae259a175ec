// The API's configuration, parsed once at start from the environment. Nothing else reads process.env.
import { z } from "zod";
import {
  DEV_SESSION_SECRETS,
  boolFromEnv,
  commonEnvShape,
  envValue,
  parseEnv,
  refuseDevSecretsInProduction,
} from "@app/shared/config/config.schemas";

const apiEnvSchema = z.object({
  ...commonEnvShape,
  HOST: envValue(z.string().default("0.0.0.0")),
  PORT: envValue(z.coerce.number().int().min(0).max(65535).default(3000)),
  /** Signs the adminToken cookie; must be long and random in production, where the default is refused. */
  SESSION_SECRET: envValue(z.string().min(32, "must be at least 32 characters").default(DEV_SESSION_SECRETS[0]!)),
  /** Not used here (the seed's); read so that the dev password is refused in production at the API's start too. */
  ADMIN_PASSWORD: envValue(z.string().optional()),
  /** Bearer token of routes declared for machine access (metrics, job dashboards); unset = those routes refuse all. */
  INTERNAL_API_TOKEN: envValue(z.string().min(32, "must be at least 32 characters").optional()),
  /** Built SPA to serve; absent folder = API only. */
  WEB_DIST_DIR: envValue(z.string().default("web/dist")),
  /**
   * Connections the catalogue search's reads may hold at once (their own pool, beside DATABASE_POOL_MAX). About
   * twice the database's cores: more searches at once only make PostgreSQL switch between them
   * (bench/search/README.md).
   */
  DATABASE_SEARCH_POOL_MAX: envValue(z.coerce.number().int().min(1).max(200).default(4)),
  /**
   * Memory (MB) the search may keep lots' answer JSON in, per API process (search-items.ts): about 2.5 KB a lot, so
   * the default holds the 25,000 lots most shown.
   */
  SEARCH_ITEM_CACHE_MB: envValue(z.coerce.number().int().min(1).max(4096).default(64)),
  /**
   * A Server-Timing header on search answers (database time, plan, rows read, total): for benchmarks and operators
   * tracing a slow search; off by default, as it tells any visitor how the search works inside.
   */
  SERVER_TIMING: envValue(boolFromEnv.default(false)),
  BODY_LIMIT_BYTES: envValue(
    z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(1024 * 1024),
  ),
  TRUST_PROXY: envValue(boolFromEnv.default(false)),
  /** scrypt cost as log2(N): 17 is OWASP's recommendation; tests lower it to stay fast. */
  PASSWORD_HASH_COST: envValue(z.coerce.number().int().min(10).max(20).default(17)),
  /** Multiplies every rate limit (e.g. 100 for benchmarks); 1 in production. */
  RATE_LIMIT_SCALE: envValue(z.coerce.number().min(0.01).max(100_000).default(1)),
  /**
   * Where the contact form may send besides OFFICE_EMAIL: comma-separated addresses ("sales@baltbid.lt") or whole
   * domains ("@baltbid.lt"). Browser-sent recipients, cc and bcc outside it are refused: never an open relay.
   */
  CONTACT_ALLOWED_RECIPIENTS: envValue(
    z
      .string()
      .default("")
      .transform((v) =>
        v
          .split(",")
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.union([z.email(), z.string().regex(/^@[a-z0-9.-]+\.[a-z]{2,}$/, "an address or @domain")]))),
  ),
  /** SSE heartbeat (a comment line) on every notification stream; proxies close idle connections. */
  SSE_HEARTBEAT_MS: envValue(z.coerce.number().int().min(100).max(120_000).default(25_000)),
  SSE_MAX_STREAMS_PER_USER: envValue(z.coerce.number().int().min(1).max(100).default(5)),
  /** How often each instance re-checks the sessions of its open streams (expired ones end within this time). */
  SSE_SESSION_CHECK_MS: envValue(z.coerce.number().int().min(100).max(60_000).default(5_000)),
  /** Photos of European lots entered by hand (resized WebP files), served under /lot-photos/. */
  LOT_PHOTOS_DIR: envValue(z.string().default("var/lot-photos")),
});

export type ApiConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined>) {
  const e = parseEnv(apiEnvSchema.check(refuseDevSecretsInProduction()), env);
  return {
    host: e.HOST,
    port: e.PORT,
    publicOrigin: e.PUBLIC_ORIGIN,
    secureCookies: e.PUBLIC_ORIGIN.startsWith("https://"),
    sessionSecret: e.SESSION_SECRET,
    internalApiToken: e.INTERNAL_API_TOKEN ?? null,
    trustProxy: e.TRUST_PROXY,
    passwordHashCost: e.PASSWORD_HASH_COST,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webDistDir: e.WEB_DIST_DIR,
    logLevel: e.LOG_LEVEL,
    database: { url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX, searchPoolMax: e.DATABASE_SEARCH_POOL_MAX },
    search: { itemCacheBytes: e.SEARCH_ITEM_CACHE_MB * 1024 * 1024, serverTiming: e.SERVER_TIMING },
    redis: { url: e.REDIS_URL, prefix: e.REDIS_PREFIX },
    mail: { smtpUrl: e.SMTP_URL ?? null, outboxDir: e.MAIL_OUTBOX_DIR, from: e.MAIL_FROM, officeEmail: e.OFFICE_EMAIL },
    documentsDir: e.DOCUMENTS_DIR,
    lotPhotosDir: e.LOT_PHOTOS_DIR,
    contact: { allowedRecipients: e.CONTACT_ALLOWED_RECIPIENTS },
    sse: {
      heartbeatMs: e.SSE_HEARTBEAT_MS,
      maxStreamsPerUser: e.SSE_MAX_STREAMS_PER_USER,
      sessionCheckMs: e.SSE_SESSION_CHECK_MS,
    },
  };
}
