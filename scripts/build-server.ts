// The API and the worker compiled to plain JavaScript in dist/server, so a server runs them with `node` alone: no
// TypeScript loader at run time (the loader costs about 37 MiB of every process and its start-up time). The
// workspaces' own TypeScript is bundled in; packages from node_modules stay imports, resolved at run time.
//
//   node --import tsx scripts/build-server.ts        -> dist/server/api.js, dist/server/worker.js
import { isBuiltin } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";

export const SERVER_ENTRIES = { api: "api/src/server.ts", worker: "worker/src/main.ts" } as const;

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

/**
 * Bare imports stay imports, except the workspaces' (`@app/...`), whose TypeScript is compiled in. A package that a
 * workspace holds in its own node_modules (another version than the root's, e.g. api's lru-cache) is imported by its
 * path from the output file, so the output loads the very version the source does.
 */
function packagesStayExternal(outdir: string): Plugin {
  const rootModules = path.join(repoRoot, "node_modules") + path.sep;
  return {
    name: "packages-stay-external",
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.path.startsWith("@app/") || args.pluginData === "resolving") return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        const found = await b.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: "resolving",
        });
        if (
          found.errors.length ||
          found.path.startsWith(rootModules) ||
          !found.path.includes(`${path.sep}node_modules${path.sep}`)
        )
          return { path: args.path, external: true };
        return { path: path.relative(outdir, found.path).split(path.sep).join("/"), external: true };
      });
    },
  };
}

/** Compiles each entry (name -> TypeScript file, from the repository's root) to `<outdir>/<name>.js`. */
export async function buildServer(
  entries: Record<string, string> = SERVER_ENTRIES,
  outdir = path.join(repoRoot, "dist/server"),
): Promise<void> {
  await build({
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(repoRoot, file)])),
    outdir: path.resolve(repoRoot, outdir),
    bundle: true,
    splitting: false,
    platform: "node",
    format: "esm",
    target: "node20.19",
    sourcemap: "linked",
    logLevel: "warning",
    plugins: [packagesStayExternal(path.resolve(repoRoot, outdir))],
    // CommonJS packages that a bundled module requires (createRequire) keep working in an ES module.
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await buildServer();
  console.log(
    `server build: ${Object.keys(SERVER_ENTRIES)
      .map((n) => `dist/server/${n}.js`)
      .join(", ")}`,
  );
}
