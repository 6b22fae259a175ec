import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HEADER_SCROLL, nextHeaderState, type HeaderScrollState } from "./use-header-scroll";
import { NAV_HIGHLIGHT_EVERY_MS, NAV_HIGHLIGHT_FOR_MS, useNavHighlight } from "./use-nav-highlight";

describe("nav highlight", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("highlights one item for exactly 2 s every 5 s", () => {
    expect([NAV_HIGHLIGHT_EVERY_MS, NAV_HIGHLIGHT_FOR_MS]).toEqual([5_000, 2_000]);
    const seen: (number | null)[] = [];
    function Probe() {
      seen.push(useNavHighlight(7));
      return null;
    }
    render(<Probe />);
    const current = () => seen.at(-1);
    act(() => vi.advanceTimersByTime(4_999));
    expect(current()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toEqual(expect.any(Number));
    expect(current()).toBeGreaterThanOrEqual(0);
    expect(current()).toBeLessThan(7);
    act(() => vi.advanceTimersByTime(1_999));
    expect(current()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBeNull();
    act(() => vi.advanceTimersByTime(3_000));
    expect(current()).not.toBeNull();
  });
});

describe("header scroll state", () => {
  const top: HeaderScrollState = { solid: false, compact: false, hidden: false, backToTop: false };
  const walk = (ys: number[], small: boolean) => {
    let state = top;
    let last = 0;
    for (const y of ys) {
      state = nextHeaderState(state, y, last, small);
      last = y;
    }
    return state;
  };

  it("uses the documented thresholds", () => {
    expect(HEADER_SCROLL).toMatchObject({ compactAfter: 70, hideAfter: 100, alwaysShowBelow: 50, backToTopAfter: 300 });
  });

  it.each([
    [[70], { compact: false }],
    [[71], { compact: true }],
    [[300], { backToTop: false }],
    [[301], { backToTop: true }],
  ])("after scrolling to %j: %j", (ys, expected) => {
    expect(walk(ys, false)).toMatchObject(expected);
  });

  it.each([
    [[100], false],
    [[101], true],
    [[101, 100], false],
    [[400, 450], true],
    [[400, 450, 449], false],
    [[400, 49], false],
    [[400, 60], false],
  ])("on a small screen, scrolling through %j hides it: %s", (ys, hidden) => {
    expect(walk(ys, true).hidden).toBe(hidden);
  });

  it("never hides on a wide screen", () => {
    expect(walk([400, 800], false).hidden).toBe(false);
  });
});
