// The file source over generated pages: items at any listing path stream out in chunks, whatever the wrapper; a
// detail record or a small wrapper is read whole by the adapter; a large file of unknown shape is an unknown page,
// a cut-off file a failed page; and a 50 MB page streams within a bounded memory (in a child process).
import { execFile } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copartAdapter } from "@app/shared/catalogue/copart.adapter";
import { iaaiAdapter } from "@app/shared/catalogue/iaai.adapter";
import { copartRow } from "../../testing/feed-server.ts";
import { CHUNK_ITEMS, WHOLE_PAGE_MAX_BYTES, createFileSource, pathsForRoot } from "./file-source.ts";
import { PageError, type PageRead } from "./page-source.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "file-source-"));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const settings = (d: string) => ({ dir: d, writeBatchLots: 1000, minListingShare: 0.5 });

/** The page as streamed (above the whole-page limit: 0) or read whole, once a streamed read is seen to match a whole one. */
async function pageOf(content: string, adapter = copartAdapter, wholePageMaxBytes = 0) {
  const d = await mkdtemp(path.join(dir, "p-"));
  await writeFile(path.join(d, "page-1.json"), content);
  const streamed = await createFileSource(settings(d), adapter, { wholePageMaxBytes: 0 }).readPage(1);
  const whole = await createFileSource(settings(d), adapter).readPage(1);
  if (streamed.kind !== "unknown") expect((await drain(whole)).items).toEqual((await drain(streamed)).items);
  return createFileSource(settings(d), adapter, { wholePageMaxBytes }).readPage(1);
}

async function drain(page: PageRead) {
  if (page.kind !== "items") return { kind: page.kind, items: [] as unknown[], sizes: [] as number[] };
  const items: unknown[] = [];
  const sizes: number[] = [];
  for await (const c of page.chunks) {
    items.push(...c);
    sizes.push(c.length);
  }
  return { kind: page.kind, items, sizes };
}

describe("pathsForRoot", () => {
  it("keeps $.* for a top-level array only, and the nested paths for an object only", () => {
    expect(pathsForRoot(copartAdapter.listingPaths, "array")).toEqual(["$.*"]);
    expect(pathsForRoot(copartAdapter.listingPaths, "object")).toEqual(["$.data.results.content.*"]);
  });
});

