// The web bench: what each page of the production build (web/dist) costs a visitor's browser, and Lighthouse's
// score for it. Needs the build (`npm run build`), PostgreSQL, Redis and /usr/bin/chromium.
//
//   node --import tsx bench/web/bench.ts [--runs 3] [--no-lighthouse] [--serve]
//
// 1. Makes its own database (migrated, seeded with the settings, fee schedules and a small demo catalogue) and
//    starts the API as production runs it (api/src/server.ts, its own process) serving web/dist.
// 2. Size: opens each route in headless Chromium and sums, gzip-compressed (level 9, as a CDN would send them),
//    the JS and CSS files the page loaded until the network went quiet: the route's initial cost, lazy chunks of
//    that route included.
// 3. Lighthouse 12.2.3 (desktop preset) on /, /search and a lot page, `--runs` times each; the median is printed.
// `--serve` leaves the server running (Ctrl-C ends it) for screenshots of the same data.
import { execFile, fork, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { seed } from "@app/db/seed";
import { launchBrowser, CHROMIUM_PATH } from "../../e2e/browser.ts";
import { apiExecArgv, freePort, openBenchEnv, redisUrl, waitForHealth, type BenchEnv } from "../support/bench-env.ts";
import { writeResult, type Figure } from "../support/results.ts";

const run = promisify(execFile);
const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    "no-lighthouse": { type: "boolean", default: false },
    serve: { type: "boolean", default: false },
  },
});
const RUNS = Math.max(1, Number(args.runs));
const DIST = path.resolve("web/dist");
const DEMO_LOTS = 300;
/** Targets (bench/README.md): the first route's JS, and Lighthouse performance. */
const HOME_JS_BUDGET_KB = 200;
const PERFORMANCE_TARGET = 90;

const log = (line: string) => console.log(`[bench:web] ${line}`);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

interface RouteSize {
  route: string;
  /** Each JS file with its gzip size, largest first. */
  files: { file: string; gzip: number }[];
  js: { files: number; raw: number; gzip: number };
  css: { files: number; raw: number; gzip: number };
}

