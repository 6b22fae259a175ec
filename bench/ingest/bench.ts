// bench/ingest: lots per second through the real ingestion run (file source -> adapter -> batched upsert -> "lots
// changed" step -> progress row), for a fresh catalogue (every lot created), a re-run of the same pages (every lot
// unchanged, the steady state of a scheduled feed) and a run where a tenth of the lots changed; then the peak memory
// of a process ingesting one large page through the file source.
import { execFile } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { buildServer } from "../../scripts/build-server.ts";
import { WORKER_NODE_FLAGS } from "../../worker/src/node-flags.ts";
import { generateCatalogue, ingestCatalogue, openBenchEnv, removeCatalogue } from "../support/bench-env.ts";
import { round, writeResult, type Figure } from "../support/results.ts";

const { values: args } = parseArgs({
  options: {
    lots: { type: "string", default: "200000" },
    /** Size of the one page the memory figure ingests, in MiB (0: no memory figure). */
    "page-mb": { type: "string", default: "50" },
  },
});
const LOTS = Number(args.lots);
const PAGE_MB = Number(args["page-mb"]);
const MIB = 1024 * 1024;
/** The ingesting process's peak resident set for a 50 MiB page: at most 256 MB, in MiB. */
const PEAK_TARGET_MIB = Math.floor(256e6 / MIB);
const log = (...a: unknown[]) => console.log("[bench/ingest]", ...a);

/** Raises the current bid of every fifth Copart lot (a tenth of the catalogue), as a live feed would between runs. */
async function raiseSomeBids(dir: string): Promise<number> {
  let changed = 0;
  const folder = path.join(dir, "copart");
  for (const file of await readdir(folder)) {
    const page = JSON.parse(await readFile(path.join(folder, file), "utf8"));
    const items = page.data.results.content as { hb?: number; dynamicLotDetails?: { currentBid?: number } }[];
    items.forEach((item, i) => {
      if (i % 5 !== 0) return;
      if (item.dynamicLotDetails) item.dynamicLotDetails.currentBid = (item.dynamicLotDetails.currentBid ?? 0) + 25;
      item.hb = (item.hb ?? 0) + 25;
      changed++;
    });
    await writeFile(path.join(folder, file), JSON.stringify(page));
  }
  return changed;
}

/**
 * One Copart search page of about `mb` MiB, from the catalogue's rows with their lot numbers moved out of its range
 * (so the run creates every lot), written to `<dir>/big-page/page-00001.json`. Returns the folder and the row count.
 */
async function writeBigPage(dir: string, mb: number): Promise<{ folder: string; rows: number; bytes: number }> {
  const folder = path.join(dir, "big-page");
  await mkdir(folder, { recursive: true });
  const out = createWriteStream(path.join(folder, "page-00001.json"));
  const write = (text: string) =>
    new Promise<void>((resolve, reject) => out.write(text, (err) => (err ? reject(err) : resolve())));
  let bytes = 0;
  let rows = 0;
  const head = '{"data":{"results":{"content":[';
  await write(head);
  bytes += head.length;
  const source = path.join(dir, "copart");
  outer: for (let pass = 0; ; pass++) {
    for (const file of (await readdir(source)).sort()) {
      const page = JSON.parse(await readFile(path.join(source, file), "utf8"));
      for (const item of page.data.results.content as { ln: number; lotNumberStr?: string }[]) {
        const ln = 1_000_000_000 * (pass + 1) + Number(item.ln);
        const text = (rows ? "," : "") + JSON.stringify({ ...item, ln, lotNumberStr: String(ln) });
        await write(text);
        bytes += Buffer.byteLength(text);
        rows++;
        if (bytes >= mb * MIB) break outer;
      }
    }
  }
  const tail = `],"totalElements":${rows}}}}`;
  await write(tail);
  bytes += tail.length;
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  return { folder, rows, bytes };
}

type MemoryReport = {
  floorBytes: number;
  rssBeforeBytes: number;
  peakBytes: number;
  ms: number;
  /** process.memoryUsage() when the sampled resident set was largest. */
  atPeak: { rss: number; heapTotal: number; heapUsed: number; external: number; arrayBuffers: number };
  status: string;
  summary: string;
};

