// The production build imports every package in the version its source does: a package a workspace holds in its own
// node_modules (another version than the root's) is imported by path, never by a bare name the root would answer.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_ENTRIES, buildServer } from "./build-server.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const WORKSPACES = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { workspaces: string[] })
  .workspaces;

/** Packages some workspace holds in its own node_modules: a bare import of one of these could load the wrong copy. */
function nestedPackages(): Set<string> {
  const names = new Set<string>();
  for (const w of WORKSPACES) {
    const dir = path.join(ROOT, w, "node_modules");
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir)) {
      if (entry.startsWith(".")) continue;
      if (entry.startsWith("@")) for (const sub of readdirSync(path.join(dir, entry))) names.add(`${entry}/${sub}`);
      else names.add(entry);
    }
  }
  return names;
}

const packageOf = (spec: string) =>
  spec
    .split("/")
    .slice(0, spec.startsWith("@") ? 2 : 1)
    .join("/");

let out: string;
beforeAll(async () => {
  out = await mkdtemp(path.join(ROOT, "var", "build-test-"));
  await buildServer(SERVER_ENTRIES, out);
}, 60_000);
afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

describe("the server build", () => {
  it.each(Object.keys(SERVER_ENTRIES))("%s.js imports nested packages by path and every path exists", (name) => {
    const code = readFileSync(path.join(out, `${name}.js`), "utf8");
    const specs = [
      ...code.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/g),
    ].map((m) => m[1] ?? m[2]!);
    expect(specs.length).toBeGreaterThan(10);
    const nested = nestedPackages();
    for (const spec of specs) {
      if (spec.startsWith(".")) expect(existsSync(path.resolve(out, spec)), spec).toBe(true);
      else if (!spec.startsWith("node:")) expect(nested.has(packageOf(spec)), `bare import of ${spec}`).toBe(false);
    }
  });
});
