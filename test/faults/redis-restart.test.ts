// Fault: Redis is restarted while customers bid and watch their notification streams (test/faults/README.md). The
// API and the worker use a private redis-server (append-only file on, as production must run it). While it is
// down, bids still answer 2xx (they only need PostgreSQL) and calls that need Redis answer a clear 503; the outbox
// keeps the events; once Redis is back every event is relayed and notified exactly once, and each SSE client, which
// reconnects with Last-Event-ID when its stream ends, ends up with every one of its notifications, none twice.
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { SSE_EVENTS } from "@app/shared/contracts/sse";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../worker/src/testing/isolated-database.ts";
import { createTestLot, setFxRate } from "../support/brokerage.ts";
import { openSse, type SseConnection } from "../support/sse-client.ts";
import {
  createCustomers,
  moneyIsConsistent,
  newBidAttempt,
  placeBid,
  type BidAttempt,
  type Customer,
} from "./support/customers.ts";
import {
  saveLogs,
  sleep,
  startApiProcess,
  startRedisServer,
  QUICK_RECOVERY_ENV,
  startWorkerProcess,
  waitFor,
  waitWhileRunning,
  type ApiProcess,
  type Child,
  type RedisServer,
} from "./support/processes.ts";

const CUSTOMERS = 5;

let iso: IsolatedDatabase;
let redis: RedisServer;
let api: ApiProcess;
let worker: Child;
const children: Child[] = [];

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "fault_redis");
  redis = await startRedisServer();
  const env = { DATABASE_URL: iso.url, REDIS_URL: redis.url, REDIS_PREFIX: "restart:" };
  api = await startApiProcess(env);
  children.push(api);
  worker = await startWorkerProcess({
    ...env,
    MAIL_OUTBOX_DIR: path.join(tmpdir(), "faults-mail"), // bids send no mail
    ...QUICK_RECOVERY_ENV,
  });
  children.push(worker);
});

afterAll(async () => {
  await saveLogs("redis-restart", children);
  for (const c of children) await c.stop("SIGKILL");
  await redis?.destroy();
  await iso?.drop();
});

/** An EventSource as a browser runs it: when the stream ends it comes back with the last id it saw. */
function follow(customer: Customer) {
  const state = {
    ids: [] as number[],
    lastEventId: undefined as string | undefined,
    connects: 0,
    stopped: false,
    conn: null as SseConnection | null,
    done: Promise.resolve(),
    stop() {
      state.stopped = true;
      state.conn?.close();
      return state.done;
    },
  };
  state.done = (async () => {
    while (!state.stopped) {
      try {
        const conn = await openSse(`${api.url}/api/notifications/stream`, {
          cookie: customer.cookie,
          lastEventId: state.lastEventId,
          onEvent: (e) => {
            if (e.id !== null) state.lastEventId = e.id;
            if (e.event === SSE_EVENTS.notification) state.ids.push(Number(e.id));
          },
        });
        state.conn = conn;
        state.connects++;
        if (conn.status === 200) await conn.closed;
      } catch {
        // refused or reset: try again, as EventSource does
      }
      if (!state.stopped) await sleep(300);
    }
  })();
  return state;
}

