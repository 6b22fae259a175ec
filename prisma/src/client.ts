// The Prisma 7 client over node-postgres. Everything that touches the database gets its client here.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/client.ts";

export * from "../generated/client.ts";
export type Db = PrismaClient;
/** The client handed to `$transaction(async (tx) => ...)` callbacks. */
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

const pools = new WeakMap<PrismaClient, pg.Pool>();

export function createPrismaClient(databaseUrl: string, opts: { max?: number } = {}): PrismaClient {
  // The pool is ours so that hot read paths can use it directly (`readRows`); the client still ends it on disconnect.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: opts.max ?? 10 });
  // An idle connection that breaks (server restart, network cut) is dropped by the pool and the next query opens
  // another; without a listener its 'error' event would end the process before Prisma has attached its own.
  pool.on("error", () => {});
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(db, pool);
  return db;
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
 * Runs a read on the client's own node-postgres pool (same connections and limits), for the few hot paths (the
 * catalogue search) where Prisma's raw-query row conversion costs more than the query itself: about a fifth of
 * the API's CPU per search page (bench/README.md). `text` uses $1.. placeholders (a Prisma.Sql's `.text`).
 */
export async function readRows<T>(db: PrismaClient, text: string, values: unknown[]): Promise<T[]> {
  const pool = pools.get(db);
  if (!pool) throw new Error("readRows: this client was not made by createPrismaClient");
  const result = await pool.query({ text, values, types: READ_TYPES });
  return result.rows as T[];
}
