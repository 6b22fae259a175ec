// The airbag and title filters and their sidebar counts against real PostgreSQL and Redis: lots stored with every
// documented provider spelling; each option finds exactly the lots whose spelling means it, "none" never finds a lot
// whose airbag state is unknown, and each count is the total of the search choosing that option, under random
// combinations of the other filters.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import type { FastifyInstance } from "fastify";
import { upsertLots } from "@app/db/lot-store";
import type { LotRecord } from "@app/shared/catalogue/lot.schemas";
import { blankLot } from "./blank-lot.test-support.ts";
import { airbagOptionsOf, titleOptionsOf } from "@app/shared/search/lot-filter-options";
import { AIRBAG_SPELLINGS, TITLE_SPELLINGS } from "@app/shared/search/lot-filter-options.test-support";
import { AIRBAG_FILTERS, TITLE_FILTERS } from "@app/shared/search/search-query.schemas";
import { buildApp } from "../../app.ts";
import { testApiConfig } from "../../../../test/support/config.ts";
import { InjectClient } from "../../../../test/support/inject-client.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../../../../worker/src/testing/isolated-database.ts";

const DAY = 24 * 3600_000;
const NOW = Date.now();
const MAKES = ["TOYOTA", "HONDA", "FORD"] as const;
const PLATFORMS = ["copart", "iaai"] as const;

const AIRBAG_REPORTS = [...Object.keys(AIRBAG_SPELLINGS), null];
/** Every airbag spelling beside every title spelling, spread over makes, platforms, years and buy-now prices. */
const LOTS: LotRecord[] = AIRBAG_REPORTS.flatMap((airbags, a) =>
  TITLE_SPELLINGS.map(([title], t) => {
    const n = a * TITLE_SPELLINGS.length + t;
    return lot(n, {
      airbags: airbags?.trim() ? airbags : null,
      ...title,
      platform: PLATFORMS[n % 2]!,
      make: MAKES[n % 3]!,
      year: 2015 + (n % 7),
      buyNowPriceCents: n % 5 === 0 ? 900_000 : null,
    });
  }),
);

let iso: IsolatedDatabase;
let app: FastifyInstance;
const get = async (path: string, query: URLSearchParams) => {
  const res = await new InjectClient(app).get(`${path}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const search = (query: URLSearchParams) => get("/api/search", query);
const counts = (query: URLSearchParams) => get("/api/search/option-counts", query);

beforeAll(async () => {
  iso = await createIsolatedDatabase(inject("databaseUrl"), "search-options", { max: 5, readMax: 2 });
  await upsertLots(iso.db, LOTS);
  app = await buildApp(
    testApiConfig({ REDIS_PREFIX: `${inject("redisPrefix")}search-options-${randomUUID().slice(0, 6)}:` }),
    { db: iso.db },
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await iso?.drop();
});

const lotNumbersOf = (lots: LotRecord[]) => lots.map((l) => l.lotNumber).sort();
/** Every lot a search finds, page by page. */
async function found(query: Record<string, string>): Promise<string[]> {
  const numbers: string[] = [];
  for (let page = 1; ; page++) {
    const body = await search(new URLSearchParams({ ...query, pageSize: "96", page: String(page) }));
    numbers.push(...(body.items as { lotNumber: string }[]).map((i) => i.lotNumber));
    if (page >= body.totalPages) return numbers.sort();
  }
}

describe("the airbag and title filters", () => {
  it.each(AIRBAG_FILTERS)("airbags=%s finds exactly the lots whose airbag report means it", async (option) => {
    const expected = LOTS.filter((l) => airbagOptionsOf(l.airbags).includes(option));
    expect(expected.length).toBeGreaterThan(0);
    expect(await found({ airbags: option })).toEqual(lotNumbersOf(expected));
  });

  it('never finds a lot whose airbag state is unknown under "none"', async () => {
    const unknown = new Set(LOTS.filter((l) => airbagOptionsOf(l.airbags).length === 0).map((l) => l.lotNumber));
    expect(unknown.size).toBeGreaterThan(0);
    for (const n of await found({ airbags: "none" })) expect(unknown.has(n), n).toBe(false);
  });

  it.each(TITLE_FILTERS)("title=%s finds exactly the lots whose title means it", async (option) => {
    const expected = LOTS.filter((l) => titleOptionsOf(l).includes(option));
    expect(expected.length).toBeGreaterThan(0);
    expect(await found({ title: option })).toEqual(lotNumbersOf(expected));
  });
});

describe("GET /api/search/option-counts", () => {
  const others = fc.record(
    {
      platform: fc.constantFrom("all", "copart", "iaai", "both"),
      make: fc.constantFrom(...MAKES),
      yearFrom: fc.integer({ min: 2015, max: 2021 }).map(String),
      showBuyNow: fc.constant("true"),
      airbags: fc.constantFrom(...AIRBAG_FILTERS),
      title: fc.constantFrom(...TITLE_FILTERS),
    },
    { requiredKeys: [] },
  );

  it("counts for each option the lots the search finds with it chosen, whatever the other filters", async () => {
    await fc.assert(
      fc.asyncProperty(others, async (filters) => {
        const query = new URLSearchParams(filters);
        const answer = await counts(query);
        for (const [group, options] of [
          ["airbags", AIRBAG_FILTERS],
          ["title", TITLE_FILTERS],
        ] as const) {
          for (const option of options) {
            const chosen = new URLSearchParams({ ...filters, [group]: option });
            const { total } = await search(chosen);
            expect(answer[group][option], `${group}=${option} with ${query}`).toBe(total);
            expect(total, `${chosen}`).toBe(expectedCount({ ...filters, [group]: option }));
          }
        }
      }),
      { numRuns: 12, seed: 20261128 },
    );
  });

  it("answers the same counts from the facet totals once they are counted", async () => {
    const first = await counts(new URLSearchParams({ platform: "iaai" }));
    await new Promise((r) => setTimeout(r, 300)); // the background count of the facet totals
    expect(await counts(new URLSearchParams({ platform: "iaai" }))).toEqual(first);
    for (const option of AIRBAG_FILTERS)
      expect(first.airbags[option]).toBe(expectedCount({ platform: "iaai", airbags: option }));
  });

  it("refuses a bad parameter with a 400 naming it", async () => {
    const res = await new InjectClient(app).get("/api/search/option-counts?airbags=deployed");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty("airbags");
  });
});

/** The lots the search should find for the filters, counted from the lots themselves. */
function expectedCount(f: Record<string, string | undefined>): number {
  return LOTS.filter(
    (l) =>
      (!f.platform || f.platform === "all" || (f.platform === "both" ? true : l.platform === f.platform)) &&
      (!f.make || l.make === f.make) &&
      (!f.yearFrom || (l.year ?? 0) >= Number(f.yearFrom)) &&
      (!f.showBuyNow || (l.buyNowPriceCents ?? 0) > 0) &&
      (!f.airbags || airbagOptionsOf(l.airbags).includes(f.airbags as never)) &&
      (!f.title || titleOptionsOf(l).includes(f.title as never)),
  ).length;
}

function lot(n: number, over: Partial<LotRecord>): LotRecord {
  return blankLot({
    platform: "copart",
    lotNumber: String(90_000_000 + n),
    title: `LOT ${n}`,
    odometerMiles: 50_000,
    auctionDate: new Date(NOW + (1 + (n % 20)) * DAY),
    originalData: { n },
    ...over,
  });
}
