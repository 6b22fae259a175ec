-- Hand-written (Prisma has no syntax for storage parameters or column compression). Ingestion bumps "lastSeenAt" and the current bid of
-- lots many times a day; with free room left on each heap page PostgreSQL can make those HOT updates (no new entry
-- in any index, the GIN full-text index included) as long as no indexed column changes. Measured in bench/ingest.
ALTER TABLE "Lot" SET (fillfactor = 70);

-- The provider's raw JSON is the bulk of a lot row and is TOASTed; lz4 compresses it several times faster than
-- the default pglz, which shows in every ingestion run that writes new or changed lots.
ALTER TABLE "Lot" ALTER COLUMN "originalData" SET COMPRESSION lz4;
