// The Prisma 7 client over node-postgres. Everything that touches the database gets its client here.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../generated/client.ts";

export * from "../generated/client.ts";
export type Db = PrismaClient;
/** The client handed to `$transaction(async (tx) => ...)` callbacks. */
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

export function createPrismaClient(databaseUrl: string, opts: { max?: number } = {}): PrismaClient {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: opts.max ?? 10 });
  return new PrismaClient({ adapter });
}
