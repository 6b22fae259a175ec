// A big ingestion run keeps the planner's picture of "Lot" current (lot-statistics.ts): without it a fresh
// catalogue is planned as a tiny table and every page's stored-hash lookup walks a whole index.
import { afterAll, beforeAll, expect, it, inject } from "vitest";
import { upsertLots } from "@app/db/lot-store";
import { DEMO_REFERENCE } from "@app/shared/catalogue/bundled-demo-reference";
import { copartAdapter } from "@app/shared/catalogue/copart.adapter";
import { generateDemoCatalogue } from "@app/shared/catalogue/demo-generator";
import type { LotRecord } from "@app/shared/catalogue/lot.schemas";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../testing/isolated-database.ts";
import { keepLotStatistics } from "./lot-statistics.ts";

let iso: IsolatedDatabase;
beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "lot-statistics");
});
afterAll(async () => {
  await iso?.drop();
});

const plannedLots = async () =>
  (
    await iso.db.$queryRaw<{ n: number }[]>`SELECT reltuples::float8 AS n FROM pg_class WHERE oid = '"Lot"'::regclass`
  )[0]!.n;

const analysedColumns = async () =>
  (
    await iso.db.$queryRaw<{ attname: string }[]>`
      SELECT attname::text FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'Lot'`
  ).map((r) => r.attname);

it("analyses the lots table once a run has grown it enough, and not after every page", async () => {
  const catalogue = generateDemoCatalogue(DEMO_REFERENCE, { seed: 5, count: 300, now: new Date(), startIndex: 0 });
  const records = catalogue.copart.map((r) => copartAdapter.normalise(r)).filter((r): r is LotRecord => r !== null);
  const pages = [records.slice(0, 40), records.slice(40, 60), records.slice(60)];
  const statistics = keepLotStatistics(iso.db, { minGrowth: 50 });

  const first = await upsertLots(iso.db, pages[0]!);
  await statistics.afterPage(first.created);
  expect(await plannedLots()).not.toBe(40); // 40 < 50 created: no analysis yet

  const second = await upsertLots(iso.db, pages[1]!);
  await statistics.afterPage(second.created);
  expect(await plannedLots()).toBe(60); // analysed: the planner now knows every lot
  expect(await analysedColumns()).toEqual(expect.arrayContaining(["lotNumber", "platform"])); // and the lookup key

  const third = await upsertLots(iso.db, pages[2]!);
  await statistics.afterPage(third.created);
  expect(await plannedLots()).toBe(records.length); // grew by more than half: analysed again
});

it("after a run that wrote a share of the table, analyses it in full, and past a larger share vacuums it too", async () => {
  const allVisible = async () =>
    (
      await iso.db.$queryRaw<{ pages: number }[]>`
        SELECT relallvisible::int AS pages FROM pg_class WHERE oid = '"Lot"'::regclass`
    )[0]!.pages;
  const lots = await plannedLots();
  await iso.db.$executeRawUnsafe(`UPDATE "Lot" SET "lastSeenAt" = now()`); // every page has a new row version
  expect(await allVisible()).toBe(0);
  const statistics = keepLotStatistics(iso.db, { minGrowth: 10 });
  await statistics.afterRun(5);
  expect(await allVisible()).toBe(0); // a small run leaves it to autovacuum
  expect(await analysedColumns()).not.toContain("searchFacetKeys"); // only the lookup key so far (the test above)
  // As autovacuum judges it: 50 rows + 10% of the table to analyse, + 20% to vacuum.
  await statistics.afterRun(Math.ceil(50 + 0.15 * lots));
  expect(await allVisible()).toBe(0);
  // Fully analysed: the search's plan choice reads the filter tokens' statistics.
  expect(await analysedColumns()).toEqual(expect.arrayContaining(["searchFacetKeys", "make", "auctionDate"]));
  await statistics.afterRun(Math.ceil(50 + 0.25 * lots));
  expect(await allVisible()).toBeGreaterThan(0); // so searches can walk the sort index alone
});
