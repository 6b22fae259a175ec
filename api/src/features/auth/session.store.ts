// Server-side sessions (ASVS 5.0 V7): a random 256-bit token in an HttpOnly cookie, only its SHA-256 stored;
// a new session at every sign-in; idle expiry that slides with use, an absolute lifetime, and a cap on the live
// sessions of a user per scope (the least recently used are revoked). Functions that end sessions return their
// ids, so the caller can end their notification streams (app.notificationHub.sessionsEnded).
import { createHash, randomBytes } from "node:crypto";
import type { Db, Tx } from "@app/db/client";

export const SESSION_POLICY = {
  // maxLive: a person's phones, computers and browsers; beyond it a forgotten or stolen session ends (ASVS 7.1.2).
  customer: { idleMs: 30 * 60_000, absoluteMs: 12 * 3600_000, rememberedAbsoluteMs: 30 * 24 * 3600_000, maxLive: 10 },
  // The admin area gets a short life, no "remember me", and few places at once.
  admin: { idleMs: 30 * 60_000, absoluteMs: 8 * 3600_000, rememberedAbsoluteMs: 8 * 3600_000, maxLive: 3 },
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

/**
 * Starts a session and, in the same transaction, revokes the user's least recently used live sessions of the scope
 * beyond SESSION_POLICY[scope].maxLive; `ended` lists them. The user's row is locked first, so concurrent sign-ins
 * of one user take turns and never leave more than the cap.
 */
export async function createSession(
  db: Db,
  input: { userId: string; scope: SessionScope; rememberMe: boolean; ip?: string; userAgent?: string },
  now = new Date(),
): Promise<{ id: string; token: string; absoluteExpiresAt: Date; ended: string[] }> {
  const policy = SESSION_POLICY[input.scope];
  const token = newToken();
  const absoluteExpiresAt = new Date(
    now.getTime() + (input.rememberMe ? policy.rememberedAbsoluteMs : policy.absoluteMs),
  );
  return db.$transaction(
    async (tx) => {
      // NO KEY UPDATE: sign-ins of this user queue here, while rows that merely reference the user (bids,
      // deposits) are not held up.
      await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${input.userId}::uuid FOR NO KEY UPDATE`;
      const { id } = await tx.session.create({
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
        select: { id: true },
      });
      const beyondCap = await tx.session.findMany({
        where: { ...liveWhere(now), userId: input.userId, scope: input.scope, id: { not: id } },
        orderBy: [{ lastSeenAt: "desc" }, { createdAt: "desc" }, { id: "desc" }],
        skip: policy.maxLive - 1,
        select: { id: true },
      });
      const ended = beyondCap.map((r) => r.id);
      if (ended.length) await tx.session.updateMany({ where: { id: { in: ended } }, data: { revokedAt: now } });
      return { id, token, absoluteExpiresAt, ended };
    },
    { maxWait: 10_000, timeout: 10_000 },
  );
}

/** A session that still lets its cookie in: not revoked, neither idle nor absolute expiry reached. */
const liveWhere = (now: Date) => ({
  revokedAt: null,
  idleExpiresAt: { gt: now },
  absoluteExpiresAt: { gt: now },
});

/** Which of `ids` are live sessions now (one query per 5,000 ids). */
export async function liveSessionIds(db: Db, ids: readonly string[], now = new Date()): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < ids.length; i += 5_000) {
    const rows = await db.session.findMany({
      where: { id: { in: ids.slice(i, i + 5_000) }, ...liveWhere(now) },
      select: { id: true },
    });
    for (const r of rows) live.add(r.id);
  }
  return live;
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

/** Revokes one session; returns its user's id when it was live until now (its streams are to end), else null. */
export async function revokeSession(db: Db, id: string, now = new Date()): Promise<{ userId: string } | null> {
  const [row] = await db.session.updateManyAndReturn({
    where: { id, revokedAt: null },
    data: { revokedAt: now },
    select: { userId: true },
  });
  return row ?? null;
}

/** Ends every session of a user (password reset), or every one but the caller's (password change); their ids. */
export async function revokeUserSessions(
  db: Db | Tx,
  userId: string,
  exceptSessionId?: string,
  now = new Date(),
): Promise<string[]> {
  const rows = await db.session.updateManyAndReturn({
    where: { userId, revokedAt: null, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) },
    data: { revokedAt: now },
    select: { id: true },
  });
  return rows.map((r) => r.id);
}
