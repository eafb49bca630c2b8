import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Both drivers (PGlite, node-postgres) produce this; routes never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
