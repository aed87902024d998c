import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The contrib extensions the migrations create (`CREATE EXTENSION`). PostgreSQL ships them in
 * its server package; PGlite must load their code when the database starts.
 */
export const pgliteExtensions = { btree_gin, fuzzystrmatch, pg_trgm, unaccent };
