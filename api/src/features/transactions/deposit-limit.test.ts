// The daily cap on deposit announcements over HTTP, against real PostgreSQL: the `limits.depositAnnouncementsPerDay`
// setting (default 5, edited by admins) counts a customer's announcements per calendar day in Vilnius, whatever the
// server process's time zone; the one too many answers 429 DEPOSIT_LIMIT_REACHED with Retry-After until Vilnius
// midnight and writes nothing; concurrent announcements never get past it.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { LIMITS } from "@app/shared/settings/limits.schemas";
import { testApiConfig } from "../../../../test/support/config.ts";
import { adminCookie, createTestUser, customerCookie } from "../../../../test/support/sessions.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../../../worker/src/testing/isolated-database.ts";
import { buildApp } from "../../app.ts";

const ORIGIN = "http://localhost:3000";
const KEY = LIMITS.depositAnnouncementsPerDay.key;
let app: FastifyInstance;
// A database of its own: these tests change a brokerage-wide setting.
let iso: IsolatedDatabase;
let admin: string;

const announce = (cookie: string, amount = 100, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url: "/api/transactions/deposits",
    payload: { amount },
    headers: { origin: ORIGIN, cookie, ...headers },
  });

const adminCall = (method: "GET" | "PUT", payload?: unknown) =>
  app.inject({
    method,
    url: "/api/admin/settings/limits",
    headers: { origin: ORIGIN, cookie: admin },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function setLimit(n: number | null) {
  if (n === null) await app.db.setting.deleteMany({ where: { key: KEY } });
  else await app.db.setting.upsert({ where: { key: KEY }, create: { key: KEY, value: n }, update: { value: n } });
}

async function customer() {
  const user = await createTestUser(app.db);
  return { ...user, cookie: await customerCookie(app.db, user.id) };
}

const depositsOf = (userId: string) => app.db.deposit.count({ where: { userId } });

/** Vilnius midnight at the start of `ymd`, found without the code under test: whichever offset reads 00:00 there. */
function vilniusMidnight(ymd: string): Date {
  const fmt = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Vilnius",
    dateStyle: "short",
    timeStyle: "medium",
    hourCycle: "h23",
  });
  for (const offset of ["+02:00", "+03:00"]) {
    const at = new Date(`${ymd}T00:00:00${offset}`);
    if (fmt.format(at) === `${ymd} 00:00:00`) return at;
  }
  throw new Error(`no midnight found for ${ymd}`);
}

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "deposit_limit");
  app = await buildApp(
    testApiConfig({
      PASSWORD_HASH_COST: "10",
      REDIS_PREFIX: `${inject("redisPrefix")}dl-${randomUUID().slice(0, 6)}:`,
    }),
    { db: iso.db },
  );
  await app.ready();
  admin = await adminCookie(app, (await createTestUser(app.db, { role: "admin" })).id);
});

afterAll(async () => {
  await app?.close();
  await iso?.drop();
});

const originalTz = process.env.TZ;
afterEach(async () => {
  vi.useRealTimers();
  process.env.TZ = originalTz;
  await setLimit(null);
});

