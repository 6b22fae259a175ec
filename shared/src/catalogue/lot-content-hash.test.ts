import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { copartAdapter } from "./copart.adapter.ts";
import { europeAdapter } from "./europe.adapter.ts";
import {
  canonicalLotJson,
  lotContentHash,
  lotContentHashOfParts,
  lotJsonOfParts,
  lotJsonParts,
  VOLATILE_RAW_KEYS,
  withoutVolatileKeys,
} from "./lot-content-hash.ts";
import type { LotRecord } from "./lot.schemas.ts";

function lot(raw: Record<string, unknown>): LotRecord {
  const r = copartAdapter.normalise({ ln: 12345678, mkn: "AUDI", hb: 100, ad: 1787014800000, ...raw });
  if (!r) throw new Error("fixture did not normalise");
  return r;
}

describe("lot content hash", () => {
  it("is a SHA-256 hex digest, the same for the same provider item read again", () => {
    const item = () => lot({ clr: "BLUE", dynamicLotDetails: { currentBid: 1, bidStatus: "NEVER_BID" } });
    expect(lotContentHash(item())).toMatch(/^[0-9a-f]{64}$/);
    expect(lotContentHash(item())).toBe(lotContentHash(JSON.parse(JSON.stringify(item())) as LotRecord));
  });

  it("changes when a normalised field or a meaningful raw field changes", () => {
    const base = lotContentHash(lot({}));
    expect(lotContentHash(lot({ hb: 125 }))).not.toBe(base);
    expect(lotContentHash(lot({ scn: "GEICO" }))).not.toBe(base);
  });

  it("ignores raw stamps that change on every fetch", () => {
    const base = lotContentHash(lot({ lu: 1, dynamicLotDetails: { randomHash: "a" } }));
    expect(lotContentHash(lot({ lu: 2, dynamicLotDetails: { randomHash: "b" } }))).toBe(base);
  });

  it("writes dates as ISO text", () => {
    expect(canonicalLotJson(lot({}))).toContain('"auctionDate":"2026-08-18T01:00:00.000Z"');
  });
});

describe("lot content hash on generated raw items", () => {
  const VOLATILE = [...VOLATILE_RAW_KEYS];
  const key = fc.oneof(fc.constantFrom(...VOLATILE), fc.constantFrom("a", "b", "make", "price", "images", "x1"));
  const leaf = fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null));
  const { tree } = fc.letrec<{ tree: Record<string, unknown>; node: unknown }>((tie) => ({
    tree: fc.dictionary(key, tie("node"), { maxKeys: 5 }),
    node: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      leaf,
      tie("tree"),
      fc.array(tie("node"), { maxLength: 3 }),
    ),
  }));
  const base = europeAdapter.normalise({ lotNumber: "4107315" })!;
  const hashOf = (raw: Record<string, unknown>) => lotContentHash({ ...base, originalData: raw as never });

  /** A copy with every volatile key's value replaced (fresh stamps) or, with `pick`, one other leaf changed. */
  function mutate(v: unknown, volatileValue: unknown, pick: { n: number } | null): unknown {
    if (Array.isArray(v)) return v.map((x) => mutate(x, volatileValue, pick));
    if (v === null || typeof v !== "object") {
      if (pick && pick.n-- === 0) return JSON.stringify(v) + "!";
      return v;
    }
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) =>
        VOLATILE_RAW_KEYS.has(k) ? [k, pick ? x : volatileValue] : [k, mutate(x, volatileValue, pick)],
      ),
    );
  }
  const leaves = (v: unknown, under = false): number =>
    Array.isArray(v)
      ? v.reduce<number>((n, x) => n + leaves(x), 0)
      : v !== null && typeof v === "object"
        ? Object.entries(v).reduce((n, [k, x]) => n + (VOLATILE_RAW_KEYS.has(k) ? 0 : leaves(x, under)), 0)
        : 1;

  it("changing only volatile keys, at any depth, never changes the hash", () => {
    fc.assert(
      fc.property(tree, leaf, (raw, stamp) => {
        expect(hashOf(mutate(raw, stamp, null) as Record<string, unknown>)).toBe(hashOf(raw));
      }),
      { numRuns: 500 },
    );
  });

  it("changing any other raw value changes the hash", () => {
    fc.assert(
      fc.property(tree, fc.nat(), (raw, at) => {
        const count = leaves(raw);
        fc.pre(count > 0);
        const changed = mutate(raw, null, { n: at % count }) as Record<string, unknown>;
        expect(hashOf(changed)).not.toBe(hashOf(raw));
      }),
      { numRuns: 500 },
    );
  });

  it("a European item whose only change is updatedAt is unchanged", () => {
    const lot = { lotNumber: "4107315", make: "Skoda", currentBid: 12400 };
    const a = europeAdapter.normalise({ ...lot, updatedAt: "2026-11-25T21:04:11Z" })!;
    const b = europeAdapter.normalise({ ...lot, updatedAt: "2026-11-26T08:00:00Z" })!;
    expect(lotContentHash(a)).toBe(lotContentHash(b));
    expect(lotContentHash(europeAdapter.normalise({ ...lot, currentBid: 12500, updatedAt: "x" })!)).not.toBe(
      lotContentHash(a),
    );
  });
});

