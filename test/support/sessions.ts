// Test support: users and signed-in cookies made straight in the database (no password hashing, no rate limits),
// for tests whose subject is not signing in.
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Db } from "@app/db/client";
import { createSession } from "../../api/src/features/auth/session.store.ts";

export type TestUser = { id: string; email: string };

export async function createTestUser(
  db: Db,
  over: { role?: "customer" | "vip" | "admin"; locale?: "lt" | "en"; tag?: string } = {},
): Promise<TestUser> {
  const email = `${over.tag ?? "user"}.${randomUUID().slice(0, 8)}@example.test`;
  const user = await db.user.create({
    data: {
      email,
      name: "Ona",
      surname: "Testaitė",
      passwordHash: "not-a-real-hash",
      role: over.role ?? "customer",
      locale: over.locale ?? "lt",
    },
    select: { id: true },
  });
  return { id: user.id, email };
}

/** The customer cookie ("sid=<token>") of a new session for `userId`. */
export async function customerCookie(db: Db, userId: string): Promise<string> {
  const { token } = await createSession(db, { userId, scope: "customer", rememberMe: false });
  return `sid=${token}`;
}

/** The admin cookie ("adminToken=<signed token>"), signed with `app`'s secret. */
export async function adminCookie(app: FastifyInstance, userId: string): Promise<string> {
  const { token } = await createSession(app.db, { userId, scope: "admin", rememberMe: false });
  return `adminToken=${app.signCookie(token)}`;
}