describe("the daily cap on deposit announcements", () => {
  it("allows 5 a day by default; the sixth answers 429 with Retry-After until Vilnius midnight and writes nothing", async () => {
    const c = await customer();
    const accepted = [];
    for (let i = 0; i < 5; i++) {
      const res = await announce(c.cookie, 100 + i, { "idempotency-key": `ok-${i}-${c.id}` });
      expect(res.statusCode, res.body).toBe(201);
      accepted.push(res.json());
    }
    const before = {
      outbox: await app.db.outboxEvent.count(),
      keys: await app.db.idempotencyKey.count({ where: { userId: c.id } }),
    };
    const refused = await announce(c.cookie, 500, { "idempotency-key": `sixth-${c.id}` });
    expect(refused.statusCode).toBe(429);
    const body = refused.json();
    expect(body).toMatchObject({ success: false, code: "DEPOSIT_LIMIT_REACHED" });
    expect(body.message).toMatch(/apie 5 užstato papildymus – tiek leidžiama per dieną.*po vidurnakčio Lietuvos laiku/);
    const english = await announce(`${c.cookie}; NEXT_LOCALE=en`, 500, { "idempotency-key": `sixth-en-${c.id}` });
    expect(english.json().message).toMatch(/the 5 bank transfers a day allows.*after midnight, Lithuanian time/);
    const now = Date.now();
    const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Vilnius" }).format(new Date(now));
    const [y, m, d] = today.split("-").map(Number) as [number, number, number];
    const midnight = vilniusMidnight(new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10));
    const expected = Math.ceil((midnight.getTime() - now) / 1000);
    expect(Math.abs(body.retryAfter - expected)).toBeLessThanOrEqual(2);
    expect(refused.headers["retry-after"]).toBe(String(body.retryAfter));
    expect(await depositsOf(c.id)).toBe(5);
    expect(await app.db.outboxEvent.count()).toBe(before.outbox);
    expect(await app.db.idempotencyKey.count({ where: { userId: c.id } })).toBe(before.keys);
    // A retry of an announcement that was accepted still gets its answer back; another customer is not affected.
    const replay = await announce(c.cookie, 100, { "idempotency-key": `ok-0-${c.id}` });
    expect(replay.statusCode).toBe(201);
    expect(replay.json().deposit.id).toBe(accepted[0].deposit.id);
    expect((await announce((await customer()).cookie)).statusCode).toBe(201);
  });

  it("counts every announcement of the day, completed and rejected ones too", async () => {
    await setLimit(2);
    const c = await customer();
    const a = (await announce(c.cookie)).json().deposit.id;
    const b = (await announce(c.cookie)).json().deposit.id;
    await app.inject({
      method: "POST",
      url: `/api/admin/deposits/${a}/complete`,
      headers: { origin: ORIGIN, cookie: admin },
    });
    await app.inject({
      method: "POST",
      url: `/api/admin/deposits/${b}/reject`,
      payload: {},
      headers: { origin: ORIGIN, cookie: admin },
    });
    expect((await announce(c.cookie)).statusCode).toBe(429);
  });

  it("never lets concurrent announcements past the cap", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 8 }), async (limit, extra) => {
        await setLimit(limit);
        const c = await customer();
        const answers = await Promise.all(Array.from({ length: limit + extra }, (_, i) => announce(c.cookie, 10 + i)));
        const codes = answers.map((r) => r.statusCode).sort();
        expect(codes).toEqual([...Array(limit).fill(201), ...Array(extra).fill(429)]);
        expect(await depositsOf(c.id)).toBe(limit);
      }),
      { numRuns: 12 },
    );
  });

  it("starts a new day at midnight in Vilnius, whatever the server's time zone", async () => {
    const days = fc.oneof(
      fc.date({ min: new Date("2026-01-01T12:00:00Z"), max: new Date("2031-12-31T12:00:00Z"), noInvalidDate: true }),
      // The short and the long day of summer time, and the turn of the year.
      fc.constantFrom(
        new Date("2026-03-29T12:00:00Z"),
        new Date("2026-10-25T12:00:00Z"),
        new Date("2027-03-28T12:00:00Z"),
        new Date("2027-10-31T12:00:00Z"),
        new Date("2027-01-01T12:00:00Z"),
      ),
    );
    vi.useFakeTimers({ toFake: ["Date"] });
    await fc.assert(
      fc.asyncProperty(
        days,
        fc.constantFrom("UTC", "Europe/Vilnius", "America/Los_Angeles", "Asia/Tokyo", "Pacific/Kiritimati"),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 6 * 3_600_000 }),
        async (day, zone, limit, msBefore) => {
          process.env.TZ = zone;
          await setLimit(limit);
          const ymd = day.toISOString().slice(0, 10);
          const midnight = vilniusMidnight(ymd);
          const { id } = await createTestUser(app.db);
          const at = async (t: number) => {
            vi.setSystemTime(t);
            return customerCookie(app.db, id); // a fresh session: hours may pass between calls
          };

          let cookie = await at(midnight.getTime() - msBefore);
          for (let i = 0; i < limit; i++) expect((await announce(cookie)).statusCode).toBe(201);
          const refused = await announce(cookie);
          expect(refused.statusCode).toBe(429);
          expect(refused.json().retryAfter).toBe(Math.max(1, Math.ceil(msBefore / 1000)));

          cookie = await at(midnight.getTime() - 1);
          expect((await announce(cookie)).statusCode, "the last millisecond of the day").toBe(429);

          cookie = await at(midnight.getTime());
          for (let i = 0; i < limit; i++) expect((await announce(cookie)).statusCode, "a new day").toBe(201);
          expect((await announce(cookie)).statusCode).toBe(429);

          const rows = await app.db.deposit.findMany({ where: { userId: id }, select: { createdAt: true } });
          expect(rows.filter((r) => r.createdAt < midnight)).toHaveLength(limit);
          expect(rows.filter((r) => r.createdAt >= midnight)).toHaveLength(limit);
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe("the limits setting", () => {
  it("is read over its default and saved by admins, taking effect at the next announcement", async () => {
    expect((await adminCall("GET")).json()).toEqual({
      success: true,
      data: { depositAnnouncementsPerDay: 5, minimumMaxBid: 100 },
      defaults: { depositAnnouncementsPerDay: 5, minimumMaxBid: 100 },
    });
    const c = await customer();
    expect((await announce(c.cookie)).statusCode).toBe(201);
    const saved = await adminCall("PUT", { depositAnnouncementsPerDay: 1, minimumMaxBid: 100 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await adminCall("GET")).json().data).toEqual({ depositAnnouncementsPerDay: 1, minimumMaxBid: 100 });
    const row = await app.db.setting.findUniqueOrThrow({ where: { key: KEY } });
    expect(row.value).toBe(1);
    expect(row.updatedById).toBeTruthy();
    expect((await announce(c.cookie)).statusCode).toBe(429);
    expect((await adminCall("PUT", { depositAnnouncementsPerDay: 3, minimumMaxBid: 100 })).statusCode).toBe(200);
    expect((await announce(c.cookie)).statusCode).toBe(201);
  });

  it("refuses anything but a whole number from 1 to 50, with the field's message, and changes nothing", async () => {
    await setLimit(4);
    const bad = fc.oneof(
      fc.integer({ max: 0 }),
      fc.integer({ min: 51 }),
      fc.double({ min: 1.01, max: 49.99, noNaN: true }).filter((x) => !Number.isInteger(x)),
      fc.constantFrom("3", "", null, true, [], {}, "5e0"),
    );
    await fc.assert(
      fc.asyncProperty(bad, async (value) => {
        const res = await adminCall("PUT", { depositAnnouncementsPerDay: value, minimumMaxBid: 100 });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errors).toEqual({ depositAnnouncementsPerDay: "Enter a whole number from 1 to 50" });
      }),
      { numRuns: 40 },
    );
    for (const body of [
      {},
      { depositAnnouncementsPerDay: 3, minimumMaxBid: 100, other: 1 },
      { depositAnnouncementsPerDay: 3 },
      [],
    ])
      expect((await adminCall("PUT", body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await app.db.setting.findUniqueOrThrow({ where: { key: KEY } })).value).toBe(4);
  });

  it("reads a hand-edited value it cannot use as the default, so the limit always applies", async () => {
    await app.db.setting.upsert({
      where: { key: KEY },
      create: { key: KEY, value: "lots" },
      update: { value: "lots" },
    });
    expect((await adminCall("GET")).json().data).toEqual({ depositAnnouncementsPerDay: 5, minimumMaxBid: 100 });
    const c = await customer();
    for (let i = 0; i < 5; i++) expect((await announce(c.cookie)).statusCode).toBe(201);
    expect((await announce(c.cookie)).statusCode).toBe(429);
  });

  it("is for admins only", async () => {
    const c = await customer();
    for (const method of ["GET", "PUT"] as const) {
      const res = await app.inject({
        method,
        url: "/api/admin/settings/limits",
        headers: { origin: ORIGIN, cookie: c.cookie },
        ...(method === "PUT" ? { payload: { depositAnnouncementsPerDay: 50, minimumMaxBid: 100 } } : {}),
      });
      expect(res.statusCode).toBe(401);
    }
  });
});
