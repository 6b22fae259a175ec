// The client side of bench/sse, in a process of its own (forked by bench.ts): opens one stream per cookie, notes
// when each notification arrives (wall clock, comparable across processes), and reports on request.
import http from "node:http";
import { openSse, type SseConnection } from "../../test/support/sse-client.ts";

/** Opens streams for `cookies`, numbering the clients from `offset` (a second start adds more). */
type Start = { type: "start"; url: string; cookies: string[]; offset: number; concurrency: number };
type Report = { type: "report" };
type Close = { type: "close" };

const now = () => performance.timeOrigin + performance.now();
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const conns: SseConnection[] = [];
/** [client index, notification id, received at (ms since epoch)] */
const received: Array<[number, number, number]> = [];
let dropped = 0;

async function start({ url, cookies, offset, concurrency }: Start) {
  const t0 = now();
  let next = 0;
  async function lane() {
    while (next < cookies.length) {
      const k = next++;
      const i = offset + k;
      let resolveReady!: () => void;
      const ready = new Promise<void>((r) => (resolveReady = r));
      const conn = await openSse(`${url}/api/notifications/stream`, {
        cookie: cookies[k],
        agent,
        onEvent: (e) => {
          if (e.event === "ready") resolveReady();
          else if (e.event === "notification") received.push([i, Number(e.id), now()]);
        },
      });
      if (conn.status !== 200) throw new Error(`client ${i}: HTTP ${conn.status} ${conn.body.slice(0, 200)}`);
      void conn.closed.then(() => dropped++);
      conns[i] = conn;
      await ready;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  process.send!({ type: "connected", ms: now() - t0, count: cookies.length });
}

process.on("message", (msg: Start | Report | Close) => {
  if (msg.type === "start")
    start(msg).catch((err: unknown) => {
      process.send!({ type: "error", message: String(err) });
    });
  else if (msg.type === "report") process.send!({ type: "report", received, dropped });
  else if (msg.type === "close") {
    for (const c of conns) c?.close();
    setTimeout(() => process.exit(0), 100);
  }
});
