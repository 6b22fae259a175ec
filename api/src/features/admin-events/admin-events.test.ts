// Failed domain events end to end against real PostgreSQL, Redis, the worker (its relay running) and an SMTP server
// on loopback: an event whose job ran out of attempts, or that ran out of redeliveries, is listed for admins with
// its attempts and error; "send again" has the relay enqueue it under a fresh job id (BullMQ still holds the failed
// one), every handler acts once over all runs, and the handled event leaves the list.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { writeEvent } from "@app/db/outbox";
import { DEFAULT_JOB_OPTIONS, QUEUES } from "@app/shared/contracts/jobs";
import { MAX_REDELIVERIES, REDELIVERIES_EXHAUSTED } from "../../../../worker/src/services/outbox-relay.ts";
import { waitFor } from "../../../../worker/src/testing/wait-for.ts";
import { expectAdminOnly, startAdminHarness, type AdminHarness } from "../../../../test/support/admin-harness.ts";
import { createTestUser, type TestUser } from "../../../../test/support/sessions.ts";

let h: AdminHarness;
let customer: TestUser;
const slow = { timeoutMs: 20_000 };

beforeAll(async () => {
  h = await startAdminHarness("admin-events", { worker: true });
  customer = await createTestUser(h.iso.db, { tag: "events" });
});
afterAll(() => h?.close());

/** A deposit.completed event written as the API writes it, but already marked published so the relay leaves it. */
async function depositEvent(published = new Date(), redeliveries = 0): Promise<string> {
  return h.iso.db.$transaction(async (tx) => {
    const id = await writeEvent(tx, "deposit.completed", {
      depositId: randomUUID(),
      userId: customer.id,
      amountCents: 12_345,
      currency: "EUR",
    });
    await tx.outboxEvent.update({ where: { id }, data: { publishedAt: published, redeliveries } });
    return id;
  });
}

/**
 * An event the worker gave up on, the real way: its job (as the relay adds it, with one attempt instead of eight)
 * runs while the notification store is down, so its last attempt fails and the worker marks the row.
 */
async function failedEvent(): Promise<string> {
  const deps = h.worker!.deps;
  const notifications = deps.notifications;
  deps.notifications = {
    ...notifications,
    notify: async () => {
      throw new Error("notification store is down");
    },
  };
  try {
    const id = await depositEvent();
    const row = await h.iso.db.outboxEvent.findUniqueOrThrow({ where: { id } });
    const domainEvents = await h.app.producer.queue(QUEUES.domainEvents);
    await domainEvents.add(
      row.type,
      { id, type: row.type, occurredAt: row.createdAt.toISOString(), payload: row.payload },
      { ...DEFAULT_JOB_OPTIONS, jobId: id, attempts: 1 },
    );
    await waitFor(() => h.iso.db.outboxEvent.findFirst({ where: { id, failedAt: { not: null } } }), slow);
    await waitFor(async () => (await domainEvents.getJobState(id)) === "failed", slow);
    return id;
  } finally {
    deps.notifications = notifications;
  }
}

/** An event sent again MAX_REDELIVERIES times and still not handled: the relay's sweep marks it failed. */
async function exhaustedEvent(): Promise<string> {
  const id = await depositEvent(new Date(Date.now() - 10 * 60_000), MAX_REDELIVERIES);
  await h.worker!.relay.redeliverUnhandled();
  await waitFor(() => h.iso.db.outboxEvent.findFirst({ where: { id, failedAt: { not: null } } }));
  return id;
}

const listed = async (query = "") =>
  (await h.admin.get(`/api/admin/failed-events?pageSize=100${query}`)).json().items as { id: string }[];
const mailsOf = (eventId: string) =>
  h.sink!.received.filter((m) => m.headers.get("message-id") === `<${eventId}.mail.deposit.completed@baltbid.test>`);

