// Test support for the admin API: an app on a database of its own (so counts are exact), an admin client and the
// two kinds of outsiders the admin guard must stop, and optionally a worker (with an SMTP sink) on the same
// database and a Redis prefix of its own.
import { randomUUID } from "node:crypto";
import { expect, inject } from "vitest";
import type { FastifyInstance } from "fastify";
import { silentLogger } from "../../worker/src/logger.ts";
import { startWorker, type RunningWorker } from "../../worker/src/main.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../worker/src/testing/isolated-database.ts";
import { startSmtpSink, type SmtpSink } from "../../worker/src/testing/smtp-sink.ts";
import { testConfig as workerTestConfig } from "../../worker/src/testing/test-config.ts";
import { buildApp } from "../../api/src/app.ts";
import { testApiConfig } from "./config.ts";
import { InjectClient } from "./inject-client.ts";
import { adminCookie, createTestUser, customerCookie, type TestUser } from "./sessions.ts";

export type AdminHarness = {
  iso: IsolatedDatabase;
  app: FastifyInstance;
  redisPrefix: string;
  adminUser: TestUser;
  /** Signed in to the admin area, sending our Origin on writes. */
  admin: InjectClient;
  worker: RunningWorker | null;
  sink: SmtpSink | null;
  close(): Promise<void>;
};

function withCookie(app: FastifyInstance, cookie: string): InjectClient {
  const client = new InjectClient(app);
  const [name, ...value] = cookie.split("=");
  client.cookies.set(name!, value.join("="));
  return client;
}

export async function startAdminHarness(tag: string, opts: { worker?: boolean } = {}): Promise<AdminHarness> {
  const iso = await createIsolatedDatabase(inject("databaseUrl"), tag);
  const redisPrefix = `${inject("redisPrefix")}${tag}-${randomUUID().slice(0, 6)}:`;
  const app = await buildApp(
    testApiConfig({ DATABASE_URL: iso.url, PASSWORD_HASH_COST: "10", REDIS_PREFIX: redisPrefix }),
  );
  await app.ready();
  const adminUser = await createTestUser(iso.db, { role: "admin", tag: "admin" });
  const admin = withCookie(app, await adminCookie(app, adminUser.id));
  let sink: SmtpSink | null = null;
  let worker: RunningWorker | null = null;
  if (opts.worker) {
    sink = await startSmtpSink();
    worker = await startWorker(
      workerTestConfig({ databaseUrl: iso.url, redisUrl: inject("redisUrl"), redisPrefix, smtpUrl: sink.url }),
      { db: iso.db, logger: silentLogger, schedulers: false },
    );
  }
  return {
    iso,
    app,
    redisPrefix,
    adminUser,
    admin,
    worker,
    sink,
    async close() {
      await worker?.close();
      await app.close();
      await sink?.close();
      await iso.drop();
    },
  };
}

type Method = "GET" | "POST" | "PUT";

/**
 * The admin guard and CSRF for one route: 401 for a stranger and for a signed-in customer (the customer cookie
 * opens nothing here), 403 for an admin-area session of a user who is not an admin, 403 CSRF_REJECTED for an
 * admin write from another origin. None of them reaches the handler, so none may change anything.
 */
export async function expectAdminOnly(h: AdminHarness, method: Method, url: string, body?: unknown): Promise<void> {
  const customer = await createTestUser(h.app.db, { tag: "customer" });
  const stranger = new InjectClient(h.app);
  const signedInCustomer = withCookie(h.app, await customerCookie(h.app.db, customer.id));
  const customerWithAdminSession = withCookie(h.app, await adminCookie(h.app, customer.id));
  const call = (c: InjectClient, headers?: Record<string, string>) => c.request(method, url, body, headers);

  const anon = await call(stranger);
  expect(anon.statusCode, `${method} ${url} stranger`).toBe(401);
  expect(anon.json()).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
  expect((await call(signedInCustomer)).statusCode, `${method} ${url} customer`).toBe(401);
  const forbidden = await call(customerWithAdminSession);
  expect(forbidden.statusCode, `${method} ${url} non-admin admin session`).toBe(403);
  expect(forbidden.json()).toMatchObject({ success: false, code: "FORBIDDEN" });
  if (method !== "GET") {
    const forged = await call(h.admin, { origin: "https://evil.example" });
    expect(forged.statusCode, `${method} ${url} cross-origin`).toBe(403);
    expect(forged.json()).toMatchObject({ code: "CSRF_REJECTED" });
  }
}
