// Test and bench support: a minimal EventSource over node:http (no reconnection; a test reconnects by hand with
// Last-Event-ID). Parses `event:`, `id:`, `retry:`, `data:` and comment lines per the WHATWG rules we use.
import http from "node:http";

export type SseEvent = { event: string; id: string | null; retry: number | null; data: string };

export class SseParser {
  private buffer = "";
  private current: SseEvent = { event: "message", id: null, retry: null, data: "" };
  private hasData = false;

  /** Feeds a chunk; calls onEvent per complete event and onComment per comment line. */
  feed(chunk: string, onEvent: (e: SseEvent) => void, onComment?: (text: string) => void): void {
    this.buffer += chunk;
    let nl: number;
    while ((nl = this.buffer.indexOf("\n")) >= 0) {
      const line = this.buffer.slice(0, nl).replace(/\r$/, "");
      this.buffer = this.buffer.slice(nl + 1);
      if (line === "") {
        if (this.hasData || this.current.id !== null || this.current.retry !== null) onEvent(this.current);
        this.current = { event: "message", id: null, retry: null, data: "" };
        this.hasData = false;
      } else if (line.startsWith(":")) onComment?.(line.slice(1).trim());
      else {
        const i = line.indexOf(":");
        const field = i < 0 ? line : line.slice(0, i);
        const value = i < 0 ? "" : line.slice(i + 1).replace(/^ /, "");
        if (field === "event") this.current.event = value;
        else if (field === "id") this.current.id = value;
        else if (field === "retry") this.current.retry = Number(value);
        else if (field === "data") {
          this.current.data = this.hasData ? `${this.current.data}\n${value}` : value;
          this.hasData = true;
        }
      }
    }
  }
}

export type SseConnection = {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  comments: string[];
  /** The body of a non-stream answer (e.g. a 401 JSON). */
  body: string;
  closed: Promise<void>;
  isClosed(): boolean;
  close(): void;
};

/** Opens the stream and resolves once the response head arrived (and, for an error answer, its body). */
export function openSse(
  url: string,
  opts: {
    cookie?: string;
    lastEventId?: string;
    agent?: http.Agent;
    onEvent?: (e: SseEvent) => void;
    /** Rejects when no response head arrives within this time (default 15 s). */
    timeoutMs?: number;
  } = {},
): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`openSse: no response from ${url} within ${opts.timeoutMs ?? 15_000} ms`));
    }, opts.timeoutMs ?? 15_000);
    const req = http.get(
      url,
      {
        agent: opts.agent,
        headers: {
          accept: "text/event-stream",
          // As browsers send it: the API compresses answers for such clients, and a stream must stay plain text
          // (a compressor would hold events back until its buffer fills).
          "accept-encoding": "gzip, deflate, br",
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          ...(opts.lastEventId !== undefined ? { "last-event-id": opts.lastEventId } : {}),
        },
      },
      (res) => {
        clearTimeout(timer);
        let closed = false;
        let done!: () => void;
        const conn: SseConnection = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          events: [],
          comments: [],
          body: "",
          closed: new Promise<void>((r) => (done = r)),
          isClosed: () => closed,
          close: () => req.destroy(),
        };
        const finish = () => {
          if (closed) return;
          closed = true;
          done();
        };
        res.on("close", finish);
        res.on("error", finish);
        res.setEncoding("utf8");
        if (!String(res.headers["content-type"]).startsWith("text/event-stream")) {
          res.on("data", (c: string) => (conn.body += c));
          res.on("end", () => resolve(conn));
          return;
        }
        const parser = new SseParser();
        res.on("data", (chunk: string) =>
          parser.feed(
            chunk,
            (e) => {
              conn.events.push(e);
              opts.onEvent?.(e);
            },
            (c) => conn.comments.push(c),
          ),
        );
        resolve(conn);
      },
    );
    req.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}
