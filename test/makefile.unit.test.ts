// `make help` is the list of every target: each target the Makefile declares (.PHONY) carries a `## ` line that help
// prints, and every rule a person can name is declared. npm's start, dev and test scripts run the make targets of
// the same name, so the two ways in never drift apart.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const makefile = readFileSync("Makefile", "utf8");
/** Lines with their backslash continuations joined. */
const lines = makefile.replace(/\\\n/g, " ").split("\n");

const phony = lines
  .filter((l) => l.startsWith(".PHONY:"))
  .flatMap((l) => l.slice(".PHONY:".length).trim().split(/\s+/))
  .filter(Boolean);
/** Rules a person can name: `name: ...`, not `NAME := value` nor file targets like $(NPM_STAMP). */
const rules = lines.map((l) => /^([a-z][a-z0-9-]*):(?!=)/.exec(l)?.[1]).filter((t): t is string => !!t);

async function helpLines(): Promise<Map<string, string>> {
  const { stdout } = await run("make", ["-s", "--no-print-directory", "help"], {
    env: { ...process.env, MAKEFLAGS: "" },
  });
  const listed = new Map<string, string>();
  for (const line of stdout.split("\n").filter(Boolean)) {
    const m = /^\s+make ([a-z][a-z0-9-]*)\s+(\S.*)$/.exec(line);
    expect(m, `an unexpected line in make help: ${line}`).not.toBeNull();
    expect(listed.has(m![1]!), `${m![1]} listed twice`).toBe(false);
    listed.set(m![1]!, m![2]!);
  }
  return listed;
}

describe("make help", () => {
  it("declares every rule as a target and every target as a rule", () => {
    expect(phony.length).toBeGreaterThan(10);
    expect([...new Set(rules)].sort()).toEqual([...new Set(phony)].sort());
  });

  it("lists every target once, with its line of text", async () => {
    const listed = await helpLines();
    expect([...listed.keys()].sort()).toEqual([...new Set(phony)].sort());
    for (const [target, text] of listed) expect(text.length, target).toBeGreaterThan(8);
  });

  it("is the default goal", async () => {
    const { stdout } = await run("make", ["-s", "--no-print-directory"], { env: { ...process.env, MAKEFLAGS: "" } });
    expect(stdout).toContain("make start");
    expect(stdout).toContain("make test ");
  });
});

describe("npm start, npm run dev, npm test", () => {
  const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;

  it.each(["start", "dev", "test"])("npm's %s runs make's target of that name", (name) => {
    expect(scripts[name]).toBe(`make ${name}`);
    expect(phony).toContain(name);
  });
});
