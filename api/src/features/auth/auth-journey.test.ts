// The whole account journey as a browser would drive it, over real HTTP only (no database access from the test):
// sign up, sign in, check the session, change the profile, forget the password and reset it from the mailed
// link, and sign out.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it, inject } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app.ts";
import { testApiConfig } from "../../../../test/support/config.ts";
import { startWorker, type RunningWorker } from "../../../../worker/src/main.ts";
import { startSmtpSink, type SmtpSink } from "../../../../worker/src/testing/smtp-sink.ts";
import { testConfig as workerTestConfig } from "../../../../worker/src/testing/test-config.ts";
import { waitFor } from "../../../../worker/src/testing/wait-for.ts";

let app: FastifyInstance;
let worker: RunningWorker;
let smtp: SmtpSink;
let base: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  const redisPrefix = `${inject("redisPrefix")}journey-${randomUUID().slice(0, 6)}:`;
  app = await buildApp(testApiConfig({ PASSWORD_HASH_COST: "10", REDIS_PREFIX: redisPrefix }));
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  base = `http://127.0.0.1:${address.port}`;
  worker = await startWorker(
    workerTestConfig({
      databaseUrl: inject("databaseUrl"),
      redisUrl: inject("redisUrl"),
      redisPrefix,
      smtpUrl: smtp.url,
    }),
    { relay: false, schedulers: false },
  );
});

afterAll(async () => {
  await worker?.close();
  await app?.close();
  await smtp?.close();
});

/** A tiny browser: a cookie jar, JSON bodies, and the site's Origin on every call (the API checks it on writes). */
function browser() {
  const jar = new Map<string, string>();
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        origin: "http://localhost:3000",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, value] = pair!.split("=") as [string, string];
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    return {
      status: res.status,
      body: (await res.json()) as { user?: Record<string, unknown> } & Record<string, unknown>,
    };
  };
}

it("signs up, signs in, edits the profile, resets a forgotten password by e-mail and signs out", async () => {
  const call = browser();
  const email = `journey.${randomUUID().slice(0, 8)}@example.com`;

  const signUp = await call("POST", "/api/auth/register", {
    name: "Rūta",
    surname: "Kazlauskienė",
    email,
    password: "first password 1",
    locale: "en",
    acceptTerms: true,
  });
  expect(signUp).toMatchObject({
    status: 201,
    body: { success: true, message: "Registration successful. You are signed in.", user: { email, balance: 0 } },
  });
  // Registering signs the new customer in; they sign out and back in with the password they chose.
  expect((await call("GET", "/api/auth/me")).body).toMatchObject({ user: { email, name: "Rūta" } });
  expect((await call("POST", "/api/auth/logout")).status).toBe(200);

  const signIn = await call("POST", "/api/auth/login", { email, password: "first password 1" });
  expect(signIn.status).toBe(200);
  expect(signIn.body.user).toMatchObject({ email, name: "Rūta", balance: 0, biddingPower: 0 });

  const me = await call("GET", "/api/auth/me");
  expect(me.body).toMatchObject({ success: true, user: { email, locale: "en", role: "customer" } });

  const edited = await call("PUT", "/api/auth/update-profile", { surname: "Kazlauskaitė", phone: "+37060011122" });
  expect(edited.body).toMatchObject({ success: true, user: { surname: "Kazlauskaitė", phone: "+37060011122" } });

  const forgot = await call("POST", "/api/auth/reset-password", { email });
  expect(forgot.body).toEqual({ success: true, message: "Reset email sent" });
  const mail = await waitFor(() => smtp.received.find((m) => m.envelope.to.includes(email)));
  expect(mail.headers.get("subject")).toBe("Reset your BaltBid password");
  const link = mail.raw.replace(/=\r\n/g, "").match(/http:\/\/localhost:3000\/reset-password\/([A-Za-z0-9_-]+)/);
  expect(link).not.toBeNull();

  const reset = await call("PUT", "/api/auth/reset-password", { token: link![1], password: "second password 2" });
  expect(reset.body).toEqual({ success: true, message: "Password reset successful" });
  expect((await call("GET", "/api/auth/me")).status).toBe(401); // the reset ended every session

  const old = await call("POST", "/api/auth/login", { email, password: "first password 1" });
  expect(old).toEqual({
    status: 401,
    body: { success: false, code: "INVALID_CREDENTIALS", message: "Incorrect email or password." },
  });
  expect((await call("POST", "/api/auth/login", { email, password: "second password 2" })).status).toBe(200);
  expect((await call("GET", "/api/auth/me")).body.user?.surname).toBe("Kazlauskaitė");

  expect(await call("POST", "/api/auth/logout")).toEqual({
    status: 200,
    body: { success: true, message: "Logged out" },
  });
  expect((await call("GET", "/api/auth/me")).status).toBe(401);
});
