// Production refuses the development secrets: every process's loadConfig, over generated environments (NODE_ENV
// spellings, http and https origins, unset, development and strong SESSION_SECRET and ADMIN_PASSWORD values).
import { readFile } from "node:fs/promises";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ConfigError, DEV_ADMIN_PASSWORD, DEV_SESSION_SECRETS } from "@app/shared/config/config.schemas";
import { loadConfig as loadApiConfig } from "../api/src/config.ts";
import { loadSeedConfig } from "../prisma/src/seed-config.ts";
import { loadConfig as loadWorkerConfig } from "../worker/src/config.ts";

const DEV_SECRET_SPELLINGS = DEV_SESSION_SECRETS.flatMap((s) => [s, ` ${s}`, `${s}\n`]);

const nodeEnv = fc.constantFrom(
  undefined,
  "",
  "production",
  "PRODUCTION",
  " Production ",
  "development",
  "test",
  "prod",
  "staging",
);
const origin = fc.constantFrom(
  undefined,
  "http://localhost:3000",
  "http://baltbid.lt",
  "https://baltbid.lt",
  "HTTPS://baltbid.lt/some/path",
  "https://127.0.0.1:8443",
);
const strong = fc.string({ unit: "grapheme-ascii", minLength: 32, maxLength: 64 }).filter((s) => s.trim().length >= 32);
const secret = fc.oneof(fc.constant(undefined), fc.constantFrom(...DEV_SECRET_SPELLINGS), strong);
const adminPassword = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(DEV_ADMIN_PASSWORD, ` ${DEV_ADMIN_PASSWORD} `),
  strong.map((s) => s.slice(0, 40)),
);
const envs = fc.record({
  NODE_ENV: nodeEnv,
  PUBLIC_ORIGIN: origin,
  SESSION_SECRET: secret,
  ADMIN_PASSWORD: adminPassword,
});
type Env = { NODE_ENV?: string; PUBLIC_ORIGIN?: string; SESSION_SECRET?: string; ADMIN_PASSWORD?: string };

// The oracle, written apart from the implementation.
const production = (e: Env) =>
  e.NODE_ENV?.trim().toLowerCase() === "production" || (e.PUBLIC_ORIGIN ?? "").toLowerCase().startsWith("https:");
const devSecret = (v: string | undefined) => v !== undefined && DEV_SESSION_SECRETS.includes(v.trim());
const devPassword = (v: string | undefined) => v?.trim() === DEV_ADMIN_PASSWORD;

/** The variables `load` refuses for `env`, from its one ConfigError; [] when it loads. */
function refused(load: (env: Record<string, string | undefined>) => unknown, env: Env): string[] {
  try {
    load(env);
    return [];
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    const message = (e as Error).message;
    expect(message).toMatch(/^Invalid configuration:\n/);
    return [...message.matchAll(/^ {2}(\w+): /gm)].map((m) => m[1]!).sort();
  }
}

const PROCESSES = [
  {
    name: "API",
    load: loadApiConfig,
    // It signs cookies with SESSION_SECRET, whose default is the development value.
    expected: (e: Env) => [
      ...(devPassword(e.ADMIN_PASSWORD) ? ["ADMIN_PASSWORD"] : []),
      ...(devSecret(e.SESSION_SECRET) || e.SESSION_SECRET === undefined ? ["SESSION_SECRET"] : []),
    ],
  },
  {
    name: "worker",
    load: loadWorkerConfig,
    // Uses neither; refuses either when it is set to a development value.
    expected: (e: Env) => [
      ...(devPassword(e.ADMIN_PASSWORD) ? ["ADMIN_PASSWORD"] : []),
      ...(devSecret(e.SESSION_SECRET) ? ["SESSION_SECRET"] : []),
    ],
  },
  {
    name: "seed",
    load: loadSeedConfig,
    // It creates the admin with ADMIN_PASSWORD, whose default is the development password.
    expected: (e: Env) => [
      ...(devPassword(e.ADMIN_PASSWORD) || e.ADMIN_PASSWORD === undefined ? ["ADMIN_PASSWORD"] : []),
      ...(devSecret(e.SESSION_SECRET) ? ["SESSION_SECRET"] : []),
    ],
  },
] as const;

describe.each(PROCESSES)("the $name's configuration", ({ load, expected }) => {
  it("in production refuses exactly the development secrets, naming each; elsewhere accepts them", () => {
    fc.assert(
      fc.property(envs, (env) => {
        const want = production(env) ? expected(env).sort() : [];
        expect(refused(load, env)).toEqual(want);
      }),
      { numRuns: 400 },
    );
  });

  it("lists a development secret beside the other bad variables in the same error", () => {
    const names = refused(load, {
      NODE_ENV: "production",
      SESSION_SECRET: DEV_SESSION_SECRETS[0],
      ADMIN_PASSWORD: DEV_ADMIN_PASSWORD,
      PUBLIC_ORIGIN: "not a url",
    });
    expect(names).toEqual(["ADMIN_PASSWORD", "PUBLIC_ORIGIN", "SESSION_SECRET"]);
  });

  it("starts on a developer machine with nothing set", () => {
    expect(refused(load, {})).toEqual([]);
  });
});

describe("the development values refused", () => {
  it("include every SESSION_SECRET and ADMIN_PASSWORD that .env.example and compose.yaml ship", async () => {
    const example = await readFile(".env.example", "utf8");
    const value = (name: string) => new RegExp(`^${name}=(.*)$`, "m").exec(example)?.[1];
    expect(DEV_SESSION_SECRETS).toContain(value("SESSION_SECRET"));
    expect(value("ADMIN_PASSWORD")).toBe(DEV_ADMIN_PASSWORD);

    const compose = parse(await readFile("compose.yaml", "utf8")) as {
      "x-app-env": Record<string, string>;
    };
    const fallback = (v: string | undefined) => /^\$\{\w+:-(.*)\}$/.exec(v ?? "")?.[1];
    expect(DEV_SESSION_SECRETS).toContain(fallback(compose["x-app-env"].SESSION_SECRET));
    expect(fallback(compose["x-app-env"].ADMIN_PASSWORD)).toBe(DEV_ADMIN_PASSWORD);
  });
});
