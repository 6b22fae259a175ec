// A password-reset token never reaches a log line. The API and the worker log into captured streams at their most
// verbose level while the reset flow runs end to end: the request, the mail job (whose first delivery fails with an
// SMTP answer quoting the text), the SPA's /reset-password/<token> page in its spellings, the API call that uses the
// token, and made-up tokens sent through the same doors. No line holds a token, while the mail does.
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../../app.ts";
import { testApiConfig } from "../../../../test/support/config.ts";
import { InjectClient } from "../../../../test/support/inject-client.ts";
import { createTestUser } from "../../../../test/support/sessions.ts";
import { createLogger } from "../../../../worker/src/logger.ts";
import { startWorker, type RunningWorker } from "../../../../worker/src/main.ts";
import { createMailer, type Mailer } from "../../../../worker/src/services/mailer.ts";
import { testConfig as workerTestConfig } from "../../../../worker/src/testing/test-config.ts";
import { waitFor } from "../../../../worker/src/testing/wait-for.ts";

const lines: string[] = [];
const capture = { write: (line: string) => void lines.push(line) };
let app: FastifyInstance;
let worker: RunningWorker;
let outbox: string;
/** Mails whose first delivery fails with the SMTP server's answer quoting the message. */
const failOnce = new Set<string>();

beforeAll(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), "reset-outbox-"));
  const webDist = await mkdtemp(path.join(tmpdir(), "reset-web-"));
  await writeFile(path.join(webDist, "index.html"), "<!doctype html><title>SPA</title><div id=root></div>");
  const redisPrefix = `${inject("redisPrefix")}reset-logs-${randomUUID().slice(0, 6)}:`;
  app = await buildApp(
    testApiConfig({ LOG_LEVEL: "trace", PASSWORD_HASH_COST: "10", REDIS_PREFIX: redisPrefix, WEB_DIST_DIR: webDist }),
    { logStream: capture },
  );
  await app.ready();
  const files = createMailer({ smtpUrl: null, outboxDir: outbox, from: "BaltBid <no-reply@baltbid.test>" });
  const mailer: Mailer = {
    ...files,
    async send(mail) {
      const to = mail.to[0]!;
      if (failOnce.delete(to)) throw new Error(`550 5.2.2 <${to}>: mailbox full; the message was: ${mail.text}`);
      return files.send(mail);
    },
  };
  worker = await startWorker(
    workerTestConfig({
      databaseUrl: inject("databaseUrl"),
      redisUrl: inject("redisUrl"),
      redisPrefix,
      extra: { LOG_LEVEL: "debug" },
    }),
    {
      relay: false,
      schedulers: false,
      mailer,
      logger: createLogger("debug", { name: "worker" }, (line) => capture.write(line)),
    },
  );
});

afterAll(async () => {
  await worker?.close();
  await app?.close();
});

/** The token of the reset mail sent to `email`, from the outbox file. */
async function mailedToken(email: string): Promise<string> {
  return waitFor(
    async () => {
      for (const file of await readdir(outbox)) {
        const raw = (await readFile(path.join(outbox, file), "utf8")).replace(/=\r\n/g, "");
        if (!raw.includes(email)) continue;
        const m = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(raw);
        if (m) return m[1]!;
      }
      return null;
    },
    { timeoutMs: 20_000 },
  );
}

/** Every door a token can come through: the SPA's page (as mailed and re-spelt), a query, the API call. */
async function sendThroughEveryDoor(token: string) {
  const browser = new InjectClient(app);
  const page = `http://localhost:3000/reset-password/${token}`;
  for (const url of [
    `/reset-password/${token}`,
    `/reset-password/${token}/`,
    `/RESET-PASSWORD/${token}?lang=en`,
    `/reset-password?token=${token}`,
    `/api/reset-password/${token}`,
  ]) {
    const res = await browser.get(url, { referer: page });
    expect(res.statusCode, url).toBeLessThan(500);
  }
  const used = await browser.put(
    "/api/auth/reset-password",
    { token, password: "a new password 1" },
    { referer: page },
  );
  const strict = await browser.put("/api/auth/reset-password", { token, password: "x", extra: 1 });
  expect(strict.statusCode).toBe(400);
  const raw = await browser.request("PUT", "/api/auth/reset-password", `{"token":"${token}",`, {
    "content-type": "application/json",
  });
  expect(raw.statusCode).toBe(400);
  return used;
}

