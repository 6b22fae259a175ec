-- A lot remembers the hash of the raw provider item it was last read from (with the reading's version): a feed's
-- unchanged items are then recognised before they are read, and only touched.

-- AlterTable
ALTER TABLE "Lot" ADD COLUMN     "rawHash" CHAR(64);

-- Like every other lot column but the raw JSON, it stays inline (lot_columns_stay_inline).
ALTER TABLE "Lot" ALTER COLUMN "rawHash" SET STORAGE MAIN;
