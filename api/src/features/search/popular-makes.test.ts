// The home page's popular makes against real PostgreSQL: over random catalogues (open, ended, sold, withdrawn and
// undated lots on every platform) the list is the makes of the open lots, most lots first, each count the total the
// search answers for that make.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import type { FastifyInstance } from "fastify";
import { upsertLots } from "@app/db/lot-store";
import type { LotRecord } from "@app/shared/catalogue/lot.schemas";
import { blankLot } from "./blank-lot.test-support.ts";
import { POPULAR_MAKES_SHOWN, popularMakesReader } from "./popular-makes.ts";
import { buildApp } from "../../app.ts";
import { testApiConfig } from "../../../../test/support/config.ts";
import { InjectClient } from "../../../../test/support/inject-client.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../../../worker/src/testing/isolated-database.ts";

const HOUR = 3600_000;
const MAKES = ["TOYOTA", "HONDA", "FORD", "BMW", "MERCEDES-BENZ", "KIA", "NISSAN", "AUDI", "TESLA", "MAZDA"];
const MAKES_MORE = [...MAKES, "SUBARU", "JEEP", "VOLVO", "LEXUS", "ACURA", "DODGE"];

let iso: IsolatedDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "popular-makes", { max: 5, readMax: 2 });
  app = await buildApp(
    testApiConfig({ REDIS_PREFIX: `${inject("redisPrefix")}popular-makes-${randomUUID().slice(0, 6)}:` }),
    { db: iso.db },
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await iso?.drop();
});

type Spec = { make: string; state: "open" | "ended" | "sold" | "withdrawn" | "undated" };

function lotsOf(specs: Spec[], now: number): LotRecord[] {
  return specs.map((s, i) =>
    blankLot({
      platform: (["copart", "iaai", "europe"] as const)[i % 3]!,
      lotNumber: String(10_000_000 + i),
      make: s.make,
      auctionDate:
        s.state === "undated" ? null : new Date(now + (s.state === "ended" ? -48 * HOUR : (1 + (i % 90)) * HOUR)),
      isSold: s.state === "sold",
      lotAuctionStatus: s.state === "withdrawn" ? "WITHDRAWN" : null,
    }),
  );
}

/** What the list must be: open lots (undated ones are open) by make code, most first, then by name. */
function expected(specs: Spec[]) {
  const counts = new Map<string, number>();
  for (const s of specs)
    if (s.state === "open" || s.state === "undated") counts.set(s.make, (counts.get(s.make) ?? 0) + 1);
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, POPULAR_MAKES_SHOWN)
    .map(([make, count]) => ({ make, count }));
}

const specArb = fc.record({
  make: fc.constantFrom(...MAKES_MORE),
  state: fc.constantFrom(...(["open", "open", "open", "ended", "sold", "withdrawn", "undated"] as const)),
});

describe("popular makes", () => {
  it("are the open lots' makes, most lots first", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(specArb, { minLength: 0, maxLength: 120 }), async (specs) => {
        await iso.db.lot.deleteMany();
        const now = Date.now();
        await upsertLots(iso.db, lotsOf(specs, now));
        const makes = await popularMakesReader(app)(new Date(now));
        expect(makes.map(({ make, count }) => ({ make, count }))).toEqual(expected(specs));
      }),
      { numRuns: 12 },
    );
  });

  it("answer GET /api/search/popular-makes with counts the search agrees with", async () => {
    await iso.db.lot.deleteMany();
    const specs: Spec[] = MAKES.flatMap((make, i) =>
      Array.from({ length: i + 1 }, () => ({ make, state: "open" as const })),
    );
    await upsertLots(iso.db, lotsOf(specs, Date.now()));
    const client = new InjectClient(app);
    const res = await client.get("/api/search/popular-makes");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { success: boolean; makes: { make: string; name: string; count: number }[] };
    expect(body.success).toBe(true);
    expect(body.makes.map((m) => m.make)).toEqual([...MAKES].reverse());
    expect(body.makes.find((m) => m.make === "MERCEDES-BENZ")?.name).toBe("Mercedes-Benz");
    for (const m of body.makes) {
      const search = await client.get(`/api/search?make=${encodeURIComponent(m.make)}&pageSize=12`);
      expect(search.json().total, m.make).toBe(m.count);
    }
  });
});
