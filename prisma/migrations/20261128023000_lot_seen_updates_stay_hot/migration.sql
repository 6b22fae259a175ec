-- Marking a lot seen (lastSeenAt, on every lot of every run) must stay a HOT update: with lastSeenAt in an index,
-- each touch wrote a new entry into every index of the lot, the search's GIN ones included. The removal step finds
-- its source's lots by sourceId and reads lastSeenAt from the rows.

-- DropIndex
DROP INDEX "Lot_sourceId_lastSeenAt_idx";

-- CreateIndex
CREATE INDEX "Lot_sourceId_idx" ON "Lot"("sourceId");
