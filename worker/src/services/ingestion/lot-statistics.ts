// The planner's statistics of "Lot" kept in step with a big ingestion run. A fresh catalogue grows the table from
// nothing to hundreds of thousands of lots in minutes; until "Lot" is analysed the planner takes it for a tiny
// table and plans each page's stored-hash lookup as a walk over a whole index instead of one probe per lot, so a
// run slows down as it goes (quadratically; seen at 200,000 lots with autovacuum off: bench/ingest/README.md).
// Autovacuum would catch up eventually, but a run must not depend on when it does.
import type { Db } from "@app/db/client";

/** Re-analyse once the lots created since the last analysis exceed this share of the table (and MIN_GROWTH). */
const GROWTH_SHARE = 0.5;
const MIN_GROWTH = 2_000;

export type LotStatistics = {
  /** Call after each page with the lots it created; analyses "Lot" when the table has grown enough. */
  afterPage(created: number): Promise<void>;
  /**
   * Call at the end of a run with the lots it created, updated or removed. After many (a share of the table, as
   * autovacuum would judge it), analyses "Lot" in full, and vacuums it too: the search walks its sort indexes
   * index-only, which needs the visibility map that only VACUUM sets (and autovacuum may be off).
   */
  afterRun(written: number): Promise<void>;
};

export function keepLotStatistics(
  db: Pick<Db, "$queryRaw" | "$executeRawUnsafe">,
  { minGrowth = MIN_GROWTH } = {},
): LotStatistics {
  let analysedAt: number | null = null; // the table's size as of the last analysis known to us
  let created = 0;
  return {
    async afterPage(n) {
      created += n;
      if (created < minGrowth) return;
      if (analysedAt === null) {
        const [row] = await db.$queryRaw<{ tuples: number }[]>`
          SELECT greatest(reltuples, 0)::float8 AS tuples FROM pg_class WHERE oid = '"Lot"'::regclass`;
        analysedAt = row?.tuples ?? 0;
      }
      if (created < Math.max(minGrowth, analysedAt * GROWTH_SHARE)) return;
      // Just the size and the lookup key: a full ANALYZE also samples the search's expressions and arrays (the
      // text document, the filter tokens), ten times the work; afterRun does it.
      // SKIP_LOCKED: while another run (the other feed, side by side) vacuums or analyses "Lot", that one refreshes
      // the statistics; waiting for it stalled this run's writes for as long (bench/ingest/README.md).
      await db.$executeRawUnsafe('ANALYZE (SKIP_LOCKED) "Lot" ("platform", "lotNumber")');
      analysedAt += created;
      created = 0;
    },
    async afterRun(written) {
      // Autovacuum's own default thresholds (50 rows + 20% of the table to vacuum, + 10% to analyse): a run that
      // touched a few thousand lots of a large catalogue does not pay for a pass over all of it.
      const [row] = await db.$queryRaw<{ tuples: number }[]>`
        SELECT greatest(reltuples, 0)::float8 AS tuples FROM pg_class WHERE oid = '"Lot"'::regclass`;
      const tuples = row?.tuples ?? 0;
      if (written >= Math.max(minGrowth, 50 + 0.2 * tuples)) await db.$executeRawUnsafe('VACUUM (ANALYZE) "Lot"');
      else if (written >= Math.max(minGrowth, 50 + 0.1 * tuples)) await db.$executeRawUnsafe('ANALYZE "Lot"');
    },
  };
}
