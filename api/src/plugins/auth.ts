// Who is calling: the customer session from the `sid` cookie and the admin session from the signed `adminToken`
// cookie. Routes opt in with `onRequest: app.requireUser`; ONE guard covers every /api/admin/* route (apart
// from the few that must work signed out), so no admin route can forget it. Roles are read from the database on
// every call, so demoting an admin takes effect at once.
import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error.ts";
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
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** Starts a session of `scope` for `userId` and sets its cookie. */
    startSession: (
      reply: FastifyReply,
      input: { userId: string; scope: SessionScope; rememberMe: boolean; request: FastifyRequest },
    ) => Promise<void>;
    clearSessionCookie: (reply: FastifyReply, scope: SessionScope) => void;
    /** The cookie tokens of a request, for logout. */
    sessionFromCookie: (request: FastifyRequest, scope: SessionScope) => Promise<ActiveSession | null>;
  }
}

/** Admin routes reachable without an admin session: signing in, asking who is signed in, signing out, and the
 * public footer settings read. */
const ADMIN_PUBLIC = [
  { method: "POST", path: "/api/admin/auth/login" },
  { method: "GET", path: "/api/admin/auth/me" },
  { method: "GET", path: "/api/admin/auth/logout" },
  { method: "POST", path: "/api/admin/auth/logout" },
  { method: "GET", path: "/api/admin/settings/footer" },
];

export const SIGN_IN_MESSAGE = "Please sign in to continue.";

export const authPlugin = fp<{ secureCookies: boolean }>(
  async (app, opts) => {
    const names: Record<SessionScope, string> = {
      // __Host- binds the cookie to this exact origin over https (ASVS 3.3.1); plain name over http (dev).
      customer: opts.secureCookies ? "__Host-sid" : "sid",
      admin: "adminToken", // the spec's name
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

    app.decorate("requireUser", async (request: FastifyRequest) => {
      request.session ??= await sessionFromCookie(request, "customer");
      if (!request.session) throw new AppError("UNAUTHENTICATED", SIGN_IN_MESSAGE);
    });

    app.decorate("requireAdmin", async (request: FastifyRequest) => {
      request.adminSession ??= await sessionFromCookie(request, "admin");
      if (!request.adminSession) throw new AppError("UNAUTHENTICATED", SIGN_IN_MESSAGE);
      if (request.adminSession.user.role !== "admin")
        throw new AppError("FORBIDDEN", "You do not have access to the admin area.");
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

    app.addHook("onRequest", async (request) => {
      if (!request.url.startsWith("/api/admin/") && request.url !== "/api/admin") return;
      const path = request.url.split("?")[0]!.replace(/\/+$/, "");
      if (ADMIN_PUBLIC.some((r) => r.method === request.method && r.path === path)) return;
      await app.requireAdmin(request);
    });
  },
  { name: "auth", dependencies: ["prisma"] },
);
