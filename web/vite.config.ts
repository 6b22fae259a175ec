/// <reference types="vitest/config" />
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { parse } from "@formatjs/icu-messageformat-parser";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type ProxyOptions } from "vite";

// The API (Fastify) serves both `/api` and the static reference data under `/json`; in production it also serves
// web/dist, so the SPA always talks to its own origin and cookies need no CORS.
const apiTarget = "http://127.0.0.1:3000";
// The API refuses cookie-carrying writes whose Origin is not PUBLIC_ORIGIN (CSRF defence). Through the dev server
// the browser's origin is Vite's, so the proxy presents the API's own origin instead: development only.
const devOrigin: ProxyOptions["configure"] = (proxyServer) => {
  proxyServer.on("proxyReq", (proxyReq) => {
    if (proxyReq.getHeader("origin")) proxyReq.setHeader("origin", "http://localhost:3000");
  });
};
const proxy: Record<string, ProxyOptions> = {
  "/api": { target: apiTarget, configure: devOrigin },
  "/json": { target: apiTarget },
};

/**
 * Production builds only: the UI texts (src/i18n/*.json) ship already parsed into ICU message trees, which react-intl
 * formats as they are, so the ICU parser (about 8 KB of gzip JS) stays out of the first page and no text is parsed
 * in the visitor's browser. A text that is not valid ICU fails the build. Dev and tests keep the plain strings.
 */
function precompiledTexts(): Plugin {
  return {
    name: "precompiled-texts",
    apply: "build",
    enforce: "pre",
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: "@formatjs/icu-messageformat-parser/no-parser.js",
          },
        ],
      },
    }),
    transform(code, id) {
      if (!/\/src\/i18n\/[^/]+\.json$/.test(id)) return null;
      const texts = JSON.parse(code) as Record<string, string>;
      const trees = Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, parse(text)]));
      return { code: JSON.stringify(trees), map: null };
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Production builds only: every text asset of 1 KB or more gets `.br` and `.gz` siblings, which the API serves to
 * browsers that accept them (@fastify/static `preCompressed`). Compressed once here, at the strongest settings,
 * instead of on every request: the first page's 390 KB of JavaScript travels as about 100 KB.
 */
function precompressedAssets(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: "precompressed-assets",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "dist";
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const full = path.join(dir, file);
            const raw = await readFile(full);
            if (raw.length < 1024) return;
            const [br, gzipped] = await Promise.all([
              brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
              gz(raw, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gzipped)]);
          }),
      );
    },
  };
}

/** The pages visitors most often open first, by URL: the module of each one's route and its texts' areas
 * (src/app/router.tsx, src/i18n/area-texts.ts). */
const LANDING_ROUTES = {
  "/search": { module: "src/app/routes/search.tsx", texts: ["search", "lot-card"] },
  "/lots/": { module: "src/app/routes/lot.tsx", texts: ["lot", "calculator"] },
};

/** What route-preloads.json holds: per locale, files every page loads at start (the shell's texts), and per route. */
export interface RoutePreloads {
  shell: Record<string, string[]>;
  routes: Record<string, { files: string[]; texts: Record<string, string[]> }>;
}

/**
 * Production builds only: `route-preloads.json` lists the chunks a first page waits for beyond the entry: the shell's
 * texts in each locale, and for each landing route the JS and CSS of its lazy route and its texts. The API names them
 * in a `Link` header of the page's index.html (api/src/plugins/static-spa.ts), so the browser fetches them alongside
 * the entry instead of after it has run: /search's route chunks and texts used to leave only after the entry's
 * evaluation, and nothing is drawn before them (bench/web/README.md).
 */
function routePreloads(routes: Record<string, { module: string; texts: string[] }>): Plugin {
  return {
    name: "route-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file: string, into = new Set<string>()): Set<string> => {
        if (into.has(file)) return into;
        into.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, into);
        return into;
      };
      const initial = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, initial);
      const url = (file: string) => `/${file}`;
      /** The chunk of src/i18n/<name>.json and what it imports beyond the entry. */
      const texts = (name: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/i18n/${name}.json`));
        if (!chunk) this.error(`route-preloads: no chunk for src/i18n/${name}.json`);
        return [...closure(chunk.fileName)].filter((file) => !initial.has(file)).map(url);
      };
      const locales = ["lt", "en"];
      const preloads: RoutePreloads = {
        shell: Object.fromEntries(locales.map((locale) => [locale, texts(locale)])),
        routes: {},
      };
      for (const [path, route] of Object.entries(routes)) {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${route.module}`));
        if (!chunk) this.error(`route-preloads: no chunk for ${route.module}`);
        const files = [...closure(chunk.fileName)].filter((file) => !initial.has(file));
        const css = files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        preloads.routes[path] = {
          files: [...files, ...css].map(url),
          texts: Object.fromEntries(
            locales.map((locale) => [locale, route.texts.flatMap((area) => texts(`${area}.${locale}`))]),
          ),
        };
      }
      this.emitFile({ type: "asset", fileName: "route-preloads.json", source: JSON.stringify(preloads, null, 1) });
    },
  };
}

export default defineConfig({
  // Explicit root so `vite build` and the vitest `web` project behave the same from any working directory.
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), precompiledTexts(), precompressedAssets(), routePreloads(LANDING_ROUTES)],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Maps are written (for reading a production stack trace) but not linked from the bundles, and the API does not
    // serve them (api/src/plugins/static-spa.ts): the site's source stays off the public web.
    sourcemap: "hidden",
    // Chakra's config helpers only return their argument. Said so, the bundler drops Chakra's default theme (every
    // recipe) from the entry even though lazy chunks import single recipes from the same module (chakra-preset.ts).
    rolldownOptions: { treeshake: { manualPureFunctions: ["defineConfig", "defineRecipe", "defineSlotRecipe"] } },
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
  },
});
