import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_NODE_FLAGS } from "./node-flags.ts";

// Every way the API is started for real runs it with the flags its benchmarks measured.
describe("the API's start commands", () => {
  // The production build (dist/server) runs with plain node; the workspace's own start script runs the source.
  it.each([
    ["scripts/start.sh", /^node (.*) dist\/server\/api\.js &/m, []],
    ["compose.yaml", /exec node (.*) dist\/server\/api\.js"/, []],
    ["api/package.json", /"start": "node (.*) src\/server\.ts"/, ["--import", "tsx"]],
  ])("%s starts node with API_NODE_FLAGS", (file, command, loader) => {
    const args = command.exec(readFileSync(new URL(`../../${file}`, import.meta.url), "utf8"))?.[1]?.split(" ");
    expect(args, "no API start command found").toBeDefined();
    expect(args?.sort()).toEqual([...API_NODE_FLAGS, ...loader].sort());
  });
});
