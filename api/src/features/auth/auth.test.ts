// Accounts over HTTP against real PostgreSQL, Redis and SMTP: registration, sign-in and its cookie, the session
// rules, profile changes, the mailed reset link, the admin sign-in and guard, CSRF, and brute-force limits.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import type { FastifyInstance } from "fastify";
import { QUEUES } from "@app/shared/contracts/jobs";
import { buildApp } from "../../app.ts";
import { testApiConfig } from "../../../../test/support/config.ts";
import { InjectClient } from "../../../../test/support/inject-client.ts";
import { startWorker, type RunningWorker } from "../../../../worker/src/main.ts";
import { sweepPendingMail } from "../../../../worker/src/services/mail-queue.ts";
import { startSmtpSink, type SmtpSink } from "../../../../worker/src/testing/smtp-sink.ts";
import { testConfig as workerTestConfig } from "../../../../worker/src/testing/test-config.ts";
import { waitFor } from "../../../../worker/src/testing/wait-for.ts";

const ORIGIN = "http://localhost:3000";
const PASSWORD = "correct horse 42";

let app: FastifyInstance;
let worker: RunningWorker;
let smtp: SmtpSink;

const uniqueEmail = (tag = "user") => `${tag}.${randomUUID().slice(0, 8)}@example.com`;

