// A search answer's items as UTF-8 JSON, kept in memory per lot row version. A page of 48 lots is ~100 KB of JSON:
// PostgreSQL formatting the ~60 columns of its rows, node-postgres parsing them, the normaliser and JSON.stringify
// were most of a search's CPU (bench/search/README.md). So the page's statement returns each lot's id and row version
// (xmin: a new one with every update, whoever writes it, ingestion's multi-row upserts included), only the rows of
// lots not kept at that version are read, and a lot's JSON is reused while its row is unchanged. An answer never
// shows a lot as it was before a write, and there is no invalidation to miss: a changed row has a new version.
// What depends on the clock (status, countdown, card label) is computed for each answer.
import { LRUCache } from "lru-cache";
import type { LotStateInput } from "@app/shared/catalogue/lot-status";
import {
  lotClockFields,
  lotClockState,
  toTimelessLot,
  type NormalisableLot,
} from "@app/shared/catalogue/normalised-lot";
import type { SearchRow } from "./search.repository.ts";

/** A lot on a page: its id and row version, as the page's statement read them. */
export type LotRef = { id: string; version: string };

/** A lot row as read for the items, with its version. */
export type VersionedRow = SearchRow & { version: string };

type Item = {
  version: string;
  /** The normalised lot without its clock fields, as UTF-8 JSON without the closing brace. */
  json: Buffer;
  clock: LotStateInput;
};

/** Memory an entry holds besides its JSON (the state object, the key, the cache's own bookkeeping). */
const ENTRY_OVERHEAD_BYTES = 400;

/**
 * UTF-8 bytes in memory of their own: a small Buffer.from() is a slice of a shared 8 KB pool, and keeping it would
 * keep the whole slab.
 */
function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

const OPEN = Buffer.from("[");
const COMMA = Buffer.from(",");
const CLOSE = Buffer.from("]");

function toItem(row: VersionedRow): Item {
  // The row's other columns (version, a lookup's match count) are not the normaliser's: it reads only its own.
  const stored = row as VersionedRow & Pick<NormalisableLot, "originalData">;
  return {
    version: row.version,
    json: ownBytes(JSON.stringify(toTimelessLot(stored)).slice(0, -1)),
    clock: lotClockState(stored),
  };
}

export class SearchItems {
  private readonly items: LRUCache<string, Item>;

  /** `maxBytes`: the memory the kept items may take. */
  constructor(maxBytes: number) {
    this.items = new LRUCache<string, Item>({
      maxSize: maxBytes,
      sizeCalculation: (item) => item.json.length + ENTRY_OVERHEAD_BYTES,
    });
  }

  /**
   * The items of `refs` at `now`, in their order, as the chunks of a UTF-8 JSON array: answers are sent as bytes,
   * since joining the text and encoding it for the socket cost several times more than copying the kept bytes
   * (bench/search/README.md). `read` reads the rows of the lots not kept at the version the page's statement saw;
   * a lot whose row is gone by then (deleted in between) is left out.
   */
  async render(
    refs: readonly LotRef[],
    now: Date,
    read: (ids: string[]) => Promise<VersionedRow[]>,
  ): Promise<{ chunks: Buffer[]; count: number; read: number }> {
    const page = new Map<string, Item>();
    const missing: string[] = [];
    for (const ref of refs) {
      const item = this.items.get(ref.id);
      if (item?.version === ref.version) page.set(ref.id, item);
      else missing.push(ref.id);
    }
    if (missing.length > 0) {
      for (const row of await read(missing)) {
        const item = toItem(row);
        this.items.set(row.id, item);
        page.set(row.id, item);
      }
    }
    const chunks: Buffer[] = [OPEN];
    let count = 0;
    for (const ref of refs) {
      const item = page.get(ref.id);
      if (!item) continue;
      if (count++ > 0) chunks.push(COMMA);
      chunks.push(item.json, Buffer.from(`,${JSON.stringify(lotClockFields(item.clock, now)).slice(1)}`));
    }
    chunks.push(CLOSE);
    return { chunks, count, read: missing.length };
  }

  /** Lots kept. */
  get size(): number {
    return this.items.size;
  }
}
