import { describe, expect, it, vi } from "vitest";
import { reloadOnStaleChunks } from "./reload-on-stale-chunks";

function fakeTab() {
  const listeners: ((e: Event) => void)[] = [];
  const stored = new Map<string, string>();
  const tab = {
    addEventListener: (type: string, listener: (e: Event) => void) => {
      if (type === "vite:preloadError") listeners.push(listener);
    },
    sessionStorage: {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
    } as unknown as Storage,
    location: { reload: vi.fn() },
  };
  const failImport = () => {
    const event = { preventDefault: vi.fn() } as unknown as Event;
    for (const l of listeners) l(event);
    return event;
  };
  return { tab, failImport };
}

describe("a chunk of an older build that is gone", () => {
  it("reloads the tab once, and not again within a minute", () => {
    const { tab, failImport } = fakeTab();
    let now = 1_000_000;
    reloadOnStaleChunks(tab as never, () => now);
    const first = failImport();
    expect(tab.location.reload).toHaveBeenCalledTimes(1);
    expect(first.preventDefault).toHaveBeenCalled();
    // The reloaded page fails again (say the chunk is really missing): the error is left to the route.
    now += 30_000;
    const second = failImport();
    expect(tab.location.reload).toHaveBeenCalledTimes(1);
    expect(second.preventDefault).not.toHaveBeenCalled();
    now += 31_000;
    failImport();
    expect(tab.location.reload).toHaveBeenCalledTimes(2);
  });
});
