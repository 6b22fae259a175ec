// The search SQL: one WHERE clause built from the filters with bound parameters (never string-built values), a
// page of ids in the requested order, and a total counted exactly up to EXACT_TOTAL_LIMIT. The rows themselves are
// then read by id without the heavy originalData column.
import { Prisma, type Db } from "@app/db/client";
import { EXACT_TOTAL_LIMIT, LOT_NUMBER_PATTERN, VIN_PATTERN } from "@app/shared/search/search-query.schemas";

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
 * The equality filters as the tokens of the "searchFacets" column (migration search_facets builds the same ones
 * from each lot's columns: change both together). All of them together are one GIN lookup.
 */
export function facetTokens(f: LotFilters): string[] {
  const t: string[] = [];
  if (f.platforms?.length === 1) t.push(`p:${f.platforms[0]}`);
  if (f.vehicleType) t.push(`vt:${f.vehicleType}`);
  if (f.make) t.push(`mk:${f.make.toUpperCase()}`);
  if (f.model) t.push(`mo:${f.model.toUpperCase()}`);
  if (f.damageType) t.push(`d:${f.damageType.toUpperCase()}`); // primary or secondary damage
  if (f.location) {
    const l = f.location.trim();
    // Two letters: a US state, or the country of a European lot ("DE" is Delaware on US lots, Germany on European).
    if (/^[A-Za-z]{2}$/.test(l)) t.push(`loc:${l.toUpperCase()}`);
    else if (/^\d{1,6}$/.test(l)) t.push(`yd:${Number(l)}`);
  }
  if (f.fuelType) t.push(`f:${f.fuelType}`);
  if (f.cylinders) t.push(`cy:${f.cylinders}`);
  if (f.transmission) t.push(`tr:${f.transmission}`);
  if (f.color) t.push(`co:${f.color}`);
  if (f.driveTrain) t.push(`dr:${f.driveTrain}`);
  // Decision: the providers report airbag state, not equipment, so "none" means no airbag deployed and the
  // others mean that kind of airbag deployed.
  if (f.airbags) t.push(`ab:${f.airbags}`);
  if (f.title) t.push(`ti:${f.title}`); // clean = title group C, salvage = S, rebuilt / flood from the title text
  if (f.showBuyNow) t.push("bn");
  return t;
}

export function whereClause(f: LotFilters, now: Date): Prisma.Sql {
  const c: Prisma.Sql[] = [Prisma.sql`"removedAt" IS NULL`];
  const tokens = facetTokens(f);
  if (tokens.length) c.push(Prisma.sql`"searchFacets" @> ${tokens}::text[]`);
  if (f.platforms && f.platforms.length > 1) c.push(Prisma.sql`"platform"::text IN (${Prisma.join(f.platforms)})`);
  if (f.yearFrom) c.push(Prisma.sql`"year" >= ${f.yearFrom}`);
  if (f.yearTo) c.push(Prisma.sql`"year" <= ${f.yearTo}`);
  if (f.lotVin) {
    const v = f.lotVin.toUpperCase();
    if (VIN_PATTERN.test(v)) {
      // A masked lot (first 11 characters published) matches a full VIN on those 11.
      c.push(Prisma.sql`("vin" = ${v} OR ("vinMasked" AND "vin" = ${v.slice(0, 11)}))`);
    } else if (LOT_NUMBER_PATTERN.test(v)) {
      c.push(Prisma.sql`"lotNumber" = ${v}`);
    }
  }
  const query = f.keywords ? prefixQuery(f.keywords) : null;
  if (query) c.push(Prisma.sql`${SEARCH_DOCUMENT} @@ to_tsquery('simple', ${query})`);
  if (f.location) {
    const l = f.location.trim();
    if (!/^[A-Za-z]{2}$/.test(l) && !/^\d{1,6}$/.test(l))
      c.push(Prisma.sql`"location" ILIKE ${`%${l.replace(/[\\%_]/g, "\\$&")}%`}`);
  }
  if (f.odometerMin !== undefined) c.push(Prisma.sql`"odometerMiles" >= ${f.odometerMin}`);
  if (f.odometerMax !== undefined) c.push(Prisma.sql`"odometerMiles" <= ${f.odometerMax}`);
  if (f.auctionWindow) {
    // Every lot in a window has a date, so each sort key equals "auctionDate" there: stating the window on both
    // keys lets either sort index scan just the window (on "auctionDate" alone the descending sort walked the
    // whole index backwards: seconds at 200,000 lots, bench/README.md).
    const [from, to] = f.auctionWindow;
    c.push(Prisma.sql`${SORT_ASC} >= ${from} AND ${SORT_ASC} < ${to}`);
    c.push(Prisma.sql`${SORT_DESC} >= ${from} AND ${SORT_DESC} < ${to}`);
  }
  if (!f.showEndedAuctions) {
    // Ended = sold, or started more than the 24-hour live window ago (spec sections 4 and 9).
    const liveSince = new Date(now.getTime() - 24 * 3600_000);
    // Written against the sort expression so the "open lots" range is an index range, not a filter (bench/README).
    c.push(Prisma.sql`"isSold" = false AND ${SORT_ASC} >= ${liveSince}`);
    // A withdrawn lot (European feeds and admins withdraw lots) will not be sold: it counts as ended.
    c.push(Prisma.sql`("lotAuctionStatus" IS NULL OR "lotAuctionStatus" <> 'WITHDRAWN')`);
  }
  return Prisma.join(c, " AND ");
}

export async function searchLotIds(
  db: Db,
  where: Prisma.Sql,
  order: "asc" | "desc",
  offset: number,
  limit: number,
): Promise<string[]> {
  const orderBy = order === "asc" ? Prisma.sql`${SORT_ASC} ASC, "id" ASC` : Prisma.sql`${SORT_DESC} DESC, "id" DESC`;
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Lot" WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`;
  return rows.map((r) => r.id);
}

/**
 * Above this many estimated matches the planner's estimate decides: the search is broad, and counting 10,001 of
 * its lots would cost more than the page itself. Five times the exact limit leaves room for estimates that are off
 * by a factor of five before a total that should have been exact is shown as "10,000+" (bench/README.md).
 */
const TRUST_ESTIMATE_ABOVE = 5 * EXACT_TOTAL_LIMIT;

/** The planner's estimate of the matches (EXPLAIN, nothing is read). */
export async function estimateLots(db: Db, where: Prisma.Sql): Promise<number> {
  const [row] = await db.$queryRaw<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }[]>`
    EXPLAIN (FORMAT JSON) SELECT 1 FROM "Lot" WHERE ${where}`;
  return row?.["QUERY PLAN"]?.[0]?.Plan?.["Plan Rows"] ?? 0;
}

/** The number of matches, exact up to EXACT_TOTAL_LIMIT; past it, that limit and `lowerBound`. */
export async function countLots(db: Db, where: Prisma.Sql): Promise<{ total: number; lowerBound: boolean }> {
  if ((await estimateLots(db, where)) > TRUST_ESTIMATE_ABOVE) return { total: EXACT_TOTAL_LIMIT, lowerBound: true };
  const [row] = await db.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM (SELECT 1 FROM "Lot" WHERE ${where} LIMIT ${EXACT_TOTAL_LIMIT + 1}) AS capped`;
  const n = Number(row?.n ?? 0);
  return n > EXACT_TOTAL_LIMIT ? { total: EXACT_TOTAL_LIMIT, lowerBound: true } : { total: n, lowerBound: false };
}

export async function lotsByIds(db: Db, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db.lot.findMany({ where: { id: { in: ids } }, omit: { originalData: true, searchFacets: true } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
