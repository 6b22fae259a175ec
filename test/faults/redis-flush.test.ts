// Fault: Redis loses its data (FLUSHALL: what a crash without persistence, or a wrong command, leaves) in the
// middle of a flow that notifies and mails (test/faults/README.md). Customers bid, write to the office and ask for
// password resets through the API process; deposits, outbids, wins and bills are written through the outbox as the
// API writes them; the worker process mails a real SMTP server that accepts slowly, so mail waits in the queue.
// Redis is emptied while domain-event and mail jobs wait in it: every queued job, every job scheduler (the sweeps
// themselves) and the rate limits are gone. Afterwards every notification and every mail still arrives, exactly
// once (counted at the SMTP server by Message-ID): the relay sends the unhandled events again, the worker
// registers its schedulers again, and the mail sweep queues the pending mail again from its rows.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { Redis } from "ioredis";
import { writeEvent } from "@app/db/outbox";
import type { EventType } from "@app/shared/contracts/events";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../worker/src/testing/isolated-database.ts";
import { startSmtpSink, type SmtpSink } from "../../worker/src/testing/smtp-sink.ts";
import { MAILED_EVENTS } from "../../worker/src/handlers/mail-on-event.handler.ts";
import { createTestLot, setFxRate } from "../support/brokerage.ts";
import { createCustomers, newBidAttempt, placeBid, type Customer } from "./support/customers.ts";
import {
  QUICK_RECOVERY_ENV,
  saveLogs,
  sleep,
  startApiProcess,
  startRedisServer,
  startWorkerProcess,
  waitWhileRunning,
  type ApiProcess,
  type Child,
  type RedisServer,
} from "./support/processes.ts";

const CUSTOMERS = 6;
/** Domain events written per half of the flow, each notifying its customer and mailing them. */
const EVENTS_PER_HALF = 120;
const ORIGIN = "http://localhost:3000";

let iso: IsolatedDatabase;
let redis: RedisServer;
let sink: SmtpSink;
let api: ApiProcess;
let worker: Child;
const children: Child[] = [];

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "fault_flush");
  redis = await startRedisServer();
  sink = await startSmtpSink();
  // A slow server: the mail queue backs up, so the flush finds mail jobs waiting.
  sink.beforeAccept = () => sleep(100);
  const env = { DATABASE_URL: iso.url, REDIS_URL: redis.url, REDIS_PREFIX: "flush:" };
  api = await startApiProcess(env);
  children.push(api);
  worker = await startWorkerProcess({
    ...env,
    SMTP_URL: sink.url,
    WORKER_CONCURRENCY: "3",
    ...QUICK_RECOVERY_ENV,
    // Recovery in seconds instead of minutes: redelivery of unhandled events, the mail sweep, the scheduler check.
    OUTBOX_REDELIVER_AFTER_MS: "3000",
    MAIL_REQUEUE_AFTER_MS: "3000",
    WORKER_SCHEDULER_CHECK_MS: "1000",
  });
  children.push(worker);
});

afterAll(async () => {
  await saveLogs("redis-flush", children);
  for (const c of children) await c.stop("SIGKILL");
  await sink?.close();
  await redis?.destroy();
  await iso?.drop();
});

const MAILED: readonly EventType[] = ["deposit.completed", "bid.outbid", "bid.won", "bill.issued"];

/** One event of the catalogue that notifies its customer and mails them, committed as the API commits it. */
async function writeMailedEvent(i: number, customer: Customer, lotNumber: string): Promise<string> {
  const type = MAILED[i % MAILED.length]!;
  const lot = { platform: "copart" as const, lotNumber };
  const bid = { bidId: randomUUID(), userId: customer.id, ...lot };
  return iso.db.$transaction((tx) => {
    switch (type) {
      case "deposit.completed":
        return writeEvent(tx, type, {
          depositId: randomUUID(),
          userId: customer.id,
          amountCents: 50_000 + i,
          currency: "EUR",
        });
      case "bid.outbid":
        return writeEvent(tx, type, {
          ...bid,
          maxBidCents: 400_000,
          currentBidCents: 410_000 + i,
          source: "broker",
        });
      case "bid.won":
        return writeEvent(tx, type, { ...bid, finalPriceCents: 420_000 + i, purchaseId: randomUUID() });
      default:
        return writeEvent(tx, "bill.issued", {
          billId: randomUUID(),
          userId: customer.id,
          purchaseId: randomUUID(),
          stage: "win",
          totalCents: 100_000 + i,
          currency: "EUR",
        });
    }
  });
}

