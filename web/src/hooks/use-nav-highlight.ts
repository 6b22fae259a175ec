import { useEffect, useState } from "react";

/** Every 5 s one random nav item is highlighted for 2 s (docs/product/screens.md#header). */
export const NAV_HIGHLIGHT_EVERY_MS = 5_000;
export const NAV_HIGHLIGHT_FOR_MS = 2_000;

/** The index of the highlighted item, or null between highlights. */
export function useNavHighlight(count: number, enabled = true): number | null {
  const [index, setIndex] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled || count === 0) return;
    let clear: number | undefined;
    const interval = window.setInterval(() => {
      setIndex(Math.floor(Math.random() * count));
      window.clearTimeout(clear);
      clear = window.setTimeout(() => setIndex(null), NAV_HIGHLIGHT_FOR_MS);
    }, NAV_HIGHLIGHT_EVERY_MS);
    return () => {
      window.clearInterval(interval);
      window.clearTimeout(clear);
      setIndex(null);
    };
  }, [count, enabled]);
  return index;
}
