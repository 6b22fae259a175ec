import { describe, expect, it } from "vitest";
import { ConfigError } from "@app/shared/config/config.schemas";
import { loadSeedConfig } from "./seed-config.ts";

describe("seed configuration", () => {
  it("has defaults that work on a developer machine, with the demo off", () => {
    expect(loadSeedConfig({})).toEqual({
      DATABASE_URL: "postgresql://postgres:postgres@127.0.0.1:5432/auction",
      ADMIN_EMAIL: "admin@baltbid.test",
      ADMIN_PASSWORD: "admin12345",
      SEED_DEMO: false,
      DEMO_LOTS: 5000,
      INGESTION_SOURCES_FILE: "config/ingestion-sources.json",
      PUBLIC_ORIGIN: "http://localhost:3000",
    });
  });

  it.each([
    ["1", true],
    ["TRUE", true],
    ["on", true],
    ["0", false],
    ["false", false],
    ["", false],
  ])("reads SEED_DEMO=%s as %s", (value, expected) => {
    expect(loadSeedConfig({ SEED_DEMO: value }).SEED_DEMO).toBe(expected);
  });

  it("reports every bad variable in one error", () => {
    const env = { DATABASE_URL: "mysql://x", ADMIN_EMAIL: "nope", SEED_DEMO: "maybe", DEMO_LOTS: "2.5" };
    expect(() => loadSeedConfig(env)).toThrow(ConfigError);
    expect(() => loadSeedConfig(env)).toThrow(
      /DATABASE_URL: must be a postgres[\s\S]*ADMIN_EMAIL: must be an e-mail[\s\S]*SEED_DEMO: must be 1\/0[\s\S]*DEMO_LOTS: must be a whole number/,
    );
  });
});
