// bench/api: the API's throughput and latency under many concurrent visitors, with autocannon (50 connections,
// keep-alive, no pipelining) against the API as production runs it. Three endpoints in the same run, one after the
// other on the same process and catalogue: GET /api/health (routing, hooks, one `SELECT 1` and a Redis PING: the
// framework's floor), GET /api/search with a few realistic query strings, and GET /api/lots/{platform}/{lotNumber}
// over several hundred lots (the lot page's call, Redis-cached per lot).
//
//   node --import tsx bench/api/bench.ts [--lots 200000] [--duration 20] [--connections 50] [--warmup 3]
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import {
  fmt,
  generateCatalogue,
  ingestCatalogue,
  openBenchEnv,
  percentile,
  removeCatalogue,
  startApi,
  type RunningApi,
} from "../support/bench-env.ts";
import { round, writeResult, type Figure, type Target } from "../support/results.ts";
import { sampleCatalogue } from "../search/queries.ts";

const { values: args } = parseArgs({
  options: {
    lots: { type: "string", default: "200000" },
    /** seconds measured per endpoint */
    duration: { type: "string", default: "20" },
    connections: { type: "string", default: "50" },
    /** seconds of unmeasured load per endpoint first (JIT, pools, caches) */
    warmup: { type: "string", default: "3" },
  },
});
const LOTS = Number(args.lots);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const WARMUP = Number(args.warmup);
const log = (...a: unknown[]) => console.log("[bench/api]", ...a);

type Endpoint = {
  name: string;
  paths: string[];
  /** Targets on 2 cores (bench/README.md; none for the floor). */
  reqPerSecond?: Target;
};

type Measured = {
  name: string;
  requests: number;
  reqPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers other than 2xx, connection errors and timeouts. */
  failed: number;
};

/** Runs autocannon over `paths` (each connection cycles through them) and keeps every response time. */
async function cannon(
  base: string,
  paths: string[],
  seconds: number,
): Promise<{ ms: number[]; result: autocannon.Result }> {
  const ms: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        // Each connection sends the paths in turn, so every query gets its share of the run.
        requests: paths.map((path) => ({ method: "GET", path })),
        headers: { accept: "application/json" },
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => ms.push(responseTime));
  });
  return { ms, result };
}

async function measure(base: string, e: Endpoint): Promise<Measured> {
  if (WARMUP > 0) await cannon(base, e.paths, WARMUP);
  const { ms, result } = await cannon(base, e.paths, DURATION);
  ms.sort((a, b) => a - b);
  return {
    name: e.name,
    requests: ms.length,
    reqPerSecond: ms.length / result.duration,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    max: ms.at(-1) ?? NaN,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function main() {
  const env = await openBenchEnv("api");
  let api: RunningApi | null = null;
  try {
    const catalogue = await generateCatalogue(LOTS);
    log(`${LOTS} lots generated in ${Math.round(catalogue.ms / 1000)} s`);
    const ingested = await ingestCatalogue(env, catalogue.dir);
    await removeCatalogue(catalogue.dir);
    log(`ingested in ${Math.round(ingested.ms / 1000)} s`);
    await env.db.$executeRawUnsafe(`VACUUM ANALYZE "Lot"`);

    // A few searches visitors make most: the default listing, a make, a make and model over some years, a typed
    // phrase, a combined filter sorted the other way, and a lot-number lookup from the search box.
    const cat = await sampleCatalogue(env.db);
    const top = cat.models[0]!;
    const q = (p: Record<string, string>) => `/api/search?${new URLSearchParams(p)}`;
    const searches = [
      q({ pageSize: "24" }),
      q({ make: top.make, pageSize: "24" }),
      q({ make: top.make, model: top.model, yearFrom: String(top.year), yearTo: String(top.year + 4) }),
      q({ keyword: `${cat.models[1]!.make} ${cat.models[1]!.model}`.toLowerCase() }),
      q({ vehicleType: "automobile", yearFrom: "2018", damageType: cat.damages[0]!, order: "desc" }),
      q({ lotVin: cat.lotNumbers[7]! }),
    ];
    const lots = await env.db.lot.findMany({
      where: { removedAt: null },
      select: { platform: true, lotNumber: true },
      orderBy: { id: "asc" },
      take: 500,
    });
    const endpoints: Endpoint[] = [
      { name: "/api/health", paths: ["/api/health"] },
      { name: "/api/search", paths: searches, reqPerSecond: { min: 100 } },
      {
        name: "/api/lots/{platform}/{lotNumber}",
        paths: lots.map((l) => `/api/lots/${l.platform}/${l.lotNumber}?tz=120&locale=en`),
        reqPerSecond: { min: 1000 },
      },
    ];
    log(`searches: ${searches.join("  ")}`);
    log(`${lots.length} lot pages; ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per endpoint`);

    api = await startApi({ url: env.url, redisPrefix: env.redisPrefix });
    const measured: Measured[] = [];
    for (const e of endpoints) measured.push(await measure(api.base, e));

    console.log("");
    console.log(
      `${`endpoint (${CONNECTIONS} connections)`.padEnd(38)}  req/s   p50 ms   p95 ms   p99 ms   max ms  failed  target`,
    );
    for (const m of measured) {
      const target = endpoints.find((e) => e.name === m.name)!.reqPerSecond;
      console.log(
        [
          m.name.padEnd(38),
          String(Math.round(m.reqPerSecond)).padStart(6),
          fmt(m.p50).padStart(8),
          fmt(m.p95).padStart(8),
          fmt(m.p99).padStart(8),
          fmt(m.max).padStart(8),
          String(m.failed).padStart(7),
          target && "min" in target ? `  >= ${target.min} req/s` : "  (floor)",
        ].join(" "),
      );
    }
    console.log("");

    const figures: Figure[] = measured.flatMap((m) => {
      const e = endpoints.find((x) => x.name === m.name)!;
      return [
        {
          figure: `${m.name} req/s at ${CONNECTIONS} connections`,
          value: round(m.reqPerSecond),
          unit: "req/s",
          target: e.reqPerSecond,
        },
        { figure: `${m.name} p95`, value: round(m.p95), unit: "ms" },
        { figure: `${m.name} p99`, value: round(m.p99), unit: "ms" },
        { figure: `${m.name} failed requests`, value: m.failed, unit: "", target: { max: 0 } },
      ];
    });
    await writeResult("api", { lots: LOTS, duration: DURATION, connections: CONNECTIONS, warmup: WARMUP }, figures, {
      searches,
      measured,
    });
    process.exitCode = measured.some((m) => m.failed > 0) ? 1 : 0;
  } finally {
    await api?.stop();
    await env.close();
  }
}

await main();
