-- CreateTable
CREATE TABLE "FeeSchedule" (
    "id" UUID NOT NULL,
    "platform" "Platform" NOT NULL,
    "buyerTier" VARCHAR(32) NOT NULL,
    "titleGroup" VARCHAR(16) NOT NULL,
    "paymentMethod" VARCHAR(16) NOT NULL,
    "bidType" VARCHAR(16) NOT NULL,
    "currency" CHAR(3) NOT NULL DEFAULT 'USD',
    "buyerFee" JSONB NOT NULL,
    "bidFee" JSONB NOT NULL,
    "fixedFees" JSONB NOT NULL DEFAULT '[]',
    "effectiveFrom" DATE NOT NULL,
    "source" VARCHAR(1000) NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    "updatedById" UUID,

    CONSTRAINT "FeeSchedule_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "FeeSchedule_platform_buyerTier_titleGroup_paymentMethod_bid_key" ON "FeeSchedule"("platform", "buyerTier", "titleGroup", "paymentMethod", "bidType", "effectiveFrom");

