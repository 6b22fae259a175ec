// The Prisma 7 client over node-postgres. Everything that touches the database gets its client here.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/client.ts";

export * from "../generated/client.ts";
export type Db = PrismaClient;
/** The client handed to `$transaction(async (tx) => ...)` callbacks. */
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/** The pool `readRows` uses per client: the client's own, or a pool of its own when `readMax` was given. */
const pools = new WeakMap<PrismaClient, pg.Pool>();

export function createPrismaClient(databaseUrl: string, opts: { max?: number; readMax?: number } = {}): PrismaClient {
  // The pool is ours so that hot read paths can use it directly (`readRows`); the client still ends it on disconnect.
  const pool = newPool(databaseUrl, opts.max ?? 10);
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  if (opts.readMax === undefined) {
    pools.set(db, pool);
    return db;
  }
  // A separate, smaller pool for the hot reads: it caps how many run at once (a queue in the API is cheaper than
  // PostgreSQL switching between more statements than it has cores) without starving the transactions (bids,
  // payments) of connections, which keep the main pool.
  const readPool = newPool(databaseUrl, opts.readMax);
  pools.set(db, readPool);
  // The client ends only the pool it was given (disposeExternalPool); this one ends with it.
  const disconnect = db.$disconnect.bind(db);
  db.$disconnect = async () => {
    await disconnect();
    await readPool.end();
  };
  return db;
}

function newPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection that breaks (server restart, network cut) is dropped by the pool and the next query opens
  // another; without a listener its 'error' event would end the process before Prisma has attached its own.
  pool.on("error", () => {});
  return pool;
}

/**
 * Values as `readRows` returns them: node-postgres' defaults (timestamptz -> Date, int8 -> text, text[] -> array,
 * json -> parsed), except that a calendar date stays YYYY-MM-DD text rather than a Date at local midnight.
 */
const DATE_OID = 1082;
const READ_TYPES = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === DATE_OID ? (v: string) => v : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * Runs a read on node-postgres directly (the client's own pool, or its read pool: createPrismaClient `readMax`), for
 * the few hot paths (the catalogue search) where Prisma's raw-query row conversion costs more than the query
 * itself: about a fifth of the API's CPU per search page (bench/README.md). `text` uses $1.. placeholders (a
 * Prisma.Sql's `.text`).
 */
export async function readRows<T>(db: PrismaClient, text: string, values: unknown[]): Promise<T[]> {
  const pool = pools.get(db);
  if (!pool) throw new Error("readRows: this client was not made by createPrismaClient");
  const result = await pool.query({ text, values, types: READ_TYPES });
  return result.rows as T[];
}