/** JS and CSS a route loads in Chromium, read back from web/dist and gzipped. */
async function routeSizes(base: string, routes: readonly string[]): Promise<RouteSize[]> {
  const browser = await launchBrowser();
  const sizes: RouteSize[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const assets = new Set<string>();
      page.on("response", (response) => {
        const url = new URL(response.url());
        if (url.origin === base && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
      });
      await page.goto(`${base}${route}`, { waitUntil: "networkidle" });
      await context.close();
      const size: RouteSize = {
        route,
        files: [],
        js: { files: 0, raw: 0, gzip: 0 },
        css: { files: 0, raw: 0, gzip: 0 },
      };
      for (const asset of assets) {
        const body = await readFile(path.join(DIST, asset));
        const bucket = asset.endsWith(".js") ? size.js : size.css;
        bucket.files++;
        bucket.raw += body.length;
        const gzip = gzipSync(body, { level: 9 }).length;
        bucket.gzip += gzip;
        if (asset.endsWith(".js")) size.files.push({ file: path.basename(asset), gzip });
      }
      size.files.sort((a, b) => b.gzip - a.gzip);
      sizes.push(size);
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

interface LighthouseRun {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is tried again, twice at most. */
async function lighthouseOnce(url: string, attempt = 1): Promise<LighthouseRun> {
  try {
    return await lighthouseRun(url);
  } catch (err) {
    if (attempt >= 3) throw err;
    console.warn(`[bench/web] Lighthouse failed on ${url} (${String(err).slice(0, 120)}); trying again`);
    return lighthouseOnce(url, attempt + 1);
  }
}

async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const { stdout } = await run(
    "node_modules/.bin/lighthouse",
    [
      url,
      "--preset=desktop",
      "--only-categories=performance",
      "--output=json",
      "--quiet",
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 << 20 },
  );
  const report = JSON.parse(stdout) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue?: number }>;
  };
  const metric = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
  };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

async function main() {
  if (!existsSync(path.join(DIST, "index.html"))) throw new Error("web/dist is missing: run `npm run build` first");
  let env: BenchEnv | undefined;
  let api: ChildProcess | undefined;
  try {
    env = await openBenchEnv("web");
    await seed(env.db, {
      adminEmail: "admin@baltbid.test",
      adminPassword: "bench-admin-password",
      demo: true,
      demoLots: DEMO_LOTS,
      now: new Date(),
      log: () => {},
      passwordParams: { N: 1024, r: 8, p: 1 },
    });
    // The lot page measured: an upcoming Copart lot with a bid and photos, as most visitors open.
    const lot = await env.db.lot.findFirstOrThrow({
      where: { platform: "copart", auctionDate: { gt: new Date() }, currentBidCents: { gt: 0 } },
      orderBy: { lotNumber: "asc" },
      select: { platform: true, lotNumber: true },
    });
    const lotRoute = `/lots/${lot.platform}/${lot.lotNumber}`;

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    api = fork("api/src/server.ts", [], {
      execArgv: apiExecArgv(),
      env: {
        ...process.env,
        DATABASE_URL: env.url,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: env.redisPrefix,
        HOST: "127.0.0.1",
        PORT: String(port),
        PUBLIC_ORIGIN: base,
        LOG_LEVEL: "warn",
        WEB_DIST_DIR: DIST,
      },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    await waitForHealth(base);
    log(`API serving web/dist at ${base}; lot page ${lotRoute}`);

    if (args.serve) {
      log("serving until Ctrl-C (demo user demo@baltbid.test / demo12345)");
      await new Promise<void>((resolve) => process.once("SIGINT", () => resolve()));
      return;
    }

    const routes = ["/", "/search", lotRoute, "/calculator", "/faq", "/login", "/dashboard"];
    const sizes = await routeSizes(base, routes);
    console.log("");
    console.log("route                              JS files  JS KB  JS gzip KB   CSS KB  CSS gzip KB");
    for (const s of sizes)
      console.log(
        `${s.route.padEnd(34)} ${String(s.js.files).padStart(8)} ${kb(s.js.raw).padStart(6)} ${kb(s.js.gzip).padStart(11)} ` +
          `${kb(s.css.raw).padStart(8)} ${kb(s.css.gzip).padStart(12)}`,
      );
    const home = sizes[0]!;
    const figures: Figure[] = [
      {
        figure: "initial JS of / (gzip)",
        value: +(home.js.gzip / 1024).toFixed(1),
        unit: "KB",
        target: { max: HOME_JS_BUDGET_KB },
      },
    ];
    const lighthouse: Record<string, LighthouseRun[]> = {};
    console.log("");
    console.log("the largest JS files of /, gzip KB:");
    for (const f of home.files.slice(0, 12)) console.log(`  ${kb(f.gzip).padStart(6)}  ${f.file}`);
    console.log(
      `initial JS for /: ${kb(home.js.gzip)} KB gzip (budget ${HOME_JS_BUDGET_KB} KB: ` +
        `${home.js.gzip / 1024 <= HOME_JS_BUDGET_KB ? "within" : "OVER"})`,
    );

    if (!args["no-lighthouse"]) {
      console.log("");
      console.log(`Lighthouse 12.2.3, desktop preset, median of ${RUNS} (machine load affects these figures)`);
      console.log("route                              perf   FCP ms   LCP ms   TBT ms    CLS   (runs)");
      for (const route of ["/", "/search", lotRoute]) {
        const runs: LighthouseRun[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await lighthouseOnce(`${base}${route}`));
        const m = (k: keyof LighthouseRun) => median(runs.map((r) => r[k]));
        lighthouse[route] = runs;
        figures.push({
          figure: `Lighthouse performance of ${route === lotRoute ? "a lot page" : route} (median of ${RUNS})`,
          value: m("performance"),
          unit: "",
          target: { min: PERFORMANCE_TARGET },
        });
        console.log(
          `${route.padEnd(34)} ${String(m("performance")).padStart(4)} ${m("fcp").toFixed(0).padStart(8)} ` +
            `${m("lcp").toFixed(0).padStart(8)} ${m("tbt").toFixed(0).padStart(8)} ${m("cls").toFixed(3).padStart(6)}   ` +
            `(${runs.map((r) => r.performance).join(", ")}; target >= ${PERFORMANCE_TARGET})`,
        );
      }
    }
    await writeResult("web", { runs: RUNS, lighthouse: !args["no-lighthouse"] }, figures, {
      sizes: sizes.map(({ files: _files, ...s }) => s),
      lighthouse,
    });
  } finally {
    api?.kill("SIGTERM");
    await env?.close();
  }
}

await main();
