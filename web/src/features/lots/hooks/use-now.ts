import { useEffect, useState } from "react";

// One clock per period for the whole page: every countdown on a results page re-renders from the same one-second tick
// instead of each card running its own timer; what needs only the minute (a card's status label and auction date)
// follows a one-minute tick, so a page of cards does not re-render every second (each card is a sizeable piece of
// styled markup: on /search that was a long task every second, bench/web/README.md).
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

/**
 * The current time in milliseconds, updated every `periodMs` (default: once a second) while any component uses it.
 *
 * A tick is an ordinary state update, not an external store (`useSyncExternalStore`): React re-renders a whole
 * concurrent render synchronously when such a store changes while it is in progress (its tearing check). On /search the
 * background render of a page of cards takes longer than a second on a busy machine, so a countdown's tick landing in
 * it threw it away and redid all the cards in one blocking task (bench/web/README.md). Every user of a period still
 * reads the same clock, and the ticks of one interval re-render together.
 */
export function useNow(periodMs = 1000): number {
  const [now, setNow] = useState(() => {
    const c = clock(periodMs);
    // A clock nobody follows is read afresh once a period has passed (not for each card of one render: they agree).
    if (!c.timer && Date.now() - c.now >= periodMs) c.now = Date.now();
    return c.now;
  });
  useEffect(() => {
    const c = clock(periodMs);
    const update = () => setNow(c.now);
    const unsubscribe = subscribe(periodMs, update);
    update(); // a tick between the render and this effect
    return unsubscribe;
  }, [periodMs]);
  return now;
}
