-- AlterTable
ALTER TABLE "Tip" ADD COLUMN     "withNewCard" BOOLEAN NOT NULL DEFAULT false;
