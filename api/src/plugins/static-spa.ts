// Serves the built SPA: hashed assets with a long immutable cache (brotli or gzip when the browser takes it, from
// files compressed at build time), index.html never cached, and index.html for every client route (any GET outside
// /api and /json that is not a file): 200 for the web's pages (shared/src/routes/page-routes.ts), 404 for the rest. Unknown /api and /json paths get JSON 404s, and so do source maps, which stay
// on the server.
import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import { sendError } from "./error-handler.ts";
import { withAccess } from "./access.ts";
import { lenientPath, namesApiPath } from "../lib/lenient-path.ts";
import { matchPage, pageShell } from "@app/shared/routes/page-routes";
import { readerLocale } from "../lib/reader-locale.ts";

/** Source maps: the build writes them for error reports (web/vite.config.ts, `sourcemap: "hidden"`), never served. */
const SOURCE_MAP = /\.map$/i;

interface RoutePreloads {
  shell: Record<string, string[]>;
  routes: Record<string, { files: string[]; texts: Record<string, string[]> }>;
}

/** The site's languages; the first is the default and the fallback of the shell's texts (web/src/lib/intl.ts). */
const LOCALES = ["lt", "en"];
const LOCALE_COOKIE = /(?:^|;\s*)NEXT_LOCALE=([a-z]+)/;

/**
 * The build's `route-preloads.json` (web/vite.config.ts, routePreloads) as a `Link` header value for a page's URL and
 * cookie: the shell's texts in the visitor's language (and the fallback's), and for a landing route (its URL exact,
 * or a prefix ending in "/") the JS and CSS of its lazy route and its texts. The browser fetches them while the
 * entry loads, instead of after it has run.
 */
export function routePreloadLinks(root: string): (url: string, cookie: string | undefined) => string | null {
  const file = path.join(root, "route-preloads.json");
  if (!existsSync(file)) return () => null;
  const preloads = JSON.parse(readFileSync(file, "utf8")) as RoutePreloads;
  const link = (f: string) =>
    f.endsWith(".css") ? `<${f}>; rel=preload; as=style; crossorigin` : `<${f}>; rel=modulepreload`;
  return (url, cookie) => {
    const chosen = LOCALE_COOKIE.exec(cookie ?? "")?.[1];
    const locale = chosen && LOCALES.includes(chosen) ? chosen : LOCALES[0]!;
    const locales = locale === LOCALES[0] ? [locale] : [locale, LOCALES[0]!];
    const route = Object.entries(preloads.routes).find(([r]) => (r.endsWith("/") ? url.startsWith(r) : url === r))?.[1];
    const files = [
      ...locales.flatMap((l) => preloads.shell[l] ?? []),
      ...(route ? [...route.files, ...(route.texts[locale] ?? [])] : []),
    ];
    return files.length > 0 ? [...new Set(files)].map(link).join(", ") : null;
  };
}

/**
 * index.html for one visitor: its <html> element in their language (the cookie the web reads too) and naming the
 * shell the first paint draws for the address (web/index.html), before any script runs.
 */
export function shellPage(html: string, locale: string, shell: string): string {
  return html.replace(/<html\b[^>]*>/i, `<html lang="${locale}" data-shell="${shell}">`);
}

export const staticSpaPlugin = fp<{ root: string }>(
  async (app, opts) => {
    const root = path.resolve(opts.root);
    const hasSpa = existsSync(path.join(root, "index.html"));
    const preloadLinks = routePreloadLinks(root);
    if (hasSpa) {
      await app.register(
        withAccess("public", fastifyStatic, {
          root,
          wildcard: false,
          index: false,
          // The build writes .br and .gz beside each text asset (web/vite.config.ts): sent to browsers that accept them.
          preCompressed: true,
          allowedPath: (pathName) => !SOURCE_MAP.test(pathName),
          setHeaders(reply, filePath) {
            const isAsset = filePath.includes(`${path.sep}assets${path.sep}`);
            reply.header("cache-control", isAsset ? "public, max-age=31536000, immutable" : "no-cache");
          },
        }),
      );
    } else {
      app.log.warn({ root }, "no built SPA found: serving the API only (run `npm run build`)");
    }

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split("?")[0] ?? "/";
      if (namesApiPath(request.url) || !hasSpa || (request.method !== "GET" && request.method !== "HEAD")) {
        return sendError(reply, 404, { code: "NOT_FOUND", message: `Route ${request.method} ${url} not found` });
      }
      // A hashed asset that is not there (a tab opened before a deploy asking for the old build's chunk) is a 404:
      // index.html in its place would reach the browser as a script with an HTML type, a blank page with no way to
      // tell; with a 404 the web reloads into the new build (web/src/app/reload-on-stale-chunks.ts).
      if (url.startsWith("/assets/") || SOURCE_MAP.test(lenientPath(request.url))) {
        return sendError(reply, 404, { code: "NOT_FOUND", message: `No file ${url}` });
      }
      const links = preloadLinks(url, request.headers.cookie);
      if (links) reply.header("link", links);
      // An address that is no page still gets the app, which shows its "not found" page, but answers 404 for it.
      if (!matchPage(url)) reply.code(404);
      const html = await readFile(path.join(root, "index.html"), "utf8");
      return reply
        .header("cache-control", "no-cache")
        .type("text/html; charset=utf-8")
        .send(shellPage(html, readerLocale(request), pageShell(url)));
    });
  },
  { name: "static-spa" },
);
