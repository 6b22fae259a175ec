// The search SQL: one WHERE clause built from the filters with bound parameters (never string-built values), a
// page of ids (with row versions) in the requested order, and a total counted exactly up to EXACT_TOTAL_LIMIT. The
// rows of lots not kept by search-items.ts are then read by id, without the heavy originalData column. The
// statements run on node-postgres directly (`readRows`): Prisma's raw-query path converted every value of every row
// a second time.
import { Prisma, readRows, type Db, type Lot, type ReadLane } from "@app/db/client";
import { facetKey } from "@app/shared/search/facet-key";
import { lotVinTarget } from "@app/shared/search/lot-vin";
import { EXACT_TOTAL_LIMIT } from "@app/shared/search/search-query.schemas";
import type { LotRef, VersionedRow } from "./search-items.ts";

/** The filters after the phrase parser has had its say (make/model may come from it). */
export type LotFilters = {
  platforms: string[] | null;
  vehicleType?: string;
  make?: string;
  model?: string;
  yearFrom?: number;
  yearTo?: number;
  lotVin?: string;
  keywords?: string[];
  damageType?: string;
  /** Damage named in a phrase: for each set, the lot's primary or secondary damage is one of its types. */
  damageAnyOf?: string[][];
  location?: string;
  odometerMin?: number;
  odometerMax?: number;
  fuelType?: string;
  cylinders?: number;
  transmission?: string;
  airbags?: "none" | "front" | "side" | "curtain";
  title?: "clean" | "salvage" | "rebuilt" | "flood";
  color?: string;
  driveTrain?: string;
  /** [from, to) in UTC. */
  auctionWindow?: [Date, Date];
  showEndedAuctions: boolean;
  showBuyNow: boolean;
};

/** The text the keyword search looks in; the expression index of the search migration must stay identical. */
const SEARCH_DOCUMENT = Prisma.sql`to_tsvector('simple', coalesce("title", '') || ' ' || coalesce("make", '') || ' ' ||
  coalesce("model", '') || ' ' || coalesce("trim", '') || ' ' || coalesce("primaryDamage", '') || ' ' ||
  coalesce("location", ''))`;

/**
 * The sort keys: auction date with undated lots last in either direction. Written as expressions (not NULLS LAST)
 * because the search migration indexes exactly these expressions; change them together.
 */
const SORT_ASC = Prisma.sql`coalesce("auctionDate", 'infinity'::timestamptz)`;
const SORT_DESC = Prisma.sql`coalesce("auctionDate", '-infinity'::timestamptz)`;

/** Words to a prefix query: "cam hybr" matches "CAMRY HYBRID". Anything but letters and digits is dropped. */
export function prefixQuery(words: string[]): string | null {
  const terms = words
    .map((w) =>
      w
        .normalize("NFKD")
        .replace(/[^\p{L}\p{N}]/gu, "")
        .toLowerCase(),
    )
    .filter((w) => w.length > 0)
    .slice(0, 10);
  return terms.length ? terms.map((t) => `${t}:*`).join(" & ") : null;
}

/**
 * The location filter as a token: two letters are a US state, or the country of a European lot ("DE" is Delaware
 * on US lots, Germany on European); up to six digits a yard number. Anything else is null: a text match on the
 * lot's location.
 */
export function locationToken(location: string): string | null {
  const l = location.trim();
  if (/^[A-Za-z]{2}$/.test(l)) return `loc:${l.toUpperCase()}`;
  if (/^\d{1,6}$/.test(l)) return `yd:${Number(l)}`;
  return null;
}

const damageToken = (type: string) => `d:${type.toUpperCase()}`;

/**
 * The equality filters as tokens; the "searchFacetKeys" column holds each lot's tokens as keys (facetKey: the
 * trigger of migration search_facet_keys builds the same tokens from each lot's columns: change both together). All
 * of them together are one GIN lookup.
 */
