// Admin ingestion against real PostgreSQL, Redis and the worker: sources with their last run (counts, progress,
// errors, skip reasons) and their held run, a source's runs paged and filtered, "run now" (one queued job however
// often it is clicked; 409 while it waits or a run is alive; a finished one can be run again), enable/disable with
// its BullMQ scheduler, and confirming a held run's removal (exactly its candidates, once, audited).
import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Queue } from "bullmq";
import { QUEUES } from "@app/shared/contracts/jobs";
import { upsertLots } from "@app/db/lot-store";
import { copartAdapter } from "@app/shared/catalogue/copart.adapter";
import { lotCacheKey } from "@app/shared/contracts/cache";
import {
  confirmRemovalResponseSchema,
  ingestionRunsResponseSchema,
  ingestionSourcesResponseSchema,
} from "@app/shared/ingestion/ingestion-admin.schemas";
import { silentLogger } from "../../../../worker/src/logger.ts";
import { copartPage, copartRow } from "../../../../worker/src/testing/feed-server.ts";
import { runIngestion } from "../../../../worker/src/services/ingestion/run-ingestion.ts";
import { waitFor } from "../../../../worker/src/testing/wait-for.ts";
import { expectAdminOnly, startAdminHarness, type AdminHarness } from "../../../../test/support/admin-harness.ts";

let h: AdminHarness;
let dir: string;
let lots: Queue;

async function source(over: { enabled?: boolean; scheduleEveryMs?: number; dir?: string; fullListing?: boolean } = {}) {
  const id = `test-${randomUUID().slice(0, 8)}`;
  await h.iso.db.ingestionSource.create({
    data: {
      id,
      platform: "copart",
      kind: "file",
      enabled: over.enabled ?? true,
      scheduleEveryMs: over.scheduleEveryMs ?? null,
      fullListing: over.fullListing ?? false,
      settings: { dir: over.dir ?? dir, maxPages: 5 },
    },
  });
  return id;
}

beforeAll(async () => {
  h = await startAdminHarness("admin-ingestion", { worker: true });
  lots = await h.app.producer.queue(QUEUES.lots);
  // One page that is not JSON: the run records the error for the admin.
  dir = await mkdtemp(path.join(tmpdir(), "admin-ingestion-"));
  await writeFile(path.join(dir, "page-1.json"), "{ not json");
});

afterAll(async () => {
  await lots?.resume();
  await h?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("run now", () => {
  it("queues one run however often it is clicked, shows it queued, then its result; then runs again", async () => {
    const id = await source();
    await lots.pause(); // hold the job in the queue so its waiting state can be seen
    const first = await h.admin.post(`/api/admin/ingestion/sources/${id}/run`);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ success: true, message: "Run queued.", jobId: `lots.ingest.manual.${id}` });
    const second = await h.admin.post(`/api/admin/ingestion/sources/${id}/run`);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: "CONFLICT",
      message: "A run of this source is already queued or in progress.",
    });
    const listed = (await h.admin.get("/api/admin/ingestion/sources?pageSize=100")).json();
    expect(listed.items.find((s: { id: string }) => s.id === id)).toMatchObject({
      manualRunQueued: true,
      lastRun: null,
      enabled: true,
      platform: "copart",
      kind: "file",
    });

    await lots.resume();
    const run = await waitFor(
      () => h.iso.db.ingestionRun.findFirst({ where: { sourceId: id, status: { not: "running" } } }),
      { timeoutMs: 20_000 },
    );
    const after = (await h.admin.get("/api/admin/ingestion/sources?pageSize=100")).json();
    const shown = after.items.find((s: { id: string }) => s.id === id);
    expect(shown.lastRun).toMatchObject({
      id: run.id,
      status: run.status,
      progress: { pagesFailed: 1, maxPages: 5 },
      errors: [expect.objectContaining({ reason: expect.stringContaining("page-1.json") })],
    });
    await waitFor(
      async () =>
        !(await (await h.admin.get("/api/admin/ingestion/sources?pageSize=100")).json()).items.find(
          (s: { id: string; manualRunQueued: boolean }) => s.id === id && s.manualRunQueued,
        ),
    );
    // The finished job's kept record does not swallow the next click.
    const again = await h.admin.post(`/api/admin/ingestion/sources/${id}/run`);
    expect(again.statusCode, again.body).toBe(202);
    await waitFor(async () => (await h.iso.db.ingestionRun.count({ where: { sourceId: id } })) === 2, {
      timeoutMs: 20_000,
    });
  });

  it("answers 409 while a run of the source is alive, and for a disabled source", async () => {
    const id = await source();
    await h.iso.db.ingestionRun.create({ data: { sourceId: id, status: "running", heartbeatAt: new Date() } });
    const busy = await h.admin.post(`/api/admin/ingestion/sources/${id}/run`);
    expect(busy.statusCode).toBe(409);
    expect(await lots.getJob(`lots.ingest.manual.${id}`)).toBeUndefined();
    const off = await source({ enabled: false });
    const disabled = await h.admin.post(`/api/admin/ingestion/sources/${off}/run`);
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().message).toBe("This source is disabled. Enable it first.");
  });
});