describe("failed events", () => {
  it("lists the events the worker gave up on with attempts and error, sorted and filtered by type", async () => {
    const failed = await failedEvent();
    const exhausted = await exhaustedEvent();
    const fine = await depositEvent();
    await h.iso.db.outboxEvent.update({ where: { id: fine }, data: { handledAt: new Date() } });

    const res = await h.admin.get("/api/admin/failed-events?sort=failedAt&order=desc");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, page: 1, pageSize: 20 });
    const items = res.json().items as { id: string }[];
    expect(items.find((e) => e.id === failed)).toMatchObject({
      type: "deposit.completed",
      payload: { userId: customer.id, amountCents: 12_345 },
      attempts: 1,
      error: expect.stringMatching(/notification store is down/),
      redeliveries: 0,
      retries: 0,
    });
    expect(items.find((e) => e.id === exhausted)).toMatchObject({
      error: REDELIVERIES_EXHAUSTED,
      redeliveries: MAX_REDELIVERIES,
    });
    expect(items.map((e) => e.id)).not.toContain(fine);
    expect(items.map((e) => e.id).indexOf(exhausted)).toBeLessThan(items.map((e) => e.id).indexOf(failed));

    expect((await listed("&type=deposit.completed")).map((e) => e.id)).toEqual(
      expect.arrayContaining([failed, exhausted]),
    );
    expect(await listed("&type=bid.won")).toEqual([]);
    const bad = await h.admin.get("/api/admin/failed-events?type=%3Cscript%3E&sort=payload&page=0");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["page", "sort", "type"]);
  });

  it("sends a failed event again under a fresh job id, each handler acting once; handled, it leaves the list", async () => {
    const id = await failedEvent();
    // The first run's mail handler had done its part before the notification failed.
    await waitFor(() => (mailsOf(id).length === 1 ? true : null), slow);
    const res = await h.admin.post(`/api/admin/failed-events/${id}/retry`);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({
      success: true,
      message: "The event is queued to be handled again.",
      jobId: `${id}.retry-1`,
    });
    const handled = await waitFor(
      () => h.iso.db.outboxEvent.findFirst({ where: { id, handledAt: { not: null } } }),
      slow,
    );
    expect(handled).toMatchObject({ failedAt: null, retries: 1, redeliveries: 0 });
    const domainEvents = await h.app.producer.queue(QUEUES.domainEvents);
    expect(await domainEvents.getJobState(id)).toBe("failed"); // the original, still held
    const retry = await waitFor(async () => {
      const job = await domainEvents.getJob(`${id}.retry-1`);
      return (await job?.getState()) === "completed" ? job : null;
    }, slow);
    expect(retry.returnvalue).toEqual({ "notify.deposit.completed": "done", "mail.deposit.completed": "duplicate" });
    expect(await h.iso.db.notification.count({ where: { eventId: id } })).toBe(1);
    expect(mailsOf(id)).toHaveLength(1);
    expect((await listed()).map((e) => e.id)).not.toContain(id);

    const again = await h.admin.post(`/api/admin/failed-events/${id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "CONFLICT", message: "Only a failed event can be sent again." });
  });

  it("sends again an event that ran out of redeliveries, and protects it with redeliveries again", async () => {
    const id = await exhaustedEvent();
    const res = await h.admin.post(`/api/admin/failed-events/${id}/retry`);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().jobId).toBe(`${id}.retry-1`);
    await waitFor(() => h.iso.db.outboxEvent.findFirst({ where: { id, handledAt: { not: null } } }), slow);
    expect(await h.iso.db.notification.count({ where: { eventId: id } })).toBe(1);
    await waitFor(() => (mailsOf(id).length === 1 ? true : null), slow);
    expect(await h.iso.db.outboxEvent.findUniqueOrThrow({ where: { id } })).toMatchObject({
      failedAt: null,
      redeliveries: 0,
    });
  });

  it("retries once however many clicks arrive at once; the others answer 409", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 5 }), async (clicks) => {
        const id = await exhaustedEvent();
        const answers = await Promise.all(
          Array.from({ length: clicks }, () => h.admin.post(`/api/admin/failed-events/${id}/retry`)),
        );
        expect(answers.map((a) => a.statusCode).sort()).toEqual([202, ...Array(clicks - 1).fill(409)]);
        await waitFor(() => h.iso.db.outboxEvent.findFirst({ where: { id, handledAt: { not: null } } }), slow);
        expect((await h.iso.db.outboxEvent.findUniqueOrThrow({ where: { id } })).retries).toBe(1);
        expect(await h.iso.db.notification.count({ where: { eventId: id } })).toBe(1);
      }),
      { numRuns: 3 },
    );
  });

  it("answers 404 for an unknown event, 409 for one that has not failed, 400 for a bad id", async () => {
    expect((await h.admin.post(`/api/admin/failed-events/${randomUUID()}/retry`)).statusCode).toBe(404);
    const pending = await depositEvent();
    const handled = await depositEvent();
    await h.iso.db.outboxEvent.update({ where: { id: handled }, data: { handledAt: new Date() } });
    for (const id of [pending, handled]) {
      const res = await h.admin.post(`/api/admin/failed-events/${id}/retry`);
      expect(res.statusCode).toBe(409);
      expect(await h.iso.db.outboxEvent.findUniqueOrThrow({ where: { id } })).toMatchObject({ retries: 0 });
    }
    for (const bad of ["42", "not-a-uuid", `${randomUUID()}x`]) {
      const res = await h.admin.post(`/api/admin/failed-events/${bad}/retry`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors).toEqual({ id: "Unknown id" });
    }
  });

  it("keeps failed events behind the admin guard and CSRF, and a refused retry changes nothing", async () => {
    const id = await exhaustedEvent();
    const before = await h.iso.db.outboxEvent.findUniqueOrThrow({ where: { id } });
    await expectAdminOnly(h, "GET", "/api/admin/failed-events");
    await expectAdminOnly(h, "POST", `/api/admin/failed-events/${id}/retry`);
    expect(await h.iso.db.outboxEvent.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });
});
