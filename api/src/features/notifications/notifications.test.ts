// Notifications over HTTP against real PostgreSQL and Redis: the five calls and who may use them, and the live
// stream: delivery from the worker's notify() through Redis, replay after a reconnect with Last-Event-ID, delivery
// through a second API instance on the same Redis, heartbeats, the per-user cap, and clean-up on disconnect.
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { silentLogger } from "../../../../worker/src/logger.ts";
import { createNotificationService, type NotificationService } from "../../../../worker/src/services/notifications.ts";
import { waitFor } from "../../../../worker/src/testing/wait-for.ts";
import { testApiConfig } from "../../../../test/support/config.ts";
import { InjectClient } from "../../../../test/support/inject-client.ts";
import { createTestUser, customerCookie } from "../../../../test/support/sessions.ts";
import { openSse, type SseConnection } from "../../../../test/support/sse-client.ts";
import { buildApp } from "../../app.ts";

const ORIGIN = "http://localhost:3000";
const redisPrefix = `${inject("redisPrefix")}notif-${randomUUID().slice(0, 6)}:`;
let apiA: FastifyInstance;
let apiB: FastifyInstance;
let urlA: string;
let urlB: string;
let notifications: NotificationService;
const open: SseConnection[] = [];

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function customer(locale: "lt" | "en" = "en") {
  const user = await createTestUser(apiA.db, { locale });
  return { ...user, cookie: await customerCookie(apiA.db, user.id) };
}

function client(cookie: string) {
  const c = new InjectClient(apiA, ORIGIN);
  const [name, value] = cookie.split("=") as [string, string];
  c.cookies.set(name, value);
  return c;
}

const deposit = (userId: string, amount = 100, eventId: string | null = null) =>
  notifications.notify(
    userId,
    "deposit_completed",
    "notification.depositCompleted.text",
    { amount },
    "/dashboard/bills",
    eventId,
  );

async function stream(base: string, cookie: string, lastEventId?: string) {
  const conn = await openSse(`${base}/api/notifications/stream`, { cookie, lastEventId });
  open.push(conn);
  return conn;
}
const notificationEvents = (c: SseConnection) => c.events.filter((e) => e.event === "notification");

beforeAll(async () => {
  const config = testApiConfig({
    PASSWORD_HASH_COST: "10",
    REDIS_PREFIX: redisPrefix,
    SSE_HEARTBEAT_MS: "300",
    SSE_MAX_STREAMS_PER_USER: "3",
  });
  apiA = await buildApp(config);
  apiB = await buildApp(config);
  urlA = await listen(apiA);
  urlB = await listen(apiB);
  await waitFor(() => apiA.notificationHub.stats().subscribed && apiB.notificationHub.stats().subscribed);
  notifications = createNotificationService({
    db: apiA.db,
    redis: new Redis(inject("redisUrl")),
    redisPrefix,
    logger: silentLogger,
  });
});

afterAll(async () => {
  for (const c of open) c.close();
  await notifications?.close();
  await apiA?.close();
  await apiB?.close();
});

