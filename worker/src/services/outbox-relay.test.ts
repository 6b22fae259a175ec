import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import net from "node:net";
import { Queue } from "bullmq";
import type { Redis } from "ioredis";
import pg from "pg";
import { writeEvent } from "@app/db/outbox";
import { QUEUES, bullPrefix } from "@app/shared/contracts/jobs";
import { createProducer } from "../producer.ts";
import { createProducerConnection, waitUntilReady } from "../redis.ts";
import { createTcpProxy } from "../testing/tcp-proxy.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../testing/isolated-database.ts";
import { sleep, waitFor } from "../testing/wait-for.ts";
import { MAX_REDELIVERIES, REDELIVERIES_EXHAUSTED, createOutboxRelay, type OutboxRelay } from "./outbox-relay.ts";

const prefix = bullPrefix(`${inject("redisPrefix")}relay:`);
let iso: IsolatedDatabase;
let redis: Redis;
let queue: Queue;
const closers: (() => Promise<unknown>)[] = [];

const contactEvent = async (db = iso.db) =>
  db.$transaction((tx) => writeEvent(tx, "contact.submitted", { contactMessageId: crypto.randomUUID() }));

function relayWith(
  q: Queue | (() => Promise<Queue>),
  overrides: Partial<Parameters<typeof createOutboxRelay>[0]> = {},
): OutboxRelay {
  const relay = createOutboxRelay({
    db: iso.db,
    queue: q,
    databaseUrl: iso.url,
    pollMs: 60_000,
    batchSize: 100,
    ...overrides,
  });
  closers.push(() => relay.stop());
  return relay;
}