export function facetTokens(f: LotFilters): string[] {
  const t: string[] = [];
  if (f.platforms?.length === 1) t.push(`p:${f.platforms[0]}`);
  if (f.vehicleType) t.push(`vt:${f.vehicleType}`);
  if (f.make) t.push(`mk:${f.make.toUpperCase()}`);
  if (f.model) t.push(`mo:${f.model.toUpperCase()}`);
  if (f.damageType) t.push(damageToken(f.damageType)); // primary or secondary damage
  for (const set of f.damageAnyOf ?? []) if (set.length === 1) t.push(damageToken(set[0]!));
  const location = f.location ? locationToken(f.location) : null;
  if (location) t.push(location);
  if (f.fuelType) t.push(`f:${f.fuelType}`);
  if (f.cylinders) t.push(`cy:${f.cylinders}`);
  if (f.transmission) t.push(`tr:${f.transmission}`);
  if (f.color) t.push(`co:${f.color}`);
  if (f.driveTrain) t.push(`dr:${f.driveTrain}`);
  // The lot's airbag and title options are read from the provider's words by shared/src/search/lot-filter-options.ts
  // (and its SQL twin in the trigger): "none" = no airbag deployed, never an unknown state.
  if (f.airbags) t.push(`ab:${f.airbags}`);
  if (f.title) t.push(`ti:${f.title}`);
  if (f.showBuyNow) t.push("bn");
  return t;
}

/** The damage sets of more than one type, as token lists: a lot matches a set holding any of its tokens. */
export function anyOfTokens(f: LotFilters): string[][] {
  return (f.damageAnyOf ?? []).filter((set) => set.length > 1).map((set) => set.map(damageToken));
}

/**
 * The WHERE clause of a filter set. `estimate`: the same matches, written for the planner's estimate (choosePlan)
 * rather than for reading: an auction day stated once. Stated on both sort keys, as the reading needs, the planner
 * takes the two ranges for independent filters and multiplies their shares, so it underestimates a broad search and
 * counts its matches instead of walking to the page (bench/search/README.md).
 */
export function whereClause(f: LotFilters, now: Date, purpose: "read" | "estimate" = "read"): Prisma.Sql {
  const c: Prisma.Sql[] = [Prisma.sql`"removedAt" IS NULL`];
  const tokens = facetTokens(f);
  if (tokens.length) c.push(Prisma.sql`"searchFacetKeys" @> ${tokens.map(facetKey)}::bigint[]`);
  for (const any of anyOfTokens(f)) c.push(Prisma.sql`"searchFacetKeys" && ${any.map(facetKey)}::bigint[]`);
  if (f.platforms && f.platforms.length > 1) c.push(Prisma.sql`"platform"::text IN (${Prisma.join(f.platforms)})`);
  if (f.yearFrom) c.push(Prisma.sql`"year" >= ${f.yearFrom}`);
  if (f.yearTo) c.push(Prisma.sql`"year" <= ${f.yearTo}`);
  const target = f.lotVin ? lotVinTarget(f.lotVin) : null;
  if (target?.kind === "vin") {
    // A masked lot (first 11 characters published) matches a full VIN on those 11.
    const v = target.vin;
    c.push(Prisma.sql`("vin" = ${v} OR ("vinMasked" AND "vin" = ${v.slice(0, 11)}))`);
  } else if (target?.kind === "vinPrefix") {
    // A masked VIN copied from a card: full VINs that start with what it shows (a range of the VIN index: every
    // VIN is 17 characters of [0-9A-Z]), and masked lots whose published 11 characters are its first 11.
    const p = target.prefix;
    const [low, high] = [p.padEnd(17, "0"), p.padEnd(17, "Z")];
    c.push(
      Prisma.sql`(("vin" BETWEEN ${low} AND ${high} AND starts_with("vin", ${p})) OR ("vinMasked" AND "vin" = ${p.slice(0, 11)}))`,
    );
  } else if (target?.kind === "lotNumber") {
    c.push(Prisma.sql`"lotNumber" = ${target.lotNumber}`);
  }
  const query = f.keywords ? prefixQuery(f.keywords) : null;
  if (query) c.push(Prisma.sql`${SEARCH_DOCUMENT} @@ to_tsquery('simple', ${query})`);
  if (f.location && locationToken(f.location) === null) {
    const l = f.location.trim();
    c.push(Prisma.sql`"location" ILIKE ${`%${l.replace(/[\\%_]/g, "\\$&")}%`}`);
  }
  if (f.odometerMin !== undefined) c.push(Prisma.sql`"odometerMiles" >= ${f.odometerMin}`);
  if (f.odometerMax !== undefined) c.push(Prisma.sql`"odometerMiles" <= ${f.odometerMax}`);
  if (f.auctionWindow) {
    // Every lot in a window has a date, so each sort key equals "auctionDate" there: stating the window on both
    // keys lets either sort index scan just the window (on "auctionDate" alone the descending sort walked the
    // whole index backwards, bench/search/README.md).
    const [from, to] = f.auctionWindow;
    c.push(Prisma.sql`${SORT_ASC} >= ${from} AND ${SORT_ASC} < ${to}`);
    if (purpose === "read") c.push(Prisma.sql`${SORT_DESC} >= ${from} AND ${SORT_DESC} < ${to}`);
  }
  if (!f.showEndedAuctions) {
    // Ended = sold, or started more than the 24-hour live window ago (docs/product/search.md#ended-auctions).
    const liveSince = new Date(now.getTime() - 24 * 3600_000);
    // Written against the sort expression so the "open lots" range is an index range, not a filter.
    c.push(Prisma.sql`"isSold" = false AND ${SORT_ASC} >= ${liveSince}`);
    // A withdrawn lot (European feeds and admins withdraw lots) will not be sold: it counts as ended.
    c.push(Prisma.sql`("lotAuctionStatus" IS NULL OR "lotAuctionStatus" <> 'WITHDRAWN')`);
  }
  return Prisma.join(c, " AND ");
}

