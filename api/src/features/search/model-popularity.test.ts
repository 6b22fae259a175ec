// The phrase parser's popularity tie-break over HTTP, with real lots: a cut model word ("silverad") reads as the
// model most open lots carry, once the facet totals are counted; before they are, as the parser's own order.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import type { FastifyInstance } from "fastify";
import { upsertLots } from "@app/db/lot-store";
import type { LotRecord } from "@app/shared/catalogue/lot.schemas";
import { blankLot } from "./blank-lot.test-support.ts";
import { recount } from "./search-facet-totals.ts";
import { buildApp } from "../../app.ts";
import { testApiConfig } from "../../../../test/support/config.ts";
import { InjectClient } from "../../../../test/support/inject-client.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../../../worker/src/testing/isolated-database.ts";

const DAY = 24 * 3600_000;
const lot = (n: number, model: string, platform: "copart" | "iaai"): LotRecord =>
  blankLot({
    platform,
    lotNumber: String(91_000_000 + n),
    make: "CHEVROLET",
    model,
    title: `2021 CHEVROLET ${model}`,
    auctionDate: new Date(Date.now() + (1 + (n % 9)) * DAY),
    originalData: { n },
  });
// The common pickup on both providers, the electric one once.
const LOTS = [
  ...Array.from({ length: 6 }, (_, n) => lot(n, "SILVERADO 1500", n % 2 ? "copart" : "iaai")),
  lot(10, "SILVERADO EV", "copart"),
];

let iso: IsolatedDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "model-popularity", { max: 5, readMax: 2 });
  await upsertLots(iso.db, LOTS);
  app = await buildApp(
    testApiConfig({ REDIS_PREFIX: `${inject("redisPrefix")}model-popularity-${randomUUID().slice(0, 6)}:` }),
    { db: iso.db },
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await iso?.drop();
});

const parse = async (text: string, source = "copart") => {
  const res = await new InjectClient(app).post("/api/search/parse", { text, source });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("the model most lots carry", () => {
  it("wins a cut word once the lots are counted, in the parse call and the search", async () => {
    expect((await parse("silverad")).model).toBe("SILVERADO EV"); // nothing counted yet: the parser's order
    await recount(app);
    for (const text of ["silverad", "chevrolet silvera", "Chevy SILVERAD"]) {
      for (const source of ["copart", "iaai", "both"]) {
        expect((await parse(text, source)).model, `${text} ${source}`).toBe("SILVERADO 1500");
      }
    }
    // The whole name still reads as itself.
    expect((await parse("silverado ev")).model).toBe("SILVERADO EV");
    const res = await new InjectClient(app).get(`/api/search?${new URLSearchParams({ keyword: "silverad" })}`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { lotNumber: string }[];
    expect(items.map((i) => i.lotNumber).sort()).toEqual(
      LOTS.filter((l) => l.model === "SILVERADO 1500")
        .map((l) => l.lotNumber)
        .sort(),
    );
  });
});
