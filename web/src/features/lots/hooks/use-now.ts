import { useSyncExternalStore } from "react";

// One clock per period for the whole page: every countdown on a results page re-renders from the same one-second
// tick instead of each card running its own timer; what needs only the minute (a card's status label and auction
// date) follows a one-minute tick, so a page of cards does not re-render every second (each card is a sizeable
// piece of styled markup: on /search that was a long task every second, bench/web).
type Clock = { listeners: Set<() => void>; now: number; timer: ReturnType<typeof setInterval> | undefined };
const clocks = new Map<number, Clock>();

function clock(periodMs: number): Clock {
  let c = clocks.get(periodMs);
  if (!c) clocks.set(periodMs, (c = { listeners: new Set(), now: Date.now(), timer: undefined }));
  return c;
}

function subscribe(periodMs: number, listener: () => void): () => void {
  const c = clock(periodMs);
  c.listeners.add(listener);
  if (!c.timer) {
    c.now = Date.now();
    c.timer = setInterval(() => {
      c.now = Date.now();
      for (const notify of c.listeners) notify();
    }, periodMs);
  }
  return () => {
    c.listeners.delete(listener);
    if (c.listeners.size === 0 && c.timer) {
      clearInterval(c.timer);
      c.timer = undefined;
    }
  };
}

const subscribers = new Map<number, (listener: () => void) => () => void>();
const snapshots = new Map<number, () => number>();

/** The current time in milliseconds, updated every `periodMs` (default: once a second) while any component uses it. */
export function useNow(periodMs = 1000): number {
  let sub = subscribers.get(periodMs);
  if (!sub) subscribers.set(periodMs, (sub = (listener) => subscribe(periodMs, listener)));
  let snap = snapshots.get(periodMs);
  if (!snap) snapshots.set(periodMs, (snap = () => clock(periodMs).now));
  return useSyncExternalStore(sub, snap, snap);
}