describe("the file source", () => {
  it(
    "streams the items of generated listings in chunks, in order, whatever the wrapper and its other fields",
    { timeout: 60_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 1_300 }),
          fc.constantFrom<"array" | "wrapped" | "wrapped-after">("array", "wrapped", "wrapped-after"),
          fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
          async (n, shape, extra) => {
            const rows = Array.from({ length: n }, (_, i) => copartRow(1_000_000 + i));
            const content =
              shape === "array"
                ? JSON.stringify(rows)
                : shape === "wrapped"
                  ? JSON.stringify({ ...extra, data: { results: { content: rows, totalElements: n } } })
                  : JSON.stringify({ data: { results: { totalElements: n, content: rows } }, ...extra });
            const { kind, items, sizes } = await drain(await pageOf(content));
            expect(kind).toBe("items");
            expect(items).toEqual(rows);
            expect(sizes.every((s) => s <= CHUNK_ITEMS)).toBe(true);
            expect(sizes.length).toBe(Math.ceil(n / CHUNK_ITEMS));
          },
        ),
        { numRuns: 25 },
      );
    },
  );

  it("reads a single detail record and an empty listing whole, and calls a small unknown shape unknown", async () => {
    const detail = await drain(await pageOf(JSON.stringify(copartRow(42)), copartAdapter, WHOLE_PAGE_MAX_BYTES));
    expect(detail).toMatchObject({ kind: "items", items: [copartRow(42)] });
    expect(await drain(await pageOf("[]", copartAdapter, WHOLE_PAGE_MAX_BYTES))).toMatchObject({
      kind: "items",
      items: [],
    });
    expect(
      await drain(await pageOf('{"data":{"results":{"content":[]}}}', copartAdapter, WHOLE_PAGE_MAX_BYTES)),
    ).toMatchObject({
      kind: "items",
      items: [],
    });
    const unknown = await pageOf('{"hello":"world"}', copartAdapter, WHOLE_PAGE_MAX_BYTES);
    expect(unknown).toEqual({ kind: "unknown", reason: expect.stringMatching(/^page-1\.json: /) });
    // IAAI's paths: items under "vehicles"
    const iaai = await drain(await pageOf(JSON.stringify({ vehicles: [{ stockNumber: "1" }] }), iaaiAdapter));
    expect(iaai.items).toEqual([{ stockNumber: "1" }]);
  });

  it("ends after the last file, and fails a page that is not JSON or cut off, before or after its first chunk", async () => {
    const d = await mkdtemp(path.join(dir, "p-"));
    const rows = Array.from({ length: CHUNK_ITEMS + 10 }, (_, i) => copartRow(2_000_000 + i));
    await writeFile(path.join(d, "a.json"), "{ not json");
    await writeFile(path.join(d, "b.json"), JSON.stringify(rows).slice(0, -200));
    await writeFile(path.join(d, "c.txt"), "ignored");
    // A small page is parsed whole: cut off, it fails as a whole.
    await expect(createFileSource(settings(d), copartAdapter).readPage(2)).rejects.toThrow(/b\.json/);
    // Streamed (as a page above the whole-page limit is), the items before the cut are read.
    const source = createFileSource(settings(d), copartAdapter, { wholePageMaxBytes: 0 });
    await expect(source.readPage(1)).rejects.toThrow(PageError);
    const cut = await source.readPage(2);
    const seen: unknown[] = [];
    await expect(
      (async () => {
        if (cut.kind === "items") for await (const c of cut.chunks) seen.push(...c);
      })(),
    ).rejects.toThrow(/b\.json/);
    expect(seen).toHaveLength(CHUNK_ITEMS); // the items before the cut were read
    expect(await source.readPage(3)).toEqual({ kind: "end" });
  });

  it("calls a large file with no items at a listing path an unknown page, without reading it whole", async () => {
    const d = await mkdtemp(path.join(dir, "p-"));
    const big = JSON.stringify({ notAListing: "x".repeat(WHOLE_PAGE_MAX_BYTES) });
    await writeFile(path.join(d, "big.json"), big);
    const page = await createFileSource(settings(d), copartAdapter).readPage(1);
    expect(page).toEqual({ kind: "unknown", reason: expect.stringContaining("too large to read whole") });
  });

  it("streams a 50 MB page with the process's peak memory well under 256 MB", { timeout: 120_000 }, async () => {
    const d = await mkdtemp(path.join(dir, "big-"));
    const out = createWriteStream(path.join(d, "page-1.json"));
    out.write('{"data":{"results":{"totalElements":0,"content":[');
    let bytes = 0;
    let n = 0;
    for (; bytes < 50 * 1024 * 1024; n++) {
      const row = JSON.stringify(copartRow(10_000_000 + n, 1000, { note: "x".repeat(200 + (n % 300)) }));
      bytes += row.length + 1;
      if (!out.write((n ? "," : "") + row)) await new Promise<void>((r) => out.once("drain", () => r()));
    }
    out.end("]}}}");
    await new Promise<void>((r) => out.once("finish", () => r()));
    const tsx = path.resolve("node_modules/.bin/tsx");
    const { stdout } = await promisify(execFile)(
      tsx,
      [path.resolve("worker/src/testing/stream-page-memory.ts"), d, "copart"],
      { cwd: path.resolve("worker"), maxBuffer: 1024 * 1024 },
    );
    const result = JSON.parse(stdout.trim().split("\n").at(-1)!) as { items: number; records: number; maxRss: number };
    expect(result).toMatchObject({ items: n, records: n });
    expect(result.maxRss).toBeLessThan(256 * 1024 * 1024);
  });
});
