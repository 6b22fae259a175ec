-- CreateEnum
CREATE TYPE "MoneyRequestStatus" AS ENUM ('pending', 'completed', 'rejected');

-- CreateEnum
CREATE TYPE "BuyNowStatus" AS ENUM ('pending', 'approved', 'rejected');

-- CreateEnum
CREATE TYPE "BidStatus" AS ENUM ('pending', 'approved', 'rejected', 'cancelled', 'outbid', 'won', 'lost');

-- CreateEnum
CREATE TYPE "PurchaseStatus" AS ENUM ('won', 'paid', 'picked_up', 'at_port', 'shipped', 'arrived', 'customs_cleared', 'delivered');

-- CreateEnum
CREATE TYPE "DeliveryMethod" AS ENUM ('pickup', 'address');

-- CreateEnum
CREATE TYPE "BillStage" AS ENUM ('win', 'departure', 'arrival');

-- CreateEnum
CREATE TYPE "BillStatus" AS ENUM ('issued', 'paid');

-- CreateTable
CREATE TABLE "Deposit" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL DEFAULT 'EUR',
    "method" VARCHAR(30) NOT NULL,
    "reference" VARCHAR(40) NOT NULL,
    "status" "MoneyRequestStatus" NOT NULL DEFAULT 'pending',
    "reason" VARCHAR(500),
    "decidedById" UUID,
    "decidedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Deposit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Withdrawal" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL DEFAULT 'EUR',
    "method" VARCHAR(30) NOT NULL,
    "iban" VARCHAR(34),
    "reference" VARCHAR(40) NOT NULL,
    "status" "MoneyRequestStatus" NOT NULL DEFAULT 'pending',
    "reason" VARCHAR(500),
    "decidedById" UUID,
    "decidedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Withdrawal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Bid" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "lotId" UUID NOT NULL,
    "platform" "Platform" NOT NULL,
    "lotNumber" VARCHAR(20) NOT NULL,
    "maxBidCents" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL DEFAULT 'USD',
    "status" "BidStatus" NOT NULL DEFAULT 'pending',
    "holdCents" INTEGER NOT NULL DEFAULT 0,
    "fxRate" DECIMAL(12,6) NOT NULL,
    "fxRateDate" DATE NOT NULL,
    "approvedMaxCents" INTEGER,
    "raises" INTEGER NOT NULL DEFAULT 0,
    "auctionBidCents" INTEGER,
    "reason" VARCHAR(500),
    "decidedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Bid_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BuyNowRequest" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "lotId" UUID NOT NULL,
    "platform" "Platform" NOT NULL,
    "lotNumber" VARCHAR(20) NOT NULL,
    "priceCents" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL DEFAULT 'USD',
    "status" "BuyNowStatus" NOT NULL DEFAULT 'pending',
    "holdCents" INTEGER NOT NULL,
    "fxRate" DECIMAL(12,6) NOT NULL,
    "fxRateDate" DATE NOT NULL,
    "reason" VARCHAR(500),
    "decidedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BuyNowRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Purchase" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "lotId" UUID NOT NULL,
    "platform" "Platform" NOT NULL,
    "lotNumber" VARCHAR(20) NOT NULL,
    "source" VARCHAR(10) NOT NULL,
    "bidId" UUID,
    "buyNowRequestId" UUID,
    "finalPriceCents" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL DEFAULT 'USD',
    "holdCents" INTEGER NOT NULL DEFAULT 0,
    "status" "PurchaseStatus" NOT NULL DEFAULT 'won',
    "deliveryMethod" "DeliveryMethod" NOT NULL DEFAULT 'pickup',
    "deliveryAddress" JSONB,
    "container" VARCHAR(40),
    "vessel" VARCHAR(80),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Purchase_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PurchaseStep" (
    "id" UUID NOT NULL,
    "purchaseId" UUID NOT NULL,
    "status" "PurchaseStatus" NOT NULL,
    "at" TIMESTAMPTZ(3),
    "eta" TIMESTAMPTZ(3),
    "note" VARCHAR(500),
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PurchaseStep_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PurchaseDocument" (
    "id" UUID NOT NULL,
    "purchaseId" UUID NOT NULL,
    "kind" VARCHAR(40) NOT NULL,
    "fileName" VARCHAR(200) NOT NULL,
    "contentType" VARCHAR(100) NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "storageKey" VARCHAR(100) NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "uploadedById" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PurchaseDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Bill" (
    "id" UUID NOT NULL,
    "purchaseId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "stage" "BillStage" NOT NULL,
    "totalCents" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL DEFAULT 'EUR',
    "lines" JSONB NOT NULL,
    "feeScheduleVersion" VARCHAR(80) NOT NULL,
    "fxRate" DECIMAL(12,6) NOT NULL,
    "fxRateDate" DATE NOT NULL,
    "status" "BillStatus" NOT NULL DEFAULT 'issued',
    "paidVia" VARCHAR(10),
    "paidAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Bill_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WatchlistItem" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "lotId" UUID NOT NULL,
    "platform" "Platform" NOT NULL,
    "lotNumber" VARCHAR(20) NOT NULL,
    "remindedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WatchlistItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IdempotencyKey" (
    "userId" UUID NOT NULL,
    "key" VARCHAR(100) NOT NULL,
    "method" VARCHAR(10) NOT NULL,
    "path" VARCHAR(200) NOT NULL,
    "requestHash" CHAR(64) NOT NULL,
    "statusCode" INTEGER,
    "response" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IdempotencyKey_pkey" PRIMARY KEY ("userId","key")
);

