// `sessions.sweep` (hourly job scheduler): removes sessions that can no longer authenticate and reset tokens
// long past their expiry. Revoked sessions and expired tokens are kept a day for support and audit questions.
import type { Db } from "@app/db/client";
import type { JobHandler } from "../deps.ts";

const DAY_MS = 24 * 3600 * 1000;

export async function sweepSessions(db: Db, now = new Date()): Promise<{ sessions: number; resetTokens: number }> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const sessions = await db.session.deleteMany({
    where: { OR: [{ absoluteExpiresAt: { lt: now } }, { idleExpiresAt: { lt: now } }, { revokedAt: { lt: dayAgo } }] },
  });
  const resetTokens = await db.passwordResetToken.deleteMany({ where: { expiresAt: { lt: dayAgo } } });
  return { sessions: sessions.count, resetTokens: resetTokens.count };
}

export const sessionsSweepHandler: JobHandler<"sessions.sweep"> = async (_payload, _job, { db, logger }) => {
  const removed = await sweepSessions(db);
  logger.info(removed, "sessions: swept");
  return removed;
};
