import { useEffect, useState } from "react";

/** The header's scroll thresholds, in px (docs/product/screens.md#header, docs/product/constants.md#layout). */
export const HEADER_SCROLL = {
  /** White instead of transparent over the home hero, and the home navigation shows. */
  solidAfter: 10,
  compactAfter: 70,
  /** Small screens: scrolling down past this hides the header... */
  hideAfter: 100,
  /** ...and it always shows this close to the top. */
  alwaysShowBelow: 50,
  backToTopAfter: 300,
} as const;

/** "Small screens" for the hide-on-scroll behaviour: below the md breakpoint (768 px). */
export const SMALL_SCREEN_QUERY = "(max-width: 767.98px)";

export interface HeaderScrollState {
  solid: boolean;
  compact: boolean;
  hidden: boolean;
  backToTop: boolean;
}

const initial: HeaderScrollState = { solid: false, compact: false, hidden: false, backToTop: false };

export function nextHeaderState(
  previous: HeaderScrollState,
  y: number,
  lastY: number,
  smallScreen: boolean,
): HeaderScrollState {
  let hidden = previous.hidden;
  if (!smallScreen || y < HEADER_SCROLL.alwaysShowBelow) hidden = false;
  else if (y > lastY && y > HEADER_SCROLL.hideAfter) hidden = true;
  else if (y < lastY) hidden = false;
  return {
    solid: y > HEADER_SCROLL.solidAfter,
    compact: y > HEADER_SCROLL.compactAfter,
    hidden,
    backToTop: y > HEADER_SCROLL.backToTopAfter,
  };
}

const same = (a: HeaderScrollState, b: HeaderScrollState) =>
  a.solid === b.solid && a.compact === b.compact && a.hidden === b.hidden && a.backToTop === b.backToTop;

/** Runs `run` once the browser has painted the next frame (its layout done); returns a cancel function. */
function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** The header's scroll-driven state; re-renders only when one of the flags flips. */
export function useHeaderScroll(): HeaderScrollState {
  const [state, setState] = useState(initial);
  useEffect(() => {
    // Old browsers and test DOMs may lack matchMedia: then no screen counts as small.
    const small = typeof window.matchMedia === "function" ? window.matchMedia(SMALL_SCREEN_QUERY) : null;
    let lastY: number | null = null;
    const update = () => {
      const y = Math.max(0, window.scrollY);
      // Copied now: React may run the updater later, after lastY has moved on.
      const previousY = lastY ?? y;
      const smallScreen = Boolean(small?.matches);
      lastY = y;
      setState((previous) => {
        const next = nextHeaderState(previous, y, previousY, smallScreen);
        return same(previous, next) ? previous : next;
      });
    };
    // The first reading waits until the new page has been painted: reading the scroll offset while its layout is
    // pending would force that whole layout inside this effect's task (a long task after each page's first render).
    const cancelFirst = afterNextPaint(update);
    window.addEventListener("scroll", update, { passive: true });
    small?.addEventListener("change", update);
    return () => {
      cancelFirst();
      window.removeEventListener("scroll", update);
      small?.removeEventListener("change", update);
    };
  }, []);
  return state;
}
