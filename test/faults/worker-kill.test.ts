// Fault: the worker is SIGKILLed in the middle of 1,000 domain events (test/faults/README.md). The events are written
// through the outbox as the API writes them, for real customers; half of them also send an e-mail, to a real SMTP
// server. After a restart every event has exactly one notification, every mail arrived, and a mail arrived twice
// only inside the window SECURITY.md documents (accepted by the SMTP server, not yet recorded as sent when the
// process died), always under the same Message-ID. A second test stages that window on purpose (the database goes
// away just as the SMTP server accepts a mail) and shows its whole effect: one more copy, same Message-ID.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { writeEvent } from "@app/db/outbox";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../worker/src/testing/isolated-database.ts";
import { startSmtpSink, type SmtpSink } from "../../worker/src/testing/smtp-sink.ts";
import { createTcpProxy } from "../../worker/src/testing/tcp-proxy.ts";
import { createTestUser, type TestUser } from "../support/sessions.ts";
import { createTestLot } from "../support/brokerage.ts";
import {
  startRedisServer,
  QUICK_RECOVERY_ENV,
  startWorkerProcess,
  viaPort,
  waitWhileRunning,
  type Child,
  saveLogs,
  type RedisServer,
} from "./support/processes.ts";

const EVENTS = 1_000;
const CUSTOMERS = 40;
const CONCURRENCY = 10;

let iso: IsolatedDatabase;
let redis: RedisServer;
let sink: SmtpSink;
let worker: Child | null = null;
const children: Child[] = [];

function workerEnv(): Record<string, string> {
  return {
    DATABASE_URL: iso.url,
    DATABASE_POOL_MAX: "12",
    REDIS_URL: redis.url,
    REDIS_PREFIX: "kill:",
    SMTP_URL: sink.url,
    MAIL_FROM: "BaltBid <no-reply@baltbid.test>",
    WORKER_CONCURRENCY: String(CONCURRENCY),
    ...QUICK_RECOVERY_ENV,
  };
}

async function startWorker(): Promise<Child> {
  const child = await startWorkerProcess(workerEnv());
  children.push(child);
  return child;
}

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "fault_kill");
  redis = await startRedisServer();
  sink = await startSmtpSink();
});

afterAll(async () => {
  await saveLogs("worker-kill", children);
  for (const c of children) await c.stop("SIGKILL");
  await sink?.close();
  await redis?.destroy();
  await iso?.drop();
});

const notificationCount = () => iso.db.notification.count();

