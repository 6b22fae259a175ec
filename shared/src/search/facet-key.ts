// A search filter token ("mk:TOYOTA", "co:black") as the 64-bit key the lots table stores for it: facet_key(token)
// = PostgreSQL's hashtextextended(token, 0), which the "Lot" trigger of migration search_facet_keys stores. The
// search compares keys instead of text: containment of a few bigints costs no collation lookups or string
// comparisons, and the covering sort indexes shrink by a quarter (bench/search/README.md). Collisions are
// negligible (10^5 tokens among 2^64 keys: about 3 x 10^-10).
//
// The same function as PostgreSQL's, written out so that a query's keys need no round trip: Bob Jenkins' hash as
// PostgreSQL uses it (12-byte blocks read as little-endian words; a short tail leaves the lowest byte of the third
// word free), returning (b << 32) | c as a signed bigint. api/src/features/search/facet-key.test.ts checks it
// against the database for tokens of every tail length and in several scripts.

const rot = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;

/** mix(a, b, c) as steps [x, y, z, k]: x -= y; x ^= rot(y, k); y += z (indexes into a, b, c). */
const MIX = [
  [0, 2, 1, 4],
  [1, 0, 2, 6],
  [2, 1, 0, 8],
  [0, 2, 1, 16],
  [1, 0, 2, 19],
  [2, 1, 0, 4],
] as const;
/** final(a, b, c) as steps [x, y, k]: x ^= y; x -= rot(y, k). */
const FINAL = [
  [2, 1, 14],
  [0, 2, 11],
  [1, 0, 25],
  [2, 1, 16],
  [0, 2, 4],
  [1, 0, 14],
  [2, 1, 24],
] as const;

const encoder = new TextEncoder();

/** The key of one token, as the decimal text of a signed 64-bit integer (what node-postgres sends for a bigint). */
export function facetKey(token: string): string {
  const k = encoder.encode(token);
  const at = (i: number) => k[i] ?? 0; // past the end: nothing added
  const word = (i: number) => (at(i) | (at(i + 1) << 8) | (at(i + 2) << 16) | (at(i + 3) << 24)) >>> 0;
  // a, b, c as unsigned 32-bit integers: every result is wrapped (>>> 0) as C's uint32 arithmetic wraps.
  const s = Array<number>(3).fill((0x9e3779b9 + k.length + 3923095) >>> 0);
  const add = (x: number, v: number) => (s[x] = (s[x]! + v) >>> 0);
  let i = 0;
  for (; k.length - i >= 12; i += 12) {
    add(0, word(i));
    add(1, word(i + 4));
    add(2, word(i + 8));
    for (const [x, y, z, r] of MIX) {
      s[x] = ((s[x]! - s[y]!) ^ rot(s[y]!, r)) >>> 0;
      add(y, s[z]!);
    }
  }
  // The last 0-11 bytes: the first eight into a and b as little-endian words, the rest into c from its second byte.
  add(0, word(i));
  add(1, word(i + 4));
  add(2, ((at(i + 8) << 8) | (at(i + 9) << 16) | (at(i + 10) << 24)) >>> 0);
  for (const [x, y, r] of FINAL) s[x] = ((s[x]! ^ s[y]!) - rot(s[y]!, r)) >>> 0;
  return BigInt.asIntN(64, (BigInt(s[1]!) << 32n) | BigInt(s[2]!)).toString();
}
