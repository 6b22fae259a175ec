// The ingestion page's rules: when it polls, when a heartbeat is stale, which runs wait for a decision, and how an
// older or partial answer reads; for any input and in several time zones.
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { heldAwaiting } from "../components/ingestion/held-runs";
import { agoUnit } from "../components/ingestion/run-progress";
import {
  anyRunInFlight,
  awaitsConfirmation,
  HEARTBEAT_LEASE_MS,
  heartbeatAgeMs,
  heartbeatStale,
  normaliseRun,
  RUN_STATUSES,
  type IngestionRun,
  type IngestionSource,
} from "./admin-ingestion";

const ZONES = ["UTC", "Europe/Vilnius", "America/Los_Angeles", "Pacific/Kiritimati", "Asia/Kathmandu"];
const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) });
const held = fc.option(
  fc.record({
    reason: fc.string(),
    removalCandidates: fc.nat(),
    confirmedAt: fc.option(
      instant.map((t) => new Date(t).toISOString()),
      { nil: null },
    ),
  }),
  { nil: null },
);
const runArb: fc.Arbitrary<IngestionRun> = fc
  .record({ status: fc.constantFrom(...RUN_STATUSES), heartbeat: instant, held })
  .map(({ status, heartbeat, held }) => ({
    id: "r",
    sourceId: "s",
    status,
    startedAt: new Date(heartbeat).toISOString(),
    heartbeatAt: new Date(heartbeat).toISOString(),
    finishedAt: null,
    seen: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    failed: 0,
    removed: 0,
    progress: { pagesDone: 0, pagesFailed: 0, nextPage: 1, maxPages: null },
    errors: [],
    summary: null,
    warnings: 0,
    skipReasons: [],
    held,
  }));
const sourceArb: fc.Arbitrary<IngestionSource> = fc
  .record({
    id: fc.string({ minLength: 1 }),
    queued: fc.option(fc.boolean(), { nil: null }),
    lastRun: fc.option(runArb, { nil: null }),
    heldRun: fc.option(runArb, { nil: null }),
  })
  .map(({ id, queued, lastRun, heldRun }) => ({
    id,
    platform: "copart",
    kind: "feed",
    enabled: true,
    schedule: { everyMs: null, cron: null },
    fullListing: true,
    manualRunQueued: queued,
    lastRun,
    heldRun,
  }));

describe("polling", () => {
  it("goes on exactly while some source has a run going or queued", () => {
    fc.assert(
      fc.property(fc.array(sourceArb, { maxLength: 6 }), (sources) => {
        const expected = sources.some((s) => s.manualRunQueued === true || s.lastRun?.status === "running");
        expect(anyRunInFlight(sources)).toBe(expected);
        // A finished or held run alone never keeps the page polling.
        const settled = sources.map((s) => ({
          ...s,
          manualRunQueued: false,
          lastRun: s.lastRun && { ...s.lastRun, status: "completed" as const },
        }));
        expect(anyRunInFlight(settled)).toBe(false);
      }),
    );
    expect(anyRunInFlight(undefined)).toBe(false);
  });
});

describe("heartbeat", () => {
  it("is stale only past the lease, whatever the time zone, and never reads negative", () => {
    for (const zone of ZONES) {
      process.env.TZ = zone;
      fc.assert(
        fc.property(
          instant,
          // The lease's own edge is drawn often, not left to chance.
          fc.oneof(
            fc.integer({ min: -3_600_000, max: 86_400_000 }),
            fc.integer({ min: HEARTBEAT_LEASE_MS - 2, max: HEARTBEAT_LEASE_MS + 2 }),
          ),
          (at, elapsed) => {
            const run = { heartbeatAt: new Date(at).toISOString() };
            const now = at + elapsed;
            expect(heartbeatAgeMs(run, now)).toBe(Math.max(0, elapsed));
            expect(heartbeatStale(run, now)).toBe(elapsed > HEARTBEAT_LEASE_MS);
          },
        ),
        { numRuns: 200 },
      );
    }
  });

  it("reads an unreadable heartbeat as stale rather than fresh", () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => Number.isNaN(Date.parse(s))),
        instant,
        (text, now) => {
          expect(heartbeatStale({ heartbeatAt: text }, now)).toBe(true);
        },
      ),
    );
  });

  it("says an age in the largest whole unit that fits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 86_400_000 }), (ms) => {
        const { value, unit } = agoUnit(ms);
        const size = { second: 1_000, minute: 60_000, hour: 3_600_000 }[unit];
        expect(value).toBe(Math.floor(ms / size));
        if (unit === "second") expect(ms).toBeLessThan(60_000);
        if (unit === "minute") expect(value).toBeLessThan(60);
        if (unit !== "second") expect(value).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe("held runs", () => {
  it("wait for a decision only while held and not confirmed, one per source", () => {
    fc.assert(
      fc.property(fc.array(sourceArb, { maxLength: 6 }), (sources) => {
        const waiting = heldAwaiting(sources);
        for (const { source, run } of waiting) {
          expect(run.status).toBe("held");
          expect(run.held?.confirmedAt).toBeNull();
          expect([source.heldRun, source.lastRun]).toContain(run);
        }
        const expected = sources.filter((s) => awaitsConfirmation(s.heldRun) || awaitsConfirmation(s.lastRun));
        expect(waiting.map((w) => w.source)).toEqual(expected);
      }),
    );
  });
});

describe("an answer without the newer fields", () => {
  it("reads as none instead of breaking the page", () => {
    fc.assert(
      fc.property(
        runArb,
        fc.subarray(["unchanged", "removed", "warnings", "errors", "skipReasons", "held", "summary"]),
        (run, drop) => {
          const partial = { ...run } as Record<string, unknown>;
          for (const key of drop) delete partial[key];
          const read = normaliseRun(partial as IngestionRun)!;
          expect(Array.isArray(read.skipReasons) && Array.isArray(read.errors)).toBe(true);
          expect([read.unchanged, read.removed, read.warnings].every(Number.isFinite)).toBe(true);
          expect(read.held === null || typeof read.held === "object").toBe(true);
        },
      ),
    );
    expect(normaliseRun(null)).toBeNull();
  });
});
