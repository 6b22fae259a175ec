// Pages from a folder: each `*.json` file (in name order) is one page of raw provider JSON. The demo catalogue and
// imports use it. A page under WHOLE_PAGE_MAX_BYTES is parsed whole and read by the adapter; a larger one is streamed
// (jsonItems): the items at the adapter's listing paths come out in chunks, so neither the file nor all its items are
// ever held at once, and a large file with no items there is an unknown page. A file that is not valid JSON is a
// failed page; the run goes on with the next one.
import { createReadStream } from "node:fs";
import { open, readFile, readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { FileSourceSettings } from "@app/shared/ingestion/ingestion-source.schemas";
import type { ProviderAdapter } from "@app/shared/catalogue/provider-adapter";
import { tightHeapWhile } from "./heap-growth.ts";
import { jsonItems } from "./json-items.ts";
import { PageError, inChunks, type PageRead, type StreamingPageSource } from "./page-source.ts";

/** Items handed to the run at a time. */
export const CHUNK_ITEMS = 500;
/** The largest file read whole when its items are not at a listing path. */
export const WHOLE_PAGE_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The listing paths that apply to a file whose top level is an array or an object. `$.*` of an object would be its
 * properties, not items; and a path through an object that `$.*` also matches would keep every item inside it.
 */
export function pathsForRoot(listingPaths: readonly string[], root: "array" | "object"): string[] {
  return listingPaths.filter((p) => (root === "array") === (p === "$.*" || p.startsWith("$.*.")));
}

/** `[` or `{` of the first significant byte (after whitespace and a byte-order mark), or null. */
async function rootOf(file: string): Promise<"array" | "object" | null> {
  const handle = await open(file, "r");
  try {
    const buf = Buffer.alloc(4096);
    for (let pos = 0; ;) {
      const { bytesRead } = await handle.read(buf, 0, buf.length, pos);
      if (!bytesRead) return null;
      for (let i = 0; i < bytesRead; i++) {
        const b = buf[i]!;
        if (b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09) continue;
        if (pos === 0 && i === 0 && b === 0xef) {
          i += 2; // UTF-8 byte-order mark
          continue;
        }
        return b === 0x5b ? "array" : b === 0x7b ? "object" : null;
      }
      pos += bytesRead;
    }
  } finally {
    await handle.close();
  }
}

/** The elements of the arrays at `paths`, in chunks; throws PageError when the file is not valid JSON. */
async function* streamItems(file: string, name: string, paths: string[], signal?: AbortSignal) {
  let chunk: unknown[] = [];
  const release = tightHeapWhile();
  try {
    for await (const item of jsonItems(createReadStream(file, { signal, highWaterMark: 256 * 1024 }), paths)) {
      chunk.push(item);
      if (chunk.length >= CHUNK_ITEMS) {
        yield chunk;
        chunk = [];
      }
    }
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new PageError(`${name}: ${(e as Error).message}`, 1);
  } finally {
    release();
  }
  if (chunk.length) yield chunk;
}

export function createFileSource(
  settings: FileSourceSettings,
  adapter: ProviderAdapter,
  { wholePageMaxBytes = WHOLE_PAGE_MAX_BYTES }: { wholePageMaxBytes?: number } = {},
): StreamingPageSource {
  let files: string[] | null = null;
  return {
    async readPage(page, signal): Promise<PageRead> {
      files ??= (await readdir(settings.dir, { withFileTypes: true }))
        .filter((e) => e.isFile() && e.name.endsWith(".json"))
        .map((e) => e.name)
        .sort();
      const name = files[page - 1];
      if (!name) return { kind: "end" };
      const file = path.join(settings.dir, name);
      let size: number;
      let root: "array" | "object" | null;
      try {
        size = (await stat(file)).size;
        root = await rootOf(file);
      } catch (e) {
        throw new PageError(`${name}: ${(e as Error).message}`, 1);
      }
      // A page small enough to hold is parsed natively, many times faster than a streaming parser; a large one streams.
      if (size < wholePageMaxBytes) return readWhole(file, name, adapter);
      const paths = root ? pathsForRoot(adapter.listingPaths, root) : [];
      if (paths.length) {
        const items = streamItems(file, name, paths, signal)[Symbol.asyncIterator]();
        const first = await items.next();
        if (!first.done) return { kind: "items", chunks: prepend(first.value, items) };
      }
      return {
        kind: "unknown",
        reason: `${name}: no lot items at the listing paths, and at ${size} bytes too large to read whole`,
      };
    },
  };
}

async function readWhole(file: string, name: string, adapter: ProviderAdapter): Promise<PageRead> {
  let payload: unknown;
  try {
    payload = JSON.parse(await readFile(file, "utf8"));
  } catch (e) {
    throw new PageError(`${name}: ${(e as Error).message}`, 1);
  }
  const read = adapter.readPage(payload);
  if (read.shape === "unknown") return { kind: "unknown", reason: `${name}: ${read.reason}` };
  return { kind: "items", chunks: inChunks(read.items, CHUNK_ITEMS) };
}

async function* prepend<T>(first: T, rest: AsyncIterator<T>): AsyncIterable<T> {
  try {
    yield first;
    for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
  } finally {
    await rest.return?.(); // a reader that stops early closes the file
  }
}
