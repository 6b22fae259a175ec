-- Ingestion that cannot wipe the catalogue: a lot remembers the source that last saw it (a full listing removes
-- only its own source's lots), a run can end held (nothing removed until an admin confirms), and a run keeps its
-- skip reasons and warning count; a lot keeps the plausibility warnings its fields were set aside for.

-- AlterEnum
ALTER TYPE "IngestionRunStatus" ADD VALUE 'held';

-- AlterTable
ALTER TABLE "Lot" ADD COLUMN     "ingestWarnings" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "sourceId" VARCHAR(64);

-- AlterTable
ALTER TABLE "IngestionRun" ADD COLUMN     "heldReason" VARCHAR(500),
ADD COLUMN     "removalCandidates" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "removalConfirmedAt" TIMESTAMPTZ(3),
ADD COLUMN     "removalConfirmedBy" UUID,
ADD COLUMN     "skipReasons" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "warnings" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "Lot_sourceId_lastSeenAt_idx" ON "Lot"("sourceId", "lastSeenAt");

-- AddForeignKey
ALTER TABLE "Lot" ADD CONSTRAINT "Lot_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES "IngestionSource"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Like every other lot column but the raw JSON, the new ones stay inline (lot_columns_stay_inline).
ALTER TABLE "Lot"
  ALTER COLUMN "sourceId" SET STORAGE MAIN, ALTER COLUMN "sourceId" SET COMPRESSION lz4,
  ALTER COLUMN "ingestWarnings" SET STORAGE MAIN, ALTER COLUMN "ingestWarnings" SET COMPRESSION lz4;
