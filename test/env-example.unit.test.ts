// .env.example is the list of every variable a process of the repository reads: the API's, the worker's and the
// seed's zod schemas, any other process.env read (scripts, tests, benches), shell defaults (`${NAME:-...}`) and the
// Makefile's overridable variables (`NAME ?= ...`). These tests scan the sources for every such read, so a variable
// added anywhere without a line in .env.example (or a line left for a variable nobody reads) fails here; README's
// configuration table must name the same variables.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commonEnvShape } from "@app/shared/config/config.schemas";
import { seedEnvSchema } from "../prisma/src/seed-config.ts";

/** Read from the environment but not ours to list: the system's own, and one script's hand-over to the next. */
const NOT_LISTED: Record<string, string> = {
  TZ: "the system's time zone (tests set it to try other zones)",
  PATH: "the system's",
  HOME: "the system's",
  PWD: "the shell's",
  BENCH_FAILED: "set by bench/run.sh for bench/summary.ts",
};

const SKIP_DIRS = new Set(["node_modules", ".git", "dist", "var", "generated", "coverage", "test-results", ".cache"]);
/** This file: its snippets spell reads to test the scan, they read nothing. */
const SELF = path.join("test", "env-example.unit.test.ts");
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|sh)$/;

function sourceFiles(dir = "."): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) out.push(...sourceFiles(p));
    } else if (p === SELF) continue;
    else if (SOURCE.test(entry.name) || p === "Makefile" || p === path.join(".ci", "run")) out.push(p);
  }
  return out;
}

const NAME = "[A-Z][A-Z0-9_]*";
const all = (re: RegExp, text: string) => [...text.matchAll(re)].map((m) => m[1]!);

/** Environment variables a TypeScript or JavaScript file reads. */
function tsReads(text: string): string[] {
  return [
    // a zod env schema's field: `NAME: envValue(...)`
    ...all(new RegExp(`\\b(${NAME})\\s*:\\s*envValue\\(`, "g"), text),
    // a field of the shared shape used on its own: `commonEnvShape.NAME`
    ...all(new RegExp(`\\bcommonEnvShape\\.(${NAME})\\b`, "g"), text),
    // process.env.NAME, process.env?.NAME, process.env["NAME"], and env.NAME on an env object
    ...all(new RegExp(`\\b(?:process\\.)?env(?:\\?\\.|\\.)(${NAME})\\b`, "g"), text),
    ...all(new RegExp(`\\bprocess\\.env\\[["'](${NAME})["']\\]`, "g"), text),
  ];
}

/** Environment variables a shell script reads: `${NAME:-x}` / `${NAME:=x}` always, `$NAME` unless it assigns it. */
function shellReads(text: string): string[] {
  const code = text
    .split("\n")
    .filter((l) => !/^\s*#/.test(l))
    .join("\n");
  const assigned = new Set(all(new RegExp(`(?:^|[\\s;]|export\\s+)(${NAME})=`, "gm"), code));
  const withDefault = all(new RegExp(`\\$\\{(${NAME}):?[-=?+]`, "g"), code);
  const bare = all(new RegExp(`(?<!\\$)\\$\\{?(${NAME})\\b`, "g"), code).filter((n) => !assigned.has(n));
  return [...withDefault, ...bare];
}

/** Variables the environment may set for the Makefile: `NAME ?= default`. */
function makefileReads(text: string): string[] {
  return all(new RegExp(`^(${NAME})\\s*\\?=`, "gm"), text);
}

function readsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  if (file === "Makefile") return makefileReads(text);
  if (file.endsWith(".sh") || file === path.join(".ci", "run")) return shellReads(text);
  return tsReads(text);
}

/** Every variable read anywhere, with the files that read it. */
function allReads(): Map<string, string[]> {
  const reads = new Map<string, string[]>();
  for (const file of sourceFiles())
    for (const name of new Set(readsOf(file))) {
      if (name in NOT_LISTED) continue;
      reads.set(name, [...(reads.get(name) ?? []), file]);
    }
  return reads;
}

/** The variables .env.example names, set (`NAME=...`) or left commented out (`# NAME=...`). */
function exampleNames(text: string): string[] {
  return all(new RegExp(`^#?[ \\t]*(${NAME})=`, "gm"), text);
}

