-- AlterTable
ALTER TABLE "Upload" ADD COLUMN     "height" INTEGER,
ADD COLUMN     "placeholder" TEXT,
ADD COLUMN     "variantWidths" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "variantsMadeAt" TIMESTAMP(3),
ADD COLUMN     "width" INTEGER;

-- CreateTable
CREATE TABLE "SiteImage" (
    "id" TEXT NOT NULL,
    "slot" TEXT NOT NULL,
    "imageUrl" TEXT NOT NULL,
    "focalX" INTEGER NOT NULL DEFAULT 50,
    "focalY" INTEGER NOT NULL DEFAULT 50,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SiteImage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SiteImage_slot_key" ON "SiteImage"("slot");
