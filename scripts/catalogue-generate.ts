// `npm run catalogue:generate -- --lots N --out DIR [--seed S] [--page-size P] [--europe-lots E]`: writes a demo
// catalogue as raw provider pages, in the shapes the real feeds use (Copart search responses, IAAI search results,
// our European feed of docs/feeds/europe.md), for the ingestion file sources: DIR/copart/page-0001.json ...,
// DIR/iaai/..., DIR/europe/... N lots go to the US auctions; E (default 15% of N) are European, beside them.
// Auction dates are spread around now, so regenerate before ingesting to keep a demo current.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEMO_REFERENCE } from "@app/shared/catalogue/bundled-demo-reference";
import { generateDemoCatalogue } from "@app/shared/catalogue/demo-generator";
import { DEMO_EUROPE_SHARE, generateEuropeDemoLots } from "@app/shared/catalogue/europe-demo-generator";

const { values } = parseArgs({
  options: {
    lots: { type: "string", default: "5000" },
    out: { type: "string", default: "var/demo-catalogue" },
    seed: { type: "string", default: "20261125" },
    "page-size": { type: "string", default: "100" },
    "europe-lots": { type: "string" },
  },
});
const lots = Number(values.lots);
const pageSize = Number(values["page-size"]);
const europeLots =
  values["europe-lots"] === undefined ? Math.round(lots * DEMO_EUROPE_SHARE) : Number(values["europe-lots"]);
if (
  !Number.isInteger(lots) ||
  lots < 0 ||
  !Number.isInteger(pageSize) ||
  pageSize < 1 ||
  !Number.isInteger(europeLots) ||
  europeLots < 0
) {
  console.error("usage: catalogue:generate -- --lots N --out DIR [--seed S] [--page-size P] [--europe-lots E]");
  process.exit(2);
}

const t0 = performance.now();
// Generated in slices so that a catalogue of hundreds of thousands never sits in memory whole.
const SLICE = 20_000;
const now = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000); // the hour: re-runs within it are identical
const pageCounts = { copart: 0, iaai: 0, europe: 0 };
for (const platform of ["copart", "iaai", "europe"] as const) {
  await rm(path.join(values.out, platform), { recursive: true, force: true });
  await mkdir(path.join(values.out, platform), { recursive: true });
}
const pending = { copart: [] as unknown[], iaai: [] as unknown[], europe: [] as unknown[] };
async function flush(platform: "copart" | "iaai" | "europe", all = false) {
  while (pending[platform].length >= pageSize || (all && pending[platform].length)) {
    const items = pending[platform].splice(0, pageSize);
    const page = ++pageCounts[platform];
    const body =
      platform === "copart"
        ? { data: { results: { content: items, totalElements: items.length } } }
        : platform === "europe"
          ? { feed: "baltbid-europe", version: 1, page, lots: items }
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
for (let start = 0; start < europeLots; start += SLICE) {
  const count = Math.min(SLICE, europeLots - start);
  pending.europe.push(...generateEuropeDemoLots({ seed: Number(values.seed), count, now, startIndex: start }));
  await flush("europe");
}
await flush("europe", true);
console.log(
  `catalogue: ${lots} US lots in ${pageCounts.copart} Copart and ${pageCounts.iaai} IAAI pages, ${europeLots} ` +
    `European lots in ${pageCounts.europe} pages under ${values.out} (${Math.round(performance.now() - t0)} ms)`,
);
