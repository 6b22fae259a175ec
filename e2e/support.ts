// Shared pieces of the browser tests: accounts with known passwords and reset tokens written straight into the
// run's database, notifications, footer settings, and the axe-core check.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { inject } from "vitest";
import { createPrismaClient, type Db } from "@app/db/client";
import { ensureFeeSchedules } from "@app/db/fee-schedule-seed";
import { hashPassword } from "@app/shared/auth/password";

let db: Db | undefined;

export function testDb(): Db {
  db ??= createPrismaClient(inject("databaseUrl"), { max: 2 });
  return db;
}

export async function closeTestDb(): Promise<void> {
  await db?.$disconnect();
  db = undefined;
}

export interface E2eUser {
  id: string;
  email: string;
  password: string;
  name: string;
}

// Scrypt is slow on purpose; one hash serves every account of a run.
let sharedHash: Promise<string> | undefined;
export const E2E_PASSWORD = "correct-horse-42";

export async function createUser(tag = "user"): Promise<E2eUser> {
  sharedHash ??= hashPassword(E2E_PASSWORD);
  const email = `${tag}.${randomUUID().slice(0, 8)}@example.test`;
  const user = await testDb().user.create({
    data: {
      email,
      name: "Ona",
      surname: "Testaitė",
      passwordHash: await sharedHash,
      account: { create: {} },
    },
    select: { id: true },
  });
  return { id: user.id, email, password: E2E_PASSWORD, name: "Ona" };
}

/** A valid reset token for the user, stored hashed as the API stores the ones it mails. */
export async function createResetToken(userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await testDb().passwordResetToken.create({
    data: {
      userId,
      tokenHash: createHash("sha256").update(token).digest("hex"),
      expiresAt: new Date(Date.now() + 60 * 60_000),
    },
  });
  return token;
}

export async function addUnreadNotifications(userId: string, count: number): Promise<void> {
  await testDb().notification.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      userId,
      type: "bid_update",
      messageId: "notifications.bidUpdate",
      message: `Update ${i + 1}`,
      isRead: false,
    })),
  });
}

/** Signs in through the page's own form and waits for the dashboard. */
export async function signIn(page: Page, user: E2eUser): Promise<void> {
  await page.goto("/login");
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="password"]').fill(user.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname.startsWith("/dashboard"), { timeout: 30_000 });
}

/**
 * Serious and critical axe-core violations on the page, apart from the product's zoom lock (meta-viewport: the
 * viewport is locked against zooming on purpose, a known accessibility trade-off).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).disableRules(["meta-viewport"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

export type ApiCall = <T = Record<string, unknown>>(
  method: "GET" | "POST" | "PUT",
  path: string,
  body?: unknown,
) => Promise<T>;

/** A signed-in API session from Node (cookies of `loginPath`), as the broker's tools or a second device would call. */
export async function apiSession(appUrl: string, loginPath: string, email: string, password: string): Promise<ApiCall> {
  const login = await fetch(`${appUrl}${loginPath}`, {
    method: "POST",
    headers: { origin: appUrl, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`${loginPath}: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return async (method, path, body) => {
    const res = await fetch(`${appUrl}${path}`, {
      method,
      headers: {
        origin: appUrl,
        cookie,
        "idempotency-key": randomUUID(),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as never;
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
}

/** What the landed cost is priced with: the fee schedules and a USD/EUR rate (kept when one is already set). */
export async function ensureCalculatorData(db: Db = testDb()): Promise<void> {
  await ensureFeeSchedules(db);
  const fx = { rate: "0.9200", asOf: "2026-11-20", source: "ECB reference rate" };
  await db.setting.upsert({ where: { key: "fx.usdEur" }, create: { key: "fx.usdEur", value: fx }, update: {} });
}
