// Browser tests against E2E_APP_URL only (see global-setup.web-only.ts); the full run is the root config's e2e project.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: ".",
    include: ["e2e/**/*.e2e.test.ts"],
    environment: "node",
    globalSetup: ["e2e/global-setup.web-only.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
