// How many lots each airbag and title option of the sidebar would find with the other active filters
// (docs/product/search.md#option-counts): an option's count is the total of the same search with that option chosen
// instead. Counts the facet totals already hold (no other filter but the platform) come from them; the others are
// one grouped count over the lots matching the filters other than airbags and title, kept in Redis for a minute as
// the search totals are.
import type { FastifyInstance } from "fastify";
import { Prisma, readRows } from "@app/db/client";
import { SEARCH_TOTAL_TTL_SECONDS, searchOptionCountsCacheKey } from "@app/shared/contracts/cache";
import { facetKey } from "@app/shared/search/facet-key";
import type { AirbagOption, TitleOption } from "@app/shared/search/lot-filter-options";
import { AIRBAG_FILTERS, TITLE_FILTERS } from "@app/shared/search/search-query.schemas";
import { facetOf, readFacetCounts } from "./search-facet-totals.ts";
import { filtersDigest } from "./search-total-cache.ts";
import { whereClause, type LotFilters } from "./search.repository.ts";

export type OptionCounts = { airbags: Record<AirbagOption, number>; title: Record<TitleOption, number> };

type Option = { group: "airbags"; value: AirbagOption } | { group: "title"; value: TitleOption };
const OPTIONS: Option[] = [
  ...AIRBAG_FILTERS.map((value) => ({ group: "airbags" as const, value })),
  ...TITLE_FILTERS.map((value) => ({ group: "title" as const, value })),
];
const token = (o: Option) => `${o.group === "airbags" ? "ab" : "ti"}:${o.value}`;

/** The filters with `o` chosen in its group: the search whose total is the option's count. */
const choosing = (f: LotFilters, o: Option): LotFilters => ({ ...f, [o.group]: o.value });

export async function optionCounts(app: FastifyInstance, filters: LotFilters, now: Date): Promise<OptionCounts> {
  const counts = new Map<Option, number>();
  // The facet totals answer an option whose search has no filter but the platform and the option itself.
  await Promise.all(
    OPTIONS.filter((o) => facetOf(choosing(filters, o)) !== null).map(async (o) => {
      const { total } = await readFacetCounts(app, choosing(filters, o));
      if (total !== null) counts.set(o, total);
    }),
  );
  const rest = OPTIONS.filter((o) => !counts.has(o));
  if (rest.length) {
    const counted = await countOptions(app, filters, rest, now);
    rest.forEach((o, i) => counts.set(o, counted[i]!));
  }
  const of = <G extends Option["group"]>(group: G) =>
    Object.fromEntries(OPTIONS.filter((o) => o.group === group).map((o) => [o.value, counts.get(o)!]));
  return { airbags: of("airbags"), title: of("title") } as OptionCounts;
}

/**
 * One statement: the lots matching every filter but airbags and title (the same WHERE as the search, so the same
 * indexes collect them), each option counted among them with the other group's chosen value.
 */
async function countOptions(app: FastifyInstance, f: LotFilters, options: Option[], now: Date): Promise<number[]> {
  const key = app.redisKey(searchOptionCountsCacheKey(`${filtersDigest(f)}:${options.map(token).join(",")}`));
  try {
    const hit = await app.redis.get(key);
    if (hit) return JSON.parse(hit) as number[];
  } catch (err) {
    app.log.warn({ err }, "search option counts cache read failed");
  }
  const where = whereClause({ ...f, airbags: undefined, title: undefined }, now);
  const columns = options.map((o) => {
    const other = o.group === "airbags" ? f.title && `ti:${f.title}` : f.airbags && `ab:${f.airbags}`;
    const keys = [token(o), ...(other ? [other] : [])].map(facetKey);
    return Prisma.sql`count(*) FILTER (WHERE "searchFacetKeys" @> ${keys}::bigint[])::int`;
  });
  const sql = Prisma.sql`SELECT ARRAY[${Prisma.join(columns)}] AS counts FROM "Lot" WHERE ${where}`;
  const [row] = await readRows<{ counts: number[] }>(app.db, sql.text, sql.values, { lane: "collect" });
  const counted = row?.counts ?? options.map(() => 0);
  try {
    await app.redis.set(key, JSON.stringify(counted), "EX", SEARCH_TOTAL_TTL_SECONDS);
  } catch (err) {
    app.log.warn({ err }, "search option counts cache write failed");
  }
  return counted;
}
