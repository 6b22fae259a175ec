// Who is calling: the customer session from the `sid` cookie and the admin session from the signed `adminToken`
// cookie, checked for every route by its declared access (plugins/access.ts). Roles are read from the database on
// every call, so demoting an admin takes effect at once.
import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error.ts";
import { bearerMatches, enforceAccess } from "./access.ts";
import {
  SESSION_POLICY,
  createSession,
  resolveSession,
  type ActiveSession,
  type SessionScope,
} from "../features/auth/session.store.ts";

declare module "fastify" {
  interface FastifyRequest {
    session: ActiveSession | null;
    adminSession: ActiveSession | null;
  }
  interface FastifyInstance {
    /** Starts a session of `scope` for `userId` and sets its cookie. */
    startSession: (
      reply: FastifyReply,
      input: { userId: string; scope: SessionScope; rememberMe: boolean; request: FastifyRequest },
    ) => Promise<void>;
    clearSessionCookie: (reply: FastifyReply, scope: SessionScope) => void;
    /** Whether the request carries a session cookie of `scope` at all (live or not). */
    hasSessionCookie: (request: FastifyRequest, scope: SessionScope) => boolean;
    /** The cookie tokens of a request, for logout. */
    sessionFromCookie: (request: FastifyRequest, scope: SessionScope) => Promise<ActiveSession | null>;
  }
}

export const SIGN_IN_MESSAGE = "Please sign in to continue.";

/** The customer session of a route declared `customer` (never null there: the access check ran first). */
export function customerSession(request: FastifyRequest): ActiveSession {
  if (!request.session) throw new AppError("UNAUTHENTICATED", SIGN_IN_MESSAGE);
  return request.session;
}

/** The admin session of a route declared `admin` (never null there: the access check ran first). */
export function adminSession(request: FastifyRequest): ActiveSession {
  if (!request.adminSession) throw new AppError("UNAUTHENTICATED", SIGN_IN_MESSAGE);
  return request.adminSession;
}

export const authPlugin = fp<{ secureCookies: boolean; internalApiToken: string | null }>(
  async (app, opts) => {
    const names: Record<SessionScope, string> = {
      // __Host- binds the cookie to this exact origin over https (ASVS 3.3.1); plain name over http (dev).
      customer: opts.secureCookies ? "__Host-sid" : "sid",
      admin: "adminToken", // the admin pages' documented name (docs/product/accounts.md#sessions)
    };

    function tokenOf(request: FastifyRequest, scope: SessionScope): string | null {
      const raw = request.cookies[names[scope]];
      if (!raw) return null;
      if (scope === "customer") return raw;
      const unsigned = request.unsignCookie(raw);
      return unsigned.valid ? unsigned.value : null;
    }

    async function sessionFromCookie(request: FastifyRequest, scope: SessionScope) {
      const token = tokenOf(request, scope);
      return token ? resolveSession(app.db, token, scope) : null;
    }

    app.decorateRequest("session", null);
    app.decorateRequest("adminSession", null);
    app.decorate("sessionFromCookie", sessionFromCookie);

    enforceAccess(app, {
      async customer(request) {
        request.session ??= await sessionFromCookie(request, "customer");
        if (!request.session) throw new AppError("UNAUTHENTICATED", SIGN_IN_MESSAGE);
      },
      async admin(request) {
        request.adminSession ??= await sessionFromCookie(request, "admin");
        if (!request.adminSession) throw new AppError("UNAUTHENTICATED", SIGN_IN_MESSAGE);
        if (request.adminSession.user.role !== "admin")
          throw new AppError("FORBIDDEN", "You do not have access to the admin area.");
      },
      async machine(request) {
        if (!bearerMatches(request.headers.authorization, opts.internalApiToken))
          throw new AppError("UNAUTHENTICATED", "A valid machine token is required.");
      },
    });

    app.decorate("startSession", async (reply, { userId, scope, rememberMe, request }) => {
      const { token, absoluteExpiresAt, ended } = await createSession(app.db, {
        userId,
        scope,
        rememberMe,
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      await app.notificationHub.sessionsEnded(userId, ended); // the sessions beyond the cap
      const persistent = scope === "customer" && rememberMe;
      reply.setCookie(names[scope], token, {
        httpOnly: true,
        secure: opts.secureCookies,
        // The admin cookie never travels on cross-site requests, which also disarms its GET logout.
        sameSite: scope === "admin" ? "strict" : "lax",
        path: "/",
        signed: scope === "admin",
        // A browser-session cookie unless "remember me"; the server-side expiry rules either way.
        ...(persistent ? { expires: absoluteExpiresAt } : {}),
        ...(scope === "admin" ? { maxAge: SESSION_POLICY.admin.absoluteMs / 1000 } : {}),
      });
    });

    app.decorate("clearSessionCookie", (reply: FastifyReply, scope: SessionScope) => {
      reply.clearCookie(names[scope], { path: "/", httpOnly: true, secure: opts.secureCookies });
    });
    app.decorate("hasSessionCookie", (request: FastifyRequest, scope: SessionScope) =>
      Boolean(request.cookies[names[scope]]),
    );
  },
  { name: "auth", dependencies: ["prisma"] },
);