/** The variables named in the first column of README's configuration table. */
function readmeTableNames(): string[] {
  const readme = readFileSync("README.md", "utf8");
  const section = readme.slice(readme.indexOf("## Configuration"));
  const table = section.slice(0, section.indexOf("\n## ", 1));
  return table
    .split("\n")
    .filter((l) => l.startsWith("| `"))
    .flatMap((l) => all(new RegExp("`(" + NAME + ")`", "g"), l.split("|")[1]!));
}

const missing = (wanted: Iterable<string>, listed: Iterable<string>) => {
  const have = new Set(listed);
  return [...new Set(wanted)].filter((n) => !have.has(n)).sort();
};

const example = readFileSync(".env.example", "utf8");

describe(".env.example", () => {
  it("lists every variable any process reads", () => {
    const reads = allReads();
    const absent = missing(reads.keys(), exampleNames(example));
    expect(absent.map((n) => `${n} (read in ${reads.get(n)!.join(", ")})`)).toEqual([]);
  });

  it("lists no variable that nobody reads, and each once", () => {
    const names = exampleNames(example);
    expect(missing(names, allReads().keys())).toEqual([]);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it("holds every field of the shared and the seed's schemas (the scan sees the schemas)", () => {
    const reads = allReads();
    const schemaKeys = [...Object.keys(commonEnvShape), ...Object.keys(seedEnvSchema.shape)];
    expect(missing(schemaKeys, reads.keys())).toEqual([]);
    // One field of each schema file and one read of each other kind, so a scan that stopped seeing one fails.
    for (const [name, file] of [
      ["SSE_SESSION_CHECK_MS", path.join("api", "src", "config.ts")],
      ["WORKER_SCHEDULER_CHECK_MS", path.join("worker", "src", "config.ts")],
      ["INGESTION_SOURCES_FILE", path.join("prisma", "src", "seed-config.ts")],
      ["DATABASE_POOL_MAX", path.join("shared", "src", "config", "config.schemas.ts")],
      ["DEMO_LOTS", "Makefile"],
      ["BENCH_RESULTS_DIR", path.join("bench", "support", "results.ts")],
      ["TEST_DATABASE_URL", path.join(".ci", "run")],
    ] as const)
      expect(reads.get(name), name).toContain(file);
  });

  it("is what README's configuration table lists", () => {
    const names = exampleNames(example);
    const table = readmeTableNames();
    expect({ notInReadme: missing(names, table), notInExample: missing(table, names) }).toEqual({
      notInReadme: [],
      notInExample: [],
    });
  });
});

describe("the scan (a check that cannot fail is a defect)", () => {
  const name = fc.stringMatching(/^[A-Z][A-Z0-9_]{2,20}$/);

  it("finds a read in every way TypeScript spells one", () => {
    fc.assert(
      fc.property(name, fc.integer({ min: 0, max: 4 }), (n, form) => {
        const snippet = [
          `const s = z.object({ ${n}: envValue(z.string()) });`,
          `const v = process.env.${n} ?? "x";`,
          `const v = process.env["${n}"];`,
          `if (env?.${n}) run();`,
          `commonEnvShape.${n}.parse(undefined);`,
        ][form]!;
        expect(tsReads(snippet)).toContain(n);
      }),
    );
  });

  it("finds shell reads, but not a variable the script sets for itself", () => {
    fc.assert(
      fc.property(name, (n) => {
        expect(shellReads(`port="\${${n}:-3000}"`)).toContain(n);
        expect(shellReads(`: "\${${n}:=x}"`)).toContain(n);
        expect(shellReads(`if [ -n "$${n}" ]; then exit; fi`)).toContain(n);
        expect(shellReads(`${n}="$(pwd)"\necho "$${n}"`)).not.toContain(n);
        expect(shellReads(`# echo $${n}`)).not.toContain(n);
        expect(makefileReads(`${n} ?= 1\nX := 2`)).toEqual([n]);
      }),
    );
  });

  it("reports a variable whose line is taken out of .env.example, set or commented", () => {
    const names = exampleNames(example);
    fc.assert(
      fc.property(fc.constantFrom(...names), (n) => {
        const without = example
          .split("\n")
          .filter((l) => !new RegExp(`^#?[ \\t]*${n}=`).test(l))
          .join("\n");
        expect(missing(allReadsCached(), exampleNames(without))).toEqual([n]);
      }),
      { numRuns: 20 },
    );
  });
});

let cached: string[] | undefined;
const allReadsCached = () => (cached ??= [...allReads().keys()]);
