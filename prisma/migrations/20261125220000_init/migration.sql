-- CreateEnum
CREATE TYPE "UserRole" AS ENUM ('customer', 'vip', 'admin');

-- CreateEnum
CREATE TYPE "Locale" AS ENUM ('lt', 'en');

-- CreateEnum
CREATE TYPE "SessionScope" AS ENUM ('customer', 'admin');

-- CreateEnum
CREATE TYPE "LedgerEntryType" AS ENUM ('deposit', 'withdrawal', 'hold', 'release', 'charge', 'refund');

-- CreateEnum
CREATE TYPE "Platform" AS ENUM ('copart', 'iaai', 'europe');

-- CreateEnum
CREATE TYPE "VehicleType" AS ENUM ('automobile', 'motorcycle', 'atv');

-- CreateEnum
CREATE TYPE "ContactMessageStatus" AS ENUM ('queued', 'sent', 'failed');

-- CreateEnum
CREATE TYPE "EmailDeliveryStatus" AS ENUM ('pending', 'sent', 'failed');

-- CreateTable
CREATE TABLE "User" (
    "id" UUID NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "surname" VARCHAR(100) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "phone" VARCHAR(32),
    "passwordHash" VARCHAR(255) NOT NULL,
    "role" "UserRole" NOT NULL DEFAULT 'customer',
    "locale" "Locale" NOT NULL DEFAULT 'lt',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Session" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "scope" "SessionScope" NOT NULL DEFAULT 'customer',
    "tokenHash" CHAR(64) NOT NULL,
    "rememberMe" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "idleExpiresAt" TIMESTAMPTZ(3) NOT NULL,
    "absoluteExpiresAt" TIMESTAMPTZ(3) NOT NULL,
    "revokedAt" TIMESTAMPTZ(3),
    "ip" VARCHAR(64),
    "userAgent" VARCHAR(512),

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PasswordResetToken" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "tokenHash" CHAR(64) NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PasswordResetToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Account" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "currency" CHAR(3) NOT NULL DEFAULT 'EUR',
    "balanceCents" INTEGER NOT NULL DEFAULT 0,
    "frozenCents" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerEntry" (
    "id" UUID NOT NULL,
    "accountId" UUID NOT NULL,
    "type" "LedgerEntryType" NOT NULL,
    "balanceDeltaCents" INTEGER NOT NULL,
    "frozenDeltaCents" INTEGER NOT NULL,
    "balanceAfterCents" INTEGER NOT NULL,
    "frozenAfterCents" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL DEFAULT 'EUR',
    "originalAmountCents" INTEGER,
    "originalCurrency" CHAR(3),
    "fxRate" DECIMAL(12,6),
    "fxRateDate" DATE,
    "refType" VARCHAR(32),
    "refId" VARCHAR(64),
    "description" VARCHAR(500),
    "createdById" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Lot" (
    "id" UUID NOT NULL,
    "platform" "Platform" NOT NULL,
    "lotNumber" VARCHAR(20) NOT NULL,
    "stockNumber" VARCHAR(20),
    "itemId" VARCHAR(20),
    "vehicleType" "VehicleType" NOT NULL DEFAULT 'automobile',
    "year" SMALLINT,
    "make" VARCHAR(60),
    "model" VARCHAR(80),
    "trim" VARCHAR(120),
    "title" VARCHAR(200) NOT NULL,
    "subtitle" VARCHAR(200),
    "bodyStyle" VARCHAR(60),
    "vin" VARCHAR(17),
    "vinMasked" BOOLEAN NOT NULL DEFAULT false,
    "odometerMiles" INTEGER,
    "odometerBrand" VARCHAR(40),
    "primaryDamage" VARCHAR(80),
    "secondaryDamage" VARCHAR(80),
    "damageDescription" VARCHAR(500),
    "titleType" VARCHAR(120),
    "titleGroup" VARCHAR(8),
    "titleState" VARCHAR(8),
    "titleNotes" VARCHAR(300),
    "exteriorColor" VARCHAR(40),
    "interiorColor" VARCHAR(40),
    "runsDrives" VARCHAR(60),
    "hasKeys" BOOLEAN,
    "engine" VARCHAR(80),
    "cylinders" SMALLINT,
    "fuelType" VARCHAR(30),
    "transmission" VARCHAR(30),
    "driveline" VARCHAR(40),
    "airbags" VARCHAR(60),
    "location" VARCHAR(120),
    "branch" VARCHAR(120),
    "region" VARCHAR(60),
    "country" VARCHAR(60),
    "city" VARCHAR(80),
    "postalCode" VARCHAR(20),
    "yardNumber" INTEGER,
    "laneRun" VARCHAR(40),
    "startCode" VARCHAR(60),
    "loss" VARCHAR(60),
    "bidStatus" VARCHAR(40),
    "counterBidStatus" VARCHAR(40),
    "lotAuctionStatus" VARCHAR(40),
    "saleStatus" VARCHAR(40),
    "buyerHighBidder" BOOLEAN,
    "isSold" BOOLEAN NOT NULL DEFAULT false,
    "currency" CHAR(3) NOT NULL DEFAULT 'USD',
    "currentBidCents" INTEGER,
    "minBidCents" INTEGER,
    "buyNowPriceCents" INTEGER,
    "buyNowUrl" VARCHAR(500),
    "auctionDate" TIMESTAMPTZ(3),
    "imageUrls" TEXT[],
    "thumbnailUrl" VARCHAR(500),
    "originalData" JSONB NOT NULL,
    "contentHash" CHAR(64) NOT NULL,
    "firstSeenAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "removedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Lot_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Notification" (
    "id" SERIAL NOT NULL,
    "userId" UUID NOT NULL,
    "type" VARCHAR(40) NOT NULL,
    "messageId" VARCHAR(80) NOT NULL,
    "params" JSONB NOT NULL DEFAULT '{}',
    "message" VARCHAR(1000) NOT NULL,
    "relatedLink" VARCHAR(300),
    "isRead" BOOLEAN NOT NULL DEFAULT false,
    "readAt" TIMESTAMPTZ(3),
    "eventId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContactMessage" (
    "id" UUID NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "phone" VARCHAR(40),
    "subject" VARCHAR(300),
    "message" VARCHAR(5000) NOT NULL,
    "recipients" TEXT[],
    "ccRecipients" TEXT[],
    "bccRecipients" TEXT[],
    "emailSubject" VARCHAR(300) NOT NULL,
    "replyTo" VARCHAR(254),
    "extra" JSONB NOT NULL DEFAULT '{}',
    "status" "ContactMessageStatus" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" VARCHAR(1000),
    "sentAt" TIMESTAMPTZ(3),
    "ip" VARCHAR(64),
    "userAgent" VARCHAR(512),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContactMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Setting" (
    "key" VARCHAR(80) NOT NULL,
    "value" JSONB NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    "updatedById" UUID,

    CONSTRAINT "Setting_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "OutboxEvent" (
    "id" UUID NOT NULL,
    "type" VARCHAR(60) NOT NULL,
    "payload" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "publishedAt" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" VARCHAR(1000),

    CONSTRAINT "OutboxEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProcessedEvent" (
    "eventId" UUID NOT NULL,
    "handler" VARCHAR(80) NOT NULL,
    "processedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProcessedEvent_pkey" PRIMARY KEY ("eventId","handler")
);

-- CreateTable
CREATE TABLE "EmailDelivery" (
    "id" UUID NOT NULL,
    "messageId" VARCHAR(200) NOT NULL,
    "category" VARCHAR(60) NOT NULL,
    "toAddresses" TEXT[],
    "subject" VARCHAR(300) NOT NULL,
    "userId" UUID,
    "status" "EmailDeliveryStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" VARCHAR(1000),
    "transport" VARCHAR(20),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMPTZ(3),

    CONSTRAINT "EmailDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE UNIQUE INDEX "Session_tokenHash_key" ON "Session"("tokenHash");

-- CreateIndex
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

-- CreateIndex
CREATE INDEX "Session_absoluteExpiresAt_idx" ON "Session"("absoluteExpiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "PasswordResetToken_tokenHash_key" ON "PasswordResetToken"("tokenHash");

-- CreateIndex
CREATE INDEX "PasswordResetToken_userId_idx" ON "PasswordResetToken"("userId");

-- CreateIndex
CREATE INDEX "PasswordResetToken_expiresAt_idx" ON "PasswordResetToken"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "Account_userId_key" ON "Account"("userId");

-- CreateIndex
CREATE INDEX "LedgerEntry_accountId_createdAt_idx" ON "LedgerEntry"("accountId", "createdAt");

-- CreateIndex
CREATE INDEX "LedgerEntry_refType_refId_idx" ON "LedgerEntry"("refType", "refId");

-- CreateIndex
CREATE INDEX "Lot_auctionDate_id_idx" ON "Lot"("auctionDate", "id");

-- CreateIndex
CREATE INDEX "Lot_make_model_year_idx" ON "Lot"("make", "model", "year");

-- CreateIndex
CREATE INDEX "Lot_vin_idx" ON "Lot"("vin");

-- CreateIndex
CREATE UNIQUE INDEX "Lot_platform_lotNumber_key" ON "Lot"("platform", "lotNumber");

-- CreateIndex
CREATE INDEX "Notification_userId_id_idx" ON "Notification"("userId", "id");

-- CreateIndex
CREATE INDEX "Notification_userId_isRead_idx" ON "Notification"("userId", "isRead");

-- CreateIndex
CREATE UNIQUE INDEX "Notification_eventId_userId_type_key" ON "Notification"("eventId", "userId", "type");

-- CreateIndex
CREATE INDEX "ContactMessage_status_createdAt_idx" ON "ContactMessage"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "EmailDelivery_messageId_key" ON "EmailDelivery"("messageId");

-- CreateIndex
CREATE INDEX "EmailDelivery_status_createdAt_idx" ON "EmailDelivery"("status", "createdAt");

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PasswordResetToken" ADD CONSTRAINT "PasswordResetToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Account" ADD CONSTRAINT "Account_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailDelivery" ADD CONSTRAINT "EmailDelivery_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-written: what Prisma's schema language cannot express.

-- The ledger invariant, enforced by the database so that no race or bug can overspend.
ALTER TABLE "Account" ADD CONSTRAINT "Account_balance_frozen_check"
  CHECK ("frozenCents" >= 0 AND "frozenCents" <= "balanceCents");

-- The relay reads only unpublished events; keep that index tiny.
CREATE INDEX "OutboxEvent_unpublished_idx" ON "OutboxEvent" ("createdAt") WHERE "publishedAt" IS NULL;

-- Wake the outbox relay as soon as a transaction that wrote events commits (NOTIFY is delivered on commit).
CREATE FUNCTION outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox_event', '');
  RETURN NULL;
END $$;
CREATE TRIGGER "OutboxEvent_notify" AFTER INSERT ON "OutboxEvent"
  FOR EACH STATEMENT EXECUTE FUNCTION outbox_notify();