/** Columns a search answer never shows: the raw provider JSON, the filter tokens, bookkeeping. */
const NOT_SHOWN = [
  "originalData",
  "searchFacetKeys",
  "contentHash",
  "firstSeenAt",
  "lastSeenAt",
  "removedAt",
  "createdAt",
  "updatedAt",
  "enteredById",
] as const;
type NotShown = (typeof NOT_SHOWN)[number];

/** The lot columns a search answer needs. */
const ROW_COLUMNS = Prisma.raw(
  Object.values(Prisma.LotScalarFieldEnum)
    .filter((c) => !(NOT_SHOWN as readonly string[]).includes(c))
    .map((c) => `l."${c}"`)
    .join(", "),
);

/** A lot row as node-postgres reads it: `date` columns stay YYYY-MM-DD text (the normaliser takes either). */
export type SearchRow = Omit<Lot, NotShown | "firstRegistration"> & { firstRegistration: string | null };

/**
 * The plan choice's reads (the planner's estimate, the table's size): on the collect lane, as the search's other
 * statements, whose connections stay open (the client's own pool closes idle ones, and a new backend plans its first
 * statement on "Lot" several times slower) and count against the search's limit. EXPLAIN plans for the values it is
 * given whatever the lane's plan mode (prisma/src/client.test.ts checks).
 */
const query = <T>(db: Db, sql: Prisma.Sql) => readRows<T>(db, sql.text, sql.values, { lane: "collect" });
/** A page's statement: prepared per connection (one text per combination of filters, values as parameters). */
const queryPrepared = <T>(db: Db, sql: Prisma.Sql, lane: ReadLane) =>
  readRows<T>(db, sql.text, sql.values, { prepare: true, lane });

/**
 * How a page is read, chosen from the number of matches (bench/search/README.md):
 * - `broad` (many matches): walk the sort index from the start of the open range and stop after the page; matches
 *   are dense there, so few lots are passed over, and the index holds every filtered column but the text, so the
 *   walk never visits the heap (migration search_covering_indexes).
 * - `narrow` (up to a few times the exact-total limit): collect the matches through the filter indexes (the GIN
 *   tokens, the full-text index, VIN or lot number), count them and sort just them. The sort expression is offset
 *   materialised first so that the planner cannot walk the sort index instead: with a selective filter that walk
 *   passes over thousands of lots for each one it keeps, and its cost estimate does not see it.
 */
export type SearchPlan = "broad" | "narrow";

