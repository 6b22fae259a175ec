// bench/ingest: lots per second through the real ingestion run (file source -> adapter -> batched upsert -> "lots
// changed" step -> progress row), for a fresh catalogue (every lot created), a re-run of the same pages (every lot
// unchanged, the steady state of a scheduled feed) and a run where a tenth of the lots changed.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { generateCatalogue, ingestCatalogue, openBenchEnv, removeCatalogue } from "../support/bench-env.ts";
import { round, writeResult, type Figure } from "../support/results.ts";

const { values: args } = parseArgs({ options: { lots: { type: "string", default: "100000" } } });
const LOTS = Number(args.lots);
const log = (...a: unknown[]) => console.log("[bench/ingest]", ...a);

/** Raises the current bid of every fifth Copart lot (a tenth of the catalogue), as a live feed would between runs. */
async function raiseSomeBids(dir: string): Promise<number> {
  let changed = 0;
  const folder = path.join(dir, "copart");
  for (const file of await readdir(folder)) {
    const page = JSON.parse(await readFile(path.join(folder, file), "utf8"));
    const items = page.data.results.content as { hb?: number; dynamicLotDetails?: { currentBid?: number } }[];
    items.forEach((item, i) => {
      if (i % 5 !== 0) return;
      if (item.dynamicLotDetails) item.dynamicLotDetails.currentBid = (item.dynamicLotDetails.currentBid ?? 0) + 25;
      item.hb = (item.hb ?? 0) + 25;
      changed++;
    });
    await writeFile(path.join(folder, file), JSON.stringify(page));
  }
  return changed;
}

const env = await openBenchEnv("ingest");
let dir: string | null = null;
try {
  const catalogue = await generateCatalogue(LOTS);
  dir = catalogue.dir;
  log(`${LOTS} lots generated as raw pages in ${Math.round(catalogue.ms)} ms (not counted)`);
  const figures: Figure[] = [];
  const report = (label: string, r: { ms: number; summaries: string[] }) => {
    const perSecond = LOTS / (r.ms / 1000);
    log(`${label}: ${LOTS} lots in ${Math.round(r.ms)} ms = ${Math.round(perSecond)} lots/s (target >= 5,000)`);
    for (const s of r.summaries) log(`  ${s}`);
    figures.push({ figure: `${label}, ${LOTS} lots`, value: round(perSecond), unit: "lots/s", target: { min: 5000 } });
  };
  report("fresh catalogue (all created)", await ingestCatalogue(env, dir));
  report("same pages again (all unchanged)", await ingestCatalogue(env, dir));
  const changed = await raiseSomeBids(dir);
  log(`${changed} Copart lots got a higher current bid`);
  report("a tenth changed", await ingestCatalogue(env, dir));
  await writeResult("ingest", { lots: LOTS }, figures);
} finally {
  if (dir) await removeCatalogue(dir);
  await env.close();
}
