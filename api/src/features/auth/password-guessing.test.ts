// Password guessing is bounded at every door that checks a password (customer and admin sign-in, the current
// password of a profile or password change), against real Redis: per (account + address) low, per account high,
// per address over all accounts; the right password during a lock-out is refused too, one address cannot lock the
// owner out from another, and an unknown e-mail behaves exactly like a real one.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../../app.ts";
import { testApiConfig } from "../../../../test/support/config.ts";
import { InjectClient } from "../../../../test/support/inject-client.ts";

const PASSWORD = "correct horse 42";
/** The limits of plugins/rate-limits.ts at RATE_LIMIT_SCALE 1. */
const PER_ACCOUNT_ADDRESS = 5;
const PER_ACCOUNT = 100;

let app: FastifyInstance;
/** Every password the app actually checked: a refused attempt must never reach the check. */
const checked: string[] = [];
const timesChecked = (password: string) => checked.filter((p) => p === password).length;

const uniqueEmail = (tag = "owner") => `${tag}.${randomUUID().slice(0, 8)}@example.com`;
let lastOctets = 0;
/** A fresh client address for each call: no two tests (or property runs) share one. */
const address = () => {
  lastOctets += 1;
  return `10.${(lastOctets >> 16) & 255}.${(lastOctets >> 8) & 255}.${lastOctets & 255}`;
};
const from = (ip = address()) => new InjectClient(app, "http://localhost:3000", ip);

async function registerUser(role: "customer" | "admin" = "customer") {
  const email = uniqueEmail(role);
  await app.db.user.create({
    data: {
      name: "Ona",
      surname: "Jonaitė",
      email,
      role,
      locale: "lt",
      passwordHash: await app.passwords.hash(PASSWORD),
      account: { create: {} },
    },
  });
  return email;
}

/** A signed-in client at `ip`, as a thief with a stolen session (or the owner) would be. */
async function sessionAt(email: string, ip = address()) {
  const client = from(ip);
  const res = await client.post("/api/auth/login", { email, password: PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

/** The fixed windows run out, as Redis expires them (each limiter's key carries its window as its TTL). */
async function letWindowsPass() {
  const keys = await app.redis.keys(`${app.redisKey("rl:password")}*`);
  await Promise.all(keys.map((k) => app.redis.pexpire(k, 1)));
  await new Promise((r) => setTimeout(r, 20));
}

function expectLockedOut(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({ success: false, code: "RATE_LIMITED", retryAfter: expect.any(Number) });
  // In the reader's language (Lithuanian without a language cookie), the seconds without grouping.
  expect(res.json().message).toMatch(/^Per daug bandymų\. Bandykite dar kartą po \d+ s\.$/);
}

const wrongGuess = fc.string({ minLength: 1, maxLength: 40 }).filter((g) => g !== PASSWORD);

beforeAll(async () => {
  const redisPrefix = `${inject("redisPrefix")}pwguess-${randomUUID().slice(0, 6)}:`;
  app = await buildApp(testApiConfig({ PASSWORD_HASH_COST: "10", REDIS_PREFIX: redisPrefix }));
  await app.ready();
  const verify = app.passwords.verify.bind(app.passwords);
  app.passwords.verify = (password, stored) => {
    checked.push(password);
    return verify(password, stored);
  };
});

afterAll(async () => {
  await app?.close();
});

/** The two ways a signed-in customer's current password is checked: a new e-mail, and a new password. */
const CHANGES = {
  email: (currentPassword: string) => ({ email: uniqueEmail("new"), currentPassword }),
  password: (currentPassword: string) => ({ currentPassword, newPassword: "a new password 7" }),
} as const;

describe("the current password of a profile or password change", () => {
  it("is refused with 429 after the limit, the right one too, until the window passes", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(CHANGES) as (keyof typeof CHANGES)[])),
        fc.array(wrongGuess, { minLength: PER_ACCOUNT_ADDRESS, maxLength: PER_ACCOUNT_ADDRESS }),
        async (change, guesses) => {
          const email = await registerUser();
          const thief = await sessionAt(email);
          for (const guess of guesses) {
            const res = await thief.put("/api/auth/update-profile", CHANGES[change](guess));
            expect(res.statusCode, res.body).toBe(400);
            expect(res.json().errors).toEqual({ currentPassword: "Current password is incorrect" });
          }
          expectLockedOut(await thief.put("/api/auth/update-profile", CHANGES[change](guesses[0]!)));
          expectLockedOut(await thief.put("/api/auth/update-profile", CHANGES[change](PASSWORD)));
          // Nothing changed: the e-mail, and the password still signs in (from elsewhere).
          expect(await app.db.user.count({ where: { email } })).toBe(1);
          await sessionAt(email);

          await letWindowsPass();
          const after = await thief.put("/api/auth/update-profile", CHANGES[change](PASSWORD));
          expect(after.statusCode, after.body).toBe(200);
        },
      ),
      { numRuns: 6 },
    );
  });

  it("shares its budget with the sign-in: guesses at either door count against the same (account + address)", async () => {
    // The model: failures since the last success at this address; at the limit every attempt is refused unchecked.
    const attempt = fc.record({ door: fc.constantFrom("login", "profile"), right: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(fc.array(attempt, { minLength: 1, maxLength: 14 }), async (attempts) => {
        const email = await registerUser();
        const ip = address();
        const session = await sessionAt(email, ip);
        let failures = 0;
        for (const { door, right } of attempts) {
          const password = right ? PASSWORD : "wrong password";
          const res =
            door === "login"
              ? await from(ip).post("/api/auth/login", { email, password })
              : // The same password again, so a right attempt leaves it as it was.
                await session.put("/api/auth/update-profile", { currentPassword: password, newPassword: PASSWORD });
          if (failures >= PER_ACCOUNT_ADDRESS) expectLockedOut(res);
          else if (right) {
            expect(res.statusCode, res.body).toBe(200);
            failures = 0;
          } else {
            expect(res.statusCode, res.body).toBe(door === "login" ? 401 : 400);
            failures += 1;
          }
        }
      }),
      { numRuns: 12 },
    );
  });
});

