// The airbag and title options the "Lot" trigger stores as filter keys (lot_airbag_options, lot_title_options in
// migration airbag_and_title_options_read_provider_spellings) against shared/src/search/lot-filter-options.ts: if
// the two ever differ, an option finds lots the sidebar does not count, or none. Checked on the documented spellings,
// re-spellings of them, word soups of the rules' words and arbitrary text.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { upsertLots } from "@app/db/lot-store";
import type { LotRecord } from "@app/shared/catalogue/lot.schemas";
import { blankLot } from "./blank-lot.test-support.ts";
import { facetKey } from "@app/shared/search/facet-key";
import { airbagOptionsOf, OPTION_PATTERNS, titleOptionsOf } from "@app/shared/search/lot-filter-options";
import { AIRBAG_SPELLINGS, TITLE_SPELLINGS } from "@app/shared/search/lot-filter-options.test-support";
import { AIRBAG_FILTERS, TITLE_FILTERS } from "@app/shared/search/search-query.schemas";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../../../worker/src/testing/isolated-database.ts";

const MIGRATIONS = fileURLToPath(new URL("../../../../prisma/migrations/", import.meta.url));

let iso: IsolatedDatabase;
beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "filter-options");
});
afterAll(async () => {
  await iso?.drop();
});

const WORDS = [
  "front",
  "frontal",
  "side",
  "sides",
  "curtain",
  "curtains",
  "head",
  "roof",
  "driver",
  "passenger",
  "steering",
  "dash",
  "knee",
  "seat",
  "torso",
  "door",
  "deployed",
  "deployment",
  "undeployed",
  "intact",
  "not",
  "no",
  "non",
  "none",
  "never",
  "airbag",
  "airbags",
  "and",
  "missing",
  "unknown",
  "rebuilt",
  "rebuildable",
  "reconstructed",
  "prior",
  "revived",
  "salvage",
  "flood",
  "flooded",
  "water",
  "clear",
  "certificate",
  "title",
];
const SEPARATORS = [" ", "  ", ", ", "; ", " & ", "/", " + ", " | ", "-", ".", "\t", ": ", "(", ")"];
/** Reports made of the rules' own words, in any case, joined by any separator. */
const wordSoup = fc
  .array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...SEPARATORS), fc.boolean()), { maxLength: 7 })
  .map((parts) => parts.map(([w, sep, upper]) => (upper ? w.toUpperCase() : w) + sep).join(""));
const anyText = fc.oneof(wordSoup, fc.string({ unit: "grapheme", maxLength: 30 }), fc.string({ maxLength: 30 }));
const SAMPLE = { seed: 20261128, numRuns: 1500 };

async function databaseAirbagOptions(reports: string[]): Promise<string[][]> {
  const rows = await iso.db.$queryRaw<{ options: string[] }[]>`
    SELECT lot_airbag_options(r) AS options FROM unnest(${reports}::text[]) WITH ORDINALITY AS u(r, i) ORDER BY i`;
  return rows.map((r) => r.options);
}

type Title = { titleGroup: string | null; titleType: string | null; primaryDamage: string | null };
async function databaseTitleOptions(titles: Title[]): Promise<string[][]> {
  const rows = await iso.db.$queryRaw<{ options: string[] }[]>`
    SELECT lot_title_options(g, t, d) AS options
    FROM unnest(${titles.map((t) => t.titleGroup)}::text[], ${titles.map((t) => t.titleType)}::text[],
      ${titles.map((t) => t.primaryDamage)}::text[]) WITH ORDINALITY AS u(g, t, d, i)
    ORDER BY i`;
  return rows.map((r) => r.options);
}

describe("the database's airbag and title options", () => {
  it("are written with the shared patterns, in the latest migration that defines them", () => {
    const latest = readdirSync(MIGRATIONS)
      .filter((d) => !d.endsWith(".toml"))
      .map((d) => readFileSync(`${MIGRATIONS}${d}/migration.sql`, "utf8"))
      .filter((sql) => sql.includes("FUNCTION lot_airbag_options"))
      .at(-1)!;
    for (const [name, pattern] of Object.entries(OPTION_PATTERNS))
      expect(latest, `pattern ${name}`).toContain(`'${pattern}'`);
  });

  it("match the shared rule on every documented spelling and on generated reports", async () => {
    const reports = [
      ...Object.keys(AIRBAG_SPELLINGS),
      ...fc.sample(anyText, SAMPLE),
      "INTACT",
      "DEPLOYED",
      "Ünîcödé DEPLOYED İNTACT",
      "ſide deployed",
    ];
    const inDatabase = await databaseAirbagOptions(reports);
    reports.forEach((report, i) => expect(inDatabase[i], JSON.stringify(report)).toEqual(airbagOptionsOf(report)));
    expect(await databaseAirbagOptions([null as unknown as string])).toEqual([airbagOptionsOf(null)]);

    const titles: Title[] = [
      ...TITLE_SPELLINGS.map(([t]) => t),
      ...fc.sample(
        fc.record({
          titleGroup: fc.constantFrom("C", "S", "J", null),
          titleType: fc.option(anyText),
          primaryDamage: fc.option(anyText),
        }),
        SAMPLE,
      ),
    ];
    const titleOptions = await databaseTitleOptions(titles);
    titles.forEach((title, i) => expect(titleOptions[i], JSON.stringify(title)).toEqual(titleOptionsOf(title)));
  });

  it("are the keys the trigger stores for each lot", async () => {
    const reports = Object.keys(AIRBAG_SPELLINGS);
    const records = reports.map((airbags, i) => {
      const [title] = TITLE_SPELLINGS[i % TITLE_SPELLINGS.length]!;
      return minimalLot(i, { airbags: airbags || null, ...title });
    });
    await upsertLots(iso.db, records);
    const optionKeys = [
      ...AIRBAG_FILTERS.map((o) => [`ab:${o}`, facetKey(`ab:${o}`)] as const),
      ...TITLE_FILTERS.map((o) => [`ti:${o}`, facetKey(`ti:${o}`)] as const),
    ];
    const rows = await iso.db.$queryRaw<{ lotNumber: string; keys: string[] }[]>`
      SELECT "lotNumber", "searchFacetKeys"::text[] AS keys FROM "Lot"`;
    for (const r of records) {
      const stored = new Set(rows.find((row) => row.lotNumber === r.lotNumber)!.keys);
      const wanted = [...airbagOptionsOf(r.airbags).map((o) => `ab:${o}`), ...titleOptionsOf(r).map((o) => `ti:${o}`)];
      const found = optionKeys.filter(([, key]) => stored.has(String(key))).map(([token]) => token);
      expect(found.sort(), JSON.stringify([r.airbags, r.titleGroup, r.titleType])).toEqual(wanted.sort());
    }
  });
});

function minimalLot(n: number, over: Partial<LotRecord>): LotRecord {
  return blankLot({ platform: "iaai", lotNumber: String(80_000_000 + n), originalData: { n }, ...over });
}