/** Calls that use Redis (rate limits, caches, the mail queue), as anonymous visitors and a customer send them. */
async function probeRedisDependentCalls(customer: Customer, lotNumber: string) {
  const anonymous = async (method: "GET" | "POST", url: string, body?: unknown) => {
    const res = await fetch(`${api.url}${url}`, {
      method,
      headers: body === undefined ? {} : { origin: "http://localhost:3000", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await res.arrayBuffer();
    return { call: `${method} ${url}`, status: res.status };
  };
  return [
    await anonymous("GET", "/api/search?action=search"),
    await anonymous("GET", `/api/lots/copart/${lotNumber}`),
    await anonymous("POST", "/api/auth/login", { email: customer.email, password: "wrong-password" }),
    await anonymous("POST", "/api/auth/reset-password", { email: customer.email }),
    await anonymous("POST", "/api/contact", {
      name: "Ona",
      email: "ona@example.test",
      phone: "",
      subject: "Redis is away",
      message: "Does this still arrive?",
    }),
    { call: "GET /api/notifications/count", status: (await customer.call("GET", "/api/notifications/count")).status },
  ];
}

describe("Redis restarted while bids are placed", () => {
  it("keeps bidding, keeps the events, delivers them all once it is back, and the streams replay what they missed", async () => {
    await setFxRate(iso.db, "0.9200", "2026-11-20");
    const lots = await Promise.all(Array.from({ length: 200 }, () => createTestLot(iso.db, { auctionInHours: 72 })));
    const customers = await createCustomers(iso.db, () => api.url, CUSTOMERS, 50_000);
    const streams = customers.map(follow);
    await waitFor(() => streams.every((s) => s.lastEventId !== undefined), { timeoutMs: 15_000 });

    const attempts: BidAttempt[] = [];
    let stop = false;
    const bidder = async (c: Customer) => {
      for (let i = 0; !stop && i < lots.length; i++) {
        const attempt = newBidAttempt(c, lots[i]!.lotNumber, 1_000 + i);
        attempts.push(attempt);
        await placeBid(attempt);
        await sleep(60);
      }
    };
    const traffic = Promise.all(customers.map(bidder));

    await sleep(1_500);
    await redis.stop();
    await sleep(1_500);
    // What needs Redis says so clearly; the outbox holds what happened meanwhile.
    const health = await fetch(`${api.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ checks: { db: "ok", redis: "down" } });
    const probes = await probeRedisDependentCalls(customers[0]!, lots[0]!.lotNumber);
    expect(
      probes.filter((p) => p.status >= 500 && p.status !== 503),
      "503, never a 500",
    ).toEqual([]);
    expect(probes.find((p) => p.call.startsWith("GET /api/search"))?.status, "a rate-limited call").toBe(503);
    await sleep(1_500);
    const held = await iso.db.outboxEvent.count({ where: { publishedAt: null } });
    expect(held, "events wait in the outbox while Redis is away").toBeGreaterThan(0);
    await redis.start();
    await sleep(1_500);
    stop = true;
    await traffic;

    const answers = attempts.flatMap((a) => a.answers);
    expect(
      answers.filter((a) => ![200, 201, 503].includes(a.status)),
      "2xx or 503 only",
    ).toEqual([]);
    for (const a of attempts.filter((x) => x.answers.at(-1)!.status === 503)) await placeBid(a);
    const placed = attempts.filter((a) => a.answers.at(-1)!.status === 201).length;
    expect(placed).toBe(attempts.length);
    expect((await moneyIsConsistent(iso.db, customers)).problems).toEqual([]);

    // Everything delivered once Redis is back: relayed, one notification per bid.
    await waitWhileRunning(
      worker,
      async () =>
        (await iso.db.outboxEvent.count({ where: { publishedAt: null } })) === 0 &&
        (await iso.db.notification.count({ where: { type: "bid_placed" } })) === attempts.length,
      45_000,
    );
    const perEvent = await iso.db.notification.groupBy({ by: ["eventId"], _count: { _all: true } });
    expect(perEvent.filter((g) => g._count._all !== 1)).toEqual([]);

    // Every stream got every notification of its customer, none twice, across its reconnections.
    for (const [i, c] of customers.entries()) {
      const expected = (await iso.db.notification.findMany({ where: { userId: c.id }, select: { id: true } })).map(
        (n) => n.id,
      );
      await waitFor(() => streams[i]!.ids.length >= expected.length, { timeoutMs: 20_000 }).catch(() => {});
      expect(
        [...streams[i]!.ids].sort((a, b) => a - b),
        c.email,
      ).toEqual(expected.sort((a, b) => a - b));
    }
    // The API's own Redis connections (limits, caches, the mail queue) came back as well, without a restart.
    let after = probes;
    await waitFor(
      async () => {
        after = await probeRedisDependentCalls(customers[0]!, lots[0]!.lotNumber);
        return after.every((p) => p.status < 500);
      },
      { timeoutMs: 15_000 },
    ).catch(() => {});
    expect(after.filter((p) => p.status >= 500)).toEqual([]);
    const reconnects = streams.map((s) => s.connects - 1);
    expect(api.proc.exitCode, "the API never restarted").toBeNull();
    await Promise.all(streams.map((s) => s.stop()));
    console.log(
      `[redis-restart] ${attempts.length} bids, ${held} events held in the outbox during the outage; ` +
        `without Redis: ${probes.map((p) => `${p.call} ${p.status}`).join(", ")}; ` +
        `after: ${after.map((p) => p.status).join(", ")}; ` +
        `stream reconnections: ${reconnects.join(", ")}`,
    );
  });
});
