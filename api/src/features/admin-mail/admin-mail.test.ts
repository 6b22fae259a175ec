// Failed mail and contact retries end to end against real PostgreSQL, Redis, the worker and an SMTP server on
// loopback: a mail whose job failed is listed with its reason and sent again from its row under a NEW job id
// (BullMQ would ignore the failed job's id), once, under its original Message-ID, also when BullMQ no longer has
// the failed job; a failed contact message is sent again the same way, or through a new `contact.submitted` event
// when its mail's content is gone.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { writeMail } from "@app/db/mail-outbox";
import { QUEUES, type MailContent } from "@app/shared/contracts/jobs";
import { contactOfficeMail } from "../../../../worker/src/handlers/contact-submitted.handler.ts";
import { waitFor } from "../../../../worker/src/testing/wait-for.ts";
import { expectAdminOnly, startAdminHarness, type AdminHarness } from "../../../../test/support/admin-harness.ts";

let h: AdminHarness;
const slow = { timeoutMs: 20_000 };
const mailsWithId = (messageId: string) => h.sink!.received.filter((m) => m.headers.get("message-id") === messageId);

beforeAll(async () => {
  h = await startAdminHarness("admin-mail", { worker: true });
});
beforeEach(() => {
  h.sink!.rejectWith = null;
});
afterAll(() => h?.close());

/** Stores a mail as its producers do and queues it with one attempt. */
async function queueMail(mail: MailContent, opts: { secret?: boolean } = {}) {
  const stored = await h.iso.db.$transaction((tx) =>
    writeMail(tx, mail, { from: "BaltBid <no-reply@baltbid.test>", secret: opts.secret }),
  );
  await h.app.producer.enqueueMail(stored, { attempts: 1 });
  return stored;
}

/** Queues a mail with one attempt while the SMTP server refuses it, and waits until it is recorded failed. */
async function failedMail(over: { key?: string; category?: string; contactMessageId?: string; secret?: boolean } = {}) {
  h.sink!.rejectWith = "554 5.7.1 Rejected";
  const key = over.key ?? `test.${randomUUID()}`;
  const { jobId } = await queueMail(
    {
      key,
      category: over.category ?? "bill_issued",
      to: ["ona@example.test"],
      subject: "Sąskaita <b>#1</b>",
      text: "Jūsų sąskaita.",
      contactMessageId: over.contactMessageId ?? null,
    },
    { secret: over.secret },
  );
  const messageId = `<${key}@baltbid.test>`;
  const row = await waitFor(() => h.iso.db.emailDelivery.findFirst({ where: { messageId, status: "failed" } }), slow);
  h.sink!.rejectWith = null;
  return { key, jobId, messageId, id: row.id };
}

