import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { UnrecoverableError } from "bullmq";
import type { EmailSendJob } from "@app/shared/contracts/jobs";
import { bullPrefix } from "@app/shared/contracts/jobs";
import type { JobLike, WorkerDeps } from "../deps.ts";
import { silentLogger } from "../logger.ts";
import { startWorker, type RunningWorker } from "../main.ts";
import { processJob } from "../registry.ts";
import { createMailer, type Mailer } from "../services/mailer.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../testing/isolated-database.ts";
import { parseHeaders, startSmtpSink, type SmtpSink } from "../testing/smtp-sink.ts";
import { testConfig } from "../testing/test-config.ts";
import { waitFor } from "../testing/wait-for.ts";

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
const job = (data: EmailSendJob, attemptsMade = 0, attempts = 3): JobLike =>
  ({ id: `job-${data.key}`, name: "email.send", data, attemptsMade, opts: { attempts } }) as JobLike;

let n = 0;
const mail = (over: Partial<EmailSendJob> = {}): EmailSendJob => ({
  key: `${crypto.randomUUID()}.test-${++n}`,
  category: "test",
  to: ["customer@example.test"],
  subject: `Hello ${n}`,
  text: "Plain text body",
  ...over,
});

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
  it("delivers over SMTP with the envelope, subject, Message-ID and Reply-To", async () => {
    const d = deps(smtpMailer());
    const data = mail({
      to: ["a@example.test"],
      cc: ["c@example.test"],
      bcc: ["hidden@example.test"],
      replyTo: "visitor@example.test",
      subject: "Užklausa dėl automobilio",
    });
    expect(await processJob(job(data), d)).toBe("sent");
    expect(sink.received).toHaveLength(1);
    const got = sink.received[0]!;
    expect(got.envelope.from).toBe("no-reply@baltbid.test");
    expect(got.envelope.to.sort()).toEqual(["a@example.test", "c@example.test", "hidden@example.test"]);
    expect(got.headers.get("message-id")).toBe(`<${data.key}@baltbid.test>`);
    expect(got.headers.get("reply-to")).toBe("visitor@example.test");
    expect(got.headers.get("subject")).toMatch(/^=\?UTF-8\?/); // encoded, as the non-ASCII subject must be
    expect(got.headers.has("bcc")).toBe(false);
    expect(got.body).toContain("Plain text body");
    const row = await iso.db.emailDelivery.findUniqueOrThrow({ where: { messageId: `<${data.key}@baltbid.test>` } });
    expect(row).toMatchObject({
      status: "sent",
      transport: "smtp",
      attempts: 1,
      category: "test",
      toAddresses: ["a@example.test"],
    });
    expect(row.sentAt).not.toBeNull();
  });

  it("sends once when the same job runs twice", async () => {
    const d = deps(smtpMailer());
    const data = mail();
    expect(await processJob(job(data), d)).toBe("sent");
    expect(await processJob(job(data, 1), d)).toBe("skipped");
    expect(sink.received).toHaveLength(1);
    expect(await iso.db.emailDelivery.count({ where: { messageId: `<${data.key}@baltbid.test>` } })).toBe(1);
  });

  it("writes an .eml file named after the Message-ID to MAIL_OUTBOX_DIR when no SMTP_URL is set", async () => {
    const d = deps(createMailer({ smtpUrl: null, outboxDir, from: "BaltBid <no-reply@baltbid.test>" }));
    const data = mail({ replyTo: "visitor@example.test", bcc: ["hidden@example.test"] });
    expect(await processJob(job(data), d)).toBe("sent");
    const files = (await readdir(outboxDir)).filter((f) => f.endsWith(".eml"));
    expect(files).toContain(`${data.key}@baltbid.test.eml`);
    expect((await readdir(outboxDir)).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    const { headers, body } = parseHeaders(
      await readFile(path.join(outboxDir, `${data.key}@baltbid.test.eml`), "utf8"),
    );
    expect(headers.get("message-id")).toBe(`<${data.key}@baltbid.test>`);
    expect(headers.get("reply-to")).toBe("visitor@example.test");
    expect(headers.get("subject")).toBe(data.subject);
    expect(headers.get("bcc")).toBe("hidden@example.test");
    expect(body).toContain("Plain text body");
    expect(sink.received).toHaveLength(0);
    const row = await iso.db.emailDelivery.findUniqueOrThrow({ where: { messageId: `<${data.key}@baltbid.test>` } });
    expect(row).toMatchObject({ status: "sent", transport: "file" });
  });

  it("keeps a mail the SMTP server refuses pending with attempts and lastError, then marks it failed after the last attempt", async () => {
    const d = deps(smtpMailer());
    const contact = await contactMessage();
    const data = mail({ contactMessageId: contact.id });
    const messageId = `<${data.key}@baltbid.test>`;
    sink.rejectWith = "try again later";

    await expect(processJob(job(data, 0, 3), d)).rejects.toThrow(/try again later/);
    let row = await iso.db.emailDelivery.findUniqueOrThrow({ where: { messageId } });
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toMatch(/try again later/);
    expect(await iso.db.contactMessage.findUniqueOrThrow({ where: { id: contact.id } })).toMatchObject({
      status: "queued",
      attempts: 1,
    });

    await expect(processJob(job(data, 1, 3), d)).rejects.toThrow();
    expect((await iso.db.emailDelivery.findUniqueOrThrow({ where: { messageId } })).status).toBe("pending");

    await expect(processJob(job(data, 2, 3), d)).rejects.toThrow(); // the third of three attempts
    row = await iso.db.emailDelivery.findUniqueOrThrow({ where: { messageId } });
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    const cm = await iso.db.contactMessage.findUniqueOrThrow({ where: { id: contact.id } });
    expect(cm).toMatchObject({ status: "failed", attempts: 3 });
    expect(cm.lastError).toMatch(/try again later/);
    expect(sink.received).toHaveLength(0);
  });

  it("records the error when nothing listens on the SMTP port", async () => {
    const d = deps(smtpMailer(`smtp://127.0.0.1:${await closedPort()}`));
    const data = mail();
    await expect(processJob(job(data, 0, 2), d)).rejects.toThrow(/ECONNREFUSED/);
    const row = await iso.db.emailDelivery.findUniqueOrThrow({ where: { messageId: `<${data.key}@baltbid.test>` } });
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
  });

  it("refuses an invalid payload without retrying", async () => {
    const d = deps(smtpMailer());
    const bad = { ...mail(), to: ["not an address"] };
    await expect(processJob(job(bad), d)).rejects.toBeInstanceOf(UnrecoverableError);
  });

  it("skips a mail for a user who no longer exists", async () => {
    const d = deps(smtpMailer());
    expect(await processJob(job(mail({ userId: crypto.randomUUID() })), d)).toBe("skipped");
    expect(sink.received).toHaveLength(0);
  });
});

describe("email.send through BullMQ", () => {
  let running: RunningWorker | null = null;
  afterAll(async () => {
    await running?.close();
  });

  it("is delivered when enqueued, and retried with backoff until it is marked failed", async () => {
    const cfg = config(sink.url);
    running = await startWorker(cfg, { db: iso.db, logger: silentLogger, schedulers: false, relay: false });

    const ok = mail({ replyTo: "visitor@example.test" });
    await running.producer.enqueueEmail(ok);
    const sent = await waitFor(() =>
      iso.db.emailDelivery.findFirst({ where: { messageId: `<${ok.key}@baltbid.test>`, status: "sent" } }),
    );
    expect(sent.transport).toBe("smtp");
    expect(sink.received.map((m) => m.headers.get("message-id"))).toEqual([`<${ok.key}@baltbid.test>`]);

    sink.rejectWith = "mailbox busy";
    const bad = mail();
    const jobId = await running.producer.enqueueEmail(bad, { attempts: 2, backoff: { type: "fixed", delay: 50 } });
    const failed = await waitFor(() =>
      iso.db.emailDelivery.findFirst({ where: { messageId: `<${bad.key}@baltbid.test>`, status: "failed" } }),
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
