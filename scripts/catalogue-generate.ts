// `npm run catalogue:generate -- --lots N --out DIR [--seed S] [--page-size P]`: writes a demo catalogue as raw
// provider pages, in the shapes the real feeds use (Copart search responses, IAAI search results), for the
// ingestion file sources: DIR/copart/page-0001.json ..., DIR/iaai/page-0001.json ... Auction dates are spread
// around now, so regenerate before ingesting to keep a demo current.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEMO_REFERENCE } from "@app/shared/catalogue/bundled-demo-reference";
import { generateDemoCatalogue } from "@app/shared/catalogue/demo-generator";

const { values } = parseArgs({
  options: {
    lots: { type: "string", default: "5000" },
    out: { type: "string", default: "var/demo-catalogue" },
    seed: { type: "string", default: "20261125" },
    "page-size": { type: "string", default: "100" },
  },
});
const lots = Number(values.lots);
const pageSize = Number(values["page-size"]);
if (!Number.isInteger(lots) || lots < 0 || !Number.isInteger(pageSize) || pageSize < 1) {
  console.error("usage: catalogue:generate -- --lots N --out DIR [--seed S] [--page-size P]");
  process.exit(2);
}

const t0 = performance.now();
// Generated in slices so that a catalogue of hundreds of thousands never sits in memory whole.
const SLICE = 20_000;
const now = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000); // the hour: re-runs within it are identical
const pageCounts = { copart: 0, iaai: 0 };
for (const platform of ["copart", "iaai"] as const) {
  await rm(path.join(values.out, platform), { recursive: true, force: true });
  await mkdir(path.join(values.out, platform), { recursive: true });
}
const pending = { copart: [] as unknown[], iaai: [] as unknown[] };
async function flush(platform: "copart" | "iaai", all = false) {
  while (pending[platform].length >= pageSize || (all && pending[platform].length)) {
    const items = pending[platform].splice(0, pageSize);
    const page = ++pageCounts[platform];
    const body =
      platform === "copart"
        ? { data: { results: { content: items, totalElements: items.length } } }
        : { results: items };
    await writeFile(
      path.join(values.out, platform, `page-${String(page).padStart(5, "0")}.json`),
      JSON.stringify(body),
    );
  }
}
for (let start = 0; start < lots; start += SLICE) {
  const slice = generateDemoCatalogue(DEMO_REFERENCE, {
    seed: Number(values.seed),
    count: Math.min(SLICE, lots - start),
    now,
    startIndex: start,
  });
  pending.copart.push(...slice.copart);
  pending.iaai.push(...slice.iaai);
  await flush("copart");
  await flush("iaai");
}
await flush("copart", true);
await flush("iaai", true);
console.log(
  `catalogue: ${lots} lots in ${pageCounts.copart} Copart and ${pageCounts.iaai} IAAI pages under ${values.out} ` +
    `(${Math.round(performance.now() - t0)} ms)`,
);
