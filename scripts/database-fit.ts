// Whether PostgreSQL's shared_buffers holds the catalogue's working set (the lots' rows and indexes the search reads):
// `make start` prints one line when it does not, with the setting to change, since a search that reads from disk
// is many times slower (bench/search/README.md). Silent when it fits; a database it cannot ask is not its concern.
//
//   tsx scripts/database-fit.ts
import { pathToFileURL } from "node:url";
import pg from "pg";
import { databaseUrlFromEnv } from "@app/db/database-url";

const MB = 1024 * 1024;

/** The line to print, or null when shared_buffers holds the working set. */
export function fitAdvice(sharedBuffersBytes: number, workingSetBytes: number): string | null {
  if (workingSetBytes <= sharedBuffersBytes) return null;
  // The next power of two above the working set, at least 256 MB: room for the catalogue to grow.
  const advised = Math.max(256, 2 ** Math.ceil(Math.log2(workingSetBytes / MB)));
  return (
    `PostgreSQL's shared_buffers is ${Math.round(sharedBuffersBytes / MB)} MB, but the catalogue's lots and their ` +
    `indexes take ${Math.round(workingSetBytes / MB)} MB: searches will read from disk. Set shared_buffers = ` +
    `${advised}MB in postgresql.conf and restart PostgreSQL (compose.yaml's database runs with 1GB).`
  );
}

/** shared_buffers and the size of "Lot" (its rows without the TOASTed raw JSON, and its indexes), in bytes. */
export async function databaseFit(databaseUrl: string): Promise<{ sharedBuffers: number; workingSet: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ shared: string; lots: string | null }>(`
      SELECT (SELECT setting::bigint * current_setting('block_size')::bigint FROM pg_settings
              WHERE name = 'shared_buffers') AS shared,
             (SELECT pg_relation_size(c.oid) + pg_indexes_size(c.oid) FROM pg_class c
              WHERE c.oid = to_regclass('"Lot"')) AS lots`);
    return { sharedBuffers: Number(rows[0]?.shared ?? 0), workingSet: Number(rows[0]?.lots ?? 0) };
  } finally {
    await client.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    const { sharedBuffers, workingSet } = await databaseFit(databaseUrlFromEnv(process.env));
    const advice = fitAdvice(sharedBuffers, workingSet);
    if (advice) console.log(advice);
  } catch {
    // The services check and the migrations have spoken about a database they cannot reach.
  }
}
