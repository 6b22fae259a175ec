// Serves the built SPA: hashed assets with a long immutable cache (brotli or gzip when the browser takes it, from
// files compressed at build time), index.html never cached, and index.html for every client route (any GET outside /api and /json that is not a file). Unknown /api and /json paths get JSON 404s.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import { sendError } from "./error-handler.ts";

const API_PREFIXES = ["/api/", "/json/"];

/**
 * The build's `route-preloads.json` (web/vite.config.ts): for a landing page's URL (exact, or a prefix ending in
 * "/"), the JS and CSS of its lazy route, as a `Link` header value the browser preloads while the entry loads.
 */
export function routePreloadLinks(root: string): (url: string) => string | null {
  const file = path.join(root, "route-preloads.json");
  if (!existsSync(file)) return () => null;
  const routes = Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>).map(
    ([route, files]) =>
      [
        route,
        files
          .map((f) => (f.endsWith(".css") ? `<${f}>; rel=preload; as=style; crossorigin` : `<${f}>; rel=modulepreload`))
          .join(", "),
      ] as const,
  );
  return (url) => routes.find(([route]) => (route.endsWith("/") ? url.startsWith(route) : url === route))?.[1] ?? null;
}

export const staticSpaPlugin = fp<{ root: string }>(
  async (app, opts) => {
    const root = path.resolve(opts.root);
    const hasSpa = existsSync(path.join(root, "index.html"));
    const preloadLinks = routePreloadLinks(root);
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each text asset (web/vite.config.ts): sent to browsers that accept them.
        preCompressed: true,
        setHeaders(reply, filePath) {
          const isAsset = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header("cache-control", isAsset ? "public, max-age=31536000, immutable" : "no-cache");
        },
      });
    } else {
      app.log.warn({ root }, "no built SPA found: serving the API only (run `npm run build`)");
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split("?")[0] ?? "/";
      const isApi = API_PREFIXES.some((p) => url.startsWith(p)) || url === "/api" || url === "/json";
      if (isApi || !hasSpa || (request.method !== "GET" && request.method !== "HEAD")) {
        return sendError(reply, 404, { code: "NOT_FOUND", message: `Route ${request.method} ${url} not found` });
      }
      const links = preloadLinks(url);
      if (links) reply.header("link", links);
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    });
  },
  { name: "static-spa" },
);