/**
 * The read lane of each way of reading a page (prisma/src/client.ts). The walk and the lookup plan their statement
 * once per connection, since choosePlan has already decided how the page is read (planning was about half of a first
 * page's time); the collection is planned for each run's values, which decide the index that collects the matches
 * (bench/search/README.md). A lookup (a VIN or lot number) is the narrow statement on a lane of its own: a fraction
 * of a millisecond that should not queue behind the pages holding the search's connections.
 */
const LANES: Record<SearchPlan | "lookup", ReadLane> = { broad: "walk", narrow: "collect", lookup: "lookup" };

export type SearchPage = {
  /** The page's lots in order, each with its row version (search-items.ts reads and keeps their rows). */
  refs: LotRef[];
  /** A lookup's rows, read with the page. */
  rows?: VersionedRow[];
  /** The exact number of matches, when the plan counted them (narrow with a page inside the results). */
  matches: number | null;
};

export async function searchPage(
  db: Db,
  where: Prisma.Sql,
  order: "asc" | "desc",
  offset: number,
  limit: number,
  plan: SearchPlan | "lookup",
): Promise<SearchPage> {
  const key = order === "asc" ? SORT_ASC : SORT_DESC;
  const dir = Prisma.raw(order === "asc" ? "ASC" : "DESC");
  if (plan === "broad") {
    // The page's ids first (index-only: the lots passed over are never read), then just their row versions.
    const refs = await queryPrepared<LotRef>(
      db,
      Prisma.sql`
      WITH page AS (
        SELECT "id", ${key} AS k FROM "Lot" WHERE ${where} ORDER BY k ${dir}, "id" ${dir} LIMIT ${limit} OFFSET ${offset}
      )
      SELECT l."id", l.xmin::text AS version FROM page JOIN "Lot" AS l ON l."id" = page."id"
      ORDER BY page.k ${dir}, page."id" ${dir}`,
      LANES.broad,
    );
    return { refs, matches: null };
  }
  // One statement: the matches (id and sort key only: the sort indexes hold both and every filtered column but the
  // text, so a filter on them is an index-only scan), their number, and the page's row versions by primary key. A
  // lookup (a lot or two) reads its rows in the same statement: a second round trip would cost more than the row.
  const lookup = plan === "lookup";
  const rows = await queryPrepared<{ matches: string } & (VersionedRow | { id: null; version: null })>(
    db,
    Prisma.sql`
    WITH m AS MATERIALIZED (
      SELECT "id", ${key} AS k FROM "Lot" WHERE ${where}
    ), page AS (
      SELECT "id", k FROM m ORDER BY k ${dir}, "id" ${dir} LIMIT ${limit} OFFSET ${offset}
    )
    SELECT c.matches, ${lookup ? ROW_COLUMNS : Prisma.sql`l."id"`}, l.xmin::text AS version
    FROM (SELECT count(*) AS matches FROM m) AS c
    LEFT JOIN (page JOIN "Lot" AS l ON l."id" = page."id") ON true
    ORDER BY page.k ${dir}, page."id" ${dir}`,
    LANES[plan],
  );
  const found = rows.filter((r): r is { matches: string } & VersionedRow => r.id !== null);
  return {
    refs: found.map(({ id, version }) => ({ id, version })),
    matches: Number(rows[0]?.matches ?? 0),
    // The count column rides along on each row; the normaliser ignores it.
    ...(lookup ? { rows: found } : {}),
  };
}

/** The rows of a page's lots not kept by search-items.ts, with their versions, on the page's lane. */
export function rowsByIds(db: Db, ids: string[], plan: SearchPlan | "lookup"): Promise<VersionedRow[]> {
  return queryPrepared<VersionedRow>(
    db,
    Prisma.sql`SELECT ${ROW_COLUMNS}, l.xmin::text AS version FROM "Lot" AS l WHERE l."id" = ANY(${ids}::uuid[])`,
    LANES[plan],
  );
}

/**
 * Above this many estimated matches the planner's estimate decides: the search is broad, and counting 10,001 of
 * its lots would cost more than the page itself. Twice the exact limit leaves room for estimates that are high by
 * a factor of two before a total that should have been exact is shown as "10,000+"; the GIN statistics estimate a
 * single filter well, and for combinations the planner multiplies shares, which errs low (then we count).
 */