async function post(path: string, body: unknown): Promise<number> {
  const res = await fetch(`${api.url}${path}`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

/** Half of the flow: events through the outbox, bids, contact messages and reset requests through the API. */
async function flow(half: number, customers: Customer[], lotNumbers: string[]) {
  const statuses: number[] = [];
  const events = Promise.all(
    Array.from({ length: 4 }, async (_, s) => {
      for (let i = s; i < EVENTS_PER_HALF; i += 4) {
        const n = half * EVENTS_PER_HALF + i;
        await writeMailedEvent(n, customers[n % customers.length]!, lotNumbers[n % lotNumbers.length]!);
      }
    }),
  );
  const api = Promise.all(
    customers.map(async (c, i) => {
      statuses.push((await placeBid(newBidAttempt(c, lotNumbers[(half * 10 + i) % lotNumbers.length]!, 2_000))).status);
      statuses.push(await post("/api/auth/reset-password", { email: c.email }));
      statuses.push(
        await post("/api/contact", {
          name: `Ona ${half}.${i}`,
          email: `visitor${half}.${i}@example.test`,
          phone: "",
          subject: `Dėl automobilio ${half}.${i}`,
          message: "Ar galite nupirkti šį automobilį?",
        }),
      );
    }),
  );
  await Promise.all([events, api]);
  return statuses;
}

describe("Redis loses its data in the middle of notifications and mail", () => {
  it("still delivers every notification and every mail, each exactly once", async () => {
    await setFxRate(iso.db, "0.9200", "2026-11-20");
    const customers = await createCustomers(iso.db, () => api.url, CUSTOMERS, 50_000);
    const lots = await Promise.all(Array.from({ length: 12 }, () => createTestLot(iso.db, { auctionInHours: 72 })));
    const lotNumbers = lots.map((l) => l.lotNumber);

    const before = flow(0, customers, lotNumbers);
    // Flush once mail is flowing, while both queues hold work.
    let pendingMail = 0;
    let unhandled = 0;
    await waitWhileRunning(
      worker,
      async () => {
        pendingMail = await iso.db.emailDelivery.count({ where: { status: "pending" } });
        unhandled = await iso.db.outboxEvent.count({ where: { publishedAt: { not: null }, handledAt: null } });
        return sink.received.length >= 10 && pendingMail >= 15 && unhandled >= 10;
      },
      30_000,
    );
    const flusher = new Redis(redis.url);
    expect(await flusher.flushall()).toBe("OK");
    flusher.disconnect();
    const receivedAtFlush = sink.received.length;

    const after = await flow(1, customers, lotNumbers);
    expect(
      [...(await before), ...after].filter((s) => s !== 200 && s !== 201),
      "every call answered 2xx",
    ).toEqual([]);

    // What should arrive: a notification per notifying event, a mail per mailed event, contact and reset.
    const events = await iso.db.outboxEvent.findMany({ select: { id: true, type: true } });
    const notifying = events.filter((e) => e.type !== "contact.submitted");
    const mailedEvents = events.filter((e) => e.type in MAILED_EVENTS);
    const contacts = events.filter((e) => e.type === "contact.submitted");
    const resets = await iso.db.passwordResetToken.findMany({ select: { id: true } });
    expect(mailedEvents).toHaveLength(2 * EVENTS_PER_HALF);
    expect(contacts).toHaveLength(2 * CUSTOMERS);
    expect(resets).toHaveLength(2 * CUSTOMERS);
    expect(notifying).toHaveLength(2 * EVENTS_PER_HALF + 2 * CUSTOMERS); // the bids' bid.placed too
    const expectedMail = new Set([
      ...mailedEvents.map((e) => `<${e.id}.mail.${e.type}@baltbid.test>`),
      ...contacts.map((e) => `<${e.id}.contact-office@baltbid.test>`),
      ...resets.map((t) => `<password-reset.${t.id}@baltbid.test>`),
    ]);

    await waitWhileRunning(
      worker,
      async () =>
        (await iso.db.outboxEvent.count({ where: { handledAt: null } })) === 0 &&
        (await iso.db.notification.count()) === notifying.length &&
        new Set(sink.received.map((m) => m.headers.get("message-id"))).size >= expectedMail.size,
      40_000,
    );
    await sleep(1_500); // a duplicate, if any were on its way, has time to arrive

    // Notifications: one per event, none lost, none doubled.
    const perEvent = await iso.db.notification.groupBy({ by: ["eventId"], _count: { _all: true } });
    expect(new Set(perEvent.map((g) => g.eventId))).toEqual(new Set(notifying.map((e) => e.id)));
    expect(perEvent.filter((g) => g._count._all !== 1)).toEqual([]);

    // Mail: every one arrived, exactly once, by Message-ID.
    const counts = new Map<string, number>();
    for (const m of sink.received) {
      const id = m.headers.get("message-id")!;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect(new Set(counts.keys())).toEqual(expectedMail);
    expect([...counts].filter(([, n]) => n !== 1)).toEqual([]);
    expect(await iso.db.emailDelivery.groupBy({ by: ["status"], _count: { _all: true } })).toEqual([
      { status: "sent", _count: { _all: expectedMail.size } },
    ]);
    expect(await iso.db.contactMessage.count({ where: { status: { not: "sent" } } })).toBe(0);
    expect(await iso.db.emailDelivery.count({ where: { secret: true, text: { not: null } } })).toBe(0);
    expect(await iso.db.outboxEvent.count({ where: { failedAt: { not: null } } })).toBe(0);

    // Both ways back were taken: mail queued again by the sweep, events sent again by the relay.
    const swept = await iso.db.emailDelivery.count({ where: { requeues: { gt: 0 } } });
    const redelivered = await iso.db.outboxEvent.count({ where: { redeliveries: { gt: 0 } } });
    expect(swept, "mail queued again from its rows").toBeGreaterThan(0);
    expect(redelivered, "events sent again by the relay").toBeGreaterThan(0);
    console.log(
      `[redis-flush] flushed with ${pendingMail} mails pending and ${unhandled} events unhandled ` +
        `(${receivedAtFlush} mails received); ${swept} mails queued again by the sweep, ${redelivered} events ` +
        `sent again by the relay; ${expectedMail.size} mails and ${notifying.length} notifications, each once`,
    );
  });
});
