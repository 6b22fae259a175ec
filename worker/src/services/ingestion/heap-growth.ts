// While a large page streams, V8 grows the heap by a fifth at a time instead of its own factor (up to 4x): the page
// leaves about 25 KB of garbage per lot, which V8 would otherwise let pile up to several hundred megabytes before
// collecting. Small pages, the usual feed, keep V8's default: a tight heap costs them 15% of their speed
// (bench/ingest/README.md). The setting is V8's `--heap-growing-percent`, which V8 reads at each heap-limit update.
import v8 from "node:v8";

export const STREAMING_HEAP_GROWING_PERCENT = 20;

let streaming = 0;

/** Runs the stream's reading with the tight growth in place; the last stream to end gives V8 its default back. */
export function tightHeapWhile(setFlags: (flags: string) => void = v8.setFlagsFromString) {
  if (streaming++ === 0) setFlags(`--heap-growing-percent=${STREAMING_HEAP_GROWING_PERCENT}`);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (--streaming === 0) setFlags("--heap-growing-percent=0");
  };
}
