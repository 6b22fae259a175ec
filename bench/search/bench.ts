// bench/search: the catalogue search under load. Generates and ingests N demo lots (default 200,000) through the
// real ingestion, starts the API as production runs it (api/src/server.ts, its own process), and sends a seeded mix
// (queries.ts: the commonest searches, fixed shape classes such as a range with a broad filter or a deep page, and
// random combinations of every filter) over HTTP from this process at several concurrencies. Prints p50/p95/p99 and
// requests per second per concurrency, p95 per shape class, the lookups on their own, the API's own overhead (its
// Server-Timing total minus the time it waited for PostgreSQL on the same request), and the share of the lots
// answered whose rows were read (the API keeps the others' answer JSON: search-items.ts).
//
//   node --import tsx bench/search/bench.ts [--lots 200000] [--queries 2000] [--concurrency 1,4,16] [--seed 7]
//     [--postgres machine|stock,compose] [--database URL] [--keep] [--samples FILE] [--encoding br|identity]
// --postgres: "machine" (the default) measures on DATABASE_URL's server as it is set up; a list of settings
// (scratch-postgres.ts: stock = PostgreSQL's defaults, compose = compose.yaml's) starts a server of the bench's own,
// ingests once and measures under each settings in turn.
// --encoding: "br" (the default) sends the Accept-Encoding Chromium sends, so answers come compressed as browsers
// get them; "identity" asks for them plain.
// --samples writes every timed request (concurrency, kind, query, plan, total and database ms, bytes) as JSON lines.
// --database reuses a catalogue database left by an earlier --keep run (generation and ingestion take minutes).
import { appendFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { createPrismaClient, type Db } from "@app/db/client";
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
import { startCpuMeter } from "../support/cpu.ts";
import { SERVER_SETTINGS, startScratchPostgres } from "../support/scratch-postgres.ts";
import { LeanHttpConnection } from "../support/lean-http.ts";
import { jsonRoundTripMs } from "../support/machine-speed.ts";
import { round, writeResult, type Figure } from "../support/results.ts";
import { buildQueries, KINDS, LOOKUP_KINDS, sampleCatalogue, type BenchQuery, type QueryKind } from "./queries.ts";

const { values: args } = parseArgs({
  options: {
    lots: { type: "string", default: "200000" },
    queries: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "1,4,16" },
    seed: { type: "string", default: "7" },
    database: { type: "string" },
    keep: { type: "boolean", default: false },
    samples: { type: "string" },
    encoding: { type: "string", default: "br" },
    postgres: { type: "string", default: "machine" },
  },
});
const LOTS = Number(args.lots);
const QUERIES = Number(args.queries);
const CONCURRENCY = args.concurrency.split(",").map(Number);
const log = (...a: unknown[]) => console.log("[bench/search]", ...a);
if (!["br", "identity"].includes(args.encoding)) throw new Error(`--encoding: br or identity, not ${args.encoding}`);
const REQUEST_HEADERS: Record<string, string> =
  args.encoding === "br" ? { "Accept-Encoding": "gzip, deflate, br, zstd" } : {};

type Sample = {
  kind: QueryKind;
  query: string;
  ms: number;
  dbMs: number;
  /** The plan the API chose (broad, narrow, lookup: search.repository.ts). */
  plan: string;
  /** Lots of the answer whose rows were read (the others were kept by the API: search-items.ts), of `items`. */
  read: number;
  items: number;
  apiMs: number;
  status: number;
  /** The answer's body as sent (compressed when --encoding br). */
  bytes: number;
};