/**
 * Ingests the big page in a process of its own (bench/ingest/page-memory-child.ts, compiled as the worker is by
 * scripts/build-server.ts and started with plain node, as the worker runs) and returns what it reports.
 * It runs with the worker's Node flags (worker/src/node-flags.ts); BENCH_CHILD_NODE_ARGS replaces them, to see
 * another setting's effect ("--v8-pool-size=4", "--max-old-space-size=128").
 */
async function ingestInChild(url: string, sourceId: string, redisPrefix: string): Promise<MemoryReport> {
  await buildServer({ "page-memory-child": "bench/ingest/page-memory-child.ts" }, "var/bench/build");
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      ...(process.env.BENCH_CHILD_NODE_ARGS?.split(" ").filter(Boolean) ?? WORKER_NODE_FLAGS),
      "var/bench/build/page-memory-child.js",
      url,
      sourceId,
      redisPrefix,
    ],
    { maxBuffer: 1 << 20 },
  );
  const last = stdout.trim().split("\n").at(-1) ?? "";
  return JSON.parse(last) as MemoryReport;
}

const env = await openBenchEnv("ingest");
let dir: string | null = null;
try {
  const catalogue = await generateCatalogue(LOTS);
  dir = catalogue.dir;
  log(`${LOTS} lots generated as raw pages in ${Math.round(catalogue.ms)} ms (not counted)`);
  const figures: Figure[] = [];
  const report = (label: string, min: number, r: { ms: number; summaries: string[] }) => {
    const perSecond = LOTS / (r.ms / 1000);
    log(`${label}: ${LOTS} lots in ${Math.round(r.ms)} ms = ${Math.round(perSecond)} lots/s (target >= ${min})`);
    for (const s of r.summaries) log(`  ${s}`);
    figures.push({ figure: `${label}, ${LOTS} lots`, value: round(perSecond), unit: "lots/s", target: { min } });
  };
  report("fresh catalogue (all created)", 5000, await ingestCatalogue(env, dir));
  report("same pages again (all unchanged)", 10_000, await ingestCatalogue(env, dir));
  const changed = await raiseSomeBids(dir);
  log(`${changed} Copart lots got a higher current bid`);
  report("a tenth changed", 5000, await ingestCatalogue(env, dir));
  if (PAGE_MB > 0) {
    const page = await writeBigPage(dir, PAGE_MB);
    const sourceId = "bench-big-page";
    await env.db.ingestionSource.create({
      data: { id: sourceId, platform: "copart", kind: "file", fullListing: false, settings: { dir: page.folder } },
    });
    const m = await ingestInChild(env.url, sourceId, env.redisPrefix);
    const mib = (b: number) => b / MIB;
    log(
      `one page of ${mib(page.bytes).toFixed(1)} MiB (${page.rows} rows) in a process of its own: peak RSS ` +
        `${mib(m.peakBytes).toFixed(0)} MiB (target <= ${PEAK_TARGET_MIB} MiB, 256 MB); before the run: peak ${mib(m.floorBytes).toFixed(0)} MiB, ` +
        `resident ${mib(m.rssBeforeBytes).toFixed(0)} MiB; at the sampled peak: resident ${mib(m.atPeak.rss).toFixed(0)}, ` +
        `V8 heap ${mib(m.atPeak.heapTotal).toFixed(0)} (${mib(m.atPeak.heapUsed).toFixed(0)} used), ` +
        `Buffers ${mib(m.atPeak.arrayBuffers).toFixed(0)} MiB; ` +
        `${m.status} in ${Math.round(m.ms)} ms: ${m.summary}`,
    );
    if (m.status !== "completed") throw new Error(`the big page's run ended ${m.status}: ${m.summary}`);
    figures.push(
      {
        figure: `peak RSS ingesting one ${PAGE_MB} MiB page (file source)`,
        value: round(mib(m.peakBytes)),
        unit: "MiB",
        target: { max: PEAK_TARGET_MIB },
      },
      { figure: "peak RSS of that process before its run", value: round(mib(m.floorBytes)), unit: "MiB" },
    );
  }
  await writeResult("ingest", { lots: LOTS, pageMb: PAGE_MB }, figures);
} finally {
  if (dir) await removeCatalogue(dir);
  await env.close();
}
