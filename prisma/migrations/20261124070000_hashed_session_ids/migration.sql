-- Session ids are now stored as their SHA-256 (packages/api/src/auth/lucia.ts). Rows written
-- before hold raw ids that no cookie can match any more: delete them. Everyone signs in again.
DELETE FROM "Session";
