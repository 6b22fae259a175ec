// Who may call a route is declared by the route itself (`config: { access }`) and decided on the route the router
// matched, never on how the request spelt its path: `/api/%61dmin/x`, `//api/admin/x` or an absolute-form target
// either reach the same route, and so the same decision, or reach no route at all. The app refuses to start while
// any route, including one a plugin registered, has no declaration.
import { timingSafeEqual, createHash } from "node:crypto";
import fp from "fastify-plugin";
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, RouteOptions } from "fastify";
import { AppError } from "../lib/app-error.ts";
import { namesAdminPath } from "../lib/lenient-path.ts";

export const ROUTE_ACCESS = {
  /** Anyone; the handler decides what an anonymous caller gets. */
  public: "public",
  /** A signed-in customer (the `sid` session). */
  customer: "customer",
  /** A signed-in admin (the `adminToken` session of a user whose role is admin, read on every call). */
  admin: "admin",
  /** Another machine (a scraper of metrics, a job dashboard): `Authorization: Bearer <INTERNAL_API_TOKEN>`. */
  machine: "machine",
} as const;
export type RouteAccess = keyof typeof ROUTE_ACCESS;

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** The route options' `config` for an access kind: `app.get(url, { config: access("customer") }, ...)`. */
export const access = (kind: RouteAccess) => ({ access: kind });

function isAccess(value: unknown): value is RouteAccess {
  return typeof value === "string" && Object.hasOwn(ROUTE_ACCESS, value);
}

/**
 * Registers `plugin` (one that cannot declare access on its own routes, such as @fastify/static) so that every route
 * it adds without a declaration gets `kind`. It registers in the caller's own scope, so the decorators it adds
 * (reply.sendFile) stay visible there; the default applies only while the plugin itself is being registered.
 */
export function withAccess<O extends object>(kind: RouteAccess, plugin: FastifyPluginAsync<O>, opts: O) {
  return fp(async (scope) => {
    let registering = true;
    scope.addHook("onRoute", (route) => {
      if (registering && route.config?.access === undefined) route.config = { ...route.config, access: kind };
    });
    try {
      await scope.register(plugin, opts);
    } finally {
      registering = false;
    }
  });
}

/**
 * Collects every route as it is added and, when the app is ready, refuses to start if one has no valid access
 * declaration. Register it before any route. The check waits for `onReady` because hooks of inner scopes (see
 * withAccess) fill a declaration after this one has seen the route.
 */
export const accessDeclarationsPlugin = fp(
  async (app) => {
    const routes: RouteOptions[] = [];
    app.addHook("onRoute", (route) => {
      routes.push(route);
    });
    app.addHook("onReady", async () => {
      const missing = routes
        .filter((r) => !isAccess(r.config?.access))
        .map((r) => `${[r.method].flat().join(",")} ${r.url}`);
      if (missing.length > 0)
        throw new Error(`Every route must declare its access (config.access); these do not: ${missing.join("; ")}`);
    });
  },
  { name: "access-declarations" },
);

/** Compares a presented bearer token with the configured one in constant time (hashes make the lengths equal). */
export function bearerMatches(header: string | undefined, token: string | null): boolean {
  if (!token || !header?.startsWith("Bearer ")) return false;
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(header.slice("Bearer ".length)), digest(token));
}

export type AccessGuards = {
  customer: (request: FastifyRequest) => Promise<void>;
  admin: (request: FastifyRequest) => Promise<void>;
  machine: (request: FastifyRequest) => Promise<void>;
};

/**
 * Decides every request on its matched route's declaration. Unmatched requests pass to the not-found handler,
 * which serves no data. Private answers are never stored by a browser or a proxy.
 */
export function enforceAccess(app: FastifyInstance, guards: AccessGuards): void {
  app.addHook("onRequest", async (request) => {
    // Unknown admin paths answer strangers as the known ones do, so the admin area's routes cannot be listed.
    if (request.is404) return namesAdminPath(request.url) ? guards.admin(request) : undefined;
    const kind = request.routeOptions.config.access;
    if (kind === "public") return;
    if (kind === undefined) throw new AppError("NOT_FOUND", "Not found"); // unreachable: the app would not start
    await guards[kind](request);
  });
  app.addHook("onSend", async (request, reply) => {
    const kind = request.is404 ? "public" : request.routeOptions.config.access;
    if (kind !== "public" || !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });
}
