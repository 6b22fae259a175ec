// The contact form end to end against real PostgreSQL, Redis and SMTP: POST /api/contact -> ContactMessage +
// outbox row -> relay -> `contact.submitted` -> `emails` -> an SMTP server on loopback. Also the field rules'
// texts, the recipient allow-list, the `extra` limits, the per-IP limit, retries after an SMTP failure, the failed
// state admins see, and one mail however often the jobs run. Its own database: the relay claims every outbox row.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { writeMail } from "@app/db/mail-outbox";
import { QUEUES } from "@app/shared/contracts/jobs";
import type { JobLike } from "../../../../worker/src/deps.ts";
import { contactOfficeMail } from "../../../../worker/src/handlers/contact-submitted.handler.ts";
import { processDomainEvent } from "../../../../worker/src/handlers/domain-event.handler.ts";
import { silentLogger } from "../../../../worker/src/logger.ts";
import { startWorker, type RunningWorker } from "../../../../worker/src/main.ts";
import { processJob } from "../../../../worker/src/registry.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../../../worker/src/testing/isolated-database.ts";
import { startSmtpSink, type SmtpSink } from "../../../../worker/src/testing/smtp-sink.ts";
import { testConfig as workerTestConfig } from "../../../../worker/src/testing/test-config.ts";
import { waitFor } from "../../../../worker/src/testing/wait-for.ts";
import { testApiConfig } from "../../../../test/support/config.ts";
import { InjectClient } from "../../../../test/support/inject-client.ts";
import { adminCookie, createTestUser, customerCookie } from "../../../../test/support/sessions.ts";
import { buildApp } from "../../app.ts";

let iso: IsolatedDatabase;
let sink: SmtpSink;
let app: FastifyInstance;
let worker: RunningWorker;

const valid = (over: Record<string, unknown> = {}) => ({
  name: "Ona Onaitė",
  email: "ona@example.test",
  phone: "+370 612 34567",
  subject: "Dėl BMW X5",
  message: "Ar galite nupirkti šį automobilį?",
  recipients: [],
  ccRecipients: [],
  bccRecipients: [],
  emailSubject: "Contact form: Dėl BMW X5",
  replyTo: "ona@example.test",
  extra: { lotNumber: "64951306", page: "/search", adults: 2, vip: false, note: null },
  ...over,
});

const messageIdOf = (eventId: string) => `<${eventId}.contact-office@baltbid.test>`;
const mailsFor = (eventId: string) => sink.received.filter((m) => m.headers.get("message-id") === messageIdOf(eventId));

async function submit(body: unknown, c = new InjectClient(app)) {
  return c.post("/api/contact", body);
}

async function newestMessage(email: string) {
  return iso.db.contactMessage.findFirstOrThrow({ where: { email }, orderBy: { createdAt: "desc" } });
}

async function eventOf(contactMessageId: string) {
  const rows = await iso.db.outboxEvent.findMany({ where: { type: "contact.submitted" } });
  const row = rows.find((r) => (r.payload as { contactMessageId: string }).contactMessageId === contactMessageId)!;
  return { id: row.id, type: row.type, occurredAt: row.createdAt.toISOString(), payload: row.payload };
}

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "contact");
  sink = await startSmtpSink();
  const redisPrefix = `${inject("redisPrefix")}contact-${randomUUID().slice(0, 6)}:`;
  app = await buildApp(
    testApiConfig({
      DATABASE_URL: iso.url,
      PASSWORD_HASH_COST: "10",
      REDIS_PREFIX: redisPrefix,
      CONTACT_ALLOWED_RECIPIENTS: "sales@baltbid.test, @partners.test",
    }),
  );
  await app.ready();
  worker = await startWorker(
    workerTestConfig({ databaseUrl: iso.url, redisUrl: inject("redisUrl"), redisPrefix, smtpUrl: sink.url }),
    { db: iso.db, logger: silentLogger, schedulers: false },
  );
});

beforeEach(() => {
  sink.rejectWith = null;
});

afterAll(async () => {
  await worker?.close();
  await app?.close();
  await sink?.close();
  await iso?.drop();
});