/** A port on which nothing listens: bound once by us, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "relay");
  redis = createProducerConnection(inject("redisUrl"));
  await waitUntilReady(redis, 5_000);
  queue = new Queue(QUEUES.domainEvents, { connection: redis, prefix, skipWaitingForReady: true });
});

afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await queue?.obliterate({ force: true }).catch(() => {});
  await queue?.close();
  redis?.disconnect();
  await iso?.drop();
});

describe("outbox relay", () => {
  it("never publishes an event written in a transaction that rolls back", async () => {
    let eventId = "";
    await expect(
      iso.db.$transaction(async (tx) => {
        eventId = await writeEvent(tx, "contact.submitted", { contactMessageId: crypto.randomUUID() });
        throw new Error("the state change failed");
      }),
    ).rejects.toThrow("the state change failed");
    const relay = relayWith(queue);
    await relay.relayOnce();
    expect(await iso.db.outboxEvent.findUnique({ where: { id: eventId } })).toBeNull();
    expect(await queue.getJob(eventId)).toBeUndefined();
  });

  it("sends again an event whose job Redis lost before it was handled, a bounded number of times", async () => {
    const relay = relayWith(queue, { redeliverAfterMs: 5 * 60_000 });
    const lost = await contactEvent();
    const handled = await contactEvent();
    await relay.relayOnce();
    await (await queue.getJob(lost))!.remove(); // Redis crashed before writing it to disk
    await iso.db.outboxEvent.update({ where: { id: handled }, data: { handledAt: new Date() } });
    const aged = new Date(Date.now() - 10 * 60_000); // past the 5 minutes; nothing else in this file is that old
    await iso.db.outboxEvent.updateMany({ where: { id: { in: [lost, handled] } }, data: { publishedAt: aged } });

    expect(await relay.redeliverUnhandled()).toBe(1);
    await relay.relayOnce();
    expect((await queue.getJob(lost))?.data.id).toBe(lost); // enqueued again, same jobId
    expect(await iso.db.outboxEvent.findUniqueOrThrow({ where: { id: lost } })).toMatchObject({ redeliveries: 1 });
    expect(await iso.db.outboxEvent.findUniqueOrThrow({ where: { id: handled } })).toMatchObject({ redeliveries: 0 });
    // Only events published long enough ago, and each at most MAX_REDELIVERIES times.
    expect(await relay.redeliverUnhandled()).toBe(0);
    await iso.db.outboxEvent.update({
      where: { id: lost },
      data: { publishedAt: aged, redeliveries: MAX_REDELIVERIES },
    });
    expect(await relay.redeliverUnhandled()).toBe(0);
  });

  it("marks failed an event still not handled after its last redelivery, and sends a failed event no more", async () => {
    const relay = relayWith(queue, { redeliverAfterMs: 5 * 60_000 });
    const aged = new Date(Date.now() - 10 * 60_000);
    const spent = await contactEvent();
    const spentYoung = await contactEvent();
    const gaveUp = await contactEvent();
    await relay.relayOnce();
    await iso.db.outboxEvent.update({
      where: { id: spent },
      data: { publishedAt: aged, redeliveries: MAX_REDELIVERIES },
    });
    await iso.db.outboxEvent.update({ where: { id: spentYoung }, data: { redeliveries: MAX_REDELIVERIES } });
    // Its job ran out of attempts: the worker marked it; the relay must not send it again behind the admin's back.
    await iso.db.outboxEvent.update({
      where: { id: gaveUp },
      data: { publishedAt: aged, failedAt: aged, failedAttempts: 8, failedError: "Error: boom" },
    });

    expect(await relay.redeliverUnhandled()).toBe(0);
    const marked = await iso.db.outboxEvent.findUniqueOrThrow({ where: { id: spent } });
    expect(marked).toMatchObject({ failedError: REDELIVERIES_EXHAUSTED, redeliveries: MAX_REDELIVERIES });
    expect(marked.failedAt).not.toBeNull();
    expect((await iso.db.outboxEvent.findUniqueOrThrow({ where: { id: spentYoung } })).failedAt).toBeNull();
    expect(await iso.db.outboxEvent.findUniqueOrThrow({ where: { id: gaveUp } })).toMatchObject({
      publishedAt: aged,
      redeliveries: 0,
      failedAt: aged,
      failedError: "Error: boom",
    });
    // Marked once: a later sweep keeps the first failure time.
    await relay.redeliverUnhandled();
    expect((await iso.db.outboxEvent.findUniqueOrThrow({ where: { id: spent } })).failedAt).toEqual(marked.failedAt);
  });

  it("enqueues an event an admin retried under a fresh job id, beside the failed job BullMQ still holds", async () => {
    const relay = relayWith(queue);
    const id = await contactEvent();
    await relay.relayOnce();
    expect((await queue.getJob(id))?.data.id).toBe(id); // the original, held (here: still waiting)
    for (const n of [1, 2]) {
      await iso.db.outboxEvent.update({ where: { id }, data: { publishedAt: null, retries: n } });
      await relay.relayOnce();
      const retry = await queue.getJob(`${id}.retry-${n}`);
      expect(retry?.data).toMatchObject({ id, type: "contact.submitted" });
      expect(retry?.opts.attempts).toBe(8);
    }
    expect((await queue.getJob(id))?.data.id).toBe(id);
  });

  it("publishes a committed event as a job named after its type with jobId = event id, woken by pg_notify", async () => {
    const relay = relayWith(queue, { pollMs: 60_000 }); // a poll this slow cannot be what publishes it
    await relay.start();
    const t0 = Date.now();
    const id = await contactEvent();
    const row = await waitFor(
      async () => {
        const r = await iso.db.outboxEvent.findUnique({ where: { id } });
        return r?.publishedAt ? r : null;
      },
      { timeoutMs: 5_000 },
    );
    expect(Date.now() - t0).toBeLessThan(5_000);
    const job = await queue.getJob(id);
    expect(job?.name).toBe("contact.submitted");
    expect(job?.data).toEqual({
      id,
      type: "contact.submitted",
      occurredAt: row.createdAt.toISOString(),
      payload: row.payload,
    });
    expect(job?.opts.attempts).toBe(8);
    await relay.stop();
  });

  it("keeps the row unpublished with attempts and lastError while Redis is unreachable, and publishes it later", async () => {
    const u = new URL(inject("redisUrl"));
    const proxy = await createTcpProxy({ host: u.hostname, port: Number(u.port || 6379) });
    const producer = createProducer(
      { url: `redis://127.0.0.1:${proxy.port}`, prefix: `${inject("redisPrefix")}relay:` },
      { readyTimeoutMs: 300 },
    );
    closers.push(async () => (await producer.close(), await proxy.down()));
    const relay = relayWith(() => producer.queue(QUEUES.domainEvents), { enqueueTimeoutMs: 1_000 });

    const id = await contactEvent();
    expect((await relay.relayOnce()).failed).toBeGreaterThanOrEqual(1);
    await relay.relayOnce();
    const kept = await iso.db.outboxEvent.findUniqueOrThrow({ where: { id } });
    expect(kept.publishedAt).toBeNull();
    expect(kept.attempts).toBe(2);
    expect(kept.lastError).toMatch(/not ready/);
    expect(await queue.getJob(id)).toBeUndefined();

    await proxy.up(); // Redis is back; the producer's connection reconnects on its own
    await waitFor(
      async () => (
        await relay.relayOnce(),
        (await iso.db.outboxEvent.findUniqueOrThrow({ where: { id } })).publishedAt
      ),
      {
        timeoutMs: 8_000,
        intervalMs: 200,
      },
    );
    expect((await queue.getJob(id))?.data.id).toBe(id);

    await proxy.down(); // and away again after the Queue was created: adds fail fast, rows stay
    const id2 = await contactEvent();
    await relay.relayOnce();
    expect((await iso.db.outboxEvent.findUniqueOrThrow({ where: { id: id2 } })).publishedAt).toBeNull();
    await proxy.up();
    await waitFor(
      async () => (
        await relay.relayOnce(),
        (await iso.db.outboxEvent.findUniqueOrThrow({ where: { id: id2 } })).publishedAt
      ),
      {
        timeoutMs: 8_000,
        intervalMs: 200,
      },
    );
  });

  it("keeps the row when the queue points at a port where nothing listens", async () => {
    const downConnection = createProducerConnection(`redis://127.0.0.1:${await closedPort()}`);
    const downQueue = new Queue(QUEUES.domainEvents, { connection: downConnection, prefix, skipWaitingForReady: true });
    downQueue.on("error", () => {});
    closers.push(async () => (await downQueue.close().catch(() => {}), downConnection.disconnect()));
    const id = await contactEvent();
    const result = await relayWith(downQueue, { enqueueTimeoutMs: 1_000 }).relayOnce();
    expect(result.failed).toBeGreaterThanOrEqual(1);
    const kept = await iso.db.outboxEvent.findUniqueOrThrow({ where: { id } });
    expect(kept).toMatchObject({ publishedAt: null, attempts: 1 });
    await relayWith(queue).relayOnce(); // leave nothing unpublished for the tests below
  });

  it("re-adding an event after a crash between enqueue and mark leaves one job", async () => {
    const id = await contactEvent();
    const row = await iso.db.outboxEvent.findUniqueOrThrow({ where: { id } });
    // The crashed relay got as far as the add:
    await queue.add(
      row.type,
      { id, type: row.type, occurredAt: row.createdAt.toISOString(), payload: row.payload },
      { jobId: id },
    );
    const before = await queue.getJobCountByTypes("waiting", "delayed", "active", "completed", "failed");
    await relayWith(queue).relayOnce();
    expect((await iso.db.outboxEvent.findUniqueOrThrow({ where: { id } })).publishedAt).not.toBeNull();
    expect(await queue.getJobCountByTypes("waiting", "delayed", "active", "completed", "failed")).toBe(before);
  });

  it("lets several relays run at once without publishing a row twice", async () => {
    const ids = await iso.db.$transaction(async (tx) => {
      const out: string[] = [];
      for (let i = 0; i < 60; i++)
        out.push(await writeEvent(tx, "contact.submitted", { contactMessageId: crypto.randomUUID() }));
      return out;
    });
    const relays = [0, 1, 2].map(() => relayWith(queue, { batchSize: 7 }));
    let published = 0;
    for (;;) {
      const rounds = await Promise.all(relays.map((r) => r.relayOnce()));
      published += rounds.reduce((n, r) => n + r.published, 0);
      if (rounds.every((r) => r.claimed === 0)) break;
    }
    expect(published).toBe(ids.length);
    expect(await iso.db.outboxEvent.count({ where: { id: { in: ids }, publishedAt: null } })).toBe(0);
  });

  it("listens again after its LISTEN connection drops", async () => {
    const relay = relayWith(queue, { pollMs: 60_000 });
    await relay.start();
    await sleep(100);
    const admin = new pg.Client({ connectionString: iso.url });
    await admin.connect();
    try {
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND query ILIKE 'LISTEN%'`,
      );
      expect(killed.rowCount).toBeGreaterThanOrEqual(1);
    } finally {
      await admin.end();
    }
    await sleep(1_500); // the relay reconnects after 0.5 s
    const id = await contactEvent();
    await waitFor(async () => (await iso.db.outboxEvent.findUnique({ where: { id } }))?.publishedAt, {
      timeoutMs: 5_000,
    });
    await relay.stop();
  });
});