describe("the notification calls", () => {
  it("list the caller's own notifications newest first, a page at a time", async () => {
    const me = await customer();
    const other = await customer();
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await deposit(me.id, i * 100))!.notificationId);
    await deposit(other.id);
    const c = client(me.cookie);

    const first = await c.get("/api/notifications/list?limit=3");
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ success: true, hasMore: true, nextBefore: ids[2] });
    expect(body.notifications.map((n: { id: number }) => n.id)).toEqual([ids[4], ids[3], ids[2]]);
    expect(body.notifications[0]).toEqual({
      id: ids[4],
      type: "deposit_completed",
      message: "Jūsų įmoka 500,00\u00a0€ gauta ir pridėta prie likučio.",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      isRead: false,
      relatedLink: "/dashboard/bills",
    });
    // The same row reads in the language of the page that asks (the NEXT_LOCALE cookie), not the one it was made in.
    c.cookies.set("NEXT_LOCALE", "en");
    expect((await c.get("/api/notifications/list?limit=1")).json().notifications[0].message).toBe(
      "Your deposit of €500.00 has been received and added to your balance.",
    );
    c.cookies.delete("NEXT_LOCALE");
    const second = (await c.get(`/api/notifications/list?limit=3&before=${ids[2]}`)).json();
    expect(second.notifications.map((n: { id: number }) => n.id)).toEqual([ids[1], ids[0]]);
    expect(second).toMatchObject({ hasMore: false, nextBefore: null });
    expect((await c.get("/api/notifications/list?limit=1000")).statusCode).toBe(400);
  });

  it("count the unread, mark one or all read, and delete all, touching only the caller's", async () => {
    const me = await customer();
    const other = await customer();
    const a = (await deposit(me.id))!.notificationId;
    await deposit(me.id);
    await deposit(me.id);
    const theirs = (await deposit(other.id))!.notificationId;
    const c = client(me.cookie);

    expect((await c.get("/api/notifications/count")).json()).toEqual({ success: true, count: 3 });
    expect((await c.post("/api/notifications/mark-read", { id: a })).json()).toEqual({ success: true });
    expect((await c.post("/api/notifications/mark-read", { id: String(a) })).statusCode).toBe(200); // again: fine
    expect((await c.get("/api/notifications/count")).json()).toEqual({ success: true, count: 2 });

    const foreign = await c.post("/api/notifications/mark-read", { id: theirs });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
    expect((await c.post("/api/notifications/mark-read", { id: "abc" })).statusCode).toBe(400);
    expect((await c.post("/api/notifications/mark-read", { id: 99_999_999_999 })).statusCode).toBe(400);

    expect((await c.post("/api/notifications/mark-all-read")).json()).toEqual({ success: true, updated: 2 });
    expect((await c.get("/api/notifications/count")).json()).toEqual({ success: true, count: 0 });
    expect((await c.delete("/api/notifications/delete-all")).json()).toEqual({ success: true, deleted: 3 });
    expect((await c.get("/api/notifications/list")).json().notifications).toEqual([]);

    const theirRow = await apiA.db.notification.findUniqueOrThrow({ where: { id: theirs } });
    expect(theirRow.isRead).toBe(false);
    expect((await client(other.cookie).get("/api/notifications/count")).json().count).toBe(1);
  });

  it("answer 401 to anonymous callers, and refuse cross-site writes", async () => {
    const anon = new InjectClient(apiA, ORIGIN);
    for (const [method, url] of [
      ["GET", "/api/notifications/list"],
      ["GET", "/api/notifications/count"],
      ["POST", "/api/notifications/mark-read"],
      ["POST", "/api/notifications/mark-all-read"],
      ["DELETE", "/api/notifications/delete-all"],
      ["GET", "/api/notifications/stream"],
    ] as const) {
      const res = await anon.request(method, url, method === "POST" ? { id: 1 } : undefined);
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
    }
    const me = await customer();
    await deposit(me.id);
    const evil = new InjectClient(apiA, "https://evil.example");
    const [name, value] = me.cookie.split("=") as [string, string];
    evil.cookies.set(name, value);
    expect((await evil.delete("/api/notifications/delete-all")).statusCode).toBe(403);
    expect((await client(me.cookie).get("/api/notifications/count")).json().count).toBe(1);
  });
});

