// A notification stream ends with its session, across API instances, against real PostgreSQL and Redis with
// listening apps. Two instances whose periodic session check is too slow to matter here prove the sessions-ended
// message alone: for random users, sessions and streams spread over both, one way of ending sessions (sign-out,
// password change, password reset, the per-user cap) closes exactly the streams of the sessions it ended, within
// seconds, and no other. A third instance with a fast check proves the safety net: expiry (idle and absolute), a
// revocation whose message was lost, and a deleted user.
import { createHash, randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { sleep, waitFor } from "../../../../worker/src/testing/wait-for.ts";
import { testApiConfig } from "../../../../test/support/config.ts";
import { InjectClient } from "../../../../test/support/inject-client.ts";
import { createTestUser } from "../../../../test/support/sessions.ts";
import { openSse, type SseConnection } from "../../../../test/support/sse-client.ts";
import { buildApp } from "../../app.ts";
import { SESSION_POLICY, createSession } from "../auth/session.store.ts";

const ORIGIN = "http://localhost:3000";
const PASSWORD = "correct horse 42";
/** How soon after the call that ends a session its streams must be gone (the message path takes milliseconds). */
const MESSAGE_DEADLINE_MS = 2_000;
const CHECK_MS = 400;

let apps: FastifyInstance[] = [];
let urls: string[] = [];
/** The instance with the fast session check. */
let checked: { app: FastifyInstance; url: string };
const open: SseConnection[] = [];

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const base = {
    PASSWORD_HASH_COST: "10",
    REDIS_PREFIX: `${inject("redisPrefix")}sse-end-${randomUUID().slice(0, 6)}:`,
    RATE_LIMIT_SCALE: "100000",
    SSE_HEARTBEAT_MS: "1000",
    SSE_MAX_STREAMS_PER_USER: "50",
  };
  // A minute between checks: nothing in the message tests lives that long, so only the message can end a stream.
  const slow = testApiConfig({ ...base, SSE_SESSION_CHECK_MS: "60000" });
  apps = [await buildApp(slow), await buildApp(slow)];
  urls = [await listen(apps[0]!), await listen(apps[1]!)];
  const fast = await buildApp(testApiConfig({ ...base, SSE_SESSION_CHECK_MS: String(CHECK_MS) }));
  checked = { app: fast, url: await listen(fast) };
  await waitFor(() => [...apps, fast].every((a) => a.notificationHub.stats().subscribed));
});

afterAll(async () => {
  for (const c of open) c.close();
  for (const a of [...apps, checked?.app]) await a?.close();
});

const db = () => apps[0]!.db;

async function userWithPassword() {
  const user = await createTestUser(db(), { locale: "en", tag: "stream" });
  await db().user.update({ where: { id: user.id }, data: { passwordHash: await apps[0]!.passwords.hash(PASSWORD) } });
  return user;
}

/** A session made in the database (no sign-in), with its cookie and id. */
async function newSession(userId: string) {
  const { id, token } = await createSession(db(), { userId, scope: "customer", rememberMe: false });
  return { id, cookie: `sid=${token}` };
}

function client(app: FastifyInstance, cookie?: string) {
  const c = new InjectClient(app, ORIGIN);
  if (cookie) c.cookies.set("sid", cookie.slice("sid=".length));
  return c;
}

async function stream(url: string, cookie: string) {
  const conn = await openSse(`${url}/api/notifications/stream`, { cookie });
  open.push(conn);
  expect(conn.status, conn.body).toBe(200);
  await waitFor(() => conn.events.some((e) => e.event === "ready"));
  return conn;
}

/** Resolves with the milliseconds until `conn` closes, or rejects after `ms`. */
async function closesWithin(conn: SseConnection, ms: number): Promise<number> {
  const started = Date.now();
  await Promise.race([
    conn.closed,
    sleep(ms).then(() => {
      throw new Error(`the stream was still open after ${ms} ms`);
    }),
  ]);
  return Date.now() - started;
}

