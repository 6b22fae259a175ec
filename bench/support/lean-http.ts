// A load generator's HTTP/1.1 client: one keep-alive connection, one GET at a time, the body counted and dropped.
// Why not node:http: the bench shares the machine's two cores with the API and PostgreSQL, and node:http allocated
// a Buffer per chunk of every ~100 KB answer; that external memory set off full garbage collections in the load
// generator, about a tenth of the machine's CPU at concurrency 16 (perf). Here every read lands in one buffer
// allocated once (net's `onread`), and only the header block becomes a string.
import { connect, type Socket } from "node:net";

export type LeanResponse = { status: number; headers: Map<string, string>; bodyBytes: number };

type Pending = { resolve: (r: LeanResponse) => void; reject: (e: Error) => void };

const HEADER_END = "\r\n\r\n";

export class LeanHttpConnection {
  private readonly socket: Socket;
  private readonly ready: Promise<void>;
  private pending: Pending | null = null;
  /** The header block read so far (latin1: header bytes are ASCII); null once the headers are parsed. */
  private head: string | null = "";
  private response: LeanResponse | null = null;
  private bodyLeft = 0;

  private readonly buffer = Buffer.allocUnsafe(256 * 1024);

  /** Header lines sent with every request, e.g. the Accept-Encoding a browser sends. */
  private readonly extraHeaders: string;

  constructor(host: string, port: number, headers: Record<string, string> = {}) {
    this.extraHeaders = Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join("");
    this.socket = connect({
      host,
      port,
      noDelay: true,
      onread: {
        buffer: this.buffer,
        callback: (n) => {
          this.onData(n);
          return true;
        },
      },
    });
    this.ready = new Promise((resolve, reject) => {
      this.socket.once("connect", resolve);
      this.socket.once("error", reject);
    });
    this.socket.on("error", (err) => this.fail(err));
    this.socket.on("close", () => this.fail(new Error("connection closed by the server")));
  }

  /** GETs `path` (with its query string); resolves when the whole body has arrived. */
  async get(path: string, host = "localhost"): Promise<LeanResponse> {
    await this.ready;
    if (this.pending) throw new Error("one request at a time per connection");
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.head = "";
      this.socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n${this.extraHeaders}\r\n`);
    });
  }

  close() {
    this.socket.destroy();
  }

  private onData(n: number) {
    const buf = this.buffer;
    let at = 0;
    if (this.head !== null) {
      const before = this.head.length;
      this.head += buf.toString("latin1", 0, n);
      const end = this.head.indexOf(HEADER_END);
      if (end < 0) return;
      try {
        this.response = parseHead(this.head.slice(0, end));
      } catch (err) {
        return this.fail(err as Error);
      }
      at = end + HEADER_END.length - before; // where the body starts in this chunk
      this.head = null;
      const length = this.response.headers.get("content-length");
      if (length === undefined) return this.fail(new Error("answer without Content-Length (chunked is not read)"));
      this.bodyLeft = Number(length);
    }
    const bytes = n - at;
    this.bodyLeft -= bytes;
    this.response!.bodyBytes += bytes;
    if (this.bodyLeft < 0) return this.fail(new Error("more bytes than Content-Length"));
    if (this.bodyLeft === 0) {
      const done = this.pending;
      this.pending = null;
      done?.resolve(this.response!);
    }
  }

  private fail(err: Error) {
    const done = this.pending;
    this.pending = null;
    done?.reject(err);
  }
}

function parseHead(head: string): LeanResponse {
  const lines = head.split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? "")?.[1] ?? NaN);
  if (!Number.isInteger(status)) throw new Error(`not an HTTP answer: ${lines[0]}`);
  const headers = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { status, headers, bodyBytes: 0 };
}
