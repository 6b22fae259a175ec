// The mail sweep against real PostgreSQL and Redis: a stored mail whose job was lost is queued again, under a new
// job id, once however many sweeps run; a mail whose job is still on its way, or that is young, sent, failed or
// without content, is left alone; a job that finished without recording the mail is replaced. With the worker
// running, the scheduled sweep sends such a mail once, and schedulers Redis lost are registered again.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import fc from "fast-check";
import { UnrecoverableError, Worker, type Queue } from "bullmq";
import { writeMail } from "@app/db/mail-outbox";
import { QUEUES, bullPrefix } from "@app/shared/contracts/jobs";
import { silentLogger } from "../logger.ts";
import { startWorker } from "../main.ts";
import { createProducer, type Producer } from "../producer.ts";
import { closeConnection, createWorkerConnection } from "../redis.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../testing/isolated-database.ts";
import { startSmtpSink, type SmtpSink } from "../testing/smtp-sink.ts";
import { testConfig } from "../testing/test-config.ts";
import { waitFor } from "../testing/wait-for.ts";
import { queueStoredMail, sweepPendingMail } from "./mail-queue.ts";

const FROM = "BaltBid <no-reply@baltbid.test>";
const AGE_MS = 60_000;
let iso: IsolatedDatabase;
let sink: SmtpSink;
let prefix: string;
let producer: Producer;
let emails: Queue;

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "mailsweep");
  sink = await startSmtpSink();
  prefix = `${inject("redisPrefix")}mailsweep-${randomUUID().slice(0, 6)}:`;
  producer = createProducer({ url: inject("redisUrl"), prefix });
  emails = await producer.queue(QUEUES.emails);
});

beforeEach(() => {
  sink.received.length = 0;
});

afterAll(async () => {
  await emails?.obliterate({ force: true }).catch(() => {});
  await producer?.close();
  await sink?.close();
  await iso?.drop();
});

/** A stored mail whose job was never added (or lost), last queued `agoMs` ago. */
async function storedMail(agoMs = 2 * AGE_MS, over: { secret?: boolean } = {}) {
  const key = `${randomUUID()}.sweep-test`;
  const stored = await iso.db.$transaction((tx) =>
    writeMail(
      tx,
      { key, category: "test", to: ["ona@example.test"], subject: "Sveiki", text: "Laiško tekstas" },
      { from: FROM, secret: over.secret },
    ),
  );
  await iso.db.emailDelivery.update({ where: { id: stored.id }, data: { enqueuedAt: new Date(Date.now() - agoMs) } });
  return { ...stored, key };
}

const jobsFor = async (deliveryId: string) =>
  (await emails.getJobs(["waiting", "delayed", "active", "completed", "failed", "prioritized"])).filter(
    (j) => j.data.deliveryId === deliveryId,
  );
const sweep = () => sweepPendingMail(iso.db, emails, { olderThanMs: AGE_MS, logger: silentLogger });