async function timed(conn: LeanHttpConnection, q: BenchQuery): Promise<Sample> {
  const t0 = performance.now();
  const res = await conn.get(`/api/search?${q.query}`);
  const ms = performance.now() - t0;
  const timing = /db;dur=([\d.]+)(?:;desc=(\w+))?, (?:read;desc=(\d+), items;desc=(\d+), )?total;dur=([\d.]+)/.exec(
    res.headers.get("server-timing") ?? "",
  );
  return {
    kind: q.kind,
    query: q.query,
    ms,
    dbMs: timing ? Number(timing[1]) : NaN,
    plan: timing?.[2] ?? "-",
    read: Number(timing?.[3] ?? 0),
    items: Number(timing?.[4] ?? 0),
    apiMs: timing ? Number(timing[5]) : NaN,
    status: res.status,
    bytes: res.bodyBytes,
  };
}

/** The queries in order, `concurrency` clients at a time, each on a keep-alive connection of its own. */
async function runMix(base: string, queries: BenchQuery[], concurrency: number) {
  const { hostname, port } = new URL(base);
  const samples: Sample[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      const conn = new LeanHttpConnection(hostname, Number(port), REQUEST_HEADERS);
      try {
        while (next < queries.length) samples.push(await timed(conn, queries[next++]!));
      } finally {
        conn.close();
      }
    }),
  );
  return { samples, seconds: (performance.now() - t0) / 1000 };
}

function summary(samples: Sample[]) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const overhead = samples
    .filter((s) => !Number.isNaN(s.dbMs))
    .map((s) => s.apiMs - s.dbMs)
    .sort((a, b) => a - b);
  return {
    n: ms.length,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    overheadP50: percentile(overhead, 50),
    overheadP95: percentile(overhead, 95),
  };
}

const dbMsOf = (samples: Sample[]) => samples.reduce((a, s) => a + (Number.isNaN(s.dbMs) ? 0 : s.dbMs), 0);

/** One line per group of samples: how many, p50, p95 and the group's share of the database's time. */
function printGroups(title: string, samples: Sample[], groups: readonly string[], groupOf: (s: Sample) => string) {
  const dbTotal = dbMsOf(samples);
  console.log(`${title}:   n   p50 ms   p95 ms   share of DB time`);
  for (const group of groups) {
    const of = samples.filter((s) => groupOf(s) === group);
    const k = summary(of);
    const share = `${Math.round((100 * dbMsOf(of)) / dbTotal)}%`;
    console.log(
      `  ${group.padEnd(22)} ${String(k.n).padStart(5)} ${fmt(k.p50).padStart(8)} ${fmt(k.p95).padStart(8)} ${share.padStart(10)}`,
    );
  }
}

/**
 * PostgreSQL's shared buffers beside what the search reads (the lot rows, the sort and filter indexes): when they
 * do not hold it, pages come from the kernel's cache at several times the cost, and the figures say more about the
 * server's settings than the search (bench/search/README.md, "Shared buffers"; compose.yaml gives PostgreSQL
 * 1 GB).
 */
async function bufferFit(db: Db): Promise<{ line: string; buffers: string }> {
  const [row] = await db.$queryRaw<{ buffers: string; working: string; fits: boolean }[]>`
    SELECT pg_size_pretty(s.bytes) AS buffers, pg_size_pretty(w.bytes) AS working, s.bytes >= w.bytes AS fits
    FROM (SELECT setting::bigint * current_setting('block_size')::bigint AS bytes
          FROM pg_settings WHERE name = 'shared_buffers') AS s,
         (SELECT pg_relation_size('"Lot"') + sum(pg_relation_size(indexrelid))::bigint AS bytes
          FROM pg_index WHERE indrelid = '"Lot"'::regclass) AS w`;
  if (!row) return { line: "shared buffers unknown", buffers: "unknown" };
  const line = `PostgreSQL's shared buffers ${row.buffers}, the search's rows and indexes ${row.working}`;
  return { line: row.fits ? line : `${line}: part of every run is read from the kernel's cache`, buffers: row.buffers };
}

