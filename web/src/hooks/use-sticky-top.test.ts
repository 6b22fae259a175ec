import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stickyTop } from "./use-sticky-top";

describe("stickyTop", () => {
  it("keeps the preferred top while the column fits, and otherwise shows the column's end at the window's bottom", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 200, max: 2_000 }),
        fc.integer({ min: 0, max: 64 }),
        (preferred, height, window, gap) => {
          const top = stickyTop(preferred, height, window, gap);
          expect(top).toBeLessThanOrEqual(preferred);
          // Stuck at `top`, the column's bottom is never below the window's bottom less the gap...
          expect(top + height).toBeLessThanOrEqual(window - gap);
          // ... and it moves up from the preferred top only as far as that needs.
          if (preferred + height + gap <= window) expect(top).toBe(preferred);
          else expect(top + height).toBe(window - gap);
        },
      ),
    );
  });
});
