-- Hand-written (Prisma cannot express expression indexes with INCLUDE and a predicate). The sort indexes now carry
-- every column the search filters on besides text (the filter tokens, open-lot flags, year, odometer, platform),
-- so a walk down the sort order is an index-only scan: no heap visit for the lots it passes over. Before, a deep
-- page of a common filter (page 250 of all-wheel drive) fetched some 19,000 heap rows to keep 6,000: 178 ms;
-- index-only, 22 ms (bench/README.md). "auctionDate" itself is included because PostgreSQL considers an index
-- covering only when it holds the columns under its expressions.
DROP INDEX "Lot_sort_asc_idx";
DROP INDEX "Lot_sort_desc_idx";
CREATE INDEX "Lot_sort_asc_idx" ON "Lot" ((coalesce("auctionDate", 'infinity'::timestamptz)), "id")
  INCLUDE ("isSold", "lotAuctionStatus", "searchFacets", "auctionDate", "year", "odometerMiles", "platform")
  WHERE "removedAt" IS NULL;
CREATE INDEX "Lot_sort_desc_idx" ON "Lot" ((coalesce("auctionDate", '-infinity'::timestamptz)), "id")
  INCLUDE ("isSold", "lotAuctionStatus", "searchFacets", "auctionDate", "year", "odometerMiles", "platform")
  WHERE "removedAt" IS NULL;
