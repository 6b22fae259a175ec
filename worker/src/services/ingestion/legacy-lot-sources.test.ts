// The data migration that gives lots stored before sources owned their lots a source: each joins its platform's only
// enabled full-listing source; a platform with none or several, and a lot entered by hand, keep none.
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it, inject } from "vitest";
import { copartAdapter } from "@app/shared/catalogue/copart.adapter";
import { iaaiAdapter } from "@app/shared/catalogue/iaai.adapter";
import { upsertLots } from "@app/db/lot-store";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../testing/isolated-database.ts";
import { copartRow } from "../../testing/feed-server.ts";

const MIGRATION = readFileSync(
  new URL(
    "../../../../prisma/migrations/20261128031000_lots_before_sources_join_their_feed/migration.sql",
    import.meta.url,
  ),
  "utf8",
);

let iso: IsolatedDatabase;
beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "legacysrc");
}, 60_000);
afterAll(async () => iso?.drop());

it("gives each legacy lot its platform's only enabled full-listing source, and no other lot a source", async () => {
  const db = iso.db;
  const source = (id: string, platform: "copart" | "iaai", over: { enabled?: boolean; fullListing?: boolean }) =>
    db.ingestionSource.create({
      data: { id, platform, kind: "file", settings: { dir: "/nowhere" }, fullListing: true, ...over },
    });
  await source("copart-main", "copart", {});
  await source("copart-extra", "copart", { fullListing: false });
  await source("copart-off", "copart", { enabled: false });
  await source("iaai-a", "iaai", {});
  await source("iaai-b", "iaai", {});

  const copart = [1, 2, 3].map((i) => copartAdapter.normalise(copartRow(70_000_000 + i))!);
  await upsertLots(db, copart); // stored without a source, as before sources owned their lots
  const iaai = iaaiAdapter.normalise({ StockNumber: "61000001", Make: "FORD", Year: 2018 })!;
  await upsertLots(db, [iaai]);
  const owned = copartAdapter.normalise(copartRow(70_000_009))!;
  await upsertLots(db, [owned], { sourceId: "copart-extra" });
  const admin = await db.user.create({
    data: { email: `a-${randomUUID()}@example.test`, passwordHash: "x", name: "A", surname: "B", role: "admin" },
  });
  await db.lot.update({
    where: { platform_lotNumber: { platform: "copart", lotNumber: copart[2]!.lotNumber } },
    data: { enteredById: admin.id },
  });

  await db.$executeRawUnsafe(MIGRATION);
  const sources = Object.fromEntries(
    (await db.lot.findMany({ select: { lotNumber: true, sourceId: true } })).map((l) => [l.lotNumber, l.sourceId]),
  );
  expect(sources).toEqual({
    [copart[0]!.lotNumber]: "copart-main",
    [copart[1]!.lotNumber]: "copart-main",
    [copart[2]!.lotNumber]: null, // entered by hand
    [iaai.lotNumber]: null, // two full listings: which one lists it is not clear
    [owned.lotNumber]: "copart-extra", // already owned
  });
});
