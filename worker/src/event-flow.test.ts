// The whole chain in-process: API-style transaction (state + outbox row) -> relay -> `domain-events` ->
// contact handler -> `emails` -> SMTP (a real smtp-server on loopback).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { UnrecoverableError } from "bullmq";
import fc from "fast-check";
import { writeEvent } from "@app/db/outbox";
import { QUEUES } from "@app/shared/contracts/jobs";
import type { JobLike } from "./deps.ts";
import { processDomainEvent } from "./handlers/domain-event.handler.ts";
import { silentLogger } from "./logger.ts";
import { startWorker, type RunningWorker } from "./main.ts";
import { processJob } from "./registry.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "./testing/isolated-database.ts";
import { startSmtpSink, type SmtpSink } from "./testing/smtp-sink.ts";
import { testConfig } from "./testing/test-config.ts";
import { waitFor } from "./testing/wait-for.ts";

let iso: IsolatedDatabase;
let sink: SmtpSink;
let running: RunningWorker;

async function submitContact(over: { recipients?: string[]; replyTo?: string | null } = {}) {
  return iso.db.$transaction(async (tx) => {
    const msg = await tx.contactMessage.create({
      data: {
        name: "Ona Onaitė",
        email: "ona@example.test",
        phone: "+37060000000",
        subject: "Dėl BMW X5",
        message: "Ar galite nupirkti šį automobilį?",
        recipients: over.recipients ?? ["sales@baltbid.test"],
        ccRecipients: ["cc@baltbid.test"],
        bccRecipients: ["archive@baltbid.test"],
        emailSubject: "Contact form: Dėl BMW X5",
        replyTo: over.replyTo === undefined ? "ona@example.test" : over.replyTo,
        extra: { lotNumber: "64951306", source: "lot page" },
      },
    });
    const eventId = await writeEvent(tx, "contact.submitted", { contactMessageId: msg.id });
    return { contactId: msg.id, eventId };
  });
}

const eventIdSuffix = () => randomUUID().slice(0, 8);
const messageIdOf = (eventId: string) => `<${eventId}.contact-office@baltbid.test>`;
const mailsFor = (eventId: string) => sink.received.filter((m) => m.headers.get("message-id") === messageIdOf(eventId));

async function eventJobData(eventId: string) {
  const row = await iso.db.outboxEvent.findUniqueOrThrow({ where: { id: eventId } });
  return { id: row.id, type: row.type, occurredAt: row.createdAt.toISOString(), payload: row.payload };
}

async function waitForCompleted(queueName: (typeof QUEUES)[keyof typeof QUEUES], jobId: string) {
  const queue = await running.producer.queue(queueName);
  return waitFor(async () => ((await queue.getJobState(jobId)) === "completed" ? queue.getJob(jobId) : null));
}

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "flow");
  sink = await startSmtpSink();
  const config = testConfig({
    databaseUrl: iso.url,
    redisUrl: inject("redisUrl"),
    redisPrefix: `${inject("redisPrefix")}flow:`,
    smtpUrl: sink.url,
  });
  // The relay is driven by hand below (relayOnce), except where a test starts it.
  running = await startWorker(config, { db: iso.db, logger: silentLogger, relay: false });
});

beforeEach(() => {
  sink.rejectWith = null;
});

afterAll(async () => {
  await running?.close();
  await sink?.close();
  await iso?.drop();
});

