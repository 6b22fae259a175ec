// One vitest run, four projects: pure unit tests; integration tests against real PostgreSQL and Redis (one fresh
// database per run, see test/global-setup.ts); web component tests under jsdom; browser tests in Chromium.
import { defineConfig } from "vitest/config";

const integrationGlobs = [
  "api/src/**/*.test.ts",
  "worker/src/**/*.test.ts",
  "prisma/src/**/*.test.ts",
  "test/**/*.test.ts",
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["shared/src/**/*.test.ts", "**/*.unit.test.ts"],
          exclude: ["**/node_modules/**", "web/**"],
        },
      },
      {
        test: {
          name: "integration",
          environment: "node",
          include: integrationGlobs,
          exclude: ["**/node_modules/**", "**/*.unit.test.ts"],
          globalSetup: ["test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: "./web/vite.config.ts",
        test: {
          name: "web",
          root: "web",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["e2e/**/*.e2e.test.ts"],
          globalSetup: ["test/global-setup.ts", "e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