describe("sources and runs", () => {
  it("lists a source's runs newest first, paged, filtered by status", async () => {
    const id = await source();
    const at = (min: number) => new Date(Date.UTC(2026, 10, 1, 10, min));
    for (const [i, status] of (["completed", "failed", "completed"] as const).entries())
      await h.iso.db.ingestionRun.create({
        data: { sourceId: id, status, startedAt: at(i), finishedAt: at(i + 1), seen: 10 * (i + 1), created: i },
      });
    const page1 = (await h.admin.get(`/api/admin/ingestion/sources/${id}/runs?pageSize=2`)).json();
    expect(page1).toMatchObject({ success: true, total: 3, page: 1, pageSize: 2 });
    expect(page1.items.map((r: { seen: number }) => r.seen)).toEqual([30, 20]);
    const failed = (await h.admin.get(`/api/admin/ingestion/sources/${id}/runs?status=failed`)).json();
    expect(failed.items).toEqual([expect.objectContaining({ status: "failed", seen: 20, created: 1 })]);
    const oldest = (await h.admin.get(`/api/admin/ingestion/sources/${id}/runs?sort=startedAt&order=asc`)).json();
    expect(oldest.items[0]).toMatchObject({ seen: 10, startedAt: at(0).toISOString() });
    const sources = (await h.admin.get("/api/admin/ingestion/sources?pageSize=100")).json();
    expect(sources.items.find((s: { id: string }) => s.id === id).lastRun).toMatchObject({ seen: 30 });
  });

  it("enables and disables a source, audited, adding and removing its schedule at once", async () => {
    const id = await source({ enabled: false, scheduleEveryMs: 3_600_000 });
    const schedulerIds = async () => (await lots.getJobSchedulers()).map((s) => s.key);
    const on = await h.admin.put(`/api/admin/ingestion/sources/${id}/enabled`, { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ message: "Source enabled.", source: { id, enabled: true } });
    expect(await schedulerIds()).toContain(`lots.ingest:${id}`);
    const off = await h.admin.put(`/api/admin/ingestion/sources/${id}/enabled`, { enabled: false });
    expect(off.json()).toMatchObject({ message: "Source disabled.", source: { enabled: false } });
    expect(await schedulerIds()).not.toContain(`lots.ingest:${id}`);
    expect((await h.iso.db.ingestionSource.findUniqueOrThrow({ where: { id } })).enabled).toBe(false);
    const audit = await h.iso.db.adminAuditEntry.findMany({ where: { targetId: id }, orderBy: { createdAt: "asc" } });
    expect(audit.map((a) => a.after)).toEqual([{ enabled: true }, { enabled: false }]);
  });

  it("answers 404 for an unknown source and 400 for bad input", async () => {
    for (const [method, url] of [
      ["GET", "/api/admin/ingestion/sources/nope/runs"],
      ["POST", "/api/admin/ingestion/sources/nope/run"],
    ] as const)
      expect((await h.admin.request(method, url, method === "GET" ? undefined : {})).statusCode).toBe(404);
    expect((await h.admin.put("/api/admin/ingestion/sources/nope/enabled", { enabled: true })).statusCode).toBe(404);
    const id = await source();
    const bad = await h.admin.put(`/api/admin/ingestion/sources/${id}/enabled`, { enabled: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ enabled: "Enabled must be true or false" });
    expect((await h.admin.get("/api/admin/ingestion/sources/a%20b/runs")).json().errors).toEqual({
      id: "Unknown source",
    });
    expect((await h.admin.get(`/api/admin/ingestion/sources/${id}/runs?status=queued`)).statusCode).toBe(400);
  });

  it("keeps every ingestion route behind the admin guard and CSRF", async () => {
    const id = await source();
    await expectAdminOnly(h, "GET", "/api/admin/ingestion/sources");
    await expectAdminOnly(h, "GET", `/api/admin/ingestion/sources/${id}/runs`);
    await expectAdminOnly(h, "POST", `/api/admin/ingestion/sources/${id}/run`);
    await expectAdminOnly(h, "PUT", `/api/admin/ingestion/sources/${id}/enabled`, { enabled: false });
    expect(await lots.getJob(`lots.ingest.manual.${id}`)).toBeUndefined();
    expect((await h.iso.db.ingestionSource.findUniqueOrThrow({ where: { id } })).enabled).toBe(true);
  });
});

