import { useEffect, useRef, useState } from "react";

/** A 429 answer: when it came (epoch ms) and how many seconds the API asked to wait. */
export interface Cooldown {
  at: number;
  seconds: number;
}

/**
 * Whole seconds left of a cooldown, ticking down; null when there is none or it is over. `onOver` runs once when
 * the wait ends (the page then loads the results it was refused).
 */
export function useCooldown(cooldown: Cooldown | null, onOver: () => void): number | null {
  const [left, setLeft] = useState<{ at: number; seconds: number } | null>(null);
  const over = useRef(onOver);
  useEffect(() => {
    over.current = onOver;
  });
  const at = cooldown?.at ?? null;
  const wait = cooldown?.seconds ?? 0;
  useEffect(() => {
    if (at === null) return;
    const timer = window.setInterval(() => {
      const seconds = Math.max(0, Math.ceil((at + wait * 1000 - Date.now()) / 1000));
      setLeft({ at, seconds });
      if (seconds === 0) {
        window.clearInterval(timer);
        over.current();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [at, wait]);
  if (at === null) return null;
  const seconds = left?.at === at ? left.seconds : wait;
  return seconds > 0 ? seconds : null;
}
