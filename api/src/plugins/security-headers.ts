// Security headers on every answer (@fastify/helmet), with a Content-Security-Policy fit for the SPA: scripts only
// from our own origin (the Vite build has no inline script), styles inline too (Emotion, which Chakra UI uses,
// writes <style> tags at run time), images also from the auctions' photo servers over https, no framing by
// anyone (clickjacking), HSTS only when the site is served over https (a plain-http dev server must stay usable).
import fastifyHelmet from "@fastify/helmet";
import fp from "fastify-plugin";

export const CONTENT_SECURITY_POLICY = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:", "https:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
} as const;

export const securityHeadersPlugin = fp<{ https: boolean }>(
  async (app, { https }) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...Object.fromEntries(Object.entries(CONTENT_SECURITY_POLICY).map(([k, v]) => [k, [...v]])),
          ...(https ? { "upgrade-insecure-requests": [] } : {}),
        },
      },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // The photos and renderings are served same-origin; other sites may not embed our resources.
      crossOriginResourcePolicy: { policy: "same-origin" },
      crossOriginEmbedderPolicy: false, // the auctions' photos come from other origins without CORP headers
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    });
  },
  { name: "security-headers" },
);