async function main() {
  // "machine": DATABASE_URL's server as it is; otherwise a server of the bench's own, restarted with each settings.
  const servers = args.postgres === "machine" ? ["machine"] : args.postgres.split(",");
  if (servers.some((name) => !SERVER_SETTINGS[name]) && args.postgres !== "machine")
    throw new Error(`--postgres: machine, or a list of ${Object.keys(SERVER_SETTINGS).join(", ")}`);
  if (args.database && servers[0] !== "machine") throw new Error("--database reuses a catalogue on its own server");
  const scratch = servers[0] === "machine" ? null : await startScratchPostgres(SERVER_SETTINGS[servers[0]!]!);
  const env = args.database ? null : await openBenchEnv("search", scratch?.url);
  const url = args.database ?? env!.url;
  const redisPrefix = env?.redisPrefix ?? `bench:search:reuse:`;
  let db: Db = createPrismaClient(url, { max: 4 });
  try {
    if (env) {
      const catalogue = await generateCatalogue(LOTS);
      log(`${LOTS} lots generated in ${Math.round(catalogue.ms / 1000)} s`);
      const ingested = await ingestCatalogue(env, catalogue.dir);
      await env.db.$disconnect();
      await removeCatalogue(catalogue.dir);
      log(`ingested in ${Math.round(ingested.ms / 1000)} s (${Math.round(LOTS / (ingested.ms / 1000))} lots/s)`);
    }
    await db.$executeRawUnsafe(`VACUUM ANALYZE "Lot"`);
    const total = await db.lot.count();
    const catalogueSample = await sampleCatalogue(db);
    // Each concurrency sends a draw of its own from the same mix: the API keeps the answer JSON of lots it has shown
    // (search-items.ts), and a pass repeating the pages of the one before would find every lot kept. With a draw
    // of its own, a pass finds kept what earlier traffic showed: the popular first pages, not the deep ones.
    const mixAt = (c: number, count = QUERIES) => buildQueries(catalogueSample, count, Number(args.seed) + c);
    log(`${total} lots in the catalogue; ${QUERIES} queries per concurrency (seed ${args.seed} + concurrency)`);
    // Machines differ by a factor of nearly three, and one machine's speed moves: the speed goes beside the figures.
    log(`machine speed: a search-sized JSON round trip takes ${jsonRoundTripMs()} ms (machine-speed.ts)`);

    const figures: Figure[] = [];
    const details: Record<string, unknown> = {};
    for (const [i, name] of servers.entries()) {
      if (i > 0) {
        await db.$disconnect();
        await scratch!.restart(SERVER_SETTINGS[name]!);
        db = createPrismaClient(url, { max: 4 });
      }
      const fit = await bufferFit(db);
      log(fit.line);
      const on = `, shared_buffers ${fit.buffers}`;
      const measured = await measure(url, redisPrefix, mixAt, total, on);
      figures.push(...measured.figures);
      details[`shared_buffers ${fit.buffers}`] = measured.perConcurrency;
    }
    await writeResult(
      "search",
      {
        lots: total,
        queries: QUERIES,
        concurrency: CONCURRENCY,
        seed: Number(args.seed),
        encoding: args.encoding,
        postgres: args.postgres,
      },
      figures,
      details,
    );
  } finally {
    if (env && !args.keep) await env.close();
    else {
      if (env) log(`kept the catalogue: --database ${url}`);
      if (env) env.redis.disconnect();
    }
    await db.$disconnect();
    await scratch?.stop();
  }
}

/**
 * Starts the API on the catalogue, warms it, and sends the mix at each concurrency: prints the tables and returns the
 * figures (named with `on`, the server's settings) and the details per concurrency.
 */
