import pg from 'pg';

/**
 * Creates the database named in a postgres:// URL when the server does not have it yet (benchmarks use
 * their own database so they never touch the one tests or the app use).
 */
export async function createDatabaseIfMissing(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rows.length > 0) return false;
    await client.query(`create database ${name}`);
    return true;
  } finally {
    await client.end();
  }
}