type Ending = "logout" | "passwordChange" | "passwordReset" | "cap";

type World = {
  /** Per user, per session, the instances (0 or 1) its streams are open on. */
  users: number[][][];
  target: { user: number; session: number };
  ending: Ending;
};

const world: fc.Arbitrary<World> = fc
  .array(
    fc.array(fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 3 }),
    {
      minLength: 2,
      maxLength: 3,
    },
  )
  .chain((users) =>
    fc.record({
      users: fc.constant(users),
      target: fc
        .integer({ min: 0, max: users.length - 1 })
        .chain((user) =>
          fc.record({ user: fc.constant(user), session: fc.integer({ min: 0, max: users[user]!.length - 1 }) }),
        ),
      ending: fc.constantFrom<Ending>("logout", "passwordChange", "passwordReset", "cap"),
    }),
  );

describe("a stream ends with its session, on whichever instance holds it", () => {
  it("sign-out, password change, password reset and the session cap close exactly the ended sessions' streams", async () => {
    await fc.assert(
      fc.asyncProperty(world, async ({ users, target, ending }) => {
        const people = [];
        for (const sessions of users) {
          const user = await userWithPassword();
          const made = [];
          for (const instances of sessions) {
            const session = await newSession(user.id);
            const streams = [];
            for (const i of instances) streams.push(await stream(urls[i]!, session.cookie));
            made.push({ ...session, streams });
          }
          people.push({ user, sessions: made });
        }
        const who = people[target.user]!;
        const actor = who.sessions[target.session]!;
        // Each ending comes through the first instance; streams on the second hear of it only through Redis.
        const via = apps[0]!;
        let ended: string[];
        if (ending === "logout") {
          expect((await client(via, actor.cookie).post("/api/auth/logout")).statusCode).toBe(200);
          ended = [actor.id];
        } else if (ending === "passwordChange") {
          const res = await client(via, actor.cookie).put("/api/auth/update-profile", {
            currentPassword: PASSWORD,
            newPassword: "a new password 43",
          });
          expect(res.statusCode, res.body).toBe(200);
          ended = who.sessions.filter((s) => s !== actor).map((s) => s.id);
        } else if (ending === "passwordReset") {
          const token = randomUUID();
          await db().passwordResetToken.create({
            data: {
              userId: who.user.id,
              tokenHash: createHash("sha256").update(token).digest("hex"),
              expiresAt: new Date(Date.now() + 3600_000),
            },
          });
          const res = await client(via).put("/api/auth/reset-password", { token, password: "a new password 43" });
          expect(res.statusCode, res.body).toBe(200);
          ended = who.sessions.map((s) => s.id);
        } else {
          // The actor's session is the least recently used; sessions without streams fill the rest of the cap.
          await db().session.update({ where: { id: actor.id }, data: { lastSeenAt: new Date(Date.now() - 50_000) } });
          for (const s of who.sessions.filter((x) => x !== actor))
            await db().session.update({ where: { id: s.id }, data: { lastSeenAt: new Date(Date.now() - 20_000) } });
          for (let i = who.sessions.length; i < SESSION_POLICY.customer.maxLive; i++) await newSession(who.user.id);
          const res = await client(via).post("/api/auth/login", { email: who.user.email, password: PASSWORD });
          expect(res.statusCode, res.body).toBe(200);
          ended = [actor.id];
        }

        const all = people.flatMap((p) => p.sessions);
        for (const s of all.filter((x) => ended.includes(x.id)))
          for (const conn of s.streams)
            expect(await closesWithin(conn, MESSAGE_DEADLINE_MS)).toBeLessThan(MESSAGE_DEADLINE_MS);
        await sleep(300); // a stream wrongly closed would have gone by now
        for (const s of all.filter((x) => !ended.includes(x.id))) {
          for (const conn of s.streams) expect(conn.isClosed(), `a stream of a session that did not end`).toBe(false);
          expect((await client(via, s.cookie).get("/api/auth/me")).statusCode).toBe(200);
        }
        for (const s of all.filter((x) => ended.includes(x.id)))
          expect((await client(via, s.cookie).get("/api/auth/me")).statusCode).toBe(401);
        for (const s of all) for (const conn of s.streams) conn.close();
      }),
      { numRuns: 12 },
    );
  });
});