async function registerUser(overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string) ?? uniqueEmail();
  const client = new InjectClient(app);
  const res = await client.post("/api/auth/register", {
    name: "Ona",
    surname: "Jonaitė",
    email,
    password: PASSWORD,
    locale: "lt",
    acceptTerms: true,
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  // The tests start from a customer who registered earlier and has since signed out.
  await app.db.session.deleteMany({ where: { user: { email: email.toLowerCase() } } });
  return email;
}

async function signedIn(email: string, password = PASSWORD, rememberMe = false) {
  const client = new InjectClient(app);
  const res = await client.post("/api/auth/login", { email, password, rememberMe });
  expect(res.statusCode, res.body).toBe(200);
  return { client, res };
}

function mailTo(address: string) {
  return smtp.received.filter((m) => m.envelope.to.includes(address));
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  // This file's own Redis prefix: its queues and rate limits never meet another test file's.
  const redisPrefix = `${inject("redisPrefix")}auth-${randomUUID().slice(0, 6)}:`;
  app = await buildApp(testApiConfig({ PASSWORD_HASH_COST: "10", REDIS_PREFIX: redisPrefix }));
  await app.ready();
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

describe("registration", () => {
  it("creates the account with a zero balance and signs the new customer in", async () => {
    const client = new InjectClient(app);
    const email = uniqueEmail("new");
    const res = await client.post("/api/auth/register", {
      name: " Ona ",
      surname: "Jonaitė",
      email: email.toUpperCase(),
      phone: "+370 612 34567",
      password: PASSWORD,
      locale: "en",
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Registration successful. You are signed in.",
      user: { email, name: "Ona", role: "customer", balance: 0, biddingPower: 0 },
    });
    // A browser-session cookie (no "remember me"), HttpOnly, that the session check accepts.
    const sid = res.cookies.find((c) => c.name === "sid");
    expect(sid).toMatchObject({ httpOnly: true });
    expect(sid?.maxAge ?? sid?.expires).toBeUndefined();
    const me = await client.get("/api/auth/me");
    expect(me.json()).toMatchObject({ success: true, user: { email } });
    const user = await app.db.user.findUniqueOrThrow({ where: { email }, include: { account: true } });
    expect(user).toMatchObject({ name: "Ona", locale: "en", role: "customer", phone: "+370 612 34567" });
    expect(user.account).toMatchObject({ balanceCents: 0, frozenCents: 0, currency: "EUR" });
    expect(user.passwordHash).not.toContain(PASSWORD);
  });

  it("refuses an e-mail that exists in any letter case with 409", async () => {
    const email = await registerUser();
    const client = new InjectClient(app);
    const res = await client.post("/api/auth/register", {
      name: "A",
      surname: "B",
      email: email.toUpperCase(),
      password: PASSWORD,
      locale: "lt",
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: "EMAIL_TAKEN", errors: { email: expect.any(String) } });
  });

  it("names every bad field and writes nothing", async () => {
    const before = await app.db.user.count();
    const client = new InjectClient(app);
    const res = await client.post("/api/auth/register", {
      name: "   ",
      surname: "x".repeat(101),
      email: "not-an-email",
      phone: "12",
      password: "short",
      locale: "de",
      acceptTerms: false,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    expect(Object.keys(body.errors).sort()).toEqual(
      ["acceptTerms", "email", "locale", "name", "password", "phone", "surname"].sort(),
    );
    // Without a language cookie the reader is Lithuanian; with one, the English sentence.
    expect(body.errors.password).toBe("Turi būti bent 8 simboliai");
    expect(body.errors.email).toBe("Įveskite teisingą el. pašto adresą");
    client.cookies.set("NEXT_LOCALE", "en");
    const english = (await client.post("/api/auth/register", { name: "Ona", password: "short" })).json();
    expect(english.errors.password).toBe("Password must be at least 8 characters");
    expect(english.message).toBe("Please check the highlighted fields.");
    expect(await app.db.user.count()).toBe(before);
  });

  it("refuses wrong types, unknown fields, malformed JSON and a 2 MB body", async () => {
    const client = new InjectClient(app);
    const wrongTypes = await client.post("/api/auth/register", {
      name: 1,
      surname: ["x"],
      email: null,
      password: 12345678,
      acceptTerms: "yes",
    });
    expect(wrongTypes.statusCode).toBe(400);
    const extra = await client.post("/api/auth/register", {
      name: "A",
      surname: "B",
      email: uniqueEmail(),
      password: PASSWORD,
      locale: "lt",
      acceptTerms: true,
      role: "admin",
    });
    expect(extra.statusCode).toBe(400); // no mass assignment of role
    const malformed = await client.request("POST", "/api/auth/register", '{"name":', {
      "content-type": "application/json",
    });
    expect(malformed.statusCode).toBe(400);
    const huge = await client.post("/api/auth/register", { name: "x".repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });
  });

  it("accepts a 64-character password and more", async () => {
    const email = await registerUser({ password: "p".repeat(64) + " and a few more words" });
    await signedIn(email, "p".repeat(64) + " and a few more words");
  });
});

describe("sign-in and the session cookie", () => {
  it("answers the user with balances and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const email = await registerUser();
    const { res } = await signedIn(email);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Login successful",
      user: {
        email,
        name: "Ona",
        role: "customer",
        balance: 0,
        frozenBalance: 0,
        availableBalance: 0,
        biddingPower: 0,
      },
    });
    expect(res.json().user.passwordHash).toBeUndefined();
    const header = String(res.headers["set-cookie"]);
    expect(header).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Path=/");
    expect(header).not.toContain("Secure"); // PUBLIC_ORIGIN is http here
    expect(header).not.toMatch(/Expires|Max-Age/); // a browser-session cookie without "remember me"
  });

  it("keeps a remembered session for 30 days", async () => {
    const email = await registerUser();
    const { res } = await signedIn(email, PASSWORD, true);
    const expires = new Date(String(res.headers["set-cookie"]).match(/Expires=([^;]+)/)![1]!);
    const days = (expires.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it("marks the cookie Secure with the __Host- prefix when the site is https", async () => {
    const secure = await buildApp(
      testApiConfig({
        PASSWORD_HASH_COST: "10",
        PUBLIC_ORIGIN: "https://baltbid.lt",
        REDIS_PREFIX: `${inject("redisPrefix")}https:`,
      }),
    );
    try {
      const email = await registerUser();
      const res = await new InjectClient(secure, "https://baltbid.lt").post("/api/auth/login", {
        email,
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      const header = String(res.headers["set-cookie"]);
      expect(header).toMatch(/^__Host-sid=/);
      expect(header).toContain("Secure");
    } finally {
      await secure.close();
    }
  });

  it("gives the same 401 for a wrong password and an unknown e-mail", async () => {
    const email = await registerUser();
    const client = new InjectClient(app);
    const wrong = await client.post("/api/auth/login", { email, password: "wrong password" });
    const unknown = await client.post("/api/auth/login", { email: uniqueEmail("ghost"), password: "wrong password" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const expected = { success: false, code: "INVALID_CREDENTIALS", message: "Incorrect email or password." };
    expect(wrong.json()).toEqual(expected);
    expect(unknown.json()).toEqual(expected);
    expect(wrong.cookies).toEqual([]);
  });

  it("spends similar time on an unknown e-mail as on a wrong password", async () => {
    // A realistic hash cost, so that the password check dominates the request time.
    const slow = await buildApp(
      testApiConfig({ PASSWORD_HASH_COST: "15", REDIS_PREFIX: `${inject("redisPrefix")}timing:` }),
    );
    try {
      const email = uniqueEmail("timing");
      const client = new InjectClient(slow);
      await client.post("/api/auth/register", {
        name: "T",
        surname: "T",
        email,
        password: PASSWORD,
        locale: "lt",
        acceptTerms: true,
      });
      const time = async (body: object) => {
        const t = performance.now();
        await new InjectClient(slow).post("/api/auth/login", body);
        return performance.now() - t;
      };
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 4; i++) {
        known.push(await time({ email, password: `wrong ${i}` }));
        unknown.push(await time({ email: uniqueEmail("nobody"), password: `wrong ${i}` }));
      }
      // Without the decoy hash an unknown e-mail answers in a fraction of the time.
      expect(median(unknown) / median(known)).toBeGreaterThan(0.5);
      expect(median(unknown) / median(known)).toBeLessThan(2);
    } finally {
      await slow.close();
    }
  });

  it("starts a new session at each sign-in", async () => {
    const email = await registerUser();
    const a = await signedIn(email);
    const b = await signedIn(email);
    expect(a.client.cookies.get("sid")).not.toBe(b.client.cookies.get("sid"));
    const user = await app.db.user.findUniqueOrThrow({ where: { email } });
    expect(await app.db.session.count({ where: { userId: user.id, revokedAt: null } })).toBe(2);
  });
});

describe("the session check", () => {
  it("answers 401 with the error shape when signed out or with a forged cookie", async () => {
    const anonymous = await new InjectClient(app).get("/api/auth/me");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      success: false,
      code: "UNAUTHENTICATED",
      message: "Norėdami tęsti, prisijunkite.",
    });
    const english = new InjectClient(app);
    english.cookies.set("NEXT_LOCALE", "en");
    expect((await english.get("/api/auth/me")).json().message).toBe("Please sign in to continue.");
    const forged = new InjectClient(app);
    forged.cookies.set("sid", "A".repeat(43));
    expect((await forged.get("/api/auth/me")).statusCode).toBe(401);
  });

  it("returns the profile and balances to the signed-in user", async () => {
    const email = await registerUser({ phone: "+37061234567" });
    const { client } = await signedIn(email);
    const user = await app.db.user.findUniqueOrThrow({ where: { email }, include: { account: true } });
    await app.db.account.update({
      where: { id: user.account!.id },
      data: { balanceCents: 150_000, frozenCents: 25_050 },
    });
    const res = await client.get("/api/auth/me");
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email,
      phone: "+37061234567",
      locale: "lt",
      role: "customer",
      currency: "EUR",
      balance: 1500,
      frozenBalance: 250.5,
      availableBalance: 1249.5,
      biddingPower: 12495,
    });
    const balance = await client.get("/api/transactions/balance");
    expect(balance.json()).toEqual({
      success: true,
      balance: { currency: "EUR", current: 1500, frozen: 250.5, available: 1249.5 },
    });
    expect((await new InjectClient(app).get("/api/transactions/balance")).statusCode).toBe(401);
  });

  it("ends a session idle for 30 minutes and one past its absolute lifetime", async () => {
    const email = await registerUser();
    const idle = await signedIn(email);
    const absolute = await signedIn(email);
    const sessions = await app.db.session.findMany({
      where: { user: { email } },
      orderBy: { createdAt: "asc" },
    });
    const past = new Date(Date.now() - 1000);
    await app.db.session.update({ where: { id: sessions[0]!.id }, data: { idleExpiresAt: past } });
    await app.db.session.update({ where: { id: sessions[1]!.id }, data: { absoluteExpiresAt: past } });
    expect((await idle.client.get("/api/auth/me")).statusCode).toBe(401);
    expect((await absolute.client.get("/api/auth/me")).statusCode).toBe(401);
  });

  it("slides the idle expiry forward while the session is used", async () => {
    const email = await registerUser();
    const { client } = await signedIn(email);
    const session = await app.db.session.findFirstOrThrow({ where: { user: { email } } });
    const earlier = new Date(Date.now() - 20 * 60_000);
    await app.db.session.update({
      where: { id: session.id },
      data: { lastSeenAt: earlier, idleExpiresAt: new Date(Date.now() + 10 * 60_000) },
    });
    expect((await client.get("/api/auth/me")).statusCode).toBe(200);
    const slid = await app.db.session.findUniqueOrThrow({ where: { id: session.id } });
    expect(slid.idleExpiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
  });
});

describe("sign-out", () => {
  it("ends the session server-side and clears the cookie", async () => {
    const email = await registerUser();
    const { client } = await signedIn(email);
    const token = client.cookies.get("sid")!;
    const res = await client.post("/api/auth/logout");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Logged out" });
    expect(String(res.headers["set-cookie"])).toMatch(/^sid=;/);
    const replay = new InjectClient(app);
    replay.cookies.set("sid", token);
    expect((await replay.get("/api/auth/me")).statusCode).toBe(401);
  });
});

describe("profile changes", () => {
  it("updates name, phone and locale", async () => {
    const email = await registerUser();
    const { client } = await signedIn(email);
    const res = await client.put("/api/auth/update-profile", { name: "Petras", phone: "+370 600 00000", locale: "en" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Profile updated",
      user: { name: "Petras", phone: "+370 600 00000", locale: "en" },
    });
  });

  it("asks for the current password before changing e-mail or password", async () => {
    const email = await registerUser();
    const { client } = await signedIn(email);
    const missing = await client.put("/api/auth/update-profile", { email: uniqueEmail() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ currentPassword: "Current password is required" });
    const wrong = await client.put("/api/auth/update-profile", {
      newPassword: "another one 99",
      currentPassword: "nope",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: "Current password is incorrect" });
    const taken = await registerUser();
    const duplicate = await client.put("/api/auth/update-profile", { email: taken, currentPassword: PASSWORD });
    expect(duplicate.statusCode).toBe(409);
    const newEmail = uniqueEmail("moved");
    const ok = await client.put("/api/auth/update-profile", { email: newEmail, currentPassword: PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(newEmail);
  });

  it("ends the user's other sessions when the password changes", async () => {
    const email = await registerUser();
    const here = await signedIn(email);
    const elsewhere = await signedIn(email);
    const res = await here.client.put("/api/auth/update-profile", {
      currentPassword: PASSWORD,
      newPassword: "brand new pass 7",
    });
    expect(res.statusCode).toBe(200);
    expect((await here.client.get("/api/auth/me")).statusCode).toBe(200);
    expect((await elsewhere.client.get("/api/auth/me")).statusCode).toBe(401);
    await signedIn(email, "brand new pass 7");
  });

  it("refuses invalid fields and anonymous callers", async () => {
    const email = await registerUser();
    const { client } = await signedIn(email);
    const bad = await client.put("/api/auth/update-profile", { name: "", newPassword: "short", locale: "fr" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["locale", "name", "newPassword"]);
    expect((await new InjectClient(app).put("/api/auth/update-profile", { name: "X" })).statusCode).toBe(401);
  });
});

describe("password reset", () => {
  it("answers the same for unknown addresses and sends nothing", async () => {
    const ghost = uniqueEmail("ghost");
    const res = await new InjectClient(app).post("/api/auth/reset-password", { email: ghost });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Reset email sent" });
    await new Promise((r) => setTimeout(r, 300));
    expect(mailTo(ghost)).toEqual([]);
  });

  it("mails a link in the user's language that works once, and ends every session", async () => {
    const email = await registerUser({ locale: "lt" });
    const { client: oldSession } = await signedIn(email);
    const res = await new InjectClient(app).post("/api/auth/reset-password", { email });
    expect(res.json()).toEqual({ success: true, message: "Reset email sent" });

    const [mail] = await waitFor(() => (mailTo(email).length ? mailTo(email) : null));
    expect(mail!.headers.get("subject")).toContain("=?UTF-8?"); // Lithuanian subject, encoded
    const body = mail!.raw.replace(/=\r\n/g, "");
    expect(body).toContain("Sveiki");
    const token = body.match(/\/reset-password\/([A-Za-z0-9_-]{43})/)![1]!;
    expect(body).toContain(`${ORIGIN}/reset-password/${token}`);
    const stored = await app.db.passwordResetToken.findFirstOrThrow({ where: { user: { email } } });
    expect(stored.tokenHash).not.toBe(token);
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3600_000);

    const reset = await new InjectClient(app).put("/api/auth/reset-password", { token, password: "reset pass 123" });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: "Password reset successful" });
    expect((await oldSession.get("/api/auth/me")).statusCode).toBe(401);
    await signedIn(email, "reset pass 123");

    const again = await new InjectClient(app).put("/api/auth/reset-password", { token, password: "reset pass 456" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, code: "PASSWORD_RESET_FAILED", message: "Password reset failed" });
  });

  it("stores the reset mail durably, keeps the link out of Redis, and drops it from the row once sent", async () => {
    const email = await registerUser({ locale: "en" });
    await new InjectClient(app).post("/api/auth/reset-password", { email });
    const [mail] = await waitFor(() => (mailTo(email).length ? mailTo(email) : null));
    const token = mail!.raw.replace(/=\r\n/g, "").match(/\/reset-password\/([A-Za-z0-9_-]{43})/)![1]!;
    const row = await waitFor(() =>
      app.db.emailDelivery.findFirst({ where: { toAddresses: { has: email }, status: "sent" } }),
    );
    expect(row).toMatchObject({ category: "password-reset", secret: true, text: null, html: null });
    const tokenRow = await app.db.passwordResetToken.findFirstOrThrow({ where: { user: { email } } });
    expect(row.messageId).toBe(`<password-reset.${tokenRow.id}@baltbid.test>`);
    // The job carried the row's id only: nothing in Redis ever held the link.
    const job = await (await app.producer.queue(QUEUES.emails)).getJob(`password-reset.${tokenRow.id}`);
    expect(job?.data).toEqual({ deliveryId: row.id });
    expect(JSON.stringify(job?.data)).not.toContain(token);
  });

  it("keeps the reset mail when its job cannot be queued: the mail sweep sends it later", async () => {
    const email = await registerUser();
    const producer = app.producer;
    const enqueueMail = producer.enqueueMail;
    producer.enqueueMail = async () => {
      throw new Error("Redis refused the job");
    };
    try {
      const res = await new InjectClient(app).post("/api/auth/reset-password", { email });
      expect(res.statusCode).toBe(200);
    } finally {
      producer.enqueueMail = enqueueMail;
    }
    const row = await app.db.emailDelivery.findFirstOrThrow({ where: { toAddresses: { has: email } } });
    expect(row).toMatchObject({ status: "pending", secret: true });
    expect(row.text).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}/);
    // Aged far beyond anything other files on this database leave pending, so this sweep sees this mail alone.
    const yearMs = 365 * 86_400_000;
    await app.db.emailDelivery.update({ where: { id: row.id }, data: { enqueuedAt: new Date(Date.now() - yearMs) } });
    const emails = await worker.producer.queue(QUEUES.emails);
    expect(await sweepPendingMail(app.db, emails, { olderThanMs: yearMs - 86_400_000 })).toMatchObject({ queued: 1 });
    await waitFor(() => (mailTo(email).length ? true : null));
    expect(mailTo(email)).toHaveLength(1);
  });

  it("refuses an expired or made-up token", async () => {
    const email = await registerUser();
    await new InjectClient(app).post("/api/auth/reset-password", { email });
    const [mail] = await waitFor(() => (mailTo(email).length ? mailTo(email) : null));
    const token = mail!.raw.replace(/=\r\n/g, "").match(/\/reset-password\/([A-Za-z0-9_-]{43})/)![1]!;
    await app.db.passwordResetToken.updateMany({
      where: { user: { email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await new InjectClient(app).put("/api/auth/reset-password", { token, password: "whatever 123" });
    expect(expired.statusCode).toBe(400);
    const madeUp = await new InjectClient(app).put("/api/auth/reset-password", {
      token: "x".repeat(43),
      password: "whatever 123",
    });
    expect(madeUp.json()).toMatchObject({ code: "PASSWORD_RESET_FAILED" });
  });
});

describe("admin sign-in and the admin guard", () => {
  async function adminUser() {
    const email = await registerUser();
    await app.db.user.update({ where: { email }, data: { role: "admin" } });
    return email;
  }

  it("signs an admin in with a signed, HttpOnly, SameSite=Strict adminToken", async () => {
    const email = await adminUser();
    const client = new InjectClient(app);
    const res = await client.post("/api/admin/auth/login", { email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { email, role: "admin" } });
    const header = String(res.headers["set-cookie"]);
    expect(header).toMatch(/^adminToken=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_\-+/=]+;/);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Strict");
    expect(header).toMatch(/Max-Age=28800/);
    const me = await client.get("/api/admin/auth/me");
    expect(me.json()).toMatchObject({ success: true, user: { email, role: "admin" } });
    // The admin area's guard lets the admin through: an unknown admin route is a plain 404.
    expect((await client.get("/api/admin/no-such-page")).statusCode).toBe(404);
  });

  it("refuses a customer's correct password at the admin door with the usual 401", async () => {
    const email = await registerUser();
    const res = await new InjectClient(app).post("/api/admin/auth/login", { email, password: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: "Incorrect email or password." });
  });

  it("keeps customers and strangers out of every admin route", async () => {
    const email = await registerUser();
    const { client } = await signedIn(email);
    for (const url of ["/api/admin/no-such-page", "/api/admin/customers", "/api/admin"]) {
      expect((await client.get(url)).statusCode).toBe(401);
      expect((await new InjectClient(app).get(url)).statusCode).toBe(401);
    }
    expect((await client.get("/api/admin/auth/me")).statusCode).toBe(401);
    // A customer session cookie renamed to adminToken is not signed, so it is refused too.
    const sneaky = new InjectClient(app);
    sneaky.cookies.set("adminToken", client.cookies.get("sid")!);
    expect((await sneaky.get("/api/admin/no-such-page")).statusCode).toBe(401);
  });

  it("takes the admin area away at once from an admin who is demoted", async () => {
    const email = await adminUser();
    const client = new InjectClient(app);
    await client.post("/api/admin/auth/login", { email, password: PASSWORD });
    await app.db.user.update({ where: { email }, data: { role: "customer" } });
    expect((await client.get("/api/admin/no-such-page")).statusCode).toBe(403);
  });

  it("signs out with GET or POST and ends the admin session", async () => {
    const email = await adminUser();
    for (const method of ["GET", "POST"] as const) {
      const client = new InjectClient(app);
      await client.post("/api/admin/auth/login", { email, password: PASSWORD });
      const token = client.cookies.get("adminToken")!;
      const res = await client.request(method, "/api/admin/auth/logout", method === "POST" ? {} : undefined);
      expect(res.statusCode).toBe(200);
      const replay = new InjectClient(app);
      replay.cookies.set("adminToken", token);
      expect((await replay.get("/api/admin/auth/me")).statusCode).toBe(401);
    }
  });
});

describe("CSRF defence", () => {
  it("refuses a cookie-carrying write from another origin or with no origin at all", async () => {
    const email = await registerUser();
    const { client } = await signedIn(email);
    const cookie = client.cookieHeader()!;
    const evil = await app.inject({
      method: "PUT",
      url: "/api/auth/update-profile",
      headers: { cookie, origin: "https://evil.example" },
      payload: { name: "Hacked" },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toMatchObject({ success: false, code: "CSRF_REJECTED" });
    const noOrigin = await app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie },
    });
    expect(noOrigin.statusCode).toBe(403);
    const viaReferer = await app.inject({
      method: "PUT",
      url: "/api/auth/update-profile",
      headers: { cookie, referer: `${ORIGIN}/dashboard/profile` },
      payload: { surname: "Same-site" },
    });
    expect(viaReferer.statusCode).toBe(200);
    const user = await app.db.user.findUniqueOrThrow({ where: { email } });
    expect(user.name).toBe("Ona"); // the forged request changed nothing
    expect((await client.get("/api/auth/me")).statusCode).toBe(200); // nor signed anyone out
  });
});

describe("brute-force limits", () => {
  it("locks an address out of an account after a few failures, even for the right password, with Retry-After", async () => {
    const email = await registerUser();
    const attacker = new InjectClient(app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await attacker.post("/api/auth/login", { email, password: `guess ${i}` })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const locked = await attacker.post("/api/auth/login", { email, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(locked.json()).toMatchObject({ success: false, code: "RATE_LIMITED", retryAfter: expect.any(Number) });
    expect(locked.json().message).toMatch(/^Per daug bandymų/);
    // The owner, from another address, still signs in.
    await signedIn(email);
  });

  it("limits registrations per client address", async () => {
    const client = new InjectClient(app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await client.post("/api/auth/register", {
        name: "Bot",
        surname: "Bot",
        email: uniqueEmail("bot"),
        password: PASSWORD,
        locale: "lt",
        acceptTerms: true,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("sends at most three reset mails an hour to one account, answering the same", async () => {
    const email = await registerUser();
    for (let i = 0; i < 5; i++) {
      const res = await new InjectClient(app).post("/api/auth/reset-password", { email });
      expect(res.json()).toEqual({ success: true, message: "Reset email sent" });
    }
    await waitFor(() => mailTo(email).length >= 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailTo(email)).toHaveLength(3);
  });
});
