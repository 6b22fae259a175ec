// One vitest run, five projects: pure unit tests; integration tests against real PostgreSQL and Redis (one fresh
// database per run, see test/global-setup.ts); web component tests under jsdom; browser tests in Chromium; and the
// proof suites (faults with real processes, security), run one file at a time and last (`make proof`, `make test`).
import { defineConfig } from "vitest/config";

const integrationGlobs = [
  "api/src/**/*.test.ts",
  "worker/src/**/*.test.ts",
  "prisma/src/**/*.test.ts",
  "test/**/*.test.ts",
];

/** The proof suites: kill and cut real processes (test/faults/README.md), and attack the API (test/security). */
const proofGlobs = ["test/faults/**/*.test.ts", "test/security/**/*.test.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["shared/src/**/*.test.ts", "**/*.unit.test.ts"],
          exclude: ["**/node_modules/**", "web/**"],
          // A timeout catches a hang, not slowness (speed is measured in bench/): property tests run many cases.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "integration",
          environment: "node",
          include: integrationGlobs,
          exclude: ["**/node_modules/**", "**/*.unit.test.ts", ...proofGlobs],
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
          testTimeout: 30_000,
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
      {
        test: {
          name: "proof",
          environment: "node",
          include: proofGlobs,
          globalSetup: ["test/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          // The fault suites start and kill processes and time recoveries: one file at a time, nothing beside them.
          fileParallelism: false,
        },
      },
    ],
  },
});
