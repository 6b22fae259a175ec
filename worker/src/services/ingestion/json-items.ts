// The items of a large JSON page, read from a byte stream: a scanner follows the document's structure down the
// listing paths and cuts each listed item out as bytes for the native JSON.parse. A token-by-token streaming parser
// (as @streamparser/json, stream-json or clarinet are) builds every value of every item in JavaScript, several times
// the garbage and the time of JSON.parse; here only the structure along the paths is walked by hand. Everything
// that is not an item (the wrapper, counts, other properties) is checked too: each such value is parsed where it
// ends, and the wrapper's own text, with every cut value replaced by 0, is parsed at the end, so a document that is
// not valid JSON throws whatever part of it is broken.

/** A path as the adapters write them: `$`, then `.key` or `.*` (every element of an array) steps. */
type Steps = readonly string[];

const ANY = "\u0000*";

function stepsOf(path: string): Steps {
  if (path !== "$" && !path.startsWith("$.")) throw new Error(`not a listing path: ${path}`);
  return path === "$"
    ? []
    : path
        .slice(2)
        .split(".")
        .map((s) => (s === "*" ? ANY : s));
}

const keyOf = (steps: Steps) => steps.join("\u0001");

const enum Ch {
  Quote = 0x22,
  Backslash = 0x5c,
  OpenObject = 0x7b,
  CloseObject = 0x7d,
  OpenArray = 0x5b,
  CloseArray = 0x5d,
  Comma = 0x2c,
  Colon = 0x3a,
  Space = 0x20,
  Tab = 0x09,
  Newline = 0x0a,
  Return = 0x0d,
}

const isSpace = (b: number) => b === Ch.Space || b === Ch.Newline || b === Ch.Return || b === Ch.Tab;

interface Frame {
  readonly array: boolean;
  readonly steps: Steps;
  /** The property whose value comes next (objects). */
  key: string | null;
  expectKey: boolean;
}

/** What the scanner is cutting out: an item, a property name, or a value off the paths (checked, then dropped). */
type CutKind = "item" | "key" | "other";

interface Cut {
  kind: CutKind;
  /** Bytes of the value in earlier chunks. */
  pieces: Buffer[];
  /** Container nesting inside the value (0 for strings and scalars once started). */
  depth: number;
  inString: boolean;
  escaped: boolean;
  /** A number, true, false or null: it ends at the first delimiter. */
  scalar: boolean;
}

/**
 * The elements of the arrays at `listingPaths` (`$.*`, `$.data.results.content.*`, ...), parsed, in document order.
 * Throws a SyntaxError when the document is not valid JSON (after yielding the items before the fault).
 */