describe("failed mails", () => {
  it("lists every failed mail with its reason, as data, paged and filtered by kind", async () => {
    const mail = await failedMail();
    const other = await failedMail({ category: "password_reset" });
    const res = await h.admin.get("/api/admin/failed-mails?sort=createdAt&order=desc");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, page: 1, pageSize: 20 });
    const listed = res.json().items.find((m: { id: string }) => m.id === mail.id);
    expect(listed).toMatchObject({
      messageId: mail.messageId,
      category: "bill_issued",
      to: ["ona@example.test"],
      subject: "Sąskaita <b>#1</b>",
      status: "failed",
      attempts: 1,
      lastError: expect.stringMatching(/554/),
    });
    const filtered = (await h.admin.get("/api/admin/failed-mails?category=password_reset")).json();
    expect(filtered.items.map((m: { id: string }) => m.id)).toEqual([other.id]);
    expect(filtered.total).toBe(1);
  });

  it("sends a failed mail again under a new job id, once, with its original Message-ID", async () => {
    const mail = await failedMail();
    const res = await h.admin.post(`/api/admin/failed-mails/${mail.id}/retry`);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ success: true, message: "The mail is queued to be sent again." });
    expect(res.json().jobId).toBe(`${mail.jobId}.retry-1`);
    await waitFor(() => h.iso.db.emailDelivery.findFirst({ where: { id: mail.id, status: "sent" } }), slow);
    expect(mailsWithId(mail.messageId)).toHaveLength(1);
    // Sent now: a second retry is refused and sends nothing.
    const again = await h.admin.post(`/api/admin/failed-mails/${mail.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "CONFLICT", message: "Only a failed mail can be sent again." });
    expect(mailsWithId(mail.messageId)).toHaveLength(1);
  });

  it("sends a failed mail again from its row when BullMQ no longer has its job (Redis lost its data)", async () => {
    const mail = await failedMail();
    const emails = await h.app.producer.queue(QUEUES.emails);
    await (await emails.getJob(mail.jobId))!.remove();
    expect(await emails.getJob(mail.jobId)).toBeUndefined();
    const res = await h.admin.post(`/api/admin/failed-mails/${mail.id}/retry`);
    expect(res.statusCode, res.body).toBe(202);
    await waitFor(() => h.iso.db.emailDelivery.findFirst({ where: { id: mail.id, status: "sent" } }), slow);
    expect(mailsWithId(mail.messageId)).toHaveLength(1);
    expect(mailsWithId(mail.messageId)[0]!.body).toContain("s=C4=85skaita"); // "sąskaita", quoted-printable
    expect((await emails.getJob(res.json().jobId))!.data).toEqual({ deliveryId: mail.id });
  });

  it("queues one retry however many clicks arrive at once; the others answer 409", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 5 }), async (clicks) => {
        const mail = await failedMail();
        const answers = await Promise.all(
          Array.from({ length: clicks }, () => h.admin.post(`/api/admin/failed-mails/${mail.id}/retry`)),
        );
        expect(answers.map((a) => a.statusCode).sort()).toEqual([202, ...Array(clicks - 1).fill(409)]);
        await waitFor(() => h.iso.db.emailDelivery.findFirst({ where: { id: mail.id, status: "sent" } }), slow);
        expect(mailsWithId(mail.messageId)).toHaveLength(1);
      }),
      { numRuns: 3 },
    );
  });

  it("refuses to resend a mail whose content is not kept (a failed reset link, a row from before), and leaves it failed", async () => {
    const secret = await failedMail({ category: "password-reset", secret: true });
    const legacy = await h.iso.db.emailDelivery.create({
      data: {
        messageId: `<gone.${randomUUID()}@baltbid.test>`,
        category: "bill_issued",
        toAddresses: ["x@example.test"],
        subject: "Bill",
        status: "failed",
        attempts: 8,
      },
    });
    for (const id of [secret.id, legacy.id]) {
      const res = await h.admin.post(`/api/admin/failed-mails/${id}/retry`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/no longer kept/);
      expect(await h.iso.db.emailDelivery.findUniqueOrThrow({ where: { id } })).toMatchObject({
        status: "failed",
        text: null,
        requeues: 0,
      });
    }
  });

  it("answers 404 for an unknown mail and 400 for bad input", async () => {
    expect((await h.admin.post(`/api/admin/failed-mails/${randomUUID()}/retry`)).statusCode).toBe(404);
    const bad = await h.admin.post("/api/admin/failed-mails/42/retry");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ id: "Unknown id" });
    const query = await h.admin.get("/api/admin/failed-mails?sort=text&category=%3Cscript%3E");
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual({ sort: "Unknown sort field", category: "Unknown category" });
  });

  it("keeps failed mails behind the admin guard and CSRF", async () => {
    const mail = await failedMail();
    await expectAdminOnly(h, "GET", "/api/admin/failed-mails");
    await expectAdminOnly(h, "POST", `/api/admin/failed-mails/${mail.id}/retry`);
    expect((await h.iso.db.emailDelivery.findUniqueOrThrow({ where: { id: mail.id } })).status).toBe("failed");
  });
});

describe("contact message retry", () => {
  async function contactMessage(status: "queued" | "failed") {
    return h.iso.db.contactMessage.create({
      data: {
        name: "Ona",
        email: "ona@example.test",
        message: "Ar galite nupirkti?",
        recipients: [],
        ccRecipients: [],
        bccRecipients: [],
        emailSubject: "New contact form submission",
        status,
      },
    });
  }

  it("resends the failed office mail itself, from its row", async () => {
    const msg = await contactMessage("queued");
    const eventId = randomUUID();
    // The event was relayed long ago (publishedAt set); its mail failed for good.
    await h.iso.db.outboxEvent.create({
      data: { id: eventId, type: "contact.submitted", payload: { contactMessageId: msg.id }, publishedAt: new Date() },
    });
    h.sink!.rejectWith = "554 5.7.1 Rejected";
    await queueMail(contactOfficeMail(msg, "office@baltbid.test", eventId));
    await waitFor(() => h.iso.db.contactMessage.findFirst({ where: { id: msg.id, status: "failed" } }), slow);
    h.sink!.rejectWith = null;

    const res = await h.admin.post(`/api/admin/contact-messages/${msg.id}/retry`);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({
      success: true,
      message: "The message is queued to be sent again.",
      status: "queued",
    });
    await waitFor(() => h.iso.db.contactMessage.findFirst({ where: { id: msg.id, status: "sent" } }), slow);
    const messageId = `<${eventId}.contact-office@baltbid.test>`;
    expect(mailsWithId(messageId)).toHaveLength(1);
    expect((await h.iso.db.emailDelivery.findUniqueOrThrow({ where: { messageId } })).status).toBe("sent");
    const listed = (await h.admin.get("/api/admin/contact-messages")).json().messages;
    expect(listed.find((m: { id: string }) => m.id === msg.id)).toMatchObject({ status: "sent" });
  });

  it("writes a new event, so a new mail and job, when there is no mail to resend", async () => {
    const msg = await contactMessage("failed");
    const res = await h.admin.post(`/api/admin/contact-messages/${msg.id}/retry`);
    expect(res.statusCode, res.body).toBe(202);
    const sent = await waitFor(
      () => h.iso.db.contactMessage.findFirst({ where: { id: msg.id, status: "sent" } }),
      slow,
    );
    expect(sent.sentAt).not.toBeNull();
    const events = await h.iso.db.outboxEvent.findMany({
      where: { type: "contact.submitted", payload: { path: ["contactMessageId"], equals: msg.id } },
    });
    expect(events).toHaveLength(1);
    expect(mailsWithId(`<${events[0]!.id}.contact-office@baltbid.test>`)).toHaveLength(1);
  });

  it("refuses a message that has not failed (409), an unknown one (404) and a bad id (400)", async () => {
    const msg = await contactMessage("queued");
    const res = await h.admin.post(`/api/admin/contact-messages/${msg.id}/retry`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Only a failed message can be sent again.");
    expect((await h.admin.post(`/api/admin/contact-messages/${randomUUID()}/retry`)).statusCode).toBe(404);
    expect((await h.admin.post("/api/admin/contact-messages/x/retry")).statusCode).toBe(400);
    const failed = await contactMessage("failed");
    await expectAdminOnly(h, "POST", `/api/admin/contact-messages/${failed.id}/retry`);
    expect((await h.iso.db.contactMessage.findUniqueOrThrow({ where: { id: failed.id } })).status).toBe("failed");
  });
});
