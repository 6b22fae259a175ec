-- Hand-written (Prisma cannot express INCLUDE with a predicate). A year or mileage range is a range of one of these
-- indexes, and each holds every other filtered column (the filter tokens, the open-lot flags, the sort date), so the
-- narrow plan collects a range's matches index-only: from the heap, "2022-2023 salvage" visited every salvage lot's
-- row (bench/search/README.md).
CREATE INDEX "Lot_year_idx" ON "Lot" ("year", "id")
  INCLUDE ("auctionDate", "isSold", "lotAuctionStatus", "searchFacetKeys", "odometerMiles", "platform")
  WHERE "removedAt" IS NULL;
CREATE INDEX "Lot_odometer_idx" ON "Lot" ("odometerMiles", "id")
  INCLUDE ("auctionDate", "isSold", "lotAuctionStatus", "searchFacetKeys", "year", "platform")
  WHERE "removedAt" IS NULL;
