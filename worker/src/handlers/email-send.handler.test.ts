import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { UnrecoverableError } from "bullmq";
import fc from "fast-check";
import { writeMail } from "@app/db/mail-outbox";
import type { EmailSendJob, MailContent } from "@app/shared/contracts/jobs";
import { bullPrefix } from "@app/shared/contracts/jobs";
import type { JobLike, WorkerDeps } from "../deps.ts";
import { silentLogger } from "../logger.ts";
import { startWorker, type RunningWorker } from "../main.ts";
import { processJob } from "../registry.ts";
import { createMailer, type Mailer } from "../services/mailer.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../testing/isolated-database.ts";
import { parseHeaders, startSmtpSink, type SmtpSink } from "../testing/smtp-sink.ts";
import { testConfig } from "../testing/test-config.ts";
import { sleep, waitFor } from "../testing/wait-for.ts";
import { MailClaimedError } from "./email-send.handler.ts";

let iso: IsolatedDatabase;
let sink: SmtpSink;
let outboxDir: string;
const mailers: Mailer[] = [];

const config = (smtpUrl: string | null) =>
  testConfig({
    databaseUrl: iso.url,
    redisUrl: inject("redisUrl"),
    redisPrefix: `${inject("redisPrefix")}email-${Math.random().toString(36).slice(2, 8)}:`,
    smtpUrl,
    outboxDir,
  });

/** Handler dependencies without Redis: these tests call the processor directly. */
function deps(mailer: Mailer): WorkerDeps {
  mailers.push(mailer);
  return { db: iso.db, config: config(null), logger: silentLogger, mailer } as unknown as WorkerDeps;
}
const smtpMailer = (url = sink.url) =>
  createMailer({ smtpUrl: url, outboxDir, from: "BaltBid <no-reply@baltbid.test>" });
const job = (data: EmailSendJob, attemptsMade = 0, attempts = 3, id = `job-${crypto.randomUUID()}`): JobLike =>
  ({ id, name: "email.send", data, attemptsMade, opts: { attempts } }) as JobLike;

let n = 0;
const mail = (over: Partial<MailContent> = {}) => ({
  key: `${crypto.randomUUID()}.test-${++n}`,
  category: "test",
  to: ["customer@example.test"],
  subject: `Hello ${n}`,
  text: "Plain text body",
  ...over,
});
const messageIdOf = (m: { key: string }) => `<${m.key}@baltbid.test>`;

/** Stores a mail as its producers do (writeMail in a transaction); returns the `email.send` payload for it. */
async function store(m: MailContent, secret = false): Promise<{ deliveryId: string }> {
  const stored = await iso.db.$transaction((tx) =>
    writeMail(tx, m, { from: "BaltBid <no-reply@baltbid.test>", secret }),
  );
  return { deliveryId: stored.id };
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

async function contactMessage() {
  return iso.db.contactMessage.create({
    data: {
      name: "Ona",
      email: "ona@example.test",
      message: "Hi",
      recipients: [],
      ccRecipients: [],
      bccRecipients: [],
      emailSubject: "Contact",
    },
  });
}

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "email");
  sink = await startSmtpSink();
  outboxDir = await mkdtemp(path.join(os.tmpdir(), "mail-outbox-"));
});

beforeEach(() => {
  sink.received.length = 0;
  sink.rejectWith = null;
});

afterAll(async () => {
  for (const m of mailers) await m.close();
  await sink?.close();
  await iso?.drop();
  if (outboxDir) await rm(outboxDir, { recursive: true, force: true });
});

