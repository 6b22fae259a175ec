-- Hand-written (Prisma cannot express expression indexes with INCLUDE and a predicate). The search sorts by auction
-- date with undated lots last in both directions and, by default, shows only open lots (not sold, auction not more
-- than 24 hours ago). api/src/features/search/search.repository.ts writes both as these exact expressions, so the
-- open range is an index range (not a filter over every ended lot), the first page is the first index entries, and
-- counting up to the exact-total limit is an index-only scan (isSold is INCLUDEd; removed lots are not indexed).
-- Chosen with EXPLAIN (ANALYZE) in bench/search: see bench/README.md.
CREATE INDEX "Lot_sort_asc_idx" ON "Lot" ((coalesce("auctionDate", 'infinity'::timestamptz)), "id") INCLUDE ("isSold")
  WHERE "removedAt" IS NULL;
CREATE INDEX "Lot_sort_desc_idx" ON "Lot" ((coalesce("auctionDate", '-infinity'::timestamptz)), "id") INCLUDE ("isSold")
  WHERE "removedAt" IS NULL;
