// Rebuilds shared/src/catalogue/demo-reference.data.json (makes, models, yards for the demo catalogue) from the
// reference tables in docs/domain/data: `npx tsx scripts/build-demo-reference.ts [<data dir>]`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { parseDemoReference, parseMakeModelCatalogue, parseTowingCsv } from "@app/shared/catalogue/demo-reference";

const repo = fileURLToPath(new URL("..", import.meta.url));
const dataDir = process.argv[2] ?? path.join(repo, "docs", "domain", "data");
const out = path.join(repo, "shared/src/catalogue/demo-reference.data.json");

const makes = parseMakeModelCatalogue(
  JSON.parse(readFileSync(path.join(dataDir, "us-make-model-catalog.json"), "utf8")),
);
const yards = parseTowingCsv(readFileSync(path.join(dataDir, "towing-rates-yard-to-port.csv"), "utf8"));
const reference = parseDemoReference({ makes, yards });
// Written as Prettier would, so `prettier --check` stays green.
writeFileSync(out, await format(JSON.stringify(reference), { ...(await resolveConfig(out)), parser: "json" }));
console.log(
  `${path.relative(repo, out)}: ${makes.length} makes, ${makes.reduce((n, m) => n + m.models.length, 0)} models, ` +
    `${yards.filter((y) => y.platform === "copart").length} Copart yards, ${yards.filter((y) => y.platform === "iaai").length} IAA branches`,
);
