// The cap on a user's live sessions, against real PostgreSQL: a new session revokes the least recently used ones
// beyond SESSION_POLICY[scope].maxLive in its own transaction, whatever number sign in at once; sessions that are
// revoked or expired do not count and are left as they are; each scope has its own cap; and over HTTP the revoked
// session's cookie stops working at once.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testApiConfig } from "../../../../test/support/config.ts";
import { InjectClient } from "../../../../test/support/inject-client.ts";
import { createTestUser } from "../../../../test/support/sessions.ts";
import { buildApp } from "../../app.ts";
import { SESSION_POLICY, createSession, hashToken, newToken, type SessionScope } from "./session.store.ts";

const PASSWORD = "correct horse 42";
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp(
    testApiConfig({
      PASSWORD_HASH_COST: "10",
      RATE_LIMIT_SCALE: "100000",
      REDIS_PREFIX: `${inject("redisPrefix")}cap-${randomUUID().slice(0, 6)}:`,
    }),
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

const live = (userId: string, scope: SessionScope) =>
  app.db.session.findMany({
    where: { userId, scope, revokedAt: null, idleExpiresAt: { gt: new Date() }, absoluteExpiresAt: { gt: new Date() } },
    select: { id: true, lastSeenAt: true },
  });

type Prior = { minutesAgo: number; state: "live" | "revoked" | "idleExpired" | "absoluteExpired" };

/**
 * Sessions already there before the sign-ins, used `minutesAgo` (distinct, so "least recently used" is exact);
 * written straight to the table, so there may be more than the cap (as after the cap was lowered).
 */
async function seed(userId: string, scope: SessionScope, prior: Prior[]) {
  const rows = [];
  const now = Date.now();
  const gone = new Date(now - 1_000);
  const later = new Date(now + 3600_000);
  for (const p of prior) {
    const { id } = await app.db.session.create({
      data: {
        userId,
        scope,
        tokenHash: hashToken(newToken()),
        createdAt: new Date(now - 700 * 60_000),
        lastSeenAt: new Date(now - p.minutesAgo * 60_000),
        revokedAt: p.state === "revoked" ? gone : null,
        idleExpiresAt: p.state === "idleExpired" ? gone : later,
        absoluteExpiresAt: p.state === "absoluteExpired" ? gone : later,
      },
      select: { id: true },
    });
    rows.push({ id, ...p });
  }
  return rows;
}

const prior = (max: number) =>
  fc.uniqueArray(
    fc.record({
      minutesAgo: fc.integer({ min: 1, max: 600 }),
      state: fc.constantFrom<Prior["state"]>("live", "live", "live", "revoked", "idleExpired", "absoluteExpired"),
    }),
    { selector: (p) => p.minutesAgo, maxLength: max },
  );

describe("the cap on a user's sessions", () => {
  it("keeps at most maxLive live sessions per scope, however many sign in at once, revoking the least recently used", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<SessionScope>("customer", "admin"),
        prior(16),
        fc.integer({ min: 1, max: 14 }),
        async (scope, before, signIns) => {
          const cap = SESSION_POLICY[scope].maxLive;
          const { id: userId } = await createTestUser(app.db, { role: scope === "admin" ? "admin" : "customer" });
          const rows = await seed(userId, scope, before);
          const untouched = await app.db.session.findMany({
            where: { id: { in: rows.filter((r) => r.state !== "live").map((r) => r.id) } },
          });
          // A session of the other scope, in use just now: never counted against this scope, never revoked.
          const other = await createSession(app.db, {
            userId,
            scope: scope === "admin" ? "customer" : "admin",
            rememberMe: false,
          });

          const made = await Promise.all(
            Array.from({ length: signIns }, () => createSession(app.db, { userId, scope, rememberMe: false })),
          );

          const liveBefore = rows.filter((r) => r.state === "live");
          const after = await live(userId, scope);
          expect(after.length).toBe(Math.min(cap, liveBefore.length + signIns));
          // Every sign-in's session was live when it was made; the revoked ones are named by the sign-ins.
          const endedByCap = made.flatMap((m) => m.ended);
          expect(new Set(endedByCap).size).toBe(endedByCap.length);
          expect(endedByCap.length).toBe(liveBefore.length + signIns - after.length);
          // The older sessions go first: every earlier session revoked was used less recently than every one kept.
          const kept = new Set(after.map((s) => s.id));
          const oldKept = liveBefore.filter((r) => kept.has(r.id));
          const oldGone = liveBefore.filter((r) => !kept.has(r.id));
          for (const gone of oldGone) for (const k of oldKept) expect(gone.minutesAgo).toBeGreaterThan(k.minutesAgo);
          if (signIns >= cap) expect(oldKept).toEqual([]);
          // Sessions already dead are left exactly as they were.
          expect(await app.db.session.findMany({ where: { id: { in: untouched.map((u) => u.id) } } })).toEqual(
            expect.arrayContaining(untouched),
          );
          expect(await app.db.session.count({ where: { id: other.id, revokedAt: null } })).toBe(1);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("the session just made always survives its own sign-in", async () => {
    const { id: userId } = await createTestUser(app.db);
    for (let i = 0; i < SESSION_POLICY.customer.maxLive + 5; i++) {
      const { id, ended } = await createSession(app.db, { userId, scope: "customer", rememberMe: false });
      expect(ended).not.toContain(id);
      const ids = (await live(userId, "customer")).map((s) => s.id);
      expect(ids).toContain(id);
      expect(ids.length).toBe(Math.min(i + 1, SESSION_POLICY.customer.maxLive));
    }
  });

  it("over HTTP: one sign-in too many signs the least recently used browser out, concurrent sign-ins included", async () => {
    const user = await createTestUser(app.db, { tag: "cap" });
    await app.db.user.update({ where: { id: user.id }, data: { passwordHash: await app.passwords.hash(PASSWORD) } });
    const signIn = async () => {
      const c = new InjectClient(app);
      const res = await c.post("/api/auth/login", { email: user.email, password: PASSWORD, rememberMe: true });
      expect(res.statusCode, res.body).toBe(200);
      return c;
    };
    const first = await signIn();
    await app.db.session.updateMany({
      where: { userId: user.id },
      data: { lastSeenAt: new Date(Date.now() - 3600_000) },
    });
    const rest = await Promise.all(Array.from({ length: SESSION_POLICY.customer.maxLive + 3 }, signIn));
    expect((await first.get("/api/auth/me")).statusCode).toBe(401);
    const answers = await Promise.all(rest.map((c) => c.get("/api/auth/me")));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(SESSION_POLICY.customer.maxLive);
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(3);
    expect((await live(user.id, "customer")).length).toBe(SESSION_POLICY.customer.maxLive);
  });
});