let nextLot = 300_000_000;
const lotNumbers = (n: number) => Array.from({ length: n }, () => nextLot++);
const record = (n: number) => copartAdapter.normalise(copartRow(n))!;
const ingestDeps = () => ({ db: h.iso.db, logger: silentLogger, redis: h.app.redis, redisPrefix: h.redisPrefix });
const openLots = async (numbers: number[]) =>
  (
    await h.iso.db.lot.findMany({
      where: { platform: "copart", lotNumber: { in: numbers.map(String) }, removedAt: null },
      select: { lotNumber: true },
      orderBy: { lotNumber: "asc" },
    })
  ).map((l) => Number(l.lotNumber));

describe("held runs", () => {
  it("a listing with 30% of the lots is held and shown; confirming removes exactly its candidates, once", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "admin-ingestion-held-"));
    const lots = lotNumbers(10);
    await writeFile(path.join(folder, "page-1.json"), copartPage(lots.map((n) => copartRow(n))));
    const id = await source({ dir: folder, fullListing: true });
    expect((await runIngestion(ingestDeps(), id)).status).toBe("completed");
    await writeFile(path.join(folder, "page-1.json"), copartPage(lots.slice(0, 3).map((n) => copartRow(n))));
    const held = await runIngestion(ingestDeps(), id);
    expect(held.status).toBe("held");
    expect(await openLots(lots)).toEqual(lots);

    const listed = ingestionSourcesResponseSchema.parse(
      (await h.admin.get("/api/admin/ingestion/sources?pageSize=100")).json(),
    );
    const shown = listed.items.find((s) => s.id === id)!;
    expect(shown.heldRun).toMatchObject({
      id: held.runId,
      status: "held",
      seen: 3,
      unchanged: 3,
      removed: 0,
      held: {
        removalCandidates: 7,
        confirmedAt: null,
        reason: expect.stringContaining("3 of the source's 10"),
        detail: { code: "short-listing", kept: 3, total: 10, requiredShare: 0.5 },
      },
    });
    expect(shown.lastRun?.id).toBe(held.runId);
    const heldOnly = ingestionRunsResponseSchema.parse(
      (await h.admin.get(`/api/admin/ingestion/sources/${id}/runs?status=held`)).json(),
    );
    expect(heldOnly.items.map((r) => r.id)).toEqual([held.runId]);

    // A cached copy of a removed lot is dropped by the lots-changed step.
    const cacheKey = `${h.redisPrefix}${lotCacheKey("copart", String(lots[9]))}`;
    await h.app.redis.set(cacheKey, "{}", "EX", 600);
    const confirm = await h.admin.post(`/api/admin/ingestion/runs/${held.runId}/confirm-removal`);
    expect(confirm.statusCode, confirm.body).toBe(200);
    const body = confirmRemovalResponseSchema.parse(confirm.json());
    expect(body).toMatchObject({ success: true, message: "Removal confirmed.", removed: 7 });
    expect(body.run).toMatchObject({ status: "completed", removed: 7, held: { removalCandidates: 7 } });
    expect(body.run.held?.confirmedAt).not.toBeNull();
    expect(await openLots(lots)).toEqual(lots.slice(0, 3));
    expect(await h.app.redis.exists(cacheKey)).toBe(0);

    const again = await h.admin.post(`/api/admin/ingestion/runs/${held.runId}/confirm-removal`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: "This run is not waiting for a removal confirmation." });
    const after = ingestionSourcesResponseSchema.parse(
      (await h.admin.get("/api/admin/ingestion/sources?pageSize=100")).json(),
    );
    expect(after.items.find((s) => s.id === id)!.heldRun).toBeNull();
    const audit = await h.iso.db.adminAuditEntry.findMany({ where: { targetId: held.runId } });
    expect(audit).toEqual([
      expect.objectContaining({
        adminId: h.adminUser.id,
        action: "ingestion_run.removal_confirmed",
        after: { status: "completed", removed: 7 },
      }),
    ]);
  });

  it("removes only the source's open lots not seen since the run started: not another source's, not by hand", async () => {
    const id = await source({ fullListing: true });
    const other = await source({ fullListing: true });
    const startedAt = new Date(Date.now() - 60_000);
    const before = new Date(startedAt.getTime() - 3_600_000);
    const after = new Date(startedAt.getTime() + 1_000);
    const [stale, fresh, otherStale, byHand, gone] = [3, 2, 2, 1, 1].map(lotNumbers);
    await upsertLots(h.iso.db, stale!.map(record), { seenAt: before, sourceId: id });
    await upsertLots(h.iso.db, fresh!.map(record), { seenAt: after, sourceId: id });
    await upsertLots(h.iso.db, otherStale!.map(record), { seenAt: before, sourceId: other });
    await upsertLots(h.iso.db, [...byHand!, ...gone!].map(record), { seenAt: before, sourceId: id });
    await h.iso.db.lot.updateMany({
      where: { platform: "copart", lotNumber: String(byHand![0]) },
      data: { enteredById: h.adminUser.id },
    });
    const removedAt = new Date(before.getTime() + 1);
    await h.iso.db.lot.updateMany({ where: { platform: "copart", lotNumber: String(gone![0]) }, data: { removedAt } });
    const run = await h.iso.db.ingestionRun.create({
      data: { sourceId: id, status: "held", startedAt, heldReason: "The listing was empty.", removalCandidates: 3 },
    });
    const res = await h.admin.post(`/api/admin/ingestion/runs/${run.id}/confirm-removal`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().removed).toBe(3);
    const all = [...stale!, ...fresh!, ...otherStale!, ...byHand!];
    expect(await openLots(all)).toEqual([...fresh!, ...otherStale!, ...byHand!].sort((a, b) => a - b));
    const stillGone = await h.iso.db.lot.findFirstOrThrow({ where: { lotNumber: String(gone![0]) } });
    expect(stillGone.removedAt).toEqual(removedAt); // already removed: left as it was
  });

  it("answers 404 for an unknown run and 409 for one not held or overtaken by a later completed run", async () => {
    for (const runId of [randomUUID(), "not-a-uuid"]) {
      const res = await h.admin.post(`/api/admin/ingestion/runs/${runId}/confirm-removal`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: "Ingestion run not found" });
    }
    const id = await source({ fullListing: true });
    const lots = lotNumbers(2);
    await upsertLots(h.iso.db, lots.map(record), { seenAt: new Date(Date.now() - 7_200_000), sourceId: id });
    const at = (minAgo: number) => new Date(Date.now() - minAgo * 60_000);
    const completed = await h.iso.db.ingestionRun.create({
      data: { sourceId: id, status: "completed", startedAt: at(50) },
    });
    const overtaken = await h.iso.db.ingestionRun.create({
      data: { sourceId: id, status: "held", startedAt: at(40), heldReason: "x", removalCandidates: 2 },
    });
    await h.iso.db.ingestionRun.create({ data: { sourceId: id, status: "completed", startedAt: at(30) } });
    const latestHeld = await h.iso.db.ingestionRun.create({
      data: { sourceId: id, status: "held", startedAt: at(20), heldReason: "y", removalCandidates: 2 },
    });
    for (const r of [completed, overtaken]) {
      const res = await h.admin.post(`/api/admin/ingestion/runs/${r.id}/confirm-removal`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: "This run is not waiting for a removal confirmation." });
    }
    expect(await openLots(lots)).toEqual(lots);
    const listed = (await h.admin.get("/api/admin/ingestion/sources?pageSize=100")).json();
    expect(listed.items.find((s: { id: string }) => s.id === id).heldRun).toMatchObject({ id: latestHeld.id });
    // Once a later run completes, the held one waits for nothing any more.
    await h.iso.db.ingestionRun.create({ data: { sourceId: id, status: "completed", startedAt: at(10) } });
    const later = (await h.admin.get("/api/admin/ingestion/sources?pageSize=100")).json();
    expect(later.items.find((s: { id: string }) => s.id === id).heldRun).toBeNull();
  });

  it("keeps confirm-removal behind the admin guard and CSRF", async () => {
    const id = await source();
    const run = await h.iso.db.ingestionRun.create({
      data: { sourceId: id, status: "held", heldReason: "The listing was empty.", removalCandidates: 0 },
    });
    await expectAdminOnly(h, "POST", `/api/admin/ingestion/runs/${run.id}/confirm-removal`);
    const still = await h.iso.db.ingestionRun.findUniqueOrThrow({ where: { id: run.id } });
    expect(still).toMatchObject({ status: "held", removalConfirmedAt: null });
  });
});
