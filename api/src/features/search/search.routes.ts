// GET /api/search: the catalogue search (docs/product/api.md#catalogue, docs/product/search.md). Filters as query
// parameters; a VIN or lot number in lotVin finds that lot; phrase text in keyword goes through the phrase parser
// (confidence above 0.5 turns it into make/model filters, the rest stays keywords); per-client cooldowns per action.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { zoneOffsetMinutes } from "@app/shared/catalogue/lot-format";
import { searchQuerySchema, type SearchQuery } from "@app/shared/search/search-query.schemas";
import type { LotCounts } from "@app/shared/search/search-phrase";
import {
  choosePlan,
  filtersReadRows,
  rowsByIds,
  searchPage,
  totalOf,
  whereClause,
  type LotFilters,
} from "./search.repository.ts";
import { SearchItems } from "./search-items.ts";
import { applyPhrase } from "./phrase-filters.ts";
import { lotCountsNow } from "./model-lot-counts.ts";
import { cacheTotal, readCachedTotal } from "./search-total-cache.ts";
import { facetOf, readFacetCounts } from "./search-facet-totals.ts";
import { optionCounts } from "./search-option-counts.ts";
import { popularMakesReader } from "./popular-makes.ts";
import { access } from "../../plugins/access.ts";

const SALE_TIME_ZONE = "Europe/Vilnius";

/** Minutes east of UTC of `timeZone` at `at`; the sale zone is one every runtime knows. */
const offsetMinutes = (at: Date, timeZone: string) => zoneOffsetMinutes(at, timeZone) ?? 0;

/** The [start, end) of a calendar day in Vilnius: today, tomorrow or YYYY-MM-DD. */
export function auctionDayWindow(value: string, now: Date): [Date, Date] {
  let ymd = value;
  if (value === "today" || value === "tomorrow") {
    const local = new Date(now.getTime() + offsetMinutes(now, SALE_TIME_ZONE) * 60_000);
    if (value === "tomorrow") local.setUTCDate(local.getUTCDate() + 1);
    ymd = local.toISOString().slice(0, 10);
  }
  const midnightUtc = Date.parse(`${ymd}T00:00:00Z`);
  const start = new Date(midnightUtc - offsetMinutes(new Date(midnightUtc), SALE_TIME_ZONE) * 60_000);
  const nextUtc = midnightUtc + 86_400_000;
  const end = new Date(nextUtc - offsetMinutes(new Date(nextUtc), SALE_TIME_ZONE) * 60_000);
  return [start, end];
}

const PLATFORMS: Record<SearchQuery["platform"], string[] | null> = {
  copart: ["copart"],
  iaai: ["iaai"],
  europe: ["europe"],
  both: ["copart", "iaai"],
  all: null,
};

/** The search's filters from its parameters, the phrase parser's make, model and damage included. */
function filtersOf(
  q: SearchQuery,
  now: Date,
  lotCounts: LotCounts | undefined,
): { filters: LotFilters; phrase: ReturnType<typeof applyPhrase> | null } {
  const phrase = q.keyword && !q.lotVin ? applyPhrase(q.keyword, q.platform, lotCounts) : null;
  const filters: LotFilters = {
    platforms: PLATFORMS[q.platform],
    vehicleType: q.vehicleType,
    make: q.make ?? phrase?.make ?? undefined,
    model: q.model ?? phrase?.model ?? undefined,
    yearFrom: q.yearFrom,
    yearTo: q.yearTo,
    lotVin: q.lotVin,
    keywords: phrase ? phrase.keywords : undefined,
    damageType: q.damageType,
    damageAnyOf: phrase?.damage.map((d) => d.types),
    location: q.location,
    odometerMin: q.odometerMin,
    odometerMax: q.odometerMax,
    fuelType: q.fuelType,
    cylinders: q.cylinders,
    transmission: q.transmission,
    airbags: q.airbags,
    title: q.title,
    color: q.color,
    driveTrain: q.driveTrain,
    auctionWindow: q.auctionDate ? auctionDayWindow(q.auctionDate, now) : undefined,
    // A lot looked up by VIN or number is shown whatever its state.
    showEndedAuctions: q.showEndedAuctions || Boolean(q.lotVin),
    showBuyNow: q.showBuyNow,
  };
  return { filters, phrase };
}

const ANSWER_START = Buffer.from('{"success":true,"items":');

const COOLDOWNS = {
  search: "searchPerClient",
  filter: "filterPerClient",
  "remove-filter": "filterPerClient",
  "clear-filters": "filterPerClient",
  "clear-sidebar": "filterPerClient",
  "buy-now": "buyNowFilterPerClient",
} as const;

/**
 * Time spent waiting for PostgreSQL per request, the plan that ran, the rows it read (lots of the page not kept by
 * search-items.ts) and the lots answered, for the Server-Timing header.
 */
const dbTime = new WeakMap<object, { ms: number; plan: string; read: number; items: number }>();

