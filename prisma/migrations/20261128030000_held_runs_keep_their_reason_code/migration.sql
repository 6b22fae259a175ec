-- A held run keeps why as a code with its figures, so the admin page can say it in the admin's language.

-- AlterTable
ALTER TABLE "IngestionRun" ADD COLUMN     "heldDetail" JSONB;
