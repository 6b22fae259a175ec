// Browser tests run against the real thing: the API (in this process) serving the production build of the SPA
// from web/dist, and the worker (outbox relay, notifications, mails to files), on the run's private database and
// Redis prefix. E2E_APP_URL points the tests at a server that
// is already running instead (e.g. `make start` or `vite preview`).
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import net from "node:net";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildApp } from "../api/src/app.ts";
import { loadConfig } from "../api/src/config.ts";
import { silentLogger } from "../worker/src/logger.ts";
import { startWorker } from "../worker/src/main.ts";
import { testConfig } from "../worker/src/testing/test-config.ts";

const WEB_DIST = path.resolve("web/dist");

export default async function setup(project: TestProject) {
  if (process.env.E2E_APP_URL) {
    project.provide("appUrl", process.env.E2E_APP_URL);
    return;
  }
  if (!existsSync(path.join(WEB_DIST, "index.html")))
    throw new Error("web/dist is missing: build the SPA first (`npm run build`), as `make test` does");
  const ctx = project.getProvidedContext();
  // The port is chosen first so that PUBLIC_ORIGIN (checked against the browser's Origin) is exact.
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const app = await buildApp(
    loadConfig({
      DATABASE_URL: ctx.databaseUrl,
      REDIS_URL: ctx.redisUrl,
      REDIS_PREFIX: ctx.redisPrefix,
      LOG_LEVEL: "warn",
      WEB_DIST_DIR: WEB_DIST,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_ORIGIN: appUrl,
      // Browser tests sign in many times from one address: the brute-force limits are scaled up, not off.
      RATE_LIMIT_SCALE: "5",
    }),
  );
  await app.listen({ host: "127.0.0.1", port });
  // The worker turns what the API commits (deposits completed, bids decided...) into notifications, so the browser
  // sees them arrive live; its mails go to files.
  const mailDir = await mkdtemp(path.join(tmpdir(), "e2e-mail-"));
  const worker = await startWorker(
    testConfig({
      databaseUrl: ctx.databaseUrl,
      redisUrl: ctx.redisUrl,
      redisPrefix: ctx.redisPrefix,
      outboxDir: mailDir,
    }),
    { logger: silentLogger, schedulers: false },
  );
  project.provide("appUrl", appUrl);
  console.log(`[e2e] API serving web/dist at ${appUrl}, with the worker`);
  return async () => {
    await app.close();
    await worker.close();
    await rm(mailDir, { recursive: true, force: true });
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        address && typeof address !== "string" ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
