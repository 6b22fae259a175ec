// Re-spellings of a request path, as an attacker would try them against a server whose access check and router
// might read the path differently: percent-escapes, duplicate and trailing slashes, dot segments, case, encoded and
// back slashes, absolute-form targets, path parameters, double encoding. `respellings` gives every kind once for a
// path; `respellingArb` composes them at random (fast-check) for the property runs.
import fc from "fast-check";

const hex = (ch: string, upper: boolean) =>
  [...Buffer.from(ch, "utf8")]
    .map((b) => `%${b.toString(16).padStart(2, "0")}`[upper ? "toUpperCase" : "toLowerCase"]())
    .join("");

/** Percent-escapes the characters at `positions` (a slash escaped becomes %2F: an encoded separator). */
export function escapeAt(path: string, positions: number[], upper = false): string {
  const at = new Set(positions);
  return [...path].map((ch, i) => (at.has(i) ? hex(ch, upper) : ch)).join("");
}

const slashes = (path: string) => [...path].flatMap((ch, i) => (ch === "/" && i > 0 ? [i] : []));
const letters = (path: string) => [...path].flatMap((ch, i) => (/[a-z]/i.test(ch) ? [i] : []));

export type Transform = { kind: string; apply: (path: string) => string };

/** Every kind of re-spelling, each as a function of the path (positions chosen by `pick` in [0, 1)). */
export function transforms(pick: () => number): Transform[] {
  const choose = <T>(xs: T[]): T | undefined => (xs.length ? xs[Math.floor(pick() * xs.length)] : undefined);
  const segmentStarts = (p: string) => [0, ...slashes(p)].map((i) => i + 1).filter((i) => i < p.length);
  return [
    { kind: "escape one letter", apply: (p) => escapeAt(p, [choose(letters(p)) ?? 1]) },
    { kind: "escape each segment's first letter", apply: (p) => escapeAt(p, segmentStarts(p), true) },
    {
      kind: "escape everything",
      apply: (p) =>
        escapeAt(
          p,
          [...p].map((_, i) => i),
          pick() < 0.5,
        ),
    },
    { kind: "double escape", apply: (p) => escapeAt(p, [choose(letters(p)) ?? 1]).replace("%", "%25") },
    { kind: "encoded slash", apply: (p) => escapeAt(p, [choose(slashes(p)) ?? 0], pick() < 0.5) },
    { kind: "back slash", apply: (p) => p.replace(/\//g, (s, i: number) => (i === choose(slashes(p)) ? "\\" : s)) },
    { kind: "duplicate slash", apply: (p) => insertAt(p, choose([0, ...slashes(p)]) ?? 0, "/") },
    { kind: "leading double slash", apply: (p) => `/${p}` },
    { kind: "trailing slash", apply: (p) => `${p}/` },
    { kind: "trailing double slash", apply: (p) => `${p}//` },
    { kind: "dot segment", apply: (p) => insertAt(p, choose(slashes(p)) ?? 0, "/.") },
    { kind: "dot-dot segment", apply: (p) => insertAt(p, choose(slashes(p)) ?? 0, "/x/..") },
    { kind: "encoded dot-dot", apply: (p) => insertAt(p, choose(slashes(p)) ?? 0, "/x/%2e%2E") },
    { kind: "trailing dot", apply: (p) => `${p}/.` },
    { kind: "upper case", apply: (p) => p.toUpperCase() },
    {
      kind: "one letter's case",
      apply: (p) => {
        const i = choose(letters(p)) ?? 1;
        return p.slice(0, i) + p[i]!.toUpperCase() + p.slice(i + 1);
      },
    },
    { kind: "path parameter", apply: (p) => insertAt(p, choose(slashes(p)) ?? p.length, ";x=1") },
    { kind: "empty query", apply: (p) => `${p}?` },
    { kind: "fragment", apply: (p) => `${p}#x` },
    { kind: "encoded question mark", apply: (p) => `${p}%3Fx=1` },
    { kind: "encoded NUL", apply: (p) => `${p}%00` },
    { kind: "look-alike letter", apply: (p) => p.replace("a", "%D0%B0") },
    { kind: "absolute form", apply: (p) => `http://localhost:3000${p}` },
    { kind: "absolute form, other host", apply: (p) => `http://evil.example${p}` },
    { kind: "absolute form, upper-case scheme", apply: (p) => `HTTP://LOCALHOST${p}` },
  ];
}

function insertAt(path: string, index: number, text: string): string {
  return path.slice(0, index) + text + path.slice(index);
}

/** Each kind once, for one path (positions from a fixed seed, so a failure names a stable target). */
export function respellings(path: string, seed = 1): { kind: string; target: string }[] {
  let state = seed;
  const pick = () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
  return transforms(pick).map((t) => ({ kind: t.kind, target: t.apply(path) }));
}

/** Up to four kinds applied in turn, at random positions; absolute form only as the last step. */
export const respellingArb = fc
  .record({
    steps: fc.array(fc.nat({ max: 1_000 }), { minLength: 1, maxLength: 4 }),
    positions: fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 8, maxLength: 8 }),
  })
  .map(({ steps, positions }) => {
    let n = 0;
    const pick = () => positions[n++ % positions.length]!;
    return (path: string) => {
      const all = transforms(pick);
      const relative = all.filter((t) => !t.kind.startsWith("absolute"));
      const kinds: string[] = [];
      let target = path;
      steps.forEach((s, i) => {
        const t = i === steps.length - 1 ? all[s % all.length]! : relative[s % relative.length]!;
        kinds.push(t.kind);
        target = t.apply(target);
      });
      return { kind: kinds.join(" + "), target };
    };
  });