describe("email.send", () => {
  it("delivers the stored mail over SMTP with the envelope, subject, Message-ID and Reply-To, then drops its content", async () => {
    const d = deps(smtpMailer());
    const data = mail({
      to: ["a@example.test"],
      cc: ["c@example.test"],
      bcc: ["hidden@example.test"],
      replyTo: "visitor@example.test",
      subject: "Užklausa dėl automobilio",
    });
    expect(await processJob(job(await store(data)), d)).toBe("sent");
    expect(sink.received).toHaveLength(1);
    const got = sink.received[0]!;
    expect(got.envelope.from).toBe("no-reply@baltbid.test");
    expect(got.envelope.to.sort()).toEqual(["a@example.test", "c@example.test", "hidden@example.test"]);
    expect(got.headers.get("message-id")).toBe(messageIdOf(data));
    expect(got.headers.get("reply-to")).toBe("visitor@example.test");
    expect(got.headers.get("subject")).toMatch(/^=\?UTF-8\?/); // encoded, as the non-ASCII subject must be
    expect(got.headers.has("bcc")).toBe(false);
    expect(got.body).toContain("Plain text body");
    const row = await iso.db.emailDelivery.findUniqueOrThrow({ where: { messageId: messageIdOf(data) } });
    expect(row).toMatchObject({
      status: "sent",
      transport: "smtp",
      attempts: 1,
      category: "test",
      toAddresses: ["a@example.test"],
      ccAddresses: ["c@example.test"],
      text: null,
      html: null,
      claimedBy: null,
    });
    expect(row.sentAt).not.toBeNull();
  });

  it("sends once when the same job runs twice, and when other jobs for the same mail run after it", async () => {
    const d = deps(smtpMailer());
    const data = mail();
    const payload = await store(data);
    const first = job(payload);
    expect(await processJob(first, d)).toBe("sent");
    expect(await processJob({ ...first, attemptsMade: 1 } as JobLike, d)).toBe("skipped");
    expect(await processJob(job(payload), d)).toBe("skipped");
    expect(sink.received).toHaveLength(1);
    expect(await iso.db.emailDelivery.count({ where: { messageId: messageIdOf(data) } })).toBe(1);
  });

  it("sends a mail once however many jobs for it run at the same time (a lost job queued again while it still runs)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 6 }), async (jobs) => {
        sink.received.length = 0;
        const d = deps(smtpMailer());
        const payload = await store(mail());
        // Hold the first SMTP exchange open while the other jobs run.
        let release!: () => void;
        const held = new Promise<void>((r) => (release = r));
        sink.beforeAccept = () => held;
        const runs = Array.from({ length: jobs }, () => processJob(job(payload), d).then(String, (e: Error) => e.name));
        await waitFor(() =>
          iso.db.emailDelivery.findFirst({ where: { id: payload.deliveryId, claimedBy: { not: null } } }),
        );
        await sleep(100);
        sink.beforeAccept = null;
        release();
        const outcomes = await Promise.all(runs);
        expect(outcomes.filter((o) => o === "sent")).toHaveLength(1);
        expect(outcomes.filter((o) => o !== "sent").every((o) => o === "MailClaimedError" || o === "skipped")).toBe(
          true,
        );
        expect(sink.received).toHaveLength(1);
        // The ones that found it claimed are retried by BullMQ and find it sent.
        expect(await processJob(job(payload), d)).toBe("skipped");
        expect(sink.received).toHaveLength(1);
      }),
      { numRuns: 5 },
    );
  });

  it("takes a mail up again at once under the same job id when the job died holding its claim", async () => {
    const d = deps(smtpMailer());
    const payload = await store(mail());
    const dead = job(payload);
    // The claim of a worker killed mid-send: live for two minutes, held by this job's id.
    await iso.db.emailDelivery.update({
      where: { id: payload.deliveryId },
      data: { claimedBy: dead.id, claimedUntil: new Date(Date.now() + 120_000) },
    });
    await expect(processJob(job(payload), d)).rejects.toBeInstanceOf(MailClaimedError);
    expect(await processJob({ ...dead, attemptsMade: 1 } as JobLike, d)).toBe("sent");
    expect(sink.received).toHaveLength(1);
    // An expired claim of another job holds nothing either.
    const other = await store(mail());
    await iso.db.emailDelivery.update({
      where: { id: other.deliveryId },
      data: { claimedBy: "someone-else", claimedUntil: new Date(Date.now() - 1_000) },
    });
    expect(await processJob(job(other), d)).toBe("sent");
  });

  it("writes an .eml file named after the Message-ID to MAIL_OUTBOX_DIR when no SMTP_URL is set", async () => {
    const d = deps(createMailer({ smtpUrl: null, outboxDir, from: "BaltBid <no-reply@baltbid.test>" }));
    const data = mail({ replyTo: "visitor@example.test", bcc: ["hidden@example.test"] });
    expect(await processJob(job(await store(data)), d)).toBe("sent");
    const files = (await readdir(outboxDir)).filter((f) => f.endsWith(".eml"));
    expect(files).toContain(`${data.key}@baltbid.test.eml`);
    expect((await readdir(outboxDir)).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    const { headers, body } = parseHeaders(
      await readFile(path.join(outboxDir, `${data.key}@baltbid.test.eml`), "utf8"),
    );
    expect(headers.get("message-id")).toBe(messageIdOf(data));
    expect(headers.get("reply-to")).toBe("visitor@example.test");
    expect(headers.get("subject")).toBe(data.subject);
    expect(headers.get("bcc")).toBe("hidden@example.test");
    expect(body).toContain("Plain text body");
    expect(sink.received).toHaveLength(0);
    const row = await iso.db.emailDelivery.findUniqueOrThrow({ where: { messageId: messageIdOf(data) } });
    expect(row).toMatchObject({ status: "sent", transport: "file" });
  });

  it("keeps a mail the SMTP server refuses pending with attempts and lastError, then marks it failed after the last attempt", async () => {
    const d = deps(smtpMailer());
    const contact = await contactMessage();
    const data = mail({ contactMessageId: contact.id });
    const payload = await store(data);
    const messageId = messageIdOf(data);
    sink.rejectWith = "try again later";

    await expect(processJob(job(payload, 0, 3), d)).rejects.toThrow(/try again later/);
    let row = await iso.db.emailDelivery.findUniqueOrThrow({ where: { messageId } });
    expect(row).toMatchObject({ status: "pending", attempts: 1, claimedBy: null, text: "Plain text body" });
    expect(row.lastError).toMatch(/try again later/);
    expect(await iso.db.contactMessage.findUniqueOrThrow({ where: { id: contact.id } })).toMatchObject({
      status: "queued",
      attempts: 1,
    });

    await expect(processJob(job(payload, 1, 3), d)).rejects.toThrow();
    expect((await iso.db.emailDelivery.findUniqueOrThrow({ where: { messageId } })).status).toBe("pending");

    await expect(processJob(job(payload, 2, 3), d)).rejects.toThrow(); // the third of three attempts
    row = await iso.db.emailDelivery.findUniqueOrThrow({ where: { messageId } });
    // Failed, and its content kept: an admin can send it again from the row.
    expect(row).toMatchObject({ status: "failed", attempts: 3, text: "Plain text body" });
    const cm = await iso.db.contactMessage.findUniqueOrThrow({ where: { id: contact.id } });
    expect(cm).toMatchObject({ status: "failed", attempts: 3 });
    expect(cm.lastError).toMatch(/try again later/);
    expect(sink.received).toHaveLength(0);
    // A failed mail is not sent by a job that comes later: only an admin's retry makes it pending again.
    sink.rejectWith = null;
    expect(await processJob(job(payload), d)).toBe("skipped");
    expect(sink.received).toHaveLength(0);
  });

  it("keeps a secret (a reset link) only while it may still be sent: dropped once sent, and once it failed for good", async () => {
    const d = deps(smtpMailer());
    const sent = await store(mail({ category: "password-reset", text: "https://x.test/reset-password/SECRET" }), true);
    expect(await processJob(job(sent), d)).toBe("sent");
    expect(await iso.db.emailDelivery.findUniqueOrThrow({ where: { id: sent.deliveryId } })).toMatchObject({
      status: "sent",
      secret: true,
      text: null,
    });

    sink.rejectWith = "mailbox unavailable";
    const failed = await store(
      mail({ category: "password-reset", text: "https://x.test/reset-password/SECRET" }),
      true,
    );
    await expect(processJob(job(failed, 0, 2), d)).rejects.toThrow();
    expect((await iso.db.emailDelivery.findUniqueOrThrow({ where: { id: failed.deliveryId } })).text).toContain(
      "SECRET",
    );
    await expect(processJob(job(failed, 1, 2), d)).rejects.toThrow();
    expect(await iso.db.emailDelivery.findUniqueOrThrow({ where: { id: failed.deliveryId } })).toMatchObject({
      status: "failed",
      text: null,
      html: null,
    });
  });

  it("cannot keep the content of a sent mail, nor a secret of a finished one (database CHECKs)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("sent" as const, "failed" as const),
        fc.boolean(),
        fc.string({ minLength: 1, maxLength: 40 }).filter((t) => !t.includes("\u0000")),
        async (status, secret, text) => {
          const { deliveryId } = await store(mail(), secret);
          const update = iso.db.emailDelivery.update({ where: { id: deliveryId }, data: { status, text } });
          if (status === "sent" || secret) await expect(update).rejects.toThrow(/check/i);
          else await expect(update).resolves.toMatchObject({ status: "failed", text });
        },
      ),
      { numRuns: 20 },
    );
  });

  it("records the error when nothing listens on the SMTP port", async () => {
    const d = deps(smtpMailer(`smtp://127.0.0.1:${await closedPort()}`));
    const data = mail();
    await expect(processJob(job(await store(data), 0, 2), d)).rejects.toThrow(/ECONNREFUSED/);
    const row = await iso.db.emailDelivery.findUniqueOrThrow({ where: { messageId: messageIdOf(data) } });
    expect(row).toMatchObject({ status: "pending", attempts: 1, claimedBy: null });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
  });

  it("refuses an invalid payload without retrying", async () => {
    const d = deps(smtpMailer());
    for (const bad of [
      { ...mail(), to: ["not an address"] },
      { deliveryId: "42" },
      { deliveryId: crypto.randomUUID(), text: "smuggled content" },
    ])
      await expect(processJob(job(bad as EmailSendJob), d)).rejects.toBeInstanceOf(UnrecoverableError);
  });

  it("skips a mail whose row is gone (its customer was deleted, and their mail with them)", async () => {
    const d = deps(smtpMailer());
    const user = await iso.db.user.create({
      data: { email: `gone.${crypto.randomUUID()}@example.test`, passwordHash: "x", name: "Ona", surname: "Gone" },
    });
    const payload = await store(mail({ userId: user.id }));
    await iso.db.user.delete({ where: { id: user.id } });
    expect(await iso.db.emailDelivery.findUnique({ where: { id: payload.deliveryId } })).toBeNull();
    expect(await processJob(job(payload), d)).toBe("skipped");
    expect(await processJob(job({ deliveryId: crypto.randomUUID() }), d)).toBe("skipped");
    expect(sink.received).toHaveLength(0);
  });

  it("sends a job queued before mail content lived in the row (the whole mail in the job) once, from a row", async () => {
    const d = deps(smtpMailer());
    const data = mail({ replyTo: "visitor@example.test" });
    expect(await processJob(job(data), d)).toBe("sent");
    expect(await processJob(job(data, 1), d)).toBe("skipped");
    expect(sink.received.map((m) => m.headers.get("message-id"))).toEqual([messageIdOf(data)]);
    expect(await iso.db.emailDelivery.findUniqueOrThrow({ where: { messageId: messageIdOf(data) } })).toMatchObject({
      status: "sent",
      text: null,
    });
    expect(await processJob(job(mail({ userId: crypto.randomUUID() })), d)).toBe("skipped");
    expect(sink.received).toHaveLength(1);
  });
});