function linesHolding(token: string): string[] {
  return lines.filter((line) => line.includes(token));
}

describe("password-reset tokens in the logs", () => {
  it("appear in no API or worker line while the whole flow runs, the mail's first delivery failing", async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) {
      const user = await createTestUser(app.db, { tag: "reset-logs", locale: i % 2 ? "en" : "lt" });
      if (i === 0) failOnce.add(user.email);
      const asked = await new InjectClient(app).post("/api/auth/reset-password", { email: user.email });
      expect(asked.statusCode).toBe(200);
      const token = await mailedToken(user.email);
      tokens.push(token);
      const used = await sendThroughEveryDoor(token);
      expect(used.statusCode, used.body).toBe(200);
      expect((await sendThroughEveryDoor(token)).statusCode).toBe(400); // used once
    }
    // Wait for the worker's last lines (the mail sent, its job done).
    await waitFor(() => lines.filter((l) => l.includes('"email: sent"')).length >= 3 || null, { timeoutMs: 20_000 });

    // The places the token passed through were logged, redacted.
    expect(lines.some((l) => l.includes('"email: send failed"') && l.includes("/reset-password/[redacted]"))).toBe(
      true,
    );
    expect(lines.some((l) => l.includes('"url":"/reset-password/[redacted]"'))).toBe(true);
    expect(lines.some((l) => l.includes('"url":"/reset-password?token=[redacted]"'))).toBe(true);
    expect(lines.some((l) => l.includes('"url":"/api/auth/reset-password"'))).toBe(true);
    for (const token of tokens) expect(linesHolding(token)).toEqual([]);
  }, 60_000);

  it("appear in no line for made-up tokens sent through the same doors", async () => {
    const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".split("");
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: fc.constantFrom(...BASE64URL), minLength: 16, maxLength: 64 }), async (t) => {
        const before = lines.length;
        expect((await sendThroughEveryDoor(t)).statusCode).toBe(400);
        expect(lines.length).toBeGreaterThan(before);
        expect(linesHolding(t)).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });
});

describe("session cookies and bearer tokens in the logs", () => {
  it("appear in no line, on answers that succeed, fail or are refused", async () => {
    const before = lines.length;
    const user = await createTestUser(app.db, { tag: "cookie-logs" });
    await app.db.user.update({
      where: { id: user.id },
      data: { passwordHash: await app.passwords.hash("a password 123") },
    });
    const client = new InjectClient(app);
    expect((await client.post("/api/auth/login", { email: user.email, password: "a password 123" })).statusCode).toBe(
      200,
    );
    const sid = client.cookies.get("sid")!;
    expect(sid).toBeTruthy();
    await client.get("/api/auth/me");
    await client.get("/api/bids/not-a-uuid");
    await client.post("/api/transactions/deposits", { amount: "nope" });
    const bearer = `Bearer ${randomUUID()}${randomUUID()}`;
    await app.inject({
      url: "/api/admin/customers",
      headers: { cookie: `sid=${sid}; adminToken=${sid}`, authorization: bearer },
    });
    expect(lines.length).toBeGreaterThan(before);
    expect(linesHolding(sid)).toEqual([]);
    expect(linesHolding(bearer.slice("Bearer ".length))).toEqual([]);
  });

  it("stay out of a line that is handed the request's headers (serializers and redaction together)", () => {
    const secret = randomUUID();
    app.log.info(
      {
        req: { headers: { cookie: `sid=${secret}`, authorization: `Bearer ${secret}` } },
        res: { headers: { "set-cookie": `sid=${secret}` } },
      },
      "headers probe",
    );
    const probe = lines.filter((l) => l.includes("headers probe"));
    expect(probe).toHaveLength(1);
    expect(linesHolding(secret)).toEqual([]);
  });
});
