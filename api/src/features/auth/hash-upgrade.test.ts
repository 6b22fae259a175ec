// Password hashes are upgraded at sign-in: a hash made with other scrypt parameters than the configured ones is
// replaced by one made with them once the right password is given, at either door; a wrong password, or a hash
// already current, changes nothing.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { hashPassword, needsRehash, verifyPassword, type ScryptParams } from "@app/shared/auth/password";
import { buildApp } from "../../app.ts";
import { testApiConfig } from "../../../../test/support/config.ts";
import { InjectClient } from "../../../../test/support/inject-client.ts";

const COST = 11;
const CURRENT: ScryptParams = { N: 2 ** COST, r: 8, p: 1 };
const PASSWORD = "old hash, same password 7";
let app: FastifyInstance;

beforeAll(async () => {
  const redisPrefix = `${inject("redisPrefix")}hash-${randomUUID().slice(0, 6)}:`;
  app = await buildApp(
    testApiConfig({ PASSWORD_HASH_COST: String(COST), REDIS_PREFIX: redisPrefix, RATE_LIMIT_SCALE: "1000" }),
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

async function userWith(passwordHash: string, role: "customer" | "admin" = "customer") {
  const email = `hash.${randomUUID().slice(0, 8)}@example.test`;
  await app.db.user.create({ data: { email, name: "Ona", surname: "Testaitė", passwordHash, role, locale: "lt" } });
  return email;
}

const storedHash = async (email: string) =>
  (await app.db.user.findUniqueOrThrow({ where: { email }, select: { passwordHash: true } })).passwordHash;

const signIn = (email: string, password: string, door = "/api/auth/login") =>
  new InjectClient(app).post(door, { email, password, ...(door === "/api/auth/login" ? { rememberMe: false } : {}) });

describe("password hashes at sign-in", () => {
  it("replaces a hash made with other parameters by one with today's, for any older parameters", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          N: fc.constantFrom(2 ** 8, 2 ** 9, 2 ** 10, 2 ** 12),
          r: fc.constantFrom(4, 8),
          p: fc.constantFrom(1, 2),
        }),
        async (old) => {
          fc.pre(old.N !== CURRENT.N || old.r !== CURRENT.r || old.p !== CURRENT.p);
          const email = await userWith(await hashPassword(PASSWORD, old));
          expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
          const upgraded = await storedHash(email);
          expect(needsRehash(upgraded, CURRENT)).toBe(false);
          expect(await verifyPassword(PASSWORD, upgraded)).toBe(true);
          // The new hash keeps working.
          expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
        },
      ),
      { numRuns: 6 },
    );
  });

  it("upgrades at the admin door too", async () => {
    const email = await userWith(await hashPassword(PASSWORD, { N: 2 ** 9, r: 8, p: 1 }), "admin");
    expect((await signIn(email, PASSWORD, "/api/admin/auth/login")).statusCode).toBe(200);
    expect(needsRehash(await storedHash(email), CURRENT)).toBe(false);
  });

  it("leaves the hash alone for a wrong password, and a current hash as it is", async () => {
    const old = await hashPassword(PASSWORD, { N: 2 ** 9, r: 8, p: 1 });
    const email = await userWith(old);
    expect((await signIn(email, `${PASSWORD}x`)).statusCode).toBe(401);
    expect(await storedHash(email)).toBe(old);

    const current = await hashPassword(PASSWORD, CURRENT);
    const fresh = await userWith(current);
    expect((await signIn(fresh, PASSWORD)).statusCode).toBe(200);
    expect(await storedHash(fresh)).toBe(current);
  });
});
