-- AlterTable
ALTER TABLE "BlogPost" ADD COLUMN     "body" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "slug" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "BlogPost_slug_key" ON "BlogPost"("slug");

-- The demo's posts pointed at a blog that was never ours (https://blog.primp.com/<slug>): they
-- move to our own pages; the seed fills in their text.
UPDATE "BlogPost"
   SET "slug" = substring("link" from '^https://blog\.primp\.com/([a-z0-9-]+)$'),
       "link" = '/blog/' || substring("link" from '^https://blog\.primp\.com/([a-z0-9-]+)$')
 WHERE "link" ~ '^https://blog\.primp\.com/[a-z0-9-]+$';
