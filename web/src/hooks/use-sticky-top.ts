// A sticky column that may be taller than the window: it sticks below the header while it fits, and otherwise scrolls
// with the page until its end is in view, then sticks there; never a scroll area of its own inside the page.
import { useEffect, useState } from "react";

/** The column's `top` for `position: sticky`, in px: `preferred` while it fits, else so that its bottom shows. */
export function stickyTop(preferred: number, columnHeight: number, windowHeight: number, bottomGap: number): number {
  return Math.min(preferred, windowHeight - columnHeight - bottomGap);
}

/** The `top` and the ref callback to put on the column (it may mount after the page's first render). */
export function useStickyTop(preferred: number, bottomGap = 16): [number, (element: HTMLElement | null) => void] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [top, setTop] = useState(preferred);
  useEffect(() => {
    if (!element) return;
    const update = () => setTop(stickyTop(preferred, element.offsetHeight, window.innerHeight, bottomGap));
    update();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    observer?.observe(element);
    window.addEventListener("resize", update);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", update);
    };
  }, [element, preferred, bottomGap]);
  return [top, setElement];
}
