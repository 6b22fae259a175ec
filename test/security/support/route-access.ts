// What each route's access should be, worked out from its path independently of the route's own declaration (so a
// route declared with the wrong access fails the matrix), and concrete URLs for route patterns.
import { randomUUID } from "node:crypto";
import type { RouteAccess } from "../../../api/src/plugins/access.ts";

export type RegisteredRoute = { method: string; url: string; access: string | undefined };

/** Routes anyone may call; every other /api route is a customer's, every /api/admin route an admin's. */
const PUBLIC_API = new Set([
  "GET /api/health",
  "GET /api/search",
  "GET /api/search/option-counts",
  "GET /api/search/popular-makes",
  "POST /api/search/parse",
  "GET /api/lots/:platform/:lotNumber",
  "GET /api/calculator",
  "GET /api/calculator/options",
  "GET /api/settings/bank-details",
  "GET /api/settings/bidding",
  "POST /api/contact",
  "POST /api/auth/login",
  "POST /api/auth/register",
  "POST /api/auth/reset-password",
  "PUT /api/auth/reset-password",
  "POST /api/auth/logout",
  // The session check answers a guest with `user: null`.
  "GET /api/auth/session",
  // The public footer reads its contact texts from this admin path.
  "GET /api/admin/settings/footer",
  "HEAD /api/admin/settings/footer",
]);

const PUBLIC_PREFIXES = ["/json/", "/demo-images/", "/lot-photos/", "/assets/"];
const PUBLIC_FILES = /^\/[^/]+\.(html|js|css|svg|png|ico|webmanifest|json|txt|webp|woff2)$/;

export function expectedAccess({ method, url }: { method: string; url: string }): RouteAccess | null {
  const key = `${method} ${url}`;
  if (!url.startsWith("/api/")) {
    return PUBLIC_PREFIXES.some((p) => url.startsWith(p)) || PUBLIC_FILES.test(url) ? "public" : null;
  }
  if (url.startsWith("/api/admin/auth/")) return "public"; // signing in, asking who is signed in, signing out
  if (PUBLIC_API.has(key) || (method === "HEAD" && PUBLIC_API.has(`GET ${url}`))) return "public";
  if (url.startsWith("/api/admin/")) return "admin";
  return "customer";
}

/** A concrete URL for a route pattern: ids that exist nowhere, so only the access check or a 4xx can answer. */
export function concrete(url: string): string {
  return url
    .replace(":platform", "copart")
    .replace(":lotNumber", "12345678")
    .replace(":file", "automobile.json")
    .replace(":key", "costs.brokerFee")
    .replace(/:[A-Za-z]+/g, () => randomUUID())
    .replace("*", "missing.webp");
}

/** The route's concrete URL with each parameter filled by `fill(name)` (others as `concrete`). */
export function withParams(url: string, fill: (name: string) => string | undefined): string {
  return concrete(url.replace(/:([A-Za-z]+)/g, (m, name: string) => fill(name) ?? m));
}

export const hasBody = (method: string) => method === "POST" || method === "PUT" || method === "PATCH";
