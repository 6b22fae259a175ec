// Every dependency a workspace declares is used: imported by some source of the repository (npm hoists them, so a
// root test may use what a workspace declares), or a command-line tool, a peer another package needs, or the types
// of a package that is imported. An unused one only costs installs and audits.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const WORKSPACES = [".", "shared", "prisma", "api", "worker", "web"];

/** Used other than by an import, and how. */
const USED_OTHERWISE: Record<string, string> = {
  eslint: "the `lint` script",
  prettier: "the `lint` and `format` scripts",
  typescript: "the `typecheck` script",
  tsx: "runs every TypeScript entry point (scripts, Makefile, start.sh)",
  vitest: "the test runner",
  lighthouse: "bench/web runs its command line",
  prisma: "the `generate` script of @app/db",
  "@prisma/client": "the runtime of the generated client (prisma/generated)",
  "@emotion/react": "a peer dependency of @chakra-ui/react",
  jsdom: "the web tests' environment (vitest.config.ts)",
  "@types/node": "Node's own modules' types",
};

const SKIP_DIRS = new Set(["node_modules", ".git", "dist", "var", "generated", "coverage", "test-results", ".cache"]);

function sources(dir = "."): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) out.push(...sources(p));
    } else if (/\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(entry.name)) out.push(p);
  }
  return out;
}

/** The packages a source imports: `from "x"`, `import "x"`, `import("x")`, `require("x")`, subpaths included. */
function importedPackages(text: string): string[] {
  const specifiers = [
    ...text.matchAll(
      /(?:\bfrom\s+|\bimport\s+|\bimport\(\s*|\brequire\(\s*|require\.resolve\(\s*)["']([^"'./][^"']*)["']/g,
    ),
  ].map((m) => m[1]!);
  return specifiers.map((s) => (s.startsWith("@") ? s.split("/").slice(0, 2).join("/") : s.split("/")[0]!));
}

const imported = new Set(sources().flatMap((f) => importedPackages(readFileSync(f, "utf8"))));

/** `@types/x` is for `x`, `@types/scope__x` for `@scope/x`. */
const typesFor = (name: string) => {
  const bare = name.slice("@types/".length);
  return bare.includes("__") ? `@${bare.replace("__", "/")}` : bare;
};

describe("declared dependencies", () => {
  it.each(WORKSPACES)("of %s are all used", (ws) => {
    const pkg = JSON.parse(readFileSync(path.join(ws, "package.json"), "utf8")) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const declared = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];
    const unused = declared.filter((name) => {
      if (name in USED_OTHERWISE || imported.has(name)) return false;
      return !(name.startsWith("@types/") && imported.has(typesFor(name)));
    });
    expect(unused).toEqual([]);
  });

  it("are found by the scan in every way an import is spelt", () => {
    const text = [
      'import { a } from "pkg-a";',
      'import "pkg-b/side-effect.css";',
      'const c = await import("@scope/pkg-c/sub");',
      'const d = require("pkg-d");',
      'const e = require.resolve("pkg-e/build/index.js");',
      'export { f } from "pkg-f";',
      'import g from "./local.ts";',
    ].join("\n");
    expect(importedPackages(text).sort()).toEqual(["@scope/pkg-c", "pkg-a", "pkg-b", "pkg-d", "pkg-e", "pkg-f"]);
  });
});