describe("lock-out cannot be turned against the owner", () => {
  it("an address locked out of an account leaves the owner free to sign in and change the password elsewhere", async () => {
    const email = await registerUser();
    const attacker = from();
    for (let i = 0; i < PER_ACCOUNT_ADDRESS; i++)
      expect((await attacker.post("/api/auth/login", { email, password: `guess ${i}` })).statusCode).toBe(401);
    expectLockedOut(await attacker.post("/api/auth/login", { email, password: PASSWORD }));
    // The attacker keeps trying; each refusal is answered without a check and costs the owner nothing.
    const more = `more ${randomUUID()}`;
    for (let i = 0; i < 20; i++) expectLockedOut(await attacker.post("/api/auth/login", { email, password: more }));
    expect(timesChecked(more)).toBe(0);

    const owner = await sessionAt(email);
    const changed = await owner.put("/api/auth/update-profile", { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it("a right password starts the (account + address) count again", async () => {
    const email = await registerUser();
    const owner = from();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < PER_ACCOUNT_ADDRESS - 1; i++)
        expect((await owner.post("/api/auth/login", { email, password: "typo" })).statusCode).toBe(401);
      expect((await owner.post("/api/auth/login", { email, password: PASSWORD })).statusCode).toBe(200);
    }
  });

  it("guesses fired at once from one address are counted before they are checked: only the limit's worth is checked", async () => {
    const email = await registerUser();
    const ip = address();
    const guess = `burst ${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => from(ip).post("/api/auth/login", { email, password: guess })),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PER_ACCOUNT_ADDRESS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - PER_ACCOUNT_ADDRESS);
    expect(timesChecked(guess)).toBe(PER_ACCOUNT_ADDRESS);
  });

  it("the admin door has the same limits", async () => {
    const email = await registerUser("admin");
    const attacker = from();
    for (let i = 0; i < PER_ACCOUNT_ADDRESS; i++)
      expect((await attacker.post("/api/admin/auth/login", { email, password: `guess ${i}` })).statusCode).toBe(401);
    expectLockedOut(await attacker.post("/api/admin/auth/login", { email, password: PASSWORD }));
    const owner = await from().post("/api/admin/auth/login", { email, password: PASSWORD });
    expect(owner.statusCode, owner.body).toBe(200);
  });
});

describe("the per-account ceiling", () => {
  it("bounds a guesser spread over many addresses, for real and unknown e-mails alike", async () => {
    // The model: each address's own budget, then the account's; no more than PER_ACCOUNT failures are ever checked.
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.integer({ min: 21, max: 40 }),
        fc.array(fc.nat(), { minLength: 110, maxLength: 130 }),
        async (exists, addressCount, picks) => {
          const email = exists ? await registerUser() : uniqueEmail("nobody");
          const addresses = Array.from({ length: addressCount }, () => address());
          const guess = `spread ${randomUUID()}`;
          const used = new Map<string, number>();
          let failures = 0;
          for (const pick of picks) {
            const ip = addresses[pick % addressCount]!;
            const res = await from(ip).post("/api/auth/login", { email, password: guess });
            const before = used.get(ip) ?? 0;
            used.set(ip, before + 1);
            if (before < PER_ACCOUNT_ADDRESS && failures < PER_ACCOUNT) {
              expect(res.statusCode, res.body).toBe(401);
              expect(res.json()).toEqual({
                success: false,
                code: "INVALID_CREDENTIALS",
                message: "Incorrect email or password.",
              });
              failures += 1;
            } else expectLockedOut(res);
          }
          expect(timesChecked(guess)).toBe(failures);
          expect(failures).toBeLessThanOrEqual(PER_ACCOUNT);
          // Once the ceiling is reached, even the right password from an address never seen is refused.
          if (failures === PER_ACCOUNT)
            expectLockedOut(await from().post("/api/auth/login", { email, password: PASSWORD }));
        },
      ),
      { numRuns: 4 },
    );
  });

  it("is reached by round-robin guessing, and then holds for every address", async () => {
    for (const email of [await registerUser(), uniqueEmail("nobody")]) {
      const addresses = Array.from({ length: 25 }, () => address());
      const statuses: number[] = [];
      for (let round = 0; round < PER_ACCOUNT_ADDRESS; round++)
        for (const ip of addresses)
          statuses.push((await from(ip).post("/api/auth/login", { email, password: "wrong password" })).statusCode);
      expect(statuses.slice(0, PER_ACCOUNT)).toEqual(Array(PER_ACCOUNT).fill(401));
      expect(new Set(statuses.slice(PER_ACCOUNT))).toEqual(new Set([429]));
      expectLockedOut(await from().post("/api/auth/login", { email, password: PASSWORD }));
    }
  });
});
