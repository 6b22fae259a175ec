// CSRF defence for a cookie-authenticated JSON API (ASVS 5.0 V3.5): a state-changing request that carries a
// cookie must come from our own origin: its Origin header (or, failing that, its Referer's origin) must equal
// PUBLIC_ORIGIN. Browsers always send Origin on cross-site POST/PUT/DELETE, so a forged request is refused
// before any handler runs. GET, HEAD and OPTIONS change nothing (the admin logout is the one GET that
// does, and its cookie is SameSite=Strict).
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function requestOrigin(headers: Record<string, string | string[] | undefined>): string | null {
  const origin = headers.origin;
  if (typeof origin === "string" && origin !== "null") return origin;
  const referer = headers.referer;
  if (typeof referer === "string") {
    try {
      return new URL(referer).origin;
    } catch {
      return null;
    }
  }
  return null;
}

export const csrfPlugin = fp<{ allowedOrigins: string[] }>(
  async (app, opts) => {
    const allowed = new Set(opts.allowedOrigins);
    app.addHook("onRequest", async (request) => {
      if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return;
      const origin = requestOrigin(request.headers);
      if (!origin || !allowed.has(origin)) {
        request.log.warn({ origin }, "refused a cross-origin state-changing request");
        throw new AppError("CSRF_REJECTED", "This request was refused because it did not come from this site.");
      }
    });
  },
  { name: "csrf" },
);
