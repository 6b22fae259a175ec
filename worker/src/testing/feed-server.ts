// Test support: a provider feed served over real HTTP in-process. Each request is answered by the current `route`
// (set it per test) from the page number in `?page=`; every hit is logged with its time, so a test can check
// retries and their backoff. A route may delay its answer (a slow or hanging source) or misbehave in any way.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type FeedAnswer = { status?: number; headers?: Record<string, string>; body: string; delayMs?: number };
export type FeedRoute = (page: number, req: { headers: IncomingHttpHeaders }) => FeedAnswer;

export type FeedServer = {
  /** e.g. http://127.0.0.1:PORT; pages are requested as `${url}/lots?page={page}`. */
  url: string;
  route: FeedRoute;
  /** Page numbers in the order they were asked for. */
  hits: number[];
  /** Every request: its page and when it arrived (ms since the epoch). */
  log: { page: number; at: number }[];
  close(): Promise<void>;
};

const AUCTION_DATE = Date.now() + 3 * 86_400_000;

/** A Copart search row in the provider's shape, as the feed sends it. */
export function copartRow(lotNumber: number, currentBid = 1000, extra: Record<string, unknown> = {}) {
  return {
    ln: lotNumber,
    lotNumberStr: String(lotNumber),
    mkn: "TOYOTA",
    lm: "CAMRY",
    lcy: 2019,
    ld: "2019 TOYOTA CAMRY SE",
    fv: "4T1B11HK5KU******",
    orr: 45210,
    ord: "ACTUAL",
    dd: "FRONT END",
    tgc: "TITLEGROUP_S",
    td: "SALVAGE CERTIFICATE",
    clr: "WHITE",
    ft: "GAS",
    tsmn: "AUTOMATIC",
    drv: "FRONT-WHEEL DRIVE",
    cy: "4",
    hb: currentBid,
    cuc: "USD",
    ad: AUCTION_DATE,
    yn: "TX - DALLAS",
    locState: "TX",
    locCity: "DALLAS",
    ...extra,
  };
}

/** A page of Copart search rows, as the provider's search answers it. */
export const copartPage = (rows: unknown[]) => JSON.stringify({ data: { results: { content: rows } } });

export async function startFeedServer(route: FeedRoute = () => ({ body: copartPage([]) })): Promise<FeedServer> {
  const feed: FeedServer = { url: "", route, hits: [], log: [], close: async () => {} };
  const server = createServer((req, res) => {
    const n = Number(new URL(req.url ?? "/", "http://x").searchParams.get("page"));
    feed.hits.push(n);
    feed.log.push({ page: n, at: Date.now() });
    const out = feed.route(n, { headers: req.headers });
    const answer = () => {
      if (res.destroyed) return; // the client gave up (its timeout)
      res.writeHead(out.status ?? 200, { "content-type": "application/json", ...out.headers });
      res.end(out.body);
    };
    if (out.delayMs) setTimeout(answer, out.delayMs).unref();
    else answer();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  feed.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  feed.close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return feed;
}
