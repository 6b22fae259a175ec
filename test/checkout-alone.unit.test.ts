// A clone on its own must pass `make test`: no source, test, script, config or document may reach for a path
// outside the checkout (a sibling folder of samples, a specification beside the clone). Every relative path written
// in a file is resolved from that file's folder and must stay inside the repository.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const REPO = fileURLToPath(new URL("..", import.meta.url));
const SKIP_DIRS = new Set(["node_modules", ".git", "var", "dist", "generated", "coverage", "test-results"]);
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|sh|ya?ml|html|css|sql|prisma|toml)$|^(Makefile|Dockerfile|run)$|^\.env/;

function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return SKIP_DIRS.has(name) ? [] : filesOf(full);
    return TEXT.test(name) && statSync(full).size < 2_000_000 ? [full] : [];
  });
}

/** Relative paths written in `text` (quoted, in a link or a call) that resolve outside the repository from `file`. */
export function pathsLeavingCheckout(file: string, text: string, repo = REPO): string[] {
  const out: string[] = [];
  const dir = path.dirname(file);
  for (const m of text.matchAll(/(?<=["'`(\s=])((?:\.\.\/)+[\w.@/-]*|\.\.(?=["'`)]))/g)) {
    const resolved = path.resolve(dir, m[1]!);
    if (path.relative(repo, resolved).startsWith("..")) out.push(m[1]!);
  }
  // A parent folder spelt as separate segments (path.join(root, "..", "x")) cannot be resolved statically.
  for (const m of text.matchAll(/join\([^)]*["']\.\.["'][^)]*\)/g)) out.push(m[0]);
  for (const m of text.matchAll(/\/work\/shared\b[\w/.-]*/g)) out.push(m[0]);
  return out;
}

describe("the checkout stands alone", () => {
  it("finds the kind it looks for (the check can fail)", () => {
    const file = path.join(REPO, "shared/src/catalogue/x.ts");
    expect(pathsLeavingCheckout(file, 'new URL("../../../../sibling/data/samples/", import.meta.url)')).toHaveLength(1);
    expect(pathsLeavingCheckout(file, 'new URL("../../../test/fixtures/", import.meta.url)')).toEqual([]);
    expect(pathsLeavingCheckout(path.join(REPO, "README.md"), "See [the design](../sibling/ARCHITECTURE.md).")).toEqual(
      ["../sibling/ARCHITECTURE.md"],
    );
    expect(
      pathsLeavingCheckout(path.join(REPO, "scripts/x.ts"), 'path.join(repo, "..", "sibling", "data")'),
    ).toHaveLength(1);
    expect(pathsLeavingCheckout(path.join(REPO, "x.ts"), 'readFileSync("/work/shared/data/a.csv")')).toHaveLength(1);
  });

  it("has no file that reaches outside the repository", () => {
    const self = fileURLToPath(import.meta.url);
    const files = filesOf(REPO).filter((f) => f !== self);
    expect(files.length).toBeGreaterThan(300);
    const leaving = files.flatMap((f) =>
      pathsLeavingCheckout(f, readFileSync(f, "utf8")).map((p) => `${path.relative(REPO, f)}: ${p}`),
    );
    expect(leaving).toEqual([]);
  });

  it("carries the fixtures and reference data its tests read", () => {
    for (const dir of ["test/fixtures/provider-samples", "docs/domain/data", "docs/feeds/samples/europe"])
      expect(readdirSync(path.join(REPO, dir)).length, dir).toBeGreaterThan(1);
  });
});
