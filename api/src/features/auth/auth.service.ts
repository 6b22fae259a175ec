// Accounts: registration, sign-in checks, profile changes and password reset. Routes stay thin; everything that
// decides lives here. Messages are the product's fixed texts (docs/product/errors.md#server-messages).
import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "@app/db/client";
import { writeMail } from "@app/db/mail-outbox";
import type { RegisterBody, UpdateProfileBody } from "@app/shared/auth/auth.schemas";
import { renderMessage } from "@app/shared/i18n/render";
import { queueStoredMail } from "@app/worker/services/mail-queue";
import { AppError } from "../../lib/app-error.ts";
import { USER_DTO_SELECT, toUserDto } from "./user-dto.ts";
import { checkPasswordWithinLimits } from "./password-attempts.ts";
import { revokeUserSessions } from "./session.store.ts";

export const MESSAGES = {
  registered: "Registration successful. You are signed in.",
  emailTaken: "An account with this email address already exists.",
  badCredentials: "Incorrect email or password.",
  loggedIn: "Login successful",
  loggedOut: "Logged out",
  profileUpdated: "Profile updated",
  resetSent: "Reset email sent",
  resetDone: "Password reset successful",
  resetFailed: "Password reset failed",
} as const;

const RESET_TTL_MS = 60 * 60_000;

type Register = Omit<RegisterBody, "acceptTerms" | "locale" | "phone"> & { locale: "lt" | "en"; phone: string | null };

/** Creates the customer with an empty ledger account and returns its id. */
export async function register(app: FastifyInstance, body: Register): Promise<string> {
  const passwordHash = await app.passwords.hash(body.password);
  try {
    const user = await app.db.user.create({
      data: {
        name: body.name,
        surname: body.surname,
        email: body.email,
        phone: body.phone,
        locale: body.locale,
        passwordHash,
        account: { create: {} },
      },
      select: { id: true },
    });
    return user.id;
  } catch (err) {
    if ((err as { code?: string }).code === "P2002")
      throw new AppError("EMAIL_TAKEN", MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
    throw err;
  }
}

/**
 * A sign-in attempt under the password-guessing limits (password-attempts.ts), with the same answers whether the
 * e-mail exists or not. `accept` narrows who may sign in here (the admin door takes admins only) with the same
 * answer, and the same count, for the rest.
 */
export async function attemptSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { email, password }: { email: string; password: string },
  accept: (user: { role: string }) => boolean = () => true,
) {
  const found: { user: Awaited<ReturnType<typeof checkCredentials>> } = { user: null };
  const right = await checkPasswordWithinLimits(app, reply, { account: email, ip: request.ip }, async () => {
    found.user = await checkCredentials(app, email, password);
    return found.user !== null && accept(found.user);
  });
  if (!right || !found.user) throw new AppError("INVALID_CREDENTIALS", MESSAGES.badCredentials);
  return found.user;
}

/**
 * The user for these credentials, or null; costs the same whether the e-mail exists or not. A hash made with other
 * parameters than today's is replaced by one made with them, now that the password is known.
 */
export async function checkCredentials(app: FastifyInstance, email: string, password: string) {
  const user = await app.db.user.findUnique({ where: { email }, select: { id: true, role: true, passwordHash: true } });
  const ok = await app.passwords.verify(password, user?.passwordHash ?? null);
  if (!ok || !user) return null;
  if (app.passwords.isOutdated(user.passwordHash)) await upgradeHash(app, user.id, user.passwordHash, password);
  return user;
}

async function upgradeHash(app: FastifyInstance, userId: string, old: string, password: string): Promise<void> {
  try {
    const passwordHash = await app.passwords.hash(password);
    // Only over the hash that was verified: a password changed meanwhile is left alone.
    await app.db.user.updateMany({ where: { id: userId, passwordHash: old }, data: { passwordHash } });
  } catch (err) {
    app.log.warn({ err, userId }, "could not upgrade a password hash; it is tried again at the next sign-in");
  }
}

export async function loadUserDto(db: Db, userId: string) {
  const user = await db.user.findUnique({ where: { id: userId }, select: USER_DTO_SELECT });
  if (!user) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
  return toUserDto(user);
}

