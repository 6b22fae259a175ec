// The production build keeps its source maps to itself: written beside the bundles (to read a stack trace from the
// field), named by no bundle, and answered 404 by the API that serves the build.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";

const appUrl = inject("appUrl");
const ASSETS = path.resolve("web/dist/assets");

describe("the built SPA's source maps", () => {
  it("are written, linked from no bundle, and never served while their bundles are", async () => {
    const files = await readdir(ASSETS);
    const bundles = files.filter((f) => /\.(js|css)$/.test(f));
    const maps = files.filter((f) => f.endsWith(".map"));
    expect(maps.length).toBeGreaterThan(0);
    for (const bundle of bundles) {
      const text = await readFile(path.join(ASSETS, bundle), "utf8");
      expect(text, bundle).not.toMatch(/[#@] sourceMappingURL=/);
    }
    for (const map of maps) {
      const res = await fetch(`${appUrl}/assets/${map}`, { headers: { "accept-encoding": "br, gzip" } });
      expect(res.status, map).toBe(404);
      expect(await res.text(), map).not.toContain('"sources"');
      const bundle = map.slice(0, -".map".length);
      if (bundles.includes(bundle)) expect((await fetch(`${appUrl}/assets/${bundle}`)).status, bundle).toBe(200);
    }
  });
});
