// Runs the browser tests against an already running server (E2E_APP_URL) without the database/Redis setup, e.g.
// to check the SPA alone against `vite preview`:
//   (cd web && npx vite build) && (cd web && exec ../node_modules/.bin/vite preview --port 4173 --host 127.0.0.1) &
//   E2E_APP_URL=http://127.0.0.1:4173 npx vitest run --config e2e/vitest.web-only.config.ts
import type { TestProject } from "vitest/node";

export default function setup(project: TestProject) {
  const appUrl = process.env.E2E_APP_URL;
  if (!appUrl) throw new Error("Set E2E_APP_URL to the running app, e.g. http://127.0.0.1:4173");
  project.provide("appUrl", appUrl);
}