describe("withoutVolatileKeys", () => {
  const VOLATILE = [...VOLATILE_RAW_KEYS];
  const dropVolatile = (k: string, v: unknown) => (VOLATILE_RAW_KEYS.has(k) ? undefined : v);
  // Strings that look like JSON around a volatile key, so that a match inside a string would show.
  const tricky = fc.constantFrom('"lu":1', ',"lu":', '{"updatedAt":"x"}', "\\", '\\"', '"', "}", "]", ",", "{", "[");
  const text = fc.oneof(
    fc.string({ maxLength: 10 }),
    tricky,
    fc.array(tricky, { maxLength: 4 }).map((a) => a.join("")),
  );
  const key = fc.oneof(fc.constantFrom(...VOLATILE), text, fc.constantFrom("a", "lu2", "xlu", "LU"));
  const leaf = fc.oneof(text, fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null));
  const { node } = fc.letrec<{ node: unknown }>((tie) => ({
    node: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      leaf,
      fc.dictionary(key, tie("node"), { maxKeys: 6 }),
      fc.array(tie("node"), { maxLength: 4 }),
    ),
  }));

  it("gives JSON.stringify's text with a replacer dropping the volatile keys, for any JSON value", () => {
    fc.assert(
      fc.property(node, (value) => {
        expect(withoutVolatileKeys(JSON.stringify(value))).toBe(JSON.stringify(value, dropVolatile));
      }),
      { numRuns: 3000 },
    );
  });

  it("drops runs of volatile keys at the start, middle and end of objects", () => {
    const cases = [
      { lu: 1, updatedAt: "x", a: 1 },
      { a: 1, lu: { b: [1, { lu: 2 }] }, randomHash: "h" },
      { lu: 1 },
      [
        { lu: 1, fetchedAt: null },
        { a: { updatedAt: [] }, b: '"lu":1' },
      ],
    ];
    for (const c of cases) expect(withoutVolatileKeys(JSON.stringify(c))).toBe(JSON.stringify(c, dropVolatile));
  });
});

describe("a lot's JSON parts", () => {
  it("hash as the canonical text does, and join into the record's JSON with what follows it", () => {
    const record = copartAdapter.normalise({ ln: 12345678, mkn: "AUDI", hb: 100, lu: 5, ad: 1787014800000 })!;
    const parts = lotJsonParts(record);
    expect(lotContentHashOfParts(parts)).toBe(createHash("sha256").update(canonicalLotJson(record)).digest("hex"));
    const { originalData, ...fields } = record;
    expect(JSON.parse(lotJsonOfParts(parts, '"contentHash":"h"'))).toEqual(
      JSON.parse(JSON.stringify({ ...fields, originalData, contentHash: "h" })),
    );
    expect(JSON.parse(lotJsonOfParts({ fields: "{}", raw: "[1]" }, '"a":1'))).toEqual({ originalData: [1], a: 1 });
    expect(JSON.parse(lotJsonOfParts({ fields: "{}", raw: "null" }))).toEqual({ originalData: null });
  });
});