describe("the periodic session check", () => {
  async function scene() {
    const me = await userWithPassword();
    const session = await newSession(me.id);
    const conn = await stream(checked.url, session.cookie);
    const other = await userWithPassword();
    const bystander = await stream(checked.url, (await newSession(other.id)).cookie);
    return { me, session, conn, bystander };
  }

  it("ends a stream when its session reaches its idle or its absolute expiry, not before", async () => {
    for (const column of ["idleExpiresAt", "absoluteExpiresAt"] as const) {
      const { session, conn, bystander } = await scene();
      const expiresAt = Date.now() + 1_000;
      await db().session.update({ where: { id: session.id }, data: { [column]: new Date(expiresAt) } });
      await sleep(expiresAt - Date.now() - 150);
      expect(conn.isClosed(), `${column}: still valid, still open`).toBe(false);
      await conn.closed;
      expect(Date.now() - expiresAt, column).toBeLessThan(CHECK_MS + 1_000);
      expect((await client(checked.app, session.cookie).get("/api/auth/me")).statusCode).toBe(401);
      expect(bystander.isClosed()).toBe(false);
    }
  });

  it("ends a stream whose revocation was never announced, and the streams of a deleted user", async () => {
    const lost = await scene();
    // Revoked straight in the database: no sessions-ended message was ever published.
    await db().session.update({ where: { id: lost.session.id }, data: { revokedAt: new Date() } });
    expect(await closesWithin(lost.conn, CHECK_MS + 1_000)).toBeLessThan(CHECK_MS + 1_000);

    const gone = await scene();
    await db().user.delete({ where: { id: gone.me.id } }); // its sessions go with it
    expect(await closesWithin(gone.conn, CHECK_MS + 1_000)).toBeLessThan(CHECK_MS + 1_000);
    expect(lost.bystander.isClosed() || gone.bystander.isClosed()).toBe(false);
  });

  it("checks many streams' sessions in one go and leaves the live ones open", async () => {
    const sessions = [];
    for (let i = 0; i < 30; i++) {
      const u = await createTestUser(db());
      sessions.push(await newSession(u.id));
    }
    const conns = await Promise.all(sessions.map((s) => stream(checked.url, s.cookie)));
    const ending = sessions.filter((_, i) => i % 3 === 0);
    await db().session.updateMany({ where: { id: { in: ending.map((s) => s.id) } }, data: { revokedAt: new Date() } });
    await Promise.all(conns.filter((_, i) => i % 3 === 0).map((c) => closesWithin(c, CHECK_MS + 1_000)));
    await sleep(CHECK_MS * 2); // two more checks
    expect(conns.filter((c, i) => i % 3 !== 0 && c.isClosed())).toEqual([]);
    for (const c of conns) c.close();
  });
});

it("the sessions-ended message is ignored when malformed", async () => {
  const me = await userWithPassword();
  const session = await newSession(me.id);
  const conn = await stream(urls[1]!, session.cookie);
  const channel = `${apps[0]!.redisPrefix}sessions-ended`;
  for (const bad of [
    "not json",
    "{}",
    JSON.stringify({ userId: me.id, sessionIds: ["x"] }),
    JSON.stringify([session.id]),
  ])
    await apps[0]!.redis.publish(channel, bad);
  await sleep(300);
  expect(conn.isClosed()).toBe(false);
  await apps[0]!.redis.publish(channel, JSON.stringify({ userId: me.id, sessionIds: [session.id] }));
  await closesWithin(conn, MESSAGE_DEADLINE_MS);
});