async function measure(
  url: string,
  redisPrefix: string,
  mixAt: (c: number, count?: number) => BenchQuery[],
  total: number,
  on: string,
) {
  let api: RunningApi | null = null;
  try {
    // SERVER_TIMING: the database's share and the plan of each answer come from its Server-Timing header.
    api = await startApi({ url, redisPrefix, env: { SERVER_TIMING: "1" } });
    const base = api.base;
    // Warm-up: JIT, connection pools, PostgreSQL's buffer cache. Not counted.
    const warm = await runMix(base, mixAt(1000, 300), 4);
    if (warm.samples.every((s) => Number.isNaN(s.dbMs)))
      throw new Error("the API sent no Server-Timing (SERVER_TIMING=1)");
    const kbPerAnswer = warm.samples.reduce((a, s) => a + s.bytes, 0) / warm.samples.length / 1024;
    log(`answers ${args.encoding === "br" ? "compressed as a browser asks" : "plain"}: ${fmt(kbPerAnswer)} KB each`);

    console.log("");
    const figures: Figure[] = [];
    const perConcurrency: Record<string, unknown> = {};
    const cpuShares: [number, { api: number; postgresAndRest: number; loadGenerator: number } | null][] = [];
    const classP95: Record<string, Record<number, number>> = {};
    console.log(
      "concurrency   req/s    p50 ms   p95 ms   p99 ms   VIN p95  lot p95  API overhead p50/p95 ms  errors  lots read",
    );
    for (const c of CONCURRENCY) {
      const meter = startCpuMeter(api.child.pid);
      const { samples, seconds } = await runMix(base, mixAt(c), c);
      const cpu = meter.stop();
      if (args.samples)
        appendFileSync(args.samples, samples.map((s) => JSON.stringify({ concurrency: c, ...s })).join("\n") + "\n");
      const all = summary(samples);
      const vin = summary(samples.filter((s) => s.kind === "vin"));
      const lot = summary(samples.filter((s) => s.kind === "lot"));
      const lookups = summary(samples.filter((s) => LOOKUP_KINDS.includes(s.kind)));
      // p95 per shape class: the worst class is what a buyer who filters that way waits, whatever the mix's average.
      const byClass = Object.fromEntries(
        [...KINDS, "lookup"].map((k) => [
          k,
          summary(samples.filter((s) => (k === "lookup" ? LOOKUP_KINDS.includes(s.kind) : s.kind === k))),
        ]),
      );
      for (const [k, v] of Object.entries(byClass)) (classP95[k] ??= {})[c] = v.p95;
      const worst = Object.entries(byClass)
        .filter(([k]) => k !== "lookup")
        .reduce((a, b) => (b[1].p95 > a[1].p95 ? b : a));
      const errors = samples.filter((s) => s.status !== 200).length;
      // CPU per request: what a faster search must cut (latency at 16 is mostly the queue for two cores).
      const cpuPerRequest = cpu && {
        api: round(cpu.apiMs / all.n),
        postgresAndRest: round(cpu.restMs / all.n),
        loadGenerator: round(cpu.loadGeneratorMs / all.n),
      };
      cpuShares.push([c, cpuPerRequest]);
      // The share of the answered lots whose rows were read; the rest the API had kept.
      const lotsAnswered = samples.reduce((a, s) => a + s.items, 0);
      const lotsRead = samples.reduce((a, s) => a + s.read, 0) / Math.max(1, lotsAnswered);
      perConcurrency[c] = {
        reqPerSecond: round(all.n / seconds),
        all,
        vin,
        lot,
        byClass,
        errors,
        cpuPerRequest,
        lotsRead,
      };
      // Targets (2 cores, 200,000 lots): p95 <= 25 ms at 4, <= 60 ms at 16; lookups and API overhead p95 <= 5 and
      // 3 ms, which name no concurrency. Those two are held to one client: they measure a lookup's own cost (an
      // index hit) and the API's own work per request, and under the bench's closed loop every concurrency above one
      // keeps the two cores ~80% busy, so at 4 they mostly measure the queue for the CPU and the API's one thread,
      // which the p95 targets at 4 and 16 already hold (bench/search/README.md, "Reading the figures"). At 4 they
      // are still printed, without a target, to show how they fare under load.
      const p95Target = c === 4 ? { max: 25 } : c === 16 ? { max: 60 } : undefined;
      figures.push({
        figure: `p95 at concurrency ${c}, ${total} lots${on}`,
        value: round(all.p95),
        unit: "ms",
        target: p95Target,
      });
      figures.push({ figure: `req/s at concurrency ${c}${on}`, value: round(all.n / seconds), unit: "req/s" });
      figures.push({
        figure: `worst class p95 at concurrency ${c}${on} (${worst[0]})`,
        value: round(worst[1].p95),
        unit: "ms",
        target: c === 4 ? { max: 50 } : undefined,
      });
      if (c === 1 || c === 4) {
        figures.push({
          figure: `VIN and lot lookups p95 at concurrency ${c}${on}`,
          value: round(lookups.p95),
          unit: "ms",
          target: c === 4 ? { max: 5 } : undefined,
        });
        figures.push({
          figure: `API overhead p95 at concurrency ${c}${on}`,
          value: round(all.overheadP95),
          unit: "ms",
          target: c === 1 ? { max: 3 } : undefined,
        });
      }
      if (errors)
        figures.push({
          figure: `errors at concurrency ${c}${on}`,
          value: errors,
          unit: "requests",
          target: { max: 0 },
        });
      console.log(
        [
          String(c).padStart(11),
          String(Math.round(all.n / seconds)).padStart(7),
          fmt(all.p50).padStart(8),
          fmt(all.p95).padStart(8),
          fmt(all.p99).padStart(8),
          fmt(vin.p95).padStart(8),
          fmt(lot.p95).padStart(8),
          `${fmt(all.overheadP50)} / ${fmt(all.overheadP95)}`.padStart(24),
          String(errors).padStart(7),
          `${Math.round(100 * lotsRead)}%`.padStart(10),
        ].join(" "),
      );
      if (c === CONCURRENCY.at(-1)) {
        console.log("");
        // The share of the database's time tells which kind of query (and which plan) to make cheaper first.
        printGroups(`by kind at concurrency ${c}`, samples, KINDS, (s) => s.kind);
        console.log("");
        printGroups(
          `by plan at concurrency ${c}`,
          samples,
          [...new Set(samples.map((s) => s.plan))].sort(),
          (s) => s.plan,
        );
        console.log("");
        console.log("slowest (ms: total / db):");
        for (const x of [...samples].sort((a, b) => b.ms - a.ms).slice(0, 16))
          console.log(
            `  ${fmt(x.ms).padStart(7)} / ${fmt(x.dbMs).padStart(7)}  ${x.kind.padEnd(15)} ${x.plan.padEnd(7)} ${x.query}`,
          );
      }
    }
    console.log("");
    console.log(`p95 ms per class: ${CONCURRENCY.map((c) => `at ${c}`.padStart(8)).join(" ")}`);
    for (const [k, byC] of Object.entries(classP95))
      console.log(`  ${k.padEnd(16)} ${CONCURRENCY.map((c) => fmt(byC[c] ?? NaN).padStart(8)).join(" ")}`);
    console.log("");
    console.log("CPU per request, ms:  API  PostgreSQL and the rest  load generator");
    for (const [c, share] of cpuShares)
      console.log(
        share
          ? `  concurrency ${String(c).padEnd(4)} ${fmt(share.api).padStart(6)} ${fmt(share.postgresAndRest).padStart(12)} ${fmt(share.loadGenerator).padStart(16)}`
          : `  concurrency ${c}: not measured (no /proc)`,
      );
    console.log("");
    console.log(
      "targets (200,000 lots): p95 <= 25 ms at concurrency 4, <= 60 ms at 16; the worst class's p95 <= 50 ms and VIN and lot lookups p95 <= 5 ms at 4; API overhead p95 <= 3 ms at 1",
    );
    return { figures, perConcurrency };
  } finally {
    await api?.stop();
  }
}

await main();
