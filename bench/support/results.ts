// Every bench writes its figures beside their targets to var/bench/<name>.json (BENCH_RESULTS_DIR overrides the
// folder), so that bench/summary.ts can print one table of the whole run. The JSON is written in addition to what
// each bench prints; it changes nothing that is measured.
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { jsonRoundTripMs } from "./machine-speed.ts";

export const RESULTS_DIR = path.resolve(process.env.BENCH_RESULTS_DIR ?? "var/bench");

/** A target: the value must be at most (`max`) or at least (`min`) the bound. */
export type Target = { max: number } | { min: number };

export type Figure = {
  figure: string;
  value: number;
  unit: string;
  /** Absent: the figure is reported for context (e.g. the framework floor) and has no target. */
  target?: Target;
};

export type BenchResult = {
  bench: string;
  at: string;
  /** What the run was asked for (sizes, durations), as the bench's options. */
  options: Record<string, unknown>;
  /** jsonRoundTripMs: the machine's speed when the result was written (machine-speed.ts; lower is faster). */
  machine: { cpus: number; loadAverage: number[]; node: string; jsonRoundTripMs?: number };
  figures: (Figure & { met: boolean | null })[];
  /** The bench's own detailed result, as it prints it. */
  details?: unknown;
};

export function met(f: Figure): boolean | null {
  if (!f.target || !Number.isFinite(f.value)) return f.target ? false : null;
  return "max" in f.target ? f.value <= f.target.max : f.value >= f.target.min;
}

export function targetText(f: Figure): string {
  if (!f.target) return "-";
  if ("max" in f.target && f.target.max === 0) return "0";
  const n = (v: number) => `${v.toLocaleString("en-US")}${f.unit ? ` ${f.unit}` : ""}`;
  return "max" in f.target ? `<= ${n(f.target.max)}` : `>= ${n(f.target.min)}`;
}

/** Writes var/bench/<bench>.json and returns its path. */
export async function writeResult(
  bench: string,
  options: Record<string, unknown>,
  figures: Figure[],
  details?: unknown,
): Promise<string> {
  const result: BenchResult = {
    bench,
    at: new Date().toISOString(),
    options,
    machine: {
      cpus: os.cpus().length,
      loadAverage: os.loadavg().map((l) => +l.toFixed(1)),
      node: process.version,
      jsonRoundTripMs: jsonRoundTripMs(),
    },
    figures: figures.map((f) => ({ ...f, met: met(f) })),
    details,
  };
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${bench}.json`);
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`[bench/${bench}] result written to ${path.relative(process.cwd(), file)}`);
  return file;
}

/** Rounds a measured value for the table: 1 decimal below 100, whole numbers above. */
export const round = (v: number) => (!Number.isFinite(v) ? NaN : Math.abs(v) < 100 ? +v.toFixed(1) : Math.round(v));
