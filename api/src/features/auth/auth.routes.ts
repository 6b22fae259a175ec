// /api/auth/*: the customer account calls (docs/product/api.md#accounts) with their answers
// (docs/product/errors.md#server-messages).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetRequestBodySchema,
  updateProfileBodySchema,
} from "@app/shared/auth/auth.schemas";
import { AppError } from "../../lib/app-error.ts";
import {
  MESSAGES,
  attemptSignIn,
  loadUserDto,
  register,
  requestPasswordReset,
  resetPassword,
  updateProfile,
} from "./auth.service.ts";
import { revokeSession } from "./session.store.ts";
import { access } from "../../plugins/access.ts";
import { customerSession } from "../../plugins/auth.ts";

export const authRoutes: FastifyPluginAsyncZod<{ publicOrigin: string; mailFrom: string }> = async (app, opts) => {
  app.post(
    "/api/auth/register",
    { config: access("public"), schema: { body: registerBodySchema } },
    async (request, reply) => {
      await app.rateLimits.hit("registerPerIp", request.ip, reply);
      const { acceptTerms: _accepted, ...body } = request.body;
      const userId = await register(app, body);
      // The new customer is signed in at once, as after a sign-in without "remember me".
      await app.startSession(reply, { userId, scope: "customer", rememberMe: false, request });
      reply.status(201);
      return { success: true, user: await loadUserDto(app.db, userId), message: MESSAGES.registered };
    },
  );

  app.post(
    "/api/auth/login",
    { config: access("public"), schema: { body: loginBodySchema } },
    async (request, reply) => {
      const { rememberMe } = request.body;
      const user = await attemptSignIn(app, request, reply, request.body);
      await app.startSession(reply, { userId: user.id, scope: "customer", rememberMe, request });
      return { success: true, user: await loadUserDto(app.db, user.id), message: MESSAGES.loggedIn };
    },
  );

  app.get("/api/auth/me", { config: access("customer") }, async (request) => {
    return { success: true, user: await loadUserDto(app.db, customerSession(request).userId) };
  });

  // The web's session check: a guest is an answer, not an error, so guest pages log no 401 on every load.
  app.get("/api/auth/session", { config: access("public") }, async (request, reply) => {
    const session = await app.sessionFromCookie(request, "customer");
    if (!session && app.hasSessionCookie(request, "customer")) app.clearSessionCookie(reply, "customer");
    return { success: true, user: session ? await loadUserDto(app.db, session.userId) : null };
  });

  app.post("/api/auth/logout", { config: access("public") }, async (request, reply) => {
    const session = await app.sessionFromCookie(request, "customer");
    const ended = session && (await revokeSession(app.db, session.id));
    if (ended) await app.notificationHub.sessionsEnded(ended.userId, [session.id]);
    app.clearSessionCookie(reply, "customer");
    return { success: true, message: MESSAGES.loggedOut };
  });

  app.put(
    "/api/auth/update-profile",
    { config: access("customer"), schema: { body: updateProfileBodySchema } },
    async (request, reply) => {
      const session = customerSession(request);
      const user = await updateProfile(
        app,
        request,
        reply,
        { userId: session.userId, sessionId: session.id },
        request.body,
      );
      return { success: true, user, message: MESSAGES.profileUpdated };
    },
  );

  app.post(
    "/api/auth/reset-password",
    { config: access("public"), schema: { body: resetRequestBodySchema } },
    async (request, reply) => {
      await app.rateLimits.hit("resetRequestPerIp", request.ip, reply);
      // Over the per-account budget the answer stays the same (no enumeration); the mail is simply not sent again.
      const accountLimited = await app.rateLimits.hit("resetRequestPerAccount", request.body.email, reply).then(
        () => false,
        (err: unknown) => {
          if (err instanceof AppError && err.code === "RATE_LIMITED") return true;
          throw err;
        },
      );
      reply.removeHeader("retry-after");
      // Redis carries the mail's job: check it for every request, so a 503 cannot tell whether the account exists.
      await app.producer.ready();
      if (!accountLimited) await requestPasswordReset(app, request.body.email, opts);
      return { success: true, message: MESSAGES.resetSent };
    },
  );

  app.put(
    "/api/auth/reset-password",
    { config: access("public"), schema: { body: resetPasswordBodySchema } },
    async (request, reply) => {
      await app.rateLimits.hit("resetSubmitPerIp", request.ip, reply);
      const reset = await resetPassword(app, request.body.token, request.body.password);
      if (!reset) throw new AppError("PASSWORD_RESET_FAILED", MESSAGES.resetFailed);
      await app.notificationHub.sessionsEnded(reset.userId, reset.endedSessionIds);
      return { success: true, message: MESSAGES.resetDone };
    },
  );
};
