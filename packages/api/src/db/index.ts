export { openDatabase, type Database, type Queryable, type Row, type SqlParam } from './database.ts';
export { migrate } from './migrate.ts';
