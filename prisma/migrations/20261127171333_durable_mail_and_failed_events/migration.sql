-- Nothing silently dropped. Mail: its content is stored in its EmailDelivery row, written in the transaction that
-- decides to send it, and `email.send` jobs carry only the row's id, so a Redis that lost its data loses no mail
-- (the worker's mail sweep queues pending rows again). Events: a domain event the worker gave up on is marked
-- failed, for admins to see and send again.

-- DropForeignKey
ALTER TABLE "EmailDelivery" DROP CONSTRAINT "EmailDelivery_userId_fkey";

-- AlterTable
ALTER TABLE "OutboxEvent" ADD COLUMN     "failedAt" TIMESTAMPTZ(3),
ADD COLUMN     "failedAttempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "failedError" VARCHAR(1000),
ADD COLUMN     "retries" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "EmailDelivery" ADD COLUMN     "bccAddresses" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "ccAddresses" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "claimedBy" VARCHAR(200),
ADD COLUMN     "claimedUntil" TIMESTAMPTZ(3),
ADD COLUMN     "contactMessageId" UUID,
ADD COLUMN     "enqueuedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "html" TEXT,
ADD COLUMN     "jobId" VARCHAR(200),
ADD COLUMN     "replyTo" VARCHAR(254),
ADD COLUMN     "requeues" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "secret" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "text" TEXT;

-- AddForeignKey
ALTER TABLE "EmailDelivery" ADD CONSTRAINT "EmailDelivery_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: what Prisma's schema language cannot express.

-- Rows written before this migration were queued when they were created.
UPDATE "EmailDelivery" SET "enqueuedAt" = "createdAt";

-- A mail's content is kept only until it is sent; a secret one (a password-reset link) only while it may still go.
ALTER TABLE "EmailDelivery" ADD CONSTRAINT "EmailDelivery_sent_content_check"
  CHECK ("status" <> 'sent' OR ("text" IS NULL AND "html" IS NULL));
ALTER TABLE "EmailDelivery" ADD CONSTRAINT "EmailDelivery_secret_content_check"
  CHECK (NOT "secret" OR "status" = 'pending' OR ("text" IS NULL AND "html" IS NULL));

-- What the mail sweep reads: pending mail by when it was last queued.
CREATE INDEX "EmailDelivery_pending_idx" ON "EmailDelivery" ("enqueuedAt") WHERE "status" = 'pending';

-- What the admins' failed-events list reads.
CREATE INDEX "OutboxEvent_failed_idx" ON "OutboxEvent" ("failedAt") WHERE "failedAt" IS NOT NULL AND "handledAt" IS NULL;
