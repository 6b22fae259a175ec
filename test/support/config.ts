// Configuration for in-process test instances: the run's private database and Redis prefix from global setup.
import { inject } from "vitest";
import { loadConfig as loadApiConfig } from "../../api/src/config.ts";

export function testEnv(extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    DATABASE_URL: inject("databaseUrl"),
    REDIS_URL: inject("redisUrl"),
    REDIS_PREFIX: inject("redisPrefix"),
    LOG_LEVEL: "silent",
    PUBLIC_ORIGIN: "http://localhost:3000",
    WEB_DIST_DIR: "/nonexistent-web-dist",
    // Not the development default, which an https PUBLIC_ORIGIN (production) refuses.
    SESSION_SECRET: "test-only-session-secret-0123456789abcdef",
    ...extra,
  };
}

export function testApiConfig(extra: Record<string, string | undefined> = {}) {
  return loadApiConfig(testEnv(extra));
}
