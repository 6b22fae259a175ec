// Text and raw JSON reach PostgreSQL without what its text and jsonb types refuse (NUL, lone surrogates), and clean
// values are passed through untouched (the same object), which is what keeps the store's hot path cheap.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { LotRecord } from "@app/shared/catalogue/lot.schemas";
import { storableJson, storableLotParts, storableText } from "./storable-text.ts";

const wellFormed = (s: string) => (s as unknown as { isWellFormed(): boolean }).isWellFormed();
/** Strings of any UTF-16 units (lone surrogates, NULs) and of any code points, NUL-rich and surrogate-rich. */
const anyText = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: fc.constantFrom("\u0000", "\ud800", "\udfff", "\ud83d", "\ude00", "a", "\\", "u") }),
);
/** Every string and key inside a JSON-like value. */
function texts(v: unknown): string[] {
  if (typeof v === "string") return [v];
  if (Array.isArray(v)) return v.flatMap(texts);
  if (v && typeof v === "object") return Object.entries(v).flatMap(([k, x]) => [k, ...texts(x)]);
  return [];
}
const storable = (s: string) => !s.includes("\u0000") && wellFormed(s);
const anyJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    anyText,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value")),
    fc.dictionary(anyText, tie("value")),
  ),
})).value;

describe("storableText", () => {
  it("leaves no NUL and no lone surrogate, and keeps clean text as it is", () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const clean = storableText(s);
        expect(storable(clean)).toBe(true);
        expect(storableText(clean)).toBe(clean);
        if (storable(s)) expect(clean).toBe(s);
        // Only NULs go; every other unit stays (a lone surrogate as U+FFFD).
        expect(clean.length).toBe(s.replaceAll("\u0000", "").length);
      }),
      { numRuns: 2000 },
    );
  });

  it("replaces a lone surrogate with U+FFFD and keeps a pair", () => {
    expect(storableText("a\ud800b\u0000c\ud83d\ude00")).toBe("a\ufffdbc\ud83d\ude00");
  });
});

describe("storableJson", () => {
  it("cleans every string and key at any depth, and returns clean values themselves", () => {
    fc.assert(
      fc.property(anyJson, (value) => {
        const clean = storableJson(value);
        expect(texts(clean).every(storable)).toBe(true);
        if (texts(value).every(storable)) expect(clean).toBe(value);
        // What PostgreSQL's JSON reader refuses travels as these escapes.
        expect(JSON.stringify(clean) ?? "").not.toMatch(/(?<!\\)(\\\\)*\\u(0000|d[89a-f])/i);
      }),
      { numRuns: 1000 },
    );
  });

  it("keeps a __proto__ key an ordinary key, and the later value when two keys become one", () => {
    const raw = JSON.parse('{"__proto__":{"x":"\\u0000"},"a\\u0000":1,"a":2}') as Record<string, unknown>;
    const clean = storableJson(raw);
    expect(Object.keys(clean)).toEqual(["__proto__", "a"]);
    expect(JSON.stringify(clean)).toBe('{"__proto__":{"x":""},"a":2}');
  });

  it("keeps dates and numbers, and the lot's own JSON texts when nothing needed cleaning", () => {
    const record = {
      platform: "copart",
      lotNumber: "1",
      auctionDate: new Date("2026-08-18T01:00:00Z"),
      year: 2020,
      originalData: { k: "text \\u0000 as typed" },
    } as unknown as LotRecord;
    const { record: same, parts } = storableLotParts(record);
    expect(same).toBe(record);
    const { originalData, ...fields } = record;
    expect(parts).toEqual({ fields: JSON.stringify(fields), raw: JSON.stringify(originalData) });
    const dirty = { ...record, originalData: { ["k\u0000"]: ["\udc00"] } } as unknown as LotRecord;
    const cleaned = storableLotParts(dirty);
    expect(cleaned.parts.raw).toBe(JSON.stringify({ k: ["\ufffd"] }));
    expect(cleaned.record.auctionDate).toBe(record.auctionDate);
  });
});