describe("event flow", () => {
  it("mails the office once for a committed contact.submitted event", async () => {
    await running.relay.start();
    try {
      const { contactId, eventId } = await submitContact();
      await waitFor(() => iso.db.contactMessage.findFirst({ where: { id: contactId, status: "sent" } }));
      const [mail, ...more] = mailsFor(eventId);
      expect(more).toEqual([]);
      expect(mail!.envelope.to.sort()).toEqual(
        ["archive@baltbid.test", "cc@baltbid.test", "office@baltbid.test", "sales@baltbid.test"].sort(),
      );
      expect(mail!.headers.get("to")).toBe("office@baltbid.test, sales@baltbid.test");
      expect(mail!.headers.get("cc")).toBe("cc@baltbid.test");
      expect(mail!.headers.has("bcc")).toBe(false);
      expect(mail!.headers.get("reply-to")).toBe("ona@example.test");
      expect(mail!.headers.get("subject")).toMatch(/^=\?UTF-8\?/);
      const text = Buffer.from(mail!.body, "utf8").toString();
      expect(text).toContain("ona@example.test");
      expect(text).toContain("64951306");
      expect(await iso.db.emailDelivery.count({ where: { messageId: messageIdOf(eventId) } })).toBe(1);
      expect(await iso.db.processedEvent.count({ where: { eventId } })).toBe(1);
      // Every handler done: stamped, so the relay's redelivery sweep leaves it alone.
      const row = await waitFor(() =>
        iso.db.outboxEvent.findFirst({ where: { id: eventId, handledAt: { not: null } } }),
      );
      expect(row.redeliveries).toBe(0);
    } finally {
      await running.relay.stop();
    }
  });

  it("has one effect when the relay dies between enqueue and mark, even after the job is gone", async () => {
    const { contactId, eventId } = await submitContact({ replyTo: null });
    const domainEvents = await running.producer.queue(QUEUES.domainEvents);
    // The relay that "died": its add reached Redis, its mark never reached PostgreSQL.
    await domainEvents.add("contact.submitted", await eventJobData(eventId), { jobId: eventId });
    await waitFor(() => iso.db.contactMessage.findFirst({ where: { id: contactId, status: "sent" } }));

    // The next relay finds the row unpublished and adds it again: BullMQ keeps one job per id.
    expect((await running.relay.relayOnce()).published).toBeGreaterThanOrEqual(1);
    expect((await iso.db.outboxEvent.findUniqueOrThrow({ where: { id: eventId } })).publishedAt).not.toBeNull();

    // Worse: the row is unpublished again after the completed job was removed, so the event runs a second time.
    await (await domainEvents.getJob(eventId))!.remove();
    await iso.db.outboxEvent.update({ where: { id: eventId }, data: { publishedAt: null } });
    await running.relay.relayOnce();
    const again = await waitForCompleted(QUEUES.domainEvents, eventId);
    expect(again.returnvalue).toEqual({ "contact-office": "duplicate" });

    expect(mailsFor(eventId)).toHaveLength(1);
    expect(mailsFor(eventId)[0]!.headers.has("reply-to")).toBe(false);
    expect(await iso.db.emailDelivery.count({ where: { messageId: messageIdOf(eventId) } })).toBe(1);
  });

  it("has one effect when the same jobs run twice", async () => {
    const { contactId, eventId } = await submitContact();
    await iso.db.outboxEvent.update({ where: { id: eventId }, data: { publishedAt: new Date() } }); // keep relays off it
    const eventJob = {
      id: eventId,
      name: "contact.submitted",
      data: await eventJobData(eventId),
      attemptsMade: 0,
      opts: {},
    } as JobLike;

    expect(await processDomainEvent(eventJob, running.deps)).toEqual({ "contact-office": "done" });
    expect(await processDomainEvent(eventJob, running.deps)).toEqual({ "contact-office": "duplicate" });

    const emailJob = await waitForCompleted(QUEUES.emails, `${eventId}.contact-office`);
    expect(emailJob.returnvalue).toBe("sent");
    expect(await processJob(emailJob, running.deps)).toBe("skipped");

    expect(mailsFor(eventId)).toHaveLength(1);
    expect(await iso.db.emailDelivery.count({ where: { messageId: messageIdOf(eventId) } })).toBe(1);
    expect((await iso.db.contactMessage.findUniqueOrThrow({ where: { id: contactId } })).status).toBe("sent");
  });

  it("sends a mail whose job's add was lost after its commit once the event runs again, and never twice", async () => {
    const user = await iso.db.user.create({
      data: { email: `flow.${eventIdSuffix()}@example.test`, name: "Ona", surname: "Onaitė", passwordHash: "x" },
    });
    // Every kind of stored mail: the office's contact mail and a customer's event mail.
    const events = [
      { ...(await submitContact()), handler: "contact-office", key: (id: string) => `${id}.contact-office` },
      {
        eventId: await iso.db.$transaction((tx) =>
          writeEvent(tx, "deposit.completed", {
            depositId: randomUUID(),
            userId: user.id,
            amountCents: 25_000,
            currency: "EUR",
          }),
        ),
        handler: "mail.deposit.completed",
        key: (id: string) => `${id}.mail.deposit.completed`,
      },
    ];
    for (const { eventId, handler, key } of events) {
      await iso.db.outboxEvent.update({ where: { id: eventId }, data: { publishedAt: new Date() } }); // relays off
      const eventJob = { id: eventId, name: "x", data: await eventJobData(eventId), attemptsMade: 0, opts: {} };
      // The process "died" between the commit and the add: the mail is stored, its job never reached Redis.
      const lostAdd = {
        ...running.deps,
        producer: { ...running.deps.producer, enqueueMail: () => Promise.reject(new Error("process gone")) },
      };
      const first = await processDomainEvent(eventJob as JobLike, lostAdd);
      expect(first[handler]).toBe("done");
      const messageId = `<${key(eventId)}@baltbid.test>`;
      expect(await iso.db.emailDelivery.findUniqueOrThrow({ where: { messageId } })).toMatchObject({
        status: "pending",
      });

      // The replay (a stalled or retried event job) queues it; more replays while it waits or after it went add
      // nothing that sends twice.
      expect((await processDomainEvent(eventJob as JobLike, running.deps))[handler]).toBe("duplicate");
      await waitFor(() => iso.db.emailDelivery.findFirst({ where: { messageId, status: "sent" } }));
      await processDomainEvent(eventJob as JobLike, running.deps);
      await new Promise((r) => setTimeout(r, 300));
      expect(sink.received.filter((m) => m.headers.get("message-id") === messageId)).toHaveLength(1);
    }
  });

  it("skips an event whose contact message is gone", async () => {
    const { contactId, eventId } = await submitContact();
    await iso.db.outboxEvent.update({ where: { id: eventId }, data: { publishedAt: new Date() } });
    await iso.db.contactMessage.delete({ where: { id: contactId } });
    const job = {
      id: eventId,
      name: "contact.submitted",
      data: await eventJobData(eventId),
      attemptsMade: 0,
      opts: {},
    } as JobLike;
    expect(await processDomainEvent(job, running.deps)).toEqual({ "contact-office": "skipped" });
    expect(await processDomainEvent(job, running.deps)).toEqual({ "contact-office": "duplicate" });
  });

  it("fails an invalid domain event without retrying it", async () => {
    const bad = {
      id: "evt-1",
      name: "contact.submitted",
      data: { id: "not-a-uuid", type: "contact.submitted" },
      attemptsMade: 0,
      opts: {},
    } as JobLike;
    await expect(processDomainEvent(bad, running.deps)).rejects.toBeInstanceOf(UnrecoverableError);

    const domainEvents = await running.producer.queue(QUEUES.domainEvents);
    const job = await domainEvents.add("contact.submitted", { id: crypto.randomUUID(), type: "nope" }, { attempts: 5 });
    const failed = await waitFor(async () =>
      (await job.getState()) === "failed" ? domainEvents.getJob(job.id!) : null,
    );
    expect(failed.attemptsMade).toBe(1);
    expect(failed.failedReason).toMatch(/invalid domain event/);
  });

  it("marks an event failed when its job's last attempt fails, and only then; a run that handles it clears the mark", async () => {
    const user = await iso.db.user.create({
      data: { email: `fail.${crypto.randomUUID()}@example.test`, passwordHash: "x", name: "Ona", surname: "Ona" },
    });
    // The notification store is away; the mail handler still works.
    const broken = {
      ...running.deps,
      notifications: {
        ...running.deps.notifications,
        notify: async () => {
          throw new Error("notifications are down");
        },
      },
    };
    const deposit = async () => {
      const eventId = await iso.db.$transaction((tx) =>
        writeEvent(tx, "deposit.completed", {
          depositId: crypto.randomUUID(),
          userId: user.id,
          amountCents: 10_000,
          currency: "EUR",
        }),
      );
      await iso.db.outboxEvent.update({ where: { id: eventId }, data: { publishedAt: new Date() } }); // relays off
      return eventId;
    };
    const jobOf = async (eventId: string, attemptsMade: number, attempts: number) =>
      ({
        id: eventId,
        name: "deposit.completed",
        data: await eventJobData(eventId),
        attemptsMade,
        opts: { attempts },
      }) as JobLike;

    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 1, max: 5 })
          .chain((attempts) => fc.tuple(fc.constant(attempts), fc.integer({ min: 0, max: attempts - 1 }))),
        async ([attempts, attemptsMade]) => {
          const eventId = await deposit();
          await expect(processDomainEvent(await jobOf(eventId, attemptsMade, attempts), broken)).rejects.toThrow(
            /notifications are down/,
          );
          const row = await iso.db.outboxEvent.findUniqueOrThrow({ where: { id: eventId } });
          if (attemptsMade + 1 >= attempts) {
            expect(row.failedAt).not.toBeNull();
            expect(row.failedAttempts).toBe(attemptsMade + 1);
            expect(row.failedError).toMatch(/notifications are down/);
          } else expect(row).toMatchObject({ failedAt: null, failedError: null, failedAttempts: 0 });
          expect(row.handledAt).toBeNull();
        },
      ),
      { numRuns: 12 },
    );

    const eventId = await deposit();
    await expect(processDomainEvent(await jobOf(eventId, 7, 8), broken)).rejects.toThrow();
    expect((await iso.db.outboxEvent.findUniqueOrThrow({ where: { id: eventId } })).failedAt).not.toBeNull();
    // Sent again (an admin's retry): the mail handler had done its part, the notification is done now.
    expect(await processDomainEvent(await jobOf(eventId, 0, 8), running.deps)).toEqual({
      "notify.deposit.completed": "done",
      "mail.deposit.completed": "duplicate",
    });
    const handled = await iso.db.outboxEvent.findUniqueOrThrow({ where: { id: eventId } });
    expect(handled.failedAt).toBeNull();
    expect(handled.handledAt).not.toBeNull();
    expect(await iso.db.notification.count({ where: { eventId } })).toBe(1);
    expect(
      await iso.db.emailDelivery.count({ where: { messageId: `<${eventId}.mail.deposit.completed@baltbid.test>` } }),
    ).toBe(1);
  });

  it("marks an event whose job cannot be read failed at once", async () => {
    const { eventId } = await submitContact();
    await iso.db.outboxEvent.update({ where: { id: eventId }, data: { publishedAt: new Date() } });
    const bad = {
      id: eventId,
      name: "contact.submitted",
      data: { id: eventId, type: "contact.submitted", payload: { contactMessageId: 42 } },
      attemptsMade: 0,
      opts: { attempts: 8 },
    } as JobLike;
    await expect(processDomainEvent(bad, running.deps)).rejects.toBeInstanceOf(UnrecoverableError);
    const row = await iso.db.outboxEvent.findUniqueOrThrow({ where: { id: eventId } });
    expect(row.failedAt).not.toBeNull();
    expect(row).toMatchObject({ failedAttempts: 1, handledAt: null });
    expect(row.failedError).toMatch(/invalid domain event/);
  });

  it("runs a Worker for every queue and schedules the hourly sessions sweep", async () => {
    expect([...running.workers.keys()].sort()).toEqual(Object.values(QUEUES).sort());
    const schedulers = await (await running.producer.queue(QUEUES.maintenance)).getJobSchedulers();
    expect(schedulers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: "sessions.sweep", name: "sessions.sweep", every: 3600_000 }),
      ]),
    );
  });
});