-- CreateIndex
CREATE UNIQUE INDEX "Deposit_reference_key" ON "Deposit"("reference");

-- CreateIndex
CREATE INDEX "Deposit_userId_createdAt_idx" ON "Deposit"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Deposit_status_createdAt_idx" ON "Deposit"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Withdrawal_reference_key" ON "Withdrawal"("reference");

-- CreateIndex
CREATE INDEX "Withdrawal_userId_createdAt_idx" ON "Withdrawal"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Withdrawal_status_createdAt_idx" ON "Withdrawal"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Bid_userId_status_idx" ON "Bid"("userId", "status");

-- CreateIndex
CREATE INDEX "Bid_lotId_status_idx" ON "Bid"("lotId", "status");

-- CreateIndex
CREATE INDEX "Bid_status_createdAt_idx" ON "Bid"("status", "createdAt");

-- CreateIndex
CREATE INDEX "BuyNowRequest_userId_createdAt_idx" ON "BuyNowRequest"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "BuyNowRequest_status_createdAt_idx" ON "BuyNowRequest"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Purchase_bidId_key" ON "Purchase"("bidId");

-- CreateIndex
CREATE UNIQUE INDEX "Purchase_buyNowRequestId_key" ON "Purchase"("buyNowRequestId");

-- CreateIndex
CREATE INDEX "Purchase_userId_createdAt_idx" ON "Purchase"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PurchaseStep_purchaseId_status_key" ON "PurchaseStep"("purchaseId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "PurchaseDocument_storageKey_key" ON "PurchaseDocument"("storageKey");

-- CreateIndex
CREATE INDEX "PurchaseDocument_purchaseId_idx" ON "PurchaseDocument"("purchaseId");

-- CreateIndex
CREATE INDEX "Bill_userId_createdAt_idx" ON "Bill"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Bill_purchaseId_stage_key" ON "Bill"("purchaseId", "stage");

-- CreateIndex
CREATE INDEX "WatchlistItem_remindedAt_idx" ON "WatchlistItem"("remindedAt");

-- CreateIndex
CREATE UNIQUE INDEX "WatchlistItem_userId_lotId_key" ON "WatchlistItem"("userId", "lotId");

-- CreateIndex
CREATE INDEX "IdempotencyKey_createdAt_idx" ON "IdempotencyKey"("createdAt");

-- AddForeignKey
ALTER TABLE "PurchaseStep" ADD CONSTRAINT "PurchaseStep_purchaseId_fkey" FOREIGN KEY ("purchaseId") REFERENCES "Purchase"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PurchaseDocument" ADD CONSTRAINT "PurchaseDocument_purchaseId_fkey" FOREIGN KEY ("purchaseId") REFERENCES "Purchase"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Bill" ADD CONSTRAINT "Bill_purchaseId_fkey" FOREIGN KEY ("purchaseId") REFERENCES "Purchase"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Hand-written: one open bid (pending, approved or outbid) per customer and lot; a raise updates it.
CREATE UNIQUE INDEX "Bid_open_per_user_lot_key" ON "Bid" ("userId", "lotId")
  WHERE "status" IN ('pending', 'approved', 'outbid');

-- Hand-written: one pending buy-now request per customer and lot.
CREATE UNIQUE INDEX "BuyNowRequest_pending_per_user_lot_key" ON "BuyNowRequest" ("userId", "lotId")
  WHERE "status" = 'pending';

-- Hand-written: amounts are positive and holds never negative, whatever the code does.
ALTER TABLE "Bid" ADD CONSTRAINT "Bid_amounts_check" CHECK ("maxBidCents" > 0 AND "holdCents" >= 0);
ALTER TABLE "Deposit" ADD CONSTRAINT "Deposit_amount_check" CHECK ("amountCents" > 0);
ALTER TABLE "Withdrawal" ADD CONSTRAINT "Withdrawal_amount_check" CHECK ("amountCents" > 0);
