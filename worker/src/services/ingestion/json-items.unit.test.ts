// jsonItems against JSON.parse as the oracle: for any document, cut into chunks anywhere, the items are the elements
// of the arrays at the listing paths in document order, and the scanner throws exactly when JSON.parse does.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { copartAdapter } from "@app/shared/catalogue/copart.adapter";
import { europeAdapter } from "@app/shared/catalogue/europe.adapter";
import { iaaiAdapter } from "@app/shared/catalogue/iaai.adapter";
import { jsonItems } from "./json-items.ts";

/** The document's bytes in chunks ending at the given offsets. */
function* chunked(bytes: Buffer, cuts: number[]) {
  let at = 0;
  for (const c of [...new Set(cuts.map((x) => x % (bytes.length + 1)))].sort((a, b) => a - b)) {
    yield bytes.subarray(at, c);
    at = c;
  }
  yield bytes.subarray(at);
}

async function read(bytes: Buffer, paths: readonly string[], cuts: number[] = []) {
  const items: unknown[] = [];
  async function* source() {
    yield* chunked(bytes, cuts);
  }
  try {
    for await (const item of jsonItems(source(), paths)) items.push(item);
    return { ok: true as const, items };
  } catch (e) {
    return { ok: false as const, items, error: e as Error };
  }
}

/** The oracle: the arrays' elements at each path, walked over JSON.parse's value in document order. */
function expected(text: string, paths: readonly string[]): unknown[] {
  const doc = JSON.parse(text.replace(/^\uFEFF/, "")) as unknown;
  const out: unknown[] = [];
  const walk = (value: unknown, steps: string[][]) => {
    const here = steps.filter((s) => s.length === 1 && s[0] === "*");
    if (Array.isArray(value)) {
      for (const el of value) {
        if (here.length) out.push(el);
        else
          walk(
            el,
            steps.filter((s) => s[0] === "*" && s.length > 1).map((s) => s.slice(1)),
          );
      }
    } else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) {
        const next = steps.filter((s) => s[0] === k && s.length > 1).map((s) => s.slice(1));
        if (next.length) walk(v, next);
      }
    }
  };
  walk(
    doc,
    paths.map((p) => p.slice(2).split(".")),
  );
  return out;
}

const PATH_SETS = [
  copartAdapter.listingPaths,
  iaaiAdapter.listingPaths,
  europeAdapter.listingPaths,
  ["$.a.*", "$.a.b.*"],
];

/** JSON text with arbitrary whitespace between its tokens (JSON.stringify with an indent, or the raw form). */
const text = (value: unknown, indent: number) => JSON.stringify(value, null, indent === 3 ? "\t \r\n" : indent);

const listing = fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 12 });
const documents = fc.oneof(
  listing,
  fc.record({ data: fc.record({ results: fc.record({ content: listing, totalElements: fc.nat() }) }) }),
  fc.record(
    { vehicles: listing, results: fc.oneof(listing, fc.jsonValue()), meta: fc.jsonValue() },
    { requiredKeys: [] },
  ),
  fc.record({ data: fc.record({ lots: listing }), lots: listing }, { requiredKeys: [] }),
  fc.dictionary(
    fc.constantFrom("a", "b", "data", "items", 'x"y', "ä", "*"),
    fc.oneof(listing, fc.jsonValue({ maxDepth: 3 })),
  ),
  fc.jsonValue({ maxDepth: 4 }),
);

describe("jsonItems", () => {
  it("gives the elements at the listing paths, in order, however the bytes are chunked", async () => {
    await fc.assert(
      fc.asyncProperty(
        documents,
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(...PATH_SETS),
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.boolean(),
        async (doc, indent, paths, cuts, bom) => {
          const t = (bom ? "\uFEFF" : "") + text(doc, indent);
          const got = await read(Buffer.from(t), paths, cuts);
          expect(got).toEqual({ ok: true, items: expected(t, paths) });
        },
      ),
      { numRuns: 800 },
    );
  });

  it("throws exactly when JSON.parse does, for documents damaged anywhere", async () => {
    const damage = fc.oneof(
      fc.record({ kind: fc.constant("cut" as const), at: fc.nat() }),
      fc.record({ kind: fc.constant("drop" as const), at: fc.nat() }),
      fc.record({
        kind: fc.constant("insert" as const),
        at: fc.nat(),
        what: fc.constantFrom(",", "}", "]", "{", "[", '"', ":", "\\", "x", "1", "-", " ", "tru", "\u0000", "é"),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        documents,
        fc.constantFrom(...PATH_SETS),
        fc.array(damage, { minLength: 1, maxLength: 3 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        async (doc, paths, damages, cuts) => {
          let t = text(doc, 0);
          for (const d of damages) {
            const at = d.at % (t.length + 1);
            t =
              d.kind === "cut"
                ? t.slice(0, at)
                : d.kind === "drop"
                  ? t.slice(0, at) + t.slice(at + 1)
                  : t.slice(0, at) + d.what + t.slice(at);
          }
          let valid = true;
          try {
            JSON.parse(t);
          } catch {
            valid = false;
          }
          const got = await read(Buffer.from(t), paths, cuts);
          if (valid) expect(got).toEqual({ ok: true, items: expected(t, paths) });
          else expect(got.ok, t).toBe(false);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it("reads each item with the native parser, multi-byte text split across chunks included", async () => {
    const rows = [
      { n: "Škoda Octavia – „Pirkti dabar“ 🚗", s: 'a "quoted" \\ back\\slash }]' },
      [1, [2, { x: "]" }]],
      "}",
      1e21,
      null,
    ];
    const bytes = Buffer.from(JSON.stringify({ data: { results: { content: rows } } }));
    for (let size = 1; size <= 7; size++) {
      const cuts = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => i * size);
      expect(await read(bytes, copartAdapter.listingPaths, cuts)).toEqual({ ok: true, items: rows });
    }
  });

  it("refuses a path that does not end at an array's elements", async () => {
    await expect(read(Buffer.from("[]"), ["$.data"])).resolves.toMatchObject({ ok: false });
  });
});
