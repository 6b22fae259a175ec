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

export function whereClause(f: LotFilters, now: Date): Prisma.Sql {
  const c: Prisma.Sql[] = [Prisma.sql`"removedAt" IS NULL`];
  if (f.platforms) c.push(Prisma.sql`"platform"::text IN (${Prisma.join(f.platforms)})`);
  if (f.vehicleType) c.push(Prisma.sql`"vehicleType" = ${f.vehicleType}::"VehicleType"`);
  if (f.make) c.push(Prisma.sql`"make" = ${f.make.toUpperCase()}`);
  if (f.model) c.push(Prisma.sql`"model" = ${f.model.toUpperCase()}`);
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
  if (f.damageType) {
    const d = f.damageType.toUpperCase();
    c.push(Prisma.sql`("primaryDamage" = ${d} OR "secondaryDamage" = ${d})`);
  }
  if (f.location) {
    const l = f.location.trim();
    // Two letters: a US state, or the country of a European lot ("DE" is Delaware on US lots, Germany on European).
    if (/^[A-Za-z]{2}$/.test(l))
      c.push(Prisma.sql`("region" = ${l.toUpperCase()} OR ("platform" = 'europe' AND "country" = ${l.toUpperCase()}))`);
    else if (/^\d{1,6}$/.test(l)) c.push(Prisma.sql`"yardNumber" = ${Number(l)}`);
    else c.push(Prisma.sql`"location" ILIKE ${`%${l.replace(/[\\%_]/g, "\\$&")}%`}`);
  }
  if (f.odometerMin !== undefined) c.push(Prisma.sql`"odometerMiles" >= ${f.odometerMin}`);
  if (f.odometerMax !== undefined) c.push(Prisma.sql`"odometerMiles" <= ${f.odometerMax}`);
  if (f.fuelType) c.push(Prisma.sql`"fuelType" = ${f.fuelType}`);
  if (f.cylinders) c.push(Prisma.sql`"cylinders" = ${f.cylinders}`);
  if (f.transmission) c.push(Prisma.sql`"transmission" = ${f.transmission}`);
  if (f.color) c.push(Prisma.sql`"exteriorColor" = ${f.color}`);
  if (f.driveTrain) c.push(Prisma.sql`"driveline" = ${f.driveTrain}`);
  if (f.airbags) {
    // Decision: the providers report airbag state, not equipment, so "none" means no airbag deployed and the
    // others mean that kind of airbag deployed.
    if (f.airbags === "none") c.push(Prisma.sql`("airbags" IS NULL OR "airbags" NOT ILIKE '%DEPLOY%')`);
    else c.push(Prisma.sql`"airbags" ILIKE ${`%${f.airbags}%`}`);
  }
  if (f.title === "clean") c.push(Prisma.sql`"titleGroup" = 'C'`);
  if (f.title === "salvage") c.push(Prisma.sql`"titleGroup" = 'S'`);
  if (f.title === "rebuilt") c.push(Prisma.sql`"titleType" ILIKE '%REBUILT%'`);
  if (f.title === "flood") c.push(Prisma.sql`("titleType" ILIKE '%FLOOD%' OR "primaryDamage" ILIKE '%FLOOD%')`);
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
  if (f.showBuyNow) c.push(Prisma.sql`"buyNowPriceCents" > 0`);
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
  const rows = await db.lot.findMany({ where: { id: { in: ids } }, omit: { originalData: true } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