describe("mail sweep", () => {
  it("queues a pending mail whose job is gone again under a new job id, once however many sweeps run at once", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 5 }), async (sweeps) => {
        const mail = await storedMail();
        await Promise.all(Array.from({ length: sweeps }, sweep));
        const jobs = await jobsFor(mail.id);
        expect(jobs.map((j) => j.id)).toEqual([`${mail.key}.sweep-1`]);
        const row = await iso.db.emailDelivery.findUniqueOrThrow({ where: { id: mail.id } });
        expect(row).toMatchObject({ status: "pending", requeues: 1, jobId: `${mail.key}.sweep-1` });
        expect(Date.now() - row.enqueuedAt.getTime()).toBeLessThan(AGE_MS);

        // Sweeps that come later leave it alone while its job waits, even once the mail is old again.
        await sweep();
        await iso.db.emailDelivery.update({
          where: { id: mail.id },
          data: { enqueuedAt: new Date(Date.now() - 2 * AGE_MS) },
        });
        await Promise.all(Array.from({ length: sweeps }, sweep));
        expect((await jobsFor(mail.id)).map((j) => j.id)).toEqual([`${mail.key}.sweep-1`]);
      }),
      { numRuns: 8 },
    );
  });

  it("leaves alone mail that is young, sent, failed, or holds no content (stored before content was)", async () => {
    const young = await storedMail(AGE_MS / 2);
    const sent = await storedMail();
    await iso.db.emailDelivery.update({ where: { id: sent.id }, data: { status: "sent", text: null } });
    const failed = await storedMail();
    await iso.db.emailDelivery.update({ where: { id: failed.id }, data: { status: "failed" } });
    const legacy = await storedMail();
    await iso.db.emailDelivery.update({ where: { id: legacy.id }, data: { text: null } });
    const queued = await storedMail();
    await queueStoredMail(producer, queued, silentLogger); // its first job is waiting

    await sweep();
    for (const m of [young, sent, failed, legacy]) expect(await jobsFor(m.id), m.key).toEqual([]);
    expect((await jobsFor(queued.id)).map((j) => j.id)).toEqual([queued.key]);
    for (const m of [young, sent, failed, legacy, queued])
      expect((await iso.db.emailDelivery.findUniqueOrThrow({ where: { id: m.id } })).requeues).toBe(0);
  });

  it("replaces a job that finished without recording the mail (it failed for good while PostgreSQL was away)", async () => {
    const mail = await storedMail();
    await queueStoredMail(producer, mail, silentLogger);
    // A worker that cannot record anything: the job fails, the row stays pending.
    const connection = createWorkerConnection(inject("redisUrl"));
    const failing = new Worker(
      QUEUES.emails,
      async () => {
        throw new UnrecoverableError("database unreachable");
      },
      { connection, prefix: bullPrefix(prefix) },
    );
    await waitFor(async () => (await emails.getJobState(mail.jobId)) === "failed");
    await failing.close();
    await closeConnection(connection);

    await sweep();
    expect((await jobsFor(mail.id)).map((j) => j.id).sort()).toEqual([mail.key, `${mail.key}.sweep-1`].sort());
  });
});

describe("the scheduled sweep in a running worker", () => {
  it("sends a mail whose job was lost, once, and registers the sweep again after Redis lost its schedulers", async () => {
    const workerPrefix = `${inject("redisPrefix")}mailsweep-w-${randomUUID().slice(0, 6)}:`;
    const running = await startWorker(
      testConfig({
        databaseUrl: iso.url,
        redisUrl: inject("redisUrl"),
        redisPrefix: workerPrefix,
        smtpUrl: sink.url,
        extra: { MAIL_REQUEUE_AFTER_MS: "1000", WORKER_SCHEDULER_CHECK_MS: "500" },
      }),
      { db: iso.db, logger: silentLogger, relay: false },
    );
    try {
      const maintenance = await running.producer.queue(QUEUES.maintenance);
      expect(await maintenance.getJobScheduler("mail.sweep")).toMatchObject({ every: 1000 });

      const lost = await storedMail(0); // stored, its job never added
      const messageId = `<${lost.key}@baltbid.test>`;
      await waitFor(() => iso.db.emailDelivery.findFirst({ where: { id: lost.id, status: "sent" } }), {
        timeoutMs: 15_000,
      });
      expect(sink.received.filter((m) => m.headers.get("message-id") === messageId)).toHaveLength(1);

      // Redis lost its data: the schedulers are gone with it. The worker notices and registers them again.
      for (const s of await maintenance.getJobSchedulers()) await maintenance.removeJobScheduler(s.key);
      await waitFor(() => maintenance.getJobScheduler("mail.sweep"), { timeoutMs: 10_000 });
      const again = await storedMail(0);
      await waitFor(() => iso.db.emailDelivery.findFirst({ where: { id: again.id, status: "sent" } }), {
        timeoutMs: 15_000,
      });
      expect(sink.received.filter((m) => m.headers.get("message-id") === messageId)).toHaveLength(1);
    } finally {
      await (await running.producer.queue(QUEUES.maintenance)).obliterate({ force: true }).catch(() => {});
      await running.close();
    }
  });
});