describe("POST /api/contact", () => {
  it("stores the message and mails it to the office over SMTP, with Reply-To the visitor", async () => {
    const email = `ona.${randomUUID().slice(0, 6)}@example.test`;
    const res = await submit(
      valid({
        email,
        replyTo: email.toUpperCase(),
        recipients: ["Sales@baltbid.test"],
        ccRecipients: ["agent@partners.test"],
        bccRecipients: ["office@baltbid.test"],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true, message: "Thank you! Your message has been sent successfully." });

    const stored = await newestMessage(email);
    expect(stored).toMatchObject({
      name: "Ona Onaitė",
      phone: "+370 612 34567",
      emailSubject: "Contact form: Dėl BMW X5",
      replyTo: email,
      extra: { lotNumber: "64951306", page: "/search", adults: 2, vip: false, note: null },
    });
    const sent = await waitFor(() => iso.db.contactMessage.findFirst({ where: { id: stored.id, status: "sent" } }));
    expect(sent.sentAt).not.toBeNull();
    const { id: eventId } = await eventOf(stored.id);
    const [mail, ...more] = mailsFor(eventId);
    expect(more).toEqual([]);
    expect(mail!.envelope.to.sort()).toEqual(
      ["Sales@baltbid.test", "agent@partners.test", "office@baltbid.test"].sort(),
    );
    expect(mail!.headers.get("reply-to")).toBe(email);
    expect(mail!.headers.get("subject")).toMatch(/^=\?UTF-8\?/);
  });

  it("uses the default e-mail subject and no Reply-To when reply-to is off", async () => {
    const email = `jonas.${randomUUID().slice(0, 6)}@example.test`;
    const res = await submit({ name: "Jonas", email, message: "Labas", replyTo: null });
    expect(res.statusCode, res.body).toBe(201);
    const stored = await newestMessage(email);
    expect(stored).toMatchObject({
      emailSubject: "New contact form submission",
      replyTo: null,
      phone: null,
      subject: null,
      recipients: [],
      extra: {},
    });
    await waitFor(() => iso.db.contactMessage.findFirst({ where: { id: stored.id, status: "sent" } }));
    const [mail] = mailsFor((await eventOf(stored.id)).id);
    expect(mail!.headers.has("reply-to")).toBe(false);
    expect(mail!.headers.get("subject")).toBe("New contact form submission");
  });

  it("answers the documented texts for each bad field, all at once, and stores nothing", async () => {
    const before = await iso.db.contactMessage.count();
    const empty = await submit({ name: "   ", email: "", message: "\n\t" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      success: false,
      code: "VALIDATION_ERROR",
      message: "Patikrinkite pažymėtus laukus.",
      errors: {
        name: "Your Name is required",
        email: "Email Address is required",
        message: "Message is required",
      },
    });
    expect((await submit({})).json().errors).toEqual({
      name: "Your Name is required",
      email: "Email Address is required",
      message: "Message is required",
    });
    const bad = await submit(valid({ email: "ona @example.test", phone: "12345", requiredFields: ["phone"] }));
    expect(bad.json().errors).toEqual({
      email: "Įveskite teisingą el. pašto adresą",
      phone: "Įveskite teisingą telefono numerį",
    });
    const missingPhone = await submit(valid({ phone: " ", requiredFields: ["phone", "subject"], subject: "" }));
    expect(missingPhone.json().errors).toEqual({ phone: "Phone Number is required", subject: "Subject is required" });
    expect((await submit(valid({ message: "x".repeat(5001) }))).json().errors).toEqual({
      message: "Message must be at most 5000 characters",
    });
    expect(await iso.db.contactMessage.count()).toBe(before);
  });

  it("accepts an optional phone in any form, as its pattern is checked only when required", async () => {
    const email = `p.${randomUUID().slice(0, 6)}@example.test`;
    expect((await submit(valid({ email, replyTo: null, phone: "call me after 6" }))).statusCode).toBe(201);
    expect((await newestMessage(email)).phone).toBe("call me after 6");
  });

  it("refuses recipients, cc and bcc outside the allow-list with 400: never an open relay", async () => {
    const before = await iso.db.contactMessage.count();
    const res = await submit(
      valid({
        recipients: ["sales@baltbid.test", "victim@gmail.com"],
        ccRecipients: ["someone@partners.test.evil.com"],
        bccRecipients: ["not an address"],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      errors: {
        recipients: "This recipient is not allowed: victim@gmail.com",
        ccRecipients: "This recipient is not allowed: someone@partners.test.evil.com",
        bccRecipients: "This recipient is not allowed: not an address",
      },
    });
    const spoofedReply = await submit(valid({ replyTo: "attacker@evil.test" }));
    expect(spoofedReply.json().errors).toEqual({ replyTo: "Reply-To must be the sender's email address" });
    expect(await iso.db.contactMessage.count()).toBe(before);
  });

  it("takes `extra` only as a flat object of at most 4 KB, and refuses unknown fields", async () => {
    const nested = await submit(valid({ extra: { lot: { number: "1" } } }));
    expect(nested.statusCode).toBe(400);
    expect(Object.keys(nested.json().errors)[0]).toMatch(/^extra/);
    const big = await submit(valid({ extra: { a: "x".repeat(2000), b: "y".repeat(2000), c: "z".repeat(200) } }));
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toEqual({ extra: "Extra data must be a flat object of at most 4 KB" });
    expect((await submit(valid({ extra: ["a"] }))).statusCode).toBe(400);
    expect((await submit(valid({ isAdmin: true }))).statusCode).toBe(400);
  });

  it("limits messages per client IP with 429 and Retry-After", async () => {
    const c = new InjectClient(app); // one IP
    for (let i = 0; i < 10; i++) expect((await submit(valid({ replyTo: null }), c)).statusCode).toBe(201);
    const res = await submit(valid({ replyTo: null }), c);
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toMatch(/^\d+$/);
    expect(res.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expect((await submit(valid({ replyTo: null }))).statusCode).toBe(201); // another IP
  });
});

describe("delivery", () => {
  it("retries after an SMTP failure with backoff and then sends once", async () => {
    sink.rejectWith = "451 4.3.0 Mailbox temporarily unavailable";
    const email = `retry.${randomUUID().slice(0, 6)}@example.test`;
    expect((await submit(valid({ email, replyTo: null }))).statusCode).toBe(201);
    const stored = await newestMessage(email);
    const failedOnce = await waitFor(() =>
      iso.db.contactMessage.findFirst({ where: { id: stored.id, attempts: { gte: 1 } } }),
    );
    expect(failedOnce).toMatchObject({ status: "queued", lastError: expect.stringMatching(/451|temporarily/) });
    sink.rejectWith = null;
    await waitFor(() => iso.db.contactMessage.findFirst({ where: { id: stored.id, status: "sent" } }), {
      timeoutMs: 15_000,
    });
    expect(mailsFor((await eventOf(stored.id)).id)).toHaveLength(1);
  });

  it("marks a message failed when its retries run out, and shows it (escaped data) to admins only", async () => {
    const msg = await iso.db.contactMessage.create({
      data: {
        name: "<b>Mallory</b>",
        email: "m@example.test",
        message: "<script>alert(1)</script>",
        recipients: [],
        ccRecipients: [],
        bccRecipients: [],
        emailSubject: "New contact form submission",
        extra: { html: "<img src=x onerror=alert(1)>" },
      },
    });
    const eventId = randomUUID();
    sink.rejectWith = "554 5.7.1 Rejected";
    const stored = await iso.db.$transaction((tx) =>
      writeMail(tx, contactOfficeMail(msg, "office@baltbid.test", eventId), {
        from: "BaltBid <no-reply@baltbid.test>",
      }),
    );
    const job = {
      id: `${eventId}.contact-office`,
      name: "email.send",
      data: { deliveryId: stored.id },
      attemptsMade: 7,
      opts: { attempts: 8 },
    } as JobLike;
    await expect(processJob(job, worker.deps)).rejects.toThrow();
    expect(await iso.db.contactMessage.findUniqueOrThrow({ where: { id: msg.id } })).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: expect.stringMatching(/Rejected/),
    });

    const anon = await new InjectClient(app).get("/api/admin/contact-messages?status=failed");
    expect(anon.statusCode).toBe(401);
    const customer = await createTestUser(iso.db);
    const asCustomer = await app.inject({
      url: "/api/admin/contact-messages",
      headers: { cookie: await customerCookie(iso.db, customer.id) },
    });
    expect(asCustomer.statusCode).toBe(401);
    const admin = await createTestUser(iso.db, { role: "admin" });
    const res = await app.inject({
      url: "/api/admin/contact-messages?status=failed",
      headers: { cookie: await adminCookie(app, admin.id) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const listed = res.json().messages.find((m: { id: string }) => m.id === msg.id);
    expect(listed).toMatchObject({
      status: "failed",
      name: "<b>Mallory</b>",
      extra: { html: "<img src=x onerror=alert(1)>" },
      lastError: expect.stringMatching(/Rejected/),
    });
    expect(res.json().messages.every((m: { status: string }) => m.status === "failed")).toBe(true);
  });

  it("sends one mail however often the event and the mail job run", async () => {
    const email = `twice.${randomUUID().slice(0, 6)}@example.test`;
    expect((await submit(valid({ email, replyTo: null }))).statusCode).toBe(201);
    const stored = await newestMessage(email);
    await waitFor(() => iso.db.contactMessage.findFirst({ where: { id: stored.id, status: "sent" } }));
    const data = await eventOf(stored.id);
    const eventJob = { id: data.id, name: "contact.submitted", data, attemptsMade: 0, opts: {} } as JobLike;
    expect(await processDomainEvent(eventJob, worker.deps)).toEqual({ "contact-office": "duplicate" });
    const emailJob = (await (await worker.producer.queue(QUEUES.emails)).getJob(`${data.id}.contact-office`))!;
    expect(await processJob(emailJob, worker.deps)).toBe("skipped");
    expect(mailsFor(data.id)).toHaveLength(1);
    expect(await iso.db.emailDelivery.count({ where: { messageId: messageIdOf(data.id) } })).toBe(1);
  });
});
