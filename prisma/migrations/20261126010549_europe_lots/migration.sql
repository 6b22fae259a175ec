-- AlterTable
ALTER TABLE "Lot" ADD COLUMN     "auctionTimeZone" VARCHAR(40),
ADD COLUMN     "emissionClass" VARCHAR(20),
ADD COLUMN     "enteredById" UUID,
ADD COLUMN     "firstRegistration" DATE,
ADD COLUMN     "odometerKm" INTEGER,
ADD COLUMN     "registrationDocuments" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "sellerAuctionName" VARCHAR(120),
ADD COLUMN     "vatScheme" VARCHAR(20);

-- CreateIndex
CREATE INDEX "Lot_country_idx" ON "Lot"("country");

