import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { loadConfig as loadWorkerConfig } from "../../worker/src/config.ts";

describe("API configuration", () => {
  it("works on a developer machine with no variables set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.url).toBe("postgresql://postgres:postgres@127.0.0.1:5432/auction");
    expect(config.redis).toEqual({ url: "redis://127.0.0.1:6379", prefix: "app:" });
    expect(config.mail.smtpUrl).toBeNull();
    expect(config.secureCookies).toBe(false);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", SMTP_URL: " ", REDIS_URL: "" }).port).toBe(3000);
  });

  it("reads and coerces what is set", () => {
    const config = loadConfig({
      PORT: "8080",
      PUBLIC_ORIGIN: "https://baltbid.lt/some/path",
      SESSION_SECRET: "a-production-secret-of-at-least-32-characters",
      SMTP_URL: "smtp://user:pw@mail.example.com:587",
      TRUST_PROXY: "true",
    });
    expect(config.port).toBe(8080);
    expect(config.publicOrigin).toBe("https://baltbid.lt");
    expect(config.secureCookies).toBe(true);
    expect(config.mail.smtpUrl).toBe("smtp://user:pw@mail.example.com:587");
    expect(config.trustProxy).toBe(true);
  });

  it("names every bad variable in one error", () => {
    let message = "";
    try {
      loadConfig({ PORT: "eighty", REDIS_URL: "http://localhost", OFFICE_EMAIL: "office", SESSION_SECRET: "short" });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration:/);
    for (const name of ["PORT", "REDIS_URL", "OFFICE_EMAIL", "SESSION_SECRET"])
      expect(message).toContain(`  ${name}: `);
  });
});

describe("worker configuration", () => {
  it("shares the defaults and validation of the API's", () => {
    const config = loadWorkerConfig({});
    expect(config.database.url).toBe(loadConfig({}).database.url);
    expect(config.outbox.pollMs).toBe(1000);
    expect(() => loadWorkerConfig({ OUTBOX_POLL_MS: "0", DATABASE_URL: "mysql://x" })).toThrow(
      /OUTBOX_POLL_MS[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*OUTBOX_POLL_MS/,
    );
  });

  it("keeps BullMQ's lock and stalled-check defaults unless told otherwise", () => {
    expect(loadWorkerConfig({})).toMatchObject({ lockDurationMs: 30_000, stalledIntervalMs: 30_000 });
    expect(loadWorkerConfig({ WORKER_LOCK_DURATION_MS: "2000", WORKER_STALLED_INTERVAL_MS: "1000" })).toMatchObject({
      lockDurationMs: 2_000,
      stalledIntervalMs: 1_000,
    });
  });
});