export const searchRoutes: FastifyPluginAsyncZod<{ itemCacheBytes: number; serverTiming: boolean }> = async (
  app,
  opts,
) => {
  const kept = new SearchItems(opts.itemCacheBytes);
  // Server-Timing (db = the SQL of the search, total = the API's whole handling, serialisation included) lets an
  // operator or bench/search tell database time from the API's own overhead for any request; read and items tell
  // how many of the lots answered had to be read (search-items.ts). Only with SERVER_TIMING=1.
  if (opts.serverTiming)
    app.addHook("onSend", async (request, reply, payload) => {
      const db = dbTime.get(request);
      if (db !== undefined)
        reply.header(
          "Server-Timing",
          `db;dur=${db.ms.toFixed(2)};desc=${db.plan}, read;desc=${db.read}, items;desc=${db.items}, total;dur=${reply.elapsedTime.toFixed(2)}`,
        );
      return payload;
    });
  app.get(
    "/api/search",
    { config: access("public"), schema: { querystring: searchQuerySchema } },
    async (request, reply) => {
      const q = request.query;
      // Checked while the filters are built and their total is read (one Redis round trip fewer); a client over its
      // limit still gets its 429 before any search runs.
      const allowed = app.rateLimits.hit(COOLDOWNS[q.action], request.ip, reply);
      allowed.catch(() => {}); // awaited below; this only keeps a 429 from counting as unhandled if building throws
      const now = new Date();
      const { filters, phrase } = filtersOf(q, now, q.keyword ? lotCountsNow(app) : undefined);
      const where = whereClause(filters, now);
      // A VIN or lot number matches a lot or two: counted by the narrow plan for nothing, no cache, no planner.
      const lookup = Boolean(filters.lotVin);
      // The total, when known without counting: the commonest searches from the facet counts, others from the cache,
      // read beside the counts (one round trip, not two, for a search the counts cannot total). The counts answer
      // nothing for a lookup, without asking Redis: its one statement counts it.
      const totalFromCounts = facetOf(filters) !== null;
      const [, facets, cachedTotal] = await Promise.all([
        allowed,
        readFacetCounts(app, filters),
        lookup || totalFromCounts ? null : readCachedTotal(app, filters),
      ]);
      const facetTotal = facets.total;
      // A search the counts can total but whose counts are not there yet (Redis just restarted) reads the cache now.
      const cached =
        lookup || facetTotal !== null ? null : totalFromCounts ? await readCachedTotal(app, filters) : cachedTotal;
      const known = facetTotal !== null ? { total: facetTotal, lowerBound: false } : cached;
      const dbStart = performance.now();
      const offset = (q.page - 1) * q.pageSize;
      const plan = lookup
        ? "lookup"
        : await choosePlan(
            app.db,
            whereClause(filters, now, "estimate"),
            known,
            offset + q.pageSize,
            filtersReadRows(filters),
            facets.bound,
          );
      const page = await searchPage(app.db, where, q.order, offset, q.pageSize, plan);
      let dbMs = performance.now() - dbStart;
      const {
        chunks,
        count: itemCount,
        read,
      } = await kept.render(page.refs, now, async (ids) => {
        if (page.rows) return page.rows; // a lookup read its rows with the page
        const readStart = performance.now();
        const rows = await rowsByIds(app.db, ids, plan);
        dbMs += performance.now() - readStart;
        return rows;
      });
      dbTime.set(request, { ms: dbMs, plan, read, items: itemCount });
      // The narrow plan counted the matches; the broad one runs only past the exact limit (by the planner's estimate).
      const count = facetTotal !== null ? totalOf(facetTotal) : (cached ?? totalOf(page.matches ?? Infinity));
      if (!known && !lookup) void cacheTotal(app, filters, count);
      // The items are UTF-8 JSON already (search-items.ts); the rest of the answer is serialised around them.
      const rest = JSON.stringify({
        total: count.total,
        totalIsLowerBound: count.lowerBound,
        page: q.page,
        pageSize: q.pageSize,
        totalPages: Math.ceil(count.total / q.pageSize),
        applied: {
          ...Object.fromEntries(Object.entries(q).filter(([k, v]) => v !== undefined && k !== "action")),
          ...(phrase ? { phrase } : {}),
        },
      });
      const body = Buffer.concat([ANSWER_START, ...chunks, Buffer.from(`,${rest.slice(1)}`)]);
      return reply.type("application/json; charset=utf-8").send(body);
    },
  );
  const popularMakes = popularMakesReader(app);
  app.get("/api/search/popular-makes", { config: access("public") }, async () => ({
    success: true,
    makes: await popularMakes(),
  }));
  // The sidebar's airbag and title option counts for the same parameters (page, order and action change nothing).
  app.get(
    "/api/search/option-counts",
    { config: access("public"), schema: { querystring: searchQuerySchema } },
    async (request, reply) => {
      await app.rateLimits.hit("searchOptionCountsPerClient", request.ip, reply);
      const now = new Date();
      return {
        success: true,
        ...(await optionCounts(app, filtersOf(request.query, now, lotCountsNow(app)).filters, now)),
      };
    },
  );
};
