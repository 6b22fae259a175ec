-- Every lot write paid for these three; since the search answers make, model, country and the auction-date order
-- from the filter tokens and the sort indexes, nothing reads them any more (bench/ingest).

-- DropIndex
DROP INDEX "Lot_auctionDate_id_idx";

-- DropIndex
DROP INDEX "Lot_make_model_year_idx";

-- DropIndex
DROP INDEX "Lot_country_idx";

