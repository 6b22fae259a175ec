import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { WORKER_NODE_FLAGS } from "./node-flags.ts";

// Every way the worker is started for real runs it with the flags its benchmark measured.
describe("the worker's start commands", () => {
  // The production build (dist/server) runs with plain node; the workspace's own start script runs the source.
  it.each([
    ["scripts/start.sh", /^node (.*) dist\/server\/worker\.js &/m, []],
    ["compose.yaml", /exec node (.*) dist\/server\/worker\.js"/, []],
    ["worker/package.json", /"start": "node (.*) src\/main\.ts"/, ["--import", "tsx"]],
  ])("%s starts node with WORKER_NODE_FLAGS", (file, command, loader) => {
    const args = command.exec(readFileSync(new URL(`../../${file}`, import.meta.url), "utf8"))?.[1]?.split(" ");
    expect(args, "no worker start command found").toBeDefined();
    expect(args?.sort()).toEqual([...WORKER_NODE_FLAGS, ...loader].sort());
  });
});
