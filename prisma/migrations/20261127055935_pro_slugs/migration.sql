-- AlterTable
ALTER TABLE "ProProfile" ADD COLUMN     "slug" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "ProProfile_slug_key" ON "ProProfile"("slug");

-- Backfill: every existing pro gets the address packages/core proSlugBase makes from their name
-- (accents are kept out by dropping non-ASCII letters here), numbered from 2 in order of joining
-- where two names make the same one.
WITH bases AS (
  SELECT p."id", p."createdAt",
    COALESCE(NULLIF(btrim(left(regexp_replace(lower(u."firstName" || ' ' || u."lastName"), '[^a-z0-9]+', '-', 'g'), 60), '-'), ''), 'pro') AS base
  FROM "ProProfile" p JOIN "User" u ON u."id" = p."userId"
), numbered AS (
  SELECT "id", base, row_number() OVER (PARTITION BY base ORDER BY "createdAt", "id") AS n FROM bases
)
UPDATE "ProProfile" p
SET "slug" = CASE WHEN numbered.n = 1 THEN numbered.base ELSE numbered.base || '-' || numbered.n END
FROM numbered WHERE numbered."id" = p."id";
