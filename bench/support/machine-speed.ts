// How fast this machine is right now, as one number the benches print beside their figures. Machines differ, and
// one machine's speed moves (the same code served 204 searches a second at concurrency 1 on one 2-core VM and 76
// on another: bench/README.md, "Machine notes that matter"), so a figure means little without the speed of the
// machine that produced it. The yardstick is the API's own kind of work: serialising and parsing a search answer.
import { performance } from "node:perf_hooks";

/** A search-answer-like document: 48 lots of ~100 short fields each (~100 KB of JSON). */
function sampleAnswer() {
  const items = Array.from({ length: 48 }, (_, i) => {
    const lot: Record<string, unknown> = { id: `lot-${i}`, imageUrls: [1, 2, 3, 4].map((n) => `/img/${i}-${n}.jpg`) };
    for (let f = 0; f < 100; f++)
      lot[`field${f}`] = f % 3 === 0 ? f * i : f % 3 === 1 ? `value ${f} of lot ${i}` : null;
    return lot;
  });
  return { success: true, items, total: 10_000, page: 1 };
}

/**
 * Milliseconds for one JSON.stringify + JSON.parse of the sample answer: the median of 15 timed rounds of 20, after
 * a warm-up. Lower is faster; 0.4-1.5 ms on the 2-core VMs measured so far.
 */
export function jsonRoundTripMs(): number {
  const answer = sampleAnswer();
  const round = () => {
    const t0 = performance.now();
    for (let i = 0; i < 20; i++) JSON.parse(JSON.stringify(answer));
    return (performance.now() - t0) / 20;
  };
  for (let i = 0; i < 5; i++) round();
  const rounds = Array.from({ length: 15 }, round).sort((a, b) => a - b);
  return Math.round(rounds[7]! * 1000) / 1000;
}
