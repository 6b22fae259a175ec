// The search compares a query's filter keys (shared/src/search/facet-key.ts, computed in the API) with the keys the
// "Lot" trigger stores (facet_key, PostgreSQL's hashtextextended): if the two ever differ, a filter finds nothing.
// Checked against the database itself, for every tail length the hash treats apart and for text in several scripts.
import { afterAll, beforeAll, expect, it, inject } from "vitest";
import { facetKey } from "@app/shared/search/facet-key";
import { upsertLots } from "@app/db/lot-store";
import { DEMO_REFERENCE } from "@app/shared/catalogue/bundled-demo-reference";
import { copartAdapter } from "@app/shared/catalogue/copart.adapter";
import { generateDemoCatalogue } from "@app/shared/catalogue/demo-generator";
import type { LotRecord } from "@app/shared/catalogue/lot.schemas";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../../../worker/src/testing/isolated-database.ts";
import { facetTokens } from "./search.repository.ts";

let iso: IsolatedDatabase;
beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "facet-keys");
});
afterAll(async () => {
  await iso?.drop();
});

const databaseKeys = async (tokens: string[]) =>
  (
    await iso.db.$queryRaw<{ key: string }[]>`
      SELECT facet_key(t)::text AS key FROM unnest(${tokens}::text[]) WITH ORDINALITY AS u(t, i) ORDER BY i`
  ).map((r) => r.key);

it("gives every token the key PostgreSQL gives it", async () => {
  const tokens = [
    // Every length from empty to past three 12-byte blocks: each tail length is a branch of the hash.
    ...Array.from({ length: 40 }, (_, n) => "mk:TOYOTA LAND CRUISER PRADO 150".repeat(2).slice(0, n)),
    "mo:ŠKODA OCTAVIA",
    "loc:Vilnius, Lietuva — Žirmūnų g.",
    "mk:日本語",
    "co:\u00ff\u0080",
    "d:FRONT END",
    "bn",
  ];
  expect(tokens.map(facetKey)).toEqual(await databaseKeys(tokens));
});

it("stores for each lot the keys of the tokens the search builds from its filters", async () => {
  const catalogue = generateDemoCatalogue(DEMO_REFERENCE, { seed: 12, count: 40, now: new Date(), startIndex: 0 });
  const records = catalogue.copart.map((r) => copartAdapter.normalise(r)).filter((r): r is LotRecord => r !== null);
  await upsertLots(iso.db, records);
  for (const r of records.slice(0, 10)) {
    const wanted = facetTokens({
      platforms: [r.platform],
      make: r.make ?? undefined,
      model: r.model ?? undefined,
      damageType: r.primaryDamage ?? undefined,
      fuelType: r.fuelType ?? undefined,
      color: r.exteriorColor ?? undefined,
      showEndedAuctions: false,
      showBuyNow: false,
    });
    const [row] = await iso.db.$queryRaw<{ found: boolean }[]>`
      SELECT "searchFacetKeys" @> ${wanted.map(facetKey)}::bigint[] AS found
      FROM "Lot" WHERE "platform" = 'copart' AND "lotNumber" = ${r.lotNumber}`;
    expect(row, `lot ${r.lotNumber}: ${wanted.join(", ")}`).toEqual({ found: true });
  }
});
