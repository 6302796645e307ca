// The PostgreSQL extensions the migrations create, as PGlite needs them: each PGlite instance
// (new, or loaded from a data folder that already has them) must be given them when it is made.
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";

/** btree_gist: the exclusion constraint that keeps a pro's accepted appointments apart. */
export const PGLITE_EXTENSIONS = { btree_gist };