describe("email.send through BullMQ", () => {
  let running: RunningWorker | null = null;
  afterAll(async () => {
    await running?.close();
  });

  it("is delivered when queued, and retried with backoff until it is marked failed", async () => {
    const cfg = config(sink.url);
    running = await startWorker(cfg, { db: iso.db, logger: silentLogger, schedulers: false, relay: false });

    const ok = mail({ replyTo: "visitor@example.test" });
    const stored = await iso.db.$transaction((tx) => writeMail(tx, ok, { from: cfg.mail.from }));
    expect(stored.jobId).toBe(ok.key);
    expect(await running.producer.enqueueMail(stored)).toBe(ok.key);
    const sent = await waitFor(() =>
      iso.db.emailDelivery.findFirst({ where: { messageId: messageIdOf(ok), status: "sent" } }),
    );
    expect(sent.transport).toBe("smtp");
    expect(sink.received.map((m) => m.headers.get("message-id"))).toEqual([messageIdOf(ok)]);
    // The job carried the row's id, never the mail.
    const done = await (await running.producer.queue("emails")).getJob(ok.key);
    expect(done!.data).toEqual({ deliveryId: stored.id });

    sink.rejectWith = "mailbox busy";
    const bad = mail();
    const badStored = await iso.db.$transaction((tx) => writeMail(tx, bad, { from: cfg.mail.from }));
    const jobId = await running.producer.enqueueMail(badStored, { attempts: 2, backoff: { type: "fixed", delay: 50 } });
    const failed = await waitFor(() =>
      iso.db.emailDelivery.findFirst({ where: { messageId: messageIdOf(bad), status: "failed" } }),
    );
    expect(failed.attempts).toBe(2);
    expect(failed.lastError).toMatch(/mailbox busy/);
    const state = await waitFor(async () => {
      const s = await (await running!.producer.queue("emails")).getJobState(jobId);
      return s === "failed" ? s : null;
    });
    expect(state).toBe("failed");
    expect(bullPrefix(cfg.redis.prefix)).toMatch(/email-/);
  });
});
