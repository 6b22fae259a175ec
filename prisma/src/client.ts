// The Prisma 7 client over node-postgres. Everything that touches the database gets its client here.
import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pLimit, { type LimitFunction } from "p-limit";
import pg from "pg";
import { PrismaClient } from "../generated/client.ts";

export * from "../generated/client.ts";
export type Db = PrismaClient;
/** The client handed to `$transaction(async (tx) => ...)` callbacks. */
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/**
 * The pools `readRows` uses per client: the client's own for every lane, or, when `readMax` was given, pools of
 * their own for the search's statements. `limits`: the limit a lane's statements queue for (lanes that share one
 * run no more statements at once together).
 */
type ReadPools = Record<ReadLane, pg.Pool> & { limits?: Partial<Record<ReadLane, LimitFunction>> };
/**
 * Which of a client's pools a `readRows` call runs on:
 * - `default`: the client's own pool, each run planned for its values;
 * - `walk`: statements that walk an ordered index and stop after a page, planned once per connection with every
 *   other way of reading switched off (no sequential scan, bitmap scan or sort), so the generic plan is that walk;
 * - `collect`: statements whose best plan does not depend on their values, planned once per connection (a generic
 *   plan);
 * - `lookup`: planned once, on connections of its own (statements of a fraction of a millisecond).
 */
export type ReadLane = "default" | "walk" | "collect" | "lookup";
const pools = new WeakMap<PrismaClient, ReadPools>();

export type ClientOptions = {
  /** Connections of the client's own pool (Prisma's queries and transactions). */
  max?: number;
  /** Statements the walk and collect lanes run at once; with it, those lanes and the lookup's have pools of their own. */
  readMax?: number;
  /** Connections of the lookup lane (`readRows(..., { lane: "lookup" })`); 1 unless given. Only with `readMax`. */
  lookupMax?: number;
  /** How long an idle connection of the client's own pool is kept (node-postgres' default: 10 s). */
  idleTimeoutMs?: number;
};

/** Session settings of a lane's connections. */
const CUSTOM_PLANS = { plan_cache_mode: "force_custom_plan" };
const GENERIC_PLANS = { plan_cache_mode: "force_generic_plan" };
const WALKS_ONLY = { ...GENERIC_PLANS, enable_seqscan: "off", enable_bitmapscan: "off", enable_sort: "off" };

export function createPrismaClient(databaseUrl: string, opts: ClientOptions = {}): PrismaClient {
  // The pool is ours so that hot read paths can use it directly (`readRows`); the client still ends it on disconnect.
  const pool = newPool(databaseUrl, { max: opts.max ?? 10, idleTimeoutMs: opts.idleTimeoutMs });
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  if (opts.readMax === undefined) {
    pools.set(db, { default: pool, walk: pool, collect: pool, lookup: pool });
    return db;
  }
  // Separate, smaller pools for the hot reads: they cap how many run at once (a queue in the API is cheaper than
  // PostgreSQL switching between more statements than it has cores) without starving the transactions (bids,
  // payments) of connections, which keep the main pool. Their connections stay open once made (min = max): a new
  // PostgreSQL backend pays for its first touch of the shared memory it reads (page faults: a broad count took
  // several times longer on a new backend, bench/search/README.md), and closing connections idle for 10 s started
  // that over after every lull.
  const kept = (max: number, settings: Record<string, string>) =>
    newPool(databaseUrl, { max, min: max, idleTimeoutMs: opts.idleTimeoutMs, settings });
  // The walk and lookup lanes plan their statements once per connection: the caller has chosen the plan already,
  // and planning a statement anew for each run's values was most of a lookup's time in PostgreSQL and about half of
  // a first page's (bench/search/README.md). A generic plan does not know how many lots a filter matches, so the
  // walk lane leaves it no other way than the walk (with the plan mode alone it collected the matches of broad
  // filters instead, several times slower). The collect lane plans each run for its values: which index collects
  // the matches (a rare token's, a year or mileage range, the sort order's) depends on them, and a generic plan
  // took a broad token for rare and visited the heap row of every lot holding it.
  // The plan mode is a connection's setting, hence a pool per lane; walks and collections together run no more
  // statements at once than readMax.
  const shared = pLimit(opts.readMax);
  const read = {
    default: pool,
    walk: kept(opts.readMax, WALKS_ONLY),
    collect: kept(opts.readMax, CUSTOM_PLANS),
    lookup: kept(opts.lookupMax ?? 1, GENERIC_PLANS),
    limits: { walk: shared, collect: shared },
  };
  pools.set(db, read);
  // The client ends only the pool it was given (disposeExternalPool); these end with it.
  const disconnect = db.$disconnect.bind(db);
  db.$disconnect = async () => {
    await disconnect();
    await Promise.all([read.walk.end(), read.collect.end(), read.lookup.end()]);
  };
  return db;
}