const TRUST_ESTIMATE_ABOVE = 2 * EXACT_TOTAL_LIMIT;

/** The planner's estimate of the matches (EXPLAIN, nothing is read). */
export async function estimateLots(db: Db, where: Prisma.Sql): Promise<number> {
  const [row] = await query<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(
    db,
    Prisma.sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM "Lot" WHERE ${where}`,
  );
  return row?.["QUERY PLAN"]?.[0]?.Plan?.["Plan Rows"] ?? 0;
}

/** The lots the planner knows of, read at most once a minute (the plan choice needs only its order of size). */
let tableSize = { lots: 0, readAt: 0 };
async function lotsInTable(db: Db): Promise<number> {
  if (Date.now() - tableSize.readAt > 60_000) {
    const [row] = await query<{ n: number }>(
      db,
      Prisma.sql`SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = '"Lot"'::regclass`,
    );
    tableSize = { lots: row?.n ?? 0, readAt: Date.now() };
  }
  return tableSize.lots;
}

/**
 * The plan for a filter set and page. With no known total, up to TRUST_ESTIMATE_ABOVE estimated matches the total
 * must be counted, and the narrow plan counts while it reads, so it is narrow. Otherwise: the walk passes over about
 * (offset + limit) x lots / matches index entries; the narrow plan visits every match in the heap and sorts them. A
 * match costs about six walked entries when every filter is in the sort index, but a third of one when one is not
 * (the keyword document, a location text: the walk then reads each entry's row; bench/search/README.md). So the walk
 * wins while matches^2 x (a match's cost / a walked entry's cost) > (offset + limit) x lots: any first page of a
 * broad search, deep pages of the broadest ones, and keyword searches only when their matches are very many.
 */
const WALK_STEPS_PER_MATCH = 6;
const WALK_STEPS_PER_MATCH_READING_ROWS = 1 / 3;

/** Whether a filter set has a condition the sort indexes do not hold (a walk must then read every row it passes). */
export function filtersReadRows(f: LotFilters): boolean {
  const keywords = f.keywords ? prefixQuery(f.keywords) : null;
  return keywords !== null || (f.location !== undefined && locationToken(f.location) === null);
}

export async function choosePlan(
  db: Db,
  /** The filters' WHERE as written for the planner's estimate (whereClause(..., "estimate")). */
  estimateWhere: Prisma.Sql,
  known: { total: number; lowerBound: boolean } | null,
  pageEnd: number,
  readsRows = false,
  bound: number | null = null,
): Promise<SearchPlan> {
  // At most TRUST_ESTIMATE_ABOVE matches for certain (the facet counts' bound): counted by the narrow plan, and
  // the planner need not be asked (its EXPLAIN is a round trip and a planning of its own).
  if (!known && bound !== null && bound <= TRUST_ESTIMATE_ABOVE) return "narrow";
  // A known exact total is the number of matches; otherwise the planner's estimate stands in for it.
  const matches = known && !known.lowerBound ? known.total : await estimateLots(db, estimateWhere);
  if (!known && matches <= TRUST_ESTIMATE_ABOVE) return "narrow";
  return cheaperPlan(matches, pageEnd, await lotsInTable(db), readsRows);
}

/** The cheaper way to read a page ending at `pageEnd` of `matches` lots among `lots` (see choosePlan). */
export function cheaperPlan(matches: number, pageEnd: number, lots: number, readsRows: boolean): SearchPlan {
  const stepsPerMatch = readsRows ? WALK_STEPS_PER_MATCH_READING_ROWS : WALK_STEPS_PER_MATCH;
  return matches * matches * stepsPerMatch > pageEnd * lots ? "broad" : "narrow";
}

/** A number of matches as the answer states it: exact up to EXACT_TOTAL_LIMIT; past it, that limit and `lowerBound`. */
export const totalOf = (n: number) =>
  n > EXACT_TOTAL_LIMIT ? { total: EXACT_TOTAL_LIMIT, lowerBound: true } : { total: n, lowerBound: false };