export async function* jsonItems(
  bytes: AsyncIterable<Buffer>,
  listingPaths: readonly string[],
): AsyncGenerator<unknown> {
  const itemPaths = new Set<string>();
  const routes = new Set<string>();
  for (const p of listingPaths) {
    const steps = stepsOf(p);
    if (steps.at(-1) !== ANY) throw new Error(`a listing path ends at the elements of an array: ${p}`);
    itemPaths.add(keyOf(steps));
    for (let n = 0; n < steps.length; n++) routes.add(keyOf(steps.slice(0, n)));
  }

  const stack: Frame[] = [];
  let skeleton = "";
  let cut: Cut | null = null;
  let started = false;

  const finish = (value: string): unknown => {
    const c = cut!;
    cut = null;
    const parsed = JSON.parse(value);
    if (c.kind === "key") {
      const frame = stack.at(-1)!;
      frame.key = parsed as string;
      frame.expectKey = false;
      skeleton += JSON.stringify(parsed);
      return undefined;
    }
    skeleton += "0";
    return c.kind === "item" ? parsed : undefined;
  };

  const textOf = (c: Cut, chunk: Buffer, start: number, end: number) =>
    c.pieces.length
      ? Buffer.concat([...c.pieces, chunk.subarray(start, end)]).toString("utf8")
      : chunk.toString("utf8", start, end);

  for await (const chunk of withoutByteOrderMark(bytes)) {
    let i = 0;
    let cutStart = cut ? 0 : -1;
    const items: unknown[] = [];
    while (i < chunk.length) {
      if (cut) {
        const c: Cut = cut;
        // Scan to the end of the value being cut, or of this chunk.
        let end = -1;
        if (c.scalar) {
          for (; i < chunk.length; i++) {
            const b = chunk[i]!;
            if (b === Ch.Comma || b === Ch.CloseObject || b === Ch.CloseArray || isSpace(b)) {
              end = i;
              break;
            }
          }
        } else {
          for (; i < chunk.length; i++) {
            const b = chunk[i]!;
            if (c.inString) {
              if (c.escaped) c.escaped = false;
              else if (b === Ch.Backslash) c.escaped = true;
              else if (b === Ch.Quote) {
                c.inString = false;
                if (c.depth === 0) {
                  end = i + 1;
                  break;
                }
              }
            } else if (b === Ch.Quote) c.inString = true;
            else if (b === Ch.OpenObject || b === Ch.OpenArray) c.depth++;
            else if (b === Ch.CloseObject || b === Ch.CloseArray) {
              if (--c.depth === 0) {
                end = i + 1;
                break;
              }
            }
          }
        }
        if (end < 0) break;
        const value = finish(textOf(c, chunk, cutStart, end));
        if (c.kind === "item") items.push(value);
        i = end;
        cutStart = -1;
        continue;
      }
      const b = chunk[i]!;
      if (isSpace(b)) {
        i++;
        continue;
      }
      const frame = stack.at(-1);
      if (b === Ch.CloseObject || b === Ch.CloseArray) {
        if (frame && frame.array === (b === Ch.CloseArray)) stack.pop();
        skeleton += String.fromCharCode(b);
        i++;
        continue;
      }
      if (b === Ch.Colon || b === Ch.Comma) {
        if (b === Ch.Comma && frame && !frame.array) frame.expectKey = true;
        skeleton += String.fromCharCode(b);
        i++;
        continue;
      }
      if (frame && !frame.array && frame.expectKey) {
        if (b !== Ch.Quote) throw new SyntaxError(`Expected a property name at byte ${i} of a chunk`);
        cut = { kind: "key", pieces: [], depth: 0, inString: true, escaped: false, scalar: false };
        cutStart = i++;
        continue;
      }
      // A value: the root, an element of an array on the paths, or a property of an object on them.
      if (!frame && started) throw new SyntaxError("Unexpected data after the end of the document");
      started = true;
      const steps: Steps = !frame ? [] : [...frame.steps, frame.array ? ANY : (frame.key ?? "")];
      const key = keyOf(steps);
      const container = b === Ch.OpenObject || b === Ch.OpenArray;
      if (container && routes.has(key) && !(frame?.array && itemPaths.has(key))) {
        stack.push({ array: b === Ch.OpenArray, steps, key: null, expectKey: b === Ch.OpenObject });
        skeleton += String.fromCharCode(b);
        i++;
        continue;
      }
      const kind: CutKind = frame?.array && itemPaths.has(key) ? "item" : "other";
      cut = {
        kind,
        pieces: [],
        depth: container ? 1 : 0,
        inString: b === Ch.Quote,
        escaped: false,
        scalar: !container && b !== Ch.Quote,
      };
      cutStart = i++;
    }
    // A value that goes on in the next chunk keeps its bytes so far.
    if (cut) (cut as Cut).pieces.push(chunk.subarray(cutStart));
    if (items.length) yield* items;
  }
  // A number ends where the document does.
  if (cut && (cut as Cut).scalar) finish(textOf(cut, Buffer.alloc(0), 0, 0));
  if (cut) throw new SyntaxError("Unexpected end of JSON input");
  JSON.parse(skeleton);
}

/** The bytes without a UTF-8 byte-order mark at their start, however they are chunked. */
async function* withoutByteOrderMark(bytes: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let head: Buffer | null = Buffer.alloc(0);
  for await (const chunk of bytes) {
    if (!head) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.length < 3) continue;
    yield head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? head.subarray(3) : head;
    head = null;
  }
  if (head?.length) yield head;
}
