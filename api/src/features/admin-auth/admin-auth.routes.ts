// /api/admin/auth/*: the admin area's own sign-in. The adminToken cookie is signed, HttpOnly, SameSite=Strict
// and short-lived; the admin SPA cannot read it and learns who is signed in from GET /api/admin/auth/me.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import { loginBodySchema, type AdminDto } from "@app/shared/auth/auth.schemas";
import { AppError } from "../../lib/app-error.ts";
import { SIGN_IN_MESSAGE } from "../../plugins/auth.ts";
import { MESSAGES, attemptSignIn } from "../auth/auth.service.ts";
import { revokeSession } from "../auth/session.store.ts";
import { access } from "../../plugins/access.ts";

const adminLoginBodySchema = loginBodySchema.omit({ rememberMe: true });

export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  async function adminDto(userId: string): Promise<AdminDto> {
    const user = await app.db.user.findUniqueOrThrow({
      where: { id: userId },
      select: { id: true, name: true, surname: true, email: true },
    });
    return { ...user, role: "admin" };
  }

  app.post(
    "/api/admin/auth/login",
    { config: access("public"), schema: { body: adminLoginBodySchema } },
    async (request, reply) => {
      // A customer's correct password is still a failure here, with the same answer: no hint that the account exists.
      const user = await attemptSignIn(app, request, reply, request.body, (u) => u.role === "admin");
      await app.startSession(reply, { userId: user.id, scope: "admin", rememberMe: false, request });
      return { success: true, user: await adminDto(user.id), message: MESSAGES.loggedIn };
    },
  );

  app.get("/api/admin/auth/me", { config: access("public") }, async (request) => {
    const session = await app.sessionFromCookie(request, "admin");
    if (!session || session.user.role !== "admin") throw new AppError("UNAUTHENTICATED", SIGN_IN_MESSAGE);
    return { success: true, user: await adminDto(session.userId), expiresAt: session.absoluteExpiresAt.toISOString() };
  });

  // The admin pages' session check: no admin session is an answer (user null), not an error.
  app.get("/api/admin/auth/session", { config: access("public") }, async (request, reply) => {
    const session = await app.sessionFromCookie(request, "admin");
    const admin = session && session.user.role === "admin" ? session : null;
    if (!admin && app.hasSessionCookie(request, "admin")) app.clearSessionCookie(reply, "admin");
    if (!admin) return { success: true, user: null, expiresAt: null };
    return { success: true, user: await adminDto(admin.userId), expiresAt: admin.absoluteExpiresAt.toISOString() };
  });

  async function logout(request: FastifyRequest, reply: FastifyReply) {
    const session = await app.sessionFromCookie(request, "admin");
    const ended = session && (await revokeSession(app.db, session.id));
    if (ended) await app.notificationHub.sessionsEnded(ended.userId, [session.id]);
    app.clearSessionCookie(reply, "admin");
    return { success: true, message: MESSAGES.loggedOut };
  }
  // The admin pages sign out with GET (docs/product/accounts.md#admin-sign-in); POST does the same for other clients.
  app.get("/api/admin/auth/logout", { config: access("public") }, logout);
  app.post("/api/admin/auth/logout", { config: access("public") }, logout);
};
