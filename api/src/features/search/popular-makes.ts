// The makes with the most open lots, for the home page's "popular makes" (docs/product/search.md#popular-makes).
// One grouped count over the open lots, kept per process for a few minutes: the list changes slowly and every home
// page visit asks for it.
import type { FastifyInstance } from "fastify";
import { Prisma, readRows } from "@app/db/client";
import { catalogueMake } from "@app/shared/search/make-model-catalogue";
import { whereClause } from "./search.repository.ts";

export const POPULAR_MAKES_SHOWN = 12;
const KEEP_MS = 5 * 60_000;

export type PopularMake = {
  /** The make as lots store it (the catalogue code): the search's make filter value, counted as the search counts it. */
  make: string;
  /** The catalogue's spelling ("Mercedes-Benz"), or the code when the catalogue does not know it. */
  name: string;
  count: number;
};

async function countMakes(app: FastifyInstance, now: Date): Promise<PopularMake[]> {
  const where = whereClause({ platforms: null, showEndedAuctions: false, showBuyNow: false }, now);
  const sql = Prisma.sql`
    SELECT "make" AS make, count(*)::int AS count FROM "Lot"
    WHERE ${where} AND coalesce("make", '') <> ''
    GROUP BY 1 ORDER BY 2 DESC, "make" COLLATE "C" ASC LIMIT ${POPULAR_MAKES_SHOWN}`;
  const rows = await readRows<{ make: string; count: number }>(app.db, sql.text, sql.values, { lane: "collect" });
  return rows.map((r) => ({ make: r.make, name: catalogueMake(r.make)?.name ?? r.make, count: r.count }));
}

/** Counts once per KEEP_MS per process; callers meanwhile share the count in flight. */
export function popularMakesReader(app: FastifyInstance): (now?: Date) => Promise<PopularMake[]> {
  let kept: { at: number; makes: Promise<PopularMake[]> } | null = null;
  return (now = new Date()) => {
    if (!kept || now.getTime() - kept.at >= KEEP_MS) {
      const makes = countMakes(app, now);
      const entry = { at: now.getTime(), makes };
      kept = entry;
      // A failed count, or an empty catalogue (a first start, say), is asked again by the next visitor.
      makes.then(
        (list) => {
          if (list.length === 0 && kept === entry) kept = null;
        },
        () => {
          if (kept === entry) kept = null;
        },
      );
    }
    return kept.makes;
  };
}
