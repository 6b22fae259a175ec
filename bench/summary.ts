// The last step of `make bench`: one table of every bench's figures beside their targets, read from the JSON
// results the benches wrote (var/bench/<name>.json, or BENCH_RESULTS_DIR). A bench listed in BENCH_FAILED (names
// separated by spaces, set by bench/run.sh) ended with an error and is shown as such.
//
//   node --import tsx bench/summary.ts
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { RESULTS_DIR, targetText, type BenchResult } from "./support/results.ts";

/** The order `make bench` runs them in; any other result file follows. */
const ORDER = ["ingest", "search", "sse", "notify", "api", "bids", "web"];

/** One decimal below 100, whole numbers above (a p99 of 1,216.4 ms says nothing its 1,216 does not). */
const value = (v: number, unit: string) =>
  !Number.isFinite(v)
    ? "-"
    : `${v.toLocaleString("en-US", { maximumFractionDigits: Math.abs(v) < 100 ? 1 : 0 })}${unit ? ` ${unit}` : ""}`;

/** The machine's speed as the bench saw it (bench/support/machine-speed.ts): machines differ from run to run. */
const speed = (r: BenchResult) =>
  r.machine.jsonRoundTripMs === undefined ? "" : `JSON round trip ${r.machine.jsonRoundTripMs} ms, `;

async function main() {
  const files = (await readdir(RESULTS_DIR).catch(() => [] as string[])).filter((f) => f.endsWith(".json"));
  const results: BenchResult[] = [];
  for (const f of files) results.push(JSON.parse(await readFile(path.join(RESULTS_DIR, f), "utf8")) as BenchResult);
  const rank = (b: string) => (ORDER.includes(b) ? ORDER.indexOf(b) : ORDER.length);
  results.sort((a, b) => rank(a.bench) - rank(b.bench) || a.bench.localeCompare(b.bench));
  const failed = (process.env.BENCH_FAILED ?? "").split(/\s+/).filter(Boolean);

  const rows: string[][] = [["bench", "figure", "value", "target", "met?"]];
  for (const r of results) {
    const mark = failed.includes(r.bench) ? " (exited with an error)" : "";
    for (const [i, f] of r.figures.entries())
      rows.push([
        i === 0 ? `${r.bench}${mark}` : "",
        f.figure,
        value(f.value, f.unit),
        targetText(f),
        f.met === null ? "-" : f.met ? "yes" : "NO",
      ]);
  }
  for (const b of failed.filter((b) => !results.some((r) => r.bench === b)))
    rows.push([b, "(no result: the bench ended with an error)", "-", "-", "NO"]);

  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) =>
    r
      .map((cell, c) => cell.padEnd(widths[c]!))
      .join("  ")
      .trimEnd();
  console.log("");
  const where = path.relative(process.cwd(), RESULTS_DIR);
  console.log(`Benchmarks (${where.startsWith("..") ? RESULTS_DIR : where})`);
  for (const r of results)
    console.log(
      `  ${r.bench.padEnd(8)} ${r.at.slice(0, 19).replace("T", " ")} UTC, load average ${r.machine.loadAverage.join(" ")}, ` +
        `${r.machine.cpus} CPUs, ${speed(r)}${JSON.stringify(r.options)}`,
    );
  console.log("");
  console.log(line(rows[0]!));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows.slice(1)) console.log(line(r));
  const missed = results.flatMap((r) => r.figures.filter((f) => f.met === false)).length;
  console.log("");
  console.log(
    `${missed} target(s) not met. Figures from a busy machine say more about the scheduler than the code: ` +
      "compare them on a quiet one (bench/README.md).",
  );
}

await main();
