-- Closing the one gap in "nothing is lost" (SECURITY.md, faults): a job Redis accepted and then lost in a crash
-- (appendfsync everysec can lose the last second) left its event published and never handled. The worker now
-- stamps "handledAt" when every handler of an event is done, and the relay sends published-but-unhandled events
-- again after a while (BullMQ ignores the add while the job still exists; handlers dedupe on the event id).

-- AlterTable
ALTER TABLE "OutboxEvent" ADD COLUMN     "handledAt" TIMESTAMPTZ(3),
ADD COLUMN     "redeliveries" INTEGER NOT NULL DEFAULT 0;

-- Events published before this migration were handled by the worker of their day.
UPDATE "OutboxEvent" SET "handledAt" = "publishedAt" WHERE "publishedAt" IS NOT NULL;

-- Hand-written (partial): what the relay's redelivery sweep reads.
CREATE INDEX "OutboxEvent_unhandled_idx" ON "OutboxEvent" ("publishedAt")
  WHERE "handledAt" IS NULL AND "publishedAt" IS NOT NULL;