function newPool(
  connectionString: string,
  o: { max: number; min?: number; idleTimeoutMs?: number; settings?: Record<string, string> },
): pg.Pool {
  // Custom plans unless a lane says otherwise: a statement `readRows` prepares is still planned for the values of
  // each run, as an unnamed one is (a cached generic plan would not know how many lots a filter matches); preparing
  // only saves parsing and analysing the statement again.
  const settings = o.settings ?? CUSTOM_PLANS;
  const pool = new pg.Pool({
    connectionString,
    max: o.max,
    min: o.min ?? 0,
    ...(o.idleTimeoutMs === undefined ? {} : { idleTimeoutMillis: o.idleTimeoutMs }),
    options: Object.entries(settings)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(" "),
  });
  // An idle connection that breaks (server restart, network cut) is dropped by the pool and the next query opens
  // another; without a listener its 'error' event would end the process before Prisma has attached its own.
  pool.on("error", () => {});
  return pool;
}

/**
 * A PostgreSQL text[] or varchar[] literal as a string array. PostgreSQL quotes an element only when it holds a
 * comma, quote, backslash, brace or space, or spells NULL: one-dimensional lists without quotes or backslashes (every
 * image URL list a search page reads) are split directly, anything else goes to node-postgres' own parser, which
 * reads a literal a character at a time (a visible share of the API's CPU on search pages: bench/search/README.md).
 */
