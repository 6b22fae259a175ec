import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { STREAMING_HEAP_GROWING_PERCENT, tightHeapWhile } from "./heap-growth.ts";

describe("tightHeapWhile", () => {
  it("holds the tight growth from the first stream's start to the last one's end, whatever the overlap", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }), fc.boolean(), (steps, releaseTwice) => {
        const set: string[] = [];
        const open: (() => void)[] = [];
        for (const start of steps) {
          if (start || !open.length) open.push(tightHeapWhile((f) => set.push(f)));
          else {
            const release = open.shift()!;
            release();
            if (releaseTwice) release(); // a second release of the same stream changes nothing
          }
          expect(set.at(-1)).toBe(
            open.length ? `--heap-growing-percent=${STREAMING_HEAP_GROWING_PERCENT}` : "--heap-growing-percent=0",
          );
        }
        for (const release of open) release();
        expect(set.at(-1)).toBe("--heap-growing-percent=0");
        // Flags change only at the edges: tight, default, tight, default, ...
        set.forEach((f, i) => expect(f.endsWith("=0")).toBe(i % 2 === 1));
      }),
    );
  });
});
