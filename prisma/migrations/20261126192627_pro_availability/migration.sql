-- CreateTable
CREATE TABLE "ProAvailability" (
    "proId" TEXT NOT NULL,
    "weeklyHours" JSONB NOT NULL,
    "timeOff" JSONB NOT NULL DEFAULT '[]',
    "bufferMinutes" INTEGER NOT NULL DEFAULT 60,
    "maxPerDay" INTEGER NOT NULL DEFAULT 4,
    "serviceIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "homeZip" TEXT NOT NULL,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "timeZone" TEXT NOT NULL,
    "radiusMiles" INTEGER NOT NULL DEFAULT 25,
    "instantBooking" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProAvailability_pkey" PRIMARY KEY ("proId")
);

-- CreateIndex
CREATE INDEX "ProAvailability_latitude_longitude_idx" ON "ProAvailability"("latitude", "longitude");

-- AddForeignKey
ALTER TABLE "ProAvailability" ADD CONSTRAINT "ProAvailability_proId_fkey" FOREIGN KEY ("proId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