describe("the live stream", () => {
  it("delivers a notification as `event: notification` with its id, after `ready` with a jittered retry", async () => {
    const me = await customer();
    const before = (await deposit(me.id, 1))!.notificationId;
    const conn = await stream(urlA, `${me.cookie}; NEXT_LOCALE=en`);
    expect(conn.status).toBe(200);
    expect(conn.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(conn.headers["cache-control"]).toBe("no-cache");
    expect(conn.headers["x-request-id"]).toBeTruthy();
    const ready = await waitFor(() => conn.events.find((e) => e.event === "ready"));
    expect(ready.id).toBe(String(before)); // resume point: nothing older is replayed later
    expect(ready.retry).toBeGreaterThanOrEqual(3000);
    expect(ready.retry).toBeLessThan(5000);
    expect(JSON.parse(ready.data)).toEqual({ lastEventId: null });

    const ref = (await deposit(me.id, 42))!;
    const got = await waitFor(() => notificationEvents(conn)[0]);
    expect(got.id).toBe(String(ref.notificationId));
    expect(JSON.parse(got.data)).toMatchObject({
      id: ref.notificationId,
      type: "deposit_completed",
      message: "Your deposit of €42.00 has been received and added to your balance.",
      isRead: false,
      relatedLink: "/dashboard/bills",
    });
  });

  it("delivers through a second API instance on the same Redis, once per notification", async () => {
    const me = await customer();
    const onB = await stream(urlB, me.cookie);
    const onA = await stream(urlA, me.cookie);
    await waitFor(() => onA.events.length > 0 && onB.events.length > 0);
    const eventId = randomUUID();
    const ref = (await deposit(me.id, 7, eventId))!;
    await deposit(me.id, 7, eventId); // the same event handled twice: no second row, a repeated wake-up
    await waitFor(() => notificationEvents(onA).length === 1 && notificationEvents(onB).length === 1);
    await new Promise((r) => setTimeout(r, 200));
    for (const c of [onA, onB]) expect(notificationEvents(c).map((e) => e.id)).toEqual([String(ref.notificationId)]);
    // Someone else's notification reaches neither.
    const other = await customer();
    await deposit(other.id);
    await new Promise((r) => setTimeout(r, 200));
    expect(notificationEvents(onB)).toHaveLength(1);
  });

  it("replays what was missed after a reconnect with Last-Event-ID, without repeats", async () => {
    const me = await customer();
    const first = await stream(urlA, me.cookie);
    const one = (await deposit(me.id, 1))!.notificationId;
    await waitFor(() => notificationEvents(first).length === 1);
    first.close();
    await waitFor(() => first.isClosed());
    // Published while nobody listens: pub/sub drops them, PostgreSQL keeps them.
    const two = (await deposit(me.id, 2))!.notificationId;
    const three = (await deposit(me.id, 3))!.notificationId;

    const again = await stream(urlB, me.cookie, notificationEvents(first).at(-1)!.id!);
    await waitFor(() => notificationEvents(again).length === 2);
    expect(again.events[0]).toMatchObject({ event: "ready", id: String(one) });
    expect(notificationEvents(again).map((e) => Number(e.id))).toEqual([two, three]);
    const four = (await deposit(me.id, 4))!.notificationId;
    await waitFor(() => notificationEvents(again).length === 3);
    expect(notificationEvents(again).map((e) => Number(e.id))).toEqual([two, three, four]);

    // A browser that reconnects from the `ready` id alone (no notification seen) misses nothing either.
    const idle = await stream(urlA, me.cookie);
    const resumeFrom = (await waitFor(() => idle.events.find((e) => e.event === "ready"))).id!;
    idle.close();
    const five = (await deposit(me.id, 5))!.notificationId;
    const back = await stream(urlA, me.cookie, resumeFrom);
    await waitFor(() => notificationEvents(back).length === 1);
    expect(Number(notificationEvents(back)[0]!.id)).toBe(five);
  });

  it("sends heartbeats, caps a user's streams by closing the oldest, and frees everything on disconnect", async () => {
    const me = await customer();
    const base = apiA.notificationHub.stats().streams;
    const conns = [await stream(urlA, me.cookie), await stream(urlA, me.cookie), await stream(urlA, me.cookie)];
    await waitFor(() => conns.every((c) => c.events.length > 0));
    await waitFor(() => conns[2]!.comments.includes("ping"), { timeoutMs: 3000 });
    expect(apiA.notificationHub.stats().streams).toBe(base + 3);

    const fourth = await stream(urlA, me.cookie); // the cap is 3 in this test
    await waitFor(() => conns[0]!.isClosed());
    expect(conns[1]!.isClosed() || conns[2]!.isClosed() || fourth.isClosed()).toBe(false);
    expect(apiA.notificationHub.stats().streams).toBe(base + 3);

    for (const c of [conns[1]!, conns[2]!, fourth]) c.close();
    await waitFor(() => apiA.notificationHub.stats().streams === base);
  });

  it("closes its streams when the Redis subscription drops, and delivers again once it is back", async () => {
    const me = await customer();
    const conn = await stream(urlA, me.cookie);
    await waitFor(() => conn.events.length > 0);
    // Kill this file's two hub subscriptions (found by their connection name) on the shared Redis.
    const list = String(await apiA.redis.call("CLIENT", "LIST"));
    const ids = list
      .split("\n")
      .filter((line) => line.includes(` name=${redisPrefix}sse-hub `))
      .map((line) => /\bid=(\d+)/.exec(line)![1]!);
    expect(ids).toHaveLength(2);
    for (const id of ids) await apiA.redis.call("CLIENT", "KILL", "ID", id);
    await waitFor(() => conn.isClosed()); // the browser comes back with Last-Event-ID and replays what pub/sub lost
    await waitFor(() => apiA.notificationHub.stats().subscribed, { timeoutMs: 5000 });
    const again = await stream(urlA, me.cookie, conn.events.at(-1)!.id!);
    const ref = (await deposit(me.id, 9))!;
    await waitFor(() => notificationEvents(again).some((e) => e.id === String(ref.notificationId)));
  });

  it("ends a stream when its session is revoked (sign-out)", async () => {
    const me = await customer();
    const conn = await stream(urlA, me.cookie);
    await waitFor(() => conn.events.length > 0);
    await client(me.cookie).post("/api/auth/logout");
    await waitFor(() => conn.isClosed(), { timeoutMs: 2_000 }); // at once: the sign-out announces it
    const again = await stream(urlA, me.cookie);
    expect(again.status).toBe(401);
  });
});
