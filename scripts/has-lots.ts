// Whether the database already holds lots, so `make start` generates and ingests the demo catalogue only into an
// empty one and a restart keeps what is there (`make demo-refresh` makes a fresh catalogue on demand).
//
//   tsx scripts/has-lots.ts   exit 0: it has lots; 1: it has none; 2: could not tell (no database, no "Lot" table)
import { pathToFileURL } from "node:url";
import pg from "pg";
import { databaseUrlFromEnv } from "@app/db/database-url";

/** True when "Lot" has at least one row, removed lots included: any catalogue at all is kept. */
export async function hasLots(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ some: boolean }>('SELECT EXISTS (SELECT 1 FROM "Lot") AS some');
    return rows[0]?.some === true;
  } finally {
    await client.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    process.exitCode = (await hasLots(databaseUrlFromEnv(process.env))) ? 0 : 1;
  } catch (e) {
    console.error(`Cannot tell whether the database has lots: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 2;
  }
}
