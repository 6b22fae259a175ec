import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_NODE_FLAGS } from "./node-flags.ts";

// Every way the API is started for real runs it with the flags its benchmarks measured.
describe("the API's start commands", () => {
  it.each([
    ["scripts/start.sh", /^node (.*) api\/src\/server\.ts &/m],
    ["compose.yaml", /exec node (.*) api\/src\/server\.ts"/],
    ["api/package.json", /"start": "node (.*) src\/server\.ts"/],
  ])("%s starts node with API_NODE_FLAGS", (file, command) => {
    const args = command.exec(readFileSync(new URL(`../../${file}`, import.meta.url), "utf8"))?.[1]?.split(" ");
    expect(args, "no API start command found").toBeDefined();
    expect(args).toEqual(expect.arrayContaining([...API_NODE_FLAGS, "--import", "tsx"]));
  });
});
