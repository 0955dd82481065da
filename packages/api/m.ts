import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { readFileSync } from 'node:fs';
let t = Date.now();
const db = await PGlite.create({ extensions: { btree_gist } });
console.log('start', Date.now() - t);
t = Date.now();
await db.exec('create extension btree_gist');
console.log('ext', Date.now() - t);
t = Date.now();
const sql = readFileSync('packages/api/src/db/migrations/001_schema.sql', 'utf8').replace(
  'create extension if not exists btree_gist;',
  '',
);
await db.exec(sql);
console.log('schema', Date.now() - t);
t = Date.now();
const dump = await db.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const db2 = await PGlite.create({ extensions: { btree_gist }, loadDataDir: dump });
console.log('load', Date.now() - t, (await db2.query('select count(*) from orders')).rows);
t = Date.now();
