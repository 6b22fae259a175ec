// `make start`'s line about shared_buffers: said exactly when the lots and their indexes do not fit, with a setting
// that would hold them, and asked of a real PostgreSQL.
import fc from "fast-check";
import { describe, expect, inject, it } from "vitest";
import { databaseFit, fitAdvice } from "../scripts/database-fit.ts";

const MB = 1024 * 1024;

describe("fitAdvice", () => {
  it("speaks only when the working set is larger, and advises a setting that holds it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 64 * 1024 }), fc.integer({ min: 0, max: 64 * 1024 }), (shared, set) => {
        const advice = fitAdvice(shared * MB, set * MB);
        expect(advice === null).toBe(set <= shared);
        if (advice) {
          const advised = Number(/shared_buffers = (\d+)MB/.exec(advice)?.[1]);
          expect(advised * MB).toBeGreaterThanOrEqual(set * MB);
          expect(advice).toContain(`is ${shared} MB`);
        }
      }),
    );
  });
});

describe("databaseFit", () => {
  it("reads shared_buffers and the size of the lots from PostgreSQL", async () => {
    const { sharedBuffers, workingSet } = await databaseFit(inject("databaseUrl"));
    expect(sharedBuffers).toBeGreaterThanOrEqual(128 * 1024); // PostgreSQL's minimum is 16 buffers of 8 kB
    expect(workingSet).toBeGreaterThanOrEqual(0);
  });
});