/** Changes the signed-in customer's profile; a new e-mail or password needs the current password, checked under
 * the same guessing limits as a sign-in (a stolen session must not become a way to guess it). */
export async function updateProfile(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { userId, sessionId }: { userId: string; sessionId: string },
  body: UpdateProfileBody,
) {
  const user = await app.db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, passwordHash: true },
  });
  const changesEmail = body.email !== undefined && body.email !== user.email;
  const changesPassword = body.newPassword !== undefined;
  if (changesEmail || changesPassword) {
    if (!body.currentPassword)
      throw new AppError("VALIDATION_ERROR", "Please enter your current password.", {
        currentPassword: "Current password is required",
      });
    const currentPassword = body.currentPassword;
    const right = await checkPasswordWithinLimits(app, reply, { account: user.email, ip: request.ip }, () =>
      app.passwords.verify(currentPassword, user.passwordHash),
    );
    if (!right)
      throw new AppError("VALIDATION_ERROR", "Your current password is incorrect.", {
        currentPassword: "Current password is incorrect",
      });
  }
  try {
    await app.db.user.update({
      where: { id: userId },
      data: {
        name: body.name,
        surname: body.surname,
        phone: body.phone,
        locale: body.locale,
        email: changesEmail ? body.email : undefined,
        passwordHash: changesPassword ? await app.passwords.hash(body.newPassword!) : undefined,
      },
    });
  } catch (err) {
    if ((err as { code?: string }).code === "P2002")
      throw new AppError("EMAIL_TAKEN", MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
    throw err;
  }
  // A changed password ends every other session (ASVS 7.4.3): someone who knew the old one is signed out.
  if (changesPassword)
    await app.notificationHub.sessionsEnded(userId, await revokeUserSessions(app.db, userId, sessionId));
  return loadUserDto(app.db, userId);
}

const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Mails a single-use reset link when the account exists; says nothing either way. The token and the mail (a secret
 * one: its text is dropped once sent, or once it failed for good) commit together; the mail's job carries only its
 * row's id, and the worker's mail sweep queues it if that add does not happen now.
 */
export async function requestPasswordReset(
  app: FastifyInstance,
  email: string,
  opts: { publicOrigin: string; mailFrom: string },
): Promise<void> {
  const user = await app.db.user.findUnique({
    where: { email },
    select: { id: true, name: true, email: true, locale: true },
  });
  if (!user) return;
  const token = randomBytes(32).toString("base64url");
  const link = `${opts.publicOrigin}/reset-password/${token}`;
  const signature = renderMessage(user.locale, "email.common.signature", { origin: opts.publicOrigin });
  const stored = await app.db.$transaction(async (tx) => {
    const row = await tx.passwordResetToken.create({
      data: { userId: user.id, tokenHash: hashResetToken(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) },
    });
    return writeMail(
      tx,
      {
        key: `password-reset.${row.id}`,
        category: "password-reset",
        to: [user.email],
        subject: renderMessage(user.locale, "email.passwordReset.subject"),
        text: `${renderMessage(user.locale, "email.passwordReset.text", { name: user.name, link })}\n\n-- \n${signature}`,
        userId: user.id,
      },
      { from: opts.mailFrom, secret: true },
    );
  });
  await queueStoredMail(app.producer, stored, app.log);
}

/**
 * Sets a new password with a valid, unused, unexpired token, consuming it and ending every session; null when the
 * token is not usable, else the user and the sessions it ended.
 */
export async function resetPassword(
  app: FastifyInstance,
  token: string,
  password: string,
): Promise<{ userId: string; endedSessionIds: string[] } | null> {
  const passwordHash = await app.passwords.hash(password);
  return app.db.$transaction(async (tx) => {
    const now = new Date();
    // Consume the token first, atomically: two concurrent submissions cannot both succeed.
    const consumed = await tx.passwordResetToken.updateManyAndReturn({
      where: { tokenHash: hashResetToken(token), usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
      select: { userId: true },
    });
    const userId = consumed[0]?.userId;
    if (!userId) return null;
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    const endedSessionIds = await revokeUserSessions(tx, userId, undefined, now);
    await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
    return { userId, endedSessionIds };
  });
}