export function parseTextArray(literal: string): (string | null)[] {
  const simple = literal.startsWith("{") && literal.endsWith("}") && !/["\\{}]/.test(literal.slice(1, -1));
  if (!simple) return textArrayParser(literal) as (string | null)[];
  if (literal.length === 2) return [];
  return literal
    .slice(1, -1)
    .split(",")
    .map((e) => (e === "NULL" ? null : e));
}
const TEXT_ARRAY_OID: number = 1009;
const VARCHAR_ARRAY_OID: number = 1015;
const textArrayParser = pg.types.getTypeParser(TEXT_ARRAY_OID, "text");

/**
 * Values as `readRows` returns them: node-postgres' defaults (timestamptz -> Date, int8 -> text, text[] -> array,
 * json -> parsed), except that a calendar date stays YYYY-MM-DD text rather than a Date at local midnight.
 */
const DATE_OID = 1082;
const READ_TYPES = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (format === "binary") return pg.types.getTypeParser(oid, format);
    if (oid === DATE_OID) return (v: string) => v;
    if (oid === TEXT_ARRAY_OID || oid === VARCHAR_ARRAY_OID) return parseTextArray;
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

/**
 * Statements a connection keeps prepared for `readRows`; past it, further statement texts run unprepared. The
 * search makes one text per combination of filters (values are parameters), so the common ones are prepared
 * early; the cap bounds what a long-lived connection holds in PostgreSQL's memory whatever the traffic.
 */
export const PREPARED_PER_CONNECTION = 100;
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/** The name a statement text is prepared under on `client`, or undefined to run it unprepared. */
function preparedName(client: pg.PoolClient, text: string): string | undefined {
  let names = preparedOn.get(client);
  if (!names) preparedOn.set(client, (names = new Set()));
  const name = `r_${createHash("sha1").update(text).digest("base64url")}`;
  if (names.has(name)) return name;
  if (names.size >= PREPARED_PER_CONNECTION) return undefined;
  names.add(name);
  return name;
}

/**
 * Runs a read on node-postgres directly, for the few hot paths (the catalogue search) where Prisma's raw-query row
 * conversion costs more than the query itself (bench/search/README.md). `text` uses $1.. placeholders (a
 * Prisma.Sql's `.text`). `prepare`: run it as a prepared statement of the connection, for statements run many times
 * (parsing and analysing a search page's statement was a good part of its time in PostgreSQL); the walk, collect
 * and lookup lanes keep its plan too. `lane`: which pool, see ReadLane (the client's own unless given).
 */
export async function readRows<T>(
  db: PrismaClient,
  text: string,
  values: unknown[],
  opts: { prepare?: boolean; lane?: ReadLane } = {},
): Promise<T[]> {
  const lanes = pools.get(db);
  if (!lanes) throw new Error("readRows: this client was not made by createPrismaClient");
  const lane = opts.lane ?? "default";
  const run = () => runOn<T>(lanes[lane], text, values, opts.prepare ?? false);
  const limit = lanes.limits?.[lane];
  return limit ? limit(run) : run();
}

/** Statements of a hot write path, on node-postgres when it can (see `sqlRunner`). */
export interface SqlRunner {
  rows<T>(text: string, values: unknown[]): Promise<T[]>;
  execute(text: string, values: unknown[]): Promise<number>;
  /** Whether the statements run inside a transaction (a failed one then needs a savepoint to recover from). */
  readonly inTransaction: boolean;
}

/**
 * Runs statements with $1.. placeholders on the client's own pool for a client made by createPrismaClient, and
 * through Prisma's raw methods for a transaction's client. Prisma serialises a raw statement's parameters to JSON
 * text and parses them back before node-postgres sees them: for the lot store's batch (megabytes of JSON as one
 * parameter) that was a tenth of ingestion's time in Node, and it kept copies of recent batches alive.
 */
export function sqlRunner(db: Pick<PrismaClient, "$queryRawUnsafe" | "$executeRawUnsafe">): SqlRunner {
  const pool = pools.get(db as PrismaClient)?.default;
  if (pool)
    return {
      rows: async <T>(text: string, values: unknown[]) =>
        (await pool.query({ text, values, types: READ_TYPES })).rows as T[],
      execute: async (text, values) => (await pool.query({ text, values, types: READ_TYPES })).rowCount ?? 0,
      inTransaction: false,
    };
  return {
    rows: <T>(text: string, values: unknown[]) => db.$queryRawUnsafe<T[]>(text, ...values),
    execute: (text, values) => db.$executeRawUnsafe(text, ...values),
    // Prisma's transaction client has no $disconnect.
    inTransaction: typeof (db as { $disconnect?: unknown }).$disconnect !== "function",
  };
}

async function runOn<T>(pool: pg.Pool, text: string, values: unknown[], prepare: boolean): Promise<T[]> {
  if (!prepare) return (await pool.query({ text, values, types: READ_TYPES })).rows as T[];
  const client = await pool.connect();
  // As pool.query does: while a connection is checked out, its socket failing (PostgreSQL restarted or cut) is an
  // 'error' event of the client, and an 'error' event without a listener ends the process. The query's own
  // rejection reports the failure; the connection is then released as failed, never handed out again.
  let failure: Error | undefined;
  const onError = (err: Error) => (failure = err);
  client.on("error", onError);
  try {
    const result = await client.query({ name: preparedName(client, text), text, values, types: READ_TYPES });
    return result.rows as T[];
  } catch (err) {
    failure ??= err as Error;
    throw err;
  } finally {
    client.removeListener("error", onError);
    client.release(failure);
  }
}
