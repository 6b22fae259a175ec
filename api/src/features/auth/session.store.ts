// Server-side sessions (ASVS 5.0 V7): a random 256-bit token in an HttpOnly cookie, only its SHA-256 stored;
// a new session at every sign-in; idle expiry that slides with use, and an absolute lifetime.
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "@app/db/client";

export const SESSION_POLICY = {
  customer: { idleMs: 30 * 60_000, absoluteMs: 12 * 3600_000, rememberedAbsoluteMs: 30 * 24 * 3600_000 },
  // The admin area gets a short life and no "remember me".
  admin: { idleMs: 30 * 60_000, absoluteMs: 8 * 3600_000, rememberedAbsoluteMs: 8 * 3600_000 },
} as const;
export type SessionScope = keyof typeof SESSION_POLICY;

/** Writing lastSeenAt on every request would turn reads into writes; a minute's precision is plenty. */
const TOUCH_EVERY_MS = 60_000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const newToken = () => randomBytes(32).toString("base64url");

export type ActiveSession = {
  id: string;
  userId: string;
  scope: SessionScope;
  rememberMe: boolean;
  absoluteExpiresAt: Date;
  user: { id: string; role: "customer" | "vip" | "admin"; locale: "lt" | "en" };
};

export async function createSession(
  db: Db,
  input: { userId: string; scope: SessionScope; rememberMe: boolean; ip?: string; userAgent?: string },
  now = new Date(),
): Promise<{ token: string; absoluteExpiresAt: Date }> {
  const policy = SESSION_POLICY[input.scope];
  const token = newToken();
  const absoluteExpiresAt = new Date(
    now.getTime() + (input.rememberMe ? policy.rememberedAbsoluteMs : policy.absoluteMs),
  );
  await db.session.create({
    data: {
      userId: input.userId,
      scope: input.scope,
      tokenHash: hashToken(token),
      rememberMe: input.rememberMe,
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt: new Date(Math.min(now.getTime() + policy.idleMs, absoluteExpiresAt.getTime())),
      absoluteExpiresAt,
      ip: input.ip?.slice(0, 64),
      userAgent: input.userAgent?.slice(0, 512),
    },
  });
  return { token, absoluteExpiresAt };
}

type SessionRow = {
  id: string;
  userId: string;
  scope: SessionScope;
  rememberMe: boolean;
  lastSeenAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  revokedAt: Date | null;
  role: ActiveSession["user"]["role"];
  locale: ActiveSession["user"]["locale"];
};

/** The live session for a cookie token, its idle expiry slid forward; null when unknown, expired or revoked. */
export async function resolveSession(
  db: Db,
  token: string,
  scope: SessionScope,
  now = new Date(),
): Promise<ActiveSession | null> {
  if (!token || token.length > 100) return null;
  // One query with the user joined (every signed-in request pays it; Prisma's include would be two).
  const [row] = await db.$queryRaw<SessionRow[]>`
    SELECT s."id", s."userId", s."scope"::text AS "scope", s."rememberMe", s."lastSeenAt", s."idleExpiresAt",
      s."absoluteExpiresAt", s."revokedAt", u."role"::text AS "role", u."locale"::text AS "locale"
    FROM "Session" s JOIN "User" u ON u."id" = s."userId"
    WHERE s."tokenHash" = ${hashToken(token)}::char(64)`;
  if (!row || row.scope !== scope || row.revokedAt || row.idleExpiresAt <= now || row.absoluteExpiresAt <= now)
    return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    const idleExpiresAt = new Date(
      Math.min(now.getTime() + SESSION_POLICY[scope].idleMs, row.absoluteExpiresAt.getTime()),
    );
    await db.session.update({ where: { id: row.id }, data: { lastSeenAt: now, idleExpiresAt } });
  }
  return {
    id: row.id,
    userId: row.userId,
    scope: row.scope,
    rememberMe: row.rememberMe,
    absoluteExpiresAt: row.absoluteExpiresAt,
    user: { id: row.userId, role: row.role, locale: row.locale },
  };
}

export async function revokeSession(db: Db, id: string, now = new Date()): Promise<void> {
  await db.session.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: now } });
}

/** Ends every session of a user (password reset), or every one but the caller's (password change). */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  exceptSessionId?: string,
  now = new Date(),
): Promise<number> {
  const { count } = await db.session.updateMany({
    where: { userId, revokedAt: null, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) },
    data: { revokedAt: now },
  });
  return count;
}
