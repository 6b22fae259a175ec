-- Hand-written (Prisma has no syntax for storage parameters or column compression). Ingestion bumps "lastSeenAt" and the current bid of
-- lots many times a day; with free room left on each heap page PostgreSQL can make those HOT updates (no new entry
-- in any index, the GIN full-text index included) as long as no indexed column changes. Measured in bench/ingest.
ALTER TABLE "Lot" SET (fillfactor = 70);

-- The provider's raw JSON is the bulk of a lot row and is TOASTed; lz4 compresses it several times faster than
-- the default pglz, which shows in every ingestion run that writes new or changed lots.
ALTER TABLE "Lot" ALTER COLUMN "originalData" SET COMPRESSION lz4;

-- Searches never read the raw JSON, but with the default 2 kB threshold it stays inline (compressed) and makes a
-- lot row about 2 kB: every scan of the search walks past it. A 512-byte target moves it out of line into the
-- TOAST table, so the heap that searches read is a third of the size (bench/README.md).
ALTER TABLE "Lot" SET (toast_tuple_target = 512);