describe("the worker killed in the middle of 1,000 events", () => {
  it("delivers exactly one notification per event after a restart, and sends no mail twice outside the window", async () => {
    const customers: TestUser[] = [];
    for (let i = 0; i < CUSTOMERS; i++) customers.push(await createTestUser(iso.db, { tag: `kill${i}` }));
    const lot = await createTestLot(iso.db);

    worker = await startWorker();

    // Even events: a completed deposit (notification + e-mail). Odd: a placed bid (notification only).
    const eventIds: string[] = [];
    const mailed = new Set<string>();
    const write = async (i: number) => {
      const user = customers[i % CUSTOMERS]!;
      const id = await iso.db.$transaction((tx) =>
        i % 2 === 0
          ? writeEvent(tx, "deposit.completed", {
              depositId: randomUUID(),
              userId: user.id,
              amountCents: 10_000 + i,
              currency: "EUR",
            })
          : writeEvent(tx, "bid.placed", {
              bidId: randomUUID(),
              userId: user.id,
              platform: "copart",
              lotNumber: lot.lotNumber,
              maxBidCents: 500_000 + i,
              holdCents: 46_000,
              isRaise: false,
            }),
      );
      eventIds.push(id);
      if (i % 2 === 0) mailed.add(id);
    };
    // Written in 10 streams of transactions, as concurrent API requests would.
    await Promise.all(
      Array.from({ length: 10 }, async (_, s) => {
        for (let i = s; i < EVENTS; i += 10) await write(i);
      }),
    );

    // Kill it mid-way, once mails are going out too.
    const running = worker;
    await waitWhileRunning(running, async () => (await notificationCount()) >= 300 && sink.received.length >= 30);
    running.proc.kill("SIGKILL");
    await running.exited;
    const atKill = await notificationCount();
    expect(atKill, "the kill landed in the middle of the stream").toBeLessThan(EVENTS);
    const receivedBeforeRestart = sink.received.length;

    worker = await startWorker();
    await waitWhileRunning(
      worker,
      async () =>
        (await notificationCount()) === EVENTS &&
        (await iso.db.emailDelivery.count({ where: { status: "sent" } })) === mailed.size,
      90_000,
    );

    // Notifications: one per event, none lost, none doubled.
    const perEvent = await iso.db.notification.groupBy({ by: ["eventId"], _count: { _all: true } });
    expect(perEvent).toHaveLength(EVENTS);
    expect(perEvent.filter((g) => g._count._all !== 1)).toEqual([]);
    expect(new Set(perEvent.map((g) => g.eventId))).toEqual(new Set(eventIds));
    expect(await iso.db.outboxEvent.count({ where: { publishedAt: null } })).toBe(0);

    // Mail: every mailed event's Message-ID arrived.
    const byMessageId = new Map<string, number[]>();
    sink.received.forEach((m, i) => {
      const id = m.headers.get("message-id")!;
      byMessageId.set(id, [...(byMessageId.get(id) ?? []), i]);
    });
    const expectedIds = new Set([...mailed].map((e) => `<${e}.mail.deposit.completed@baltbid.test>`));
    expect(new Set(byMessageId.keys())).toEqual(expectedIds);
    // A second copy only for a mail the SMTP server accepted before the kill whose `sent` the dead process had not
    // yet recorded: at most one per job in flight, first copy before the restart, second after.
    const twice = [...byMessageId].filter(([, at]) => at.length > 1);
    for (const [id, at] of twice) {
      expect(at, id).toHaveLength(2);
      expect(at[0]!, id).toBeLessThan(receivedBeforeRestart);
      expect(at[1]!, id).toBeGreaterThanOrEqual(receivedBeforeRestart);
    }
    expect(twice.length).toBeLessThanOrEqual(CONCURRENCY);
    expect(await iso.db.emailDelivery.count()).toBe(mailed.size);
    console.log(
      `[worker-kill] killed at ${atKill}/${EVENTS} notifications, ${receivedBeforeRestart} mails received; ` +
        `${twice.length} mail(s) sent again in the accepted-but-unrecorded window`,
    );
  });
});

describe("the window between the SMTP server's acceptance and our record of it", () => {
  it("sends the mail once more, under the same Message-ID, and records it as sent once", async () => {
    await worker?.stop(); // the first test's worker
    const target = new URL(iso.url);
    const proxy = await createTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.up();
    const child = await startWorkerProcess({ ...workerEnv(), DATABASE_URL: viaPort(iso.url, proxy.port) });
    children.push(child);
    const user = await createTestUser(iso.db, { tag: "window" });
    const first = sink.received.length;
    // The server has the whole message; before it answers 250 the worker loses PostgreSQL for half a second, so
    // the `sent` record fails and BullMQ retries the job.
    let staged = false;
    sink.beforeAccept = async () => {
      if (staged) return;
      staged = true;
      await proxy.down();
      setTimeout(() => void proxy.up(), 500);
    };
    try {
      const eventId = await iso.db.$transaction((tx) =>
        writeEvent(tx, "deposit.completed", {
          depositId: randomUUID(),
          userId: user.id,
          amountCents: 25_000,
          currency: "EUR",
        }),
      );
      const messageId = `<${eventId}.mail.deposit.completed@baltbid.test>`;
      const delivery = await waitWhileRunning(
        child,
        async () => {
          const row = await iso.db.emailDelivery.findUnique({ where: { messageId } });
          return row?.status === "sent" ? row : null;
        },
        30_000,
      );
      expect(staged).toBe(true);
      expect(sink.received.slice(first).map((m) => m.headers.get("message-id"))).toEqual([messageId, messageId]);
      expect(delivery.sentAt).not.toBeNull();
      expect(await iso.db.emailDelivery.count({ where: { messageId } })).toBe(1);
      expect(await iso.db.notification.count({ where: { eventId } })).toBe(1);
    } finally {
      sink.beforeAccept = null;
      await child.stop();
      await proxy.down();
    }
  });
});
