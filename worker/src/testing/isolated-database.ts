// Test support: a database of its own for one test file. The run's database (inject('databaseUrl')) is shared by
// every integration test file, and a relay claims every unpublished outbox row it can see, so worker tests that
// run a relay use a separate, freshly migrated database and drop it afterwards.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { createPrismaClient, type ClientOptions, type Db } from "@app/db/client";
import { migrateDeploy } from "@app/db/migrate";

export type IsolatedDatabase = { url: string; db: Db; drop(): Promise<void> };

/** `client`: the options of its client (five connections unless given; the API's read pools only when asked for). */
export async function createIsolatedDatabase(
  runDatabaseUrl: string,
  tag: string,
  client: ClientOptions = { max: 5 },
): Promise<IsolatedDatabase> {
  const base = new URL(runDatabaseUrl);
  const name = `${base.pathname.slice(1)}_${tag}_${randomBytes(3).toString("hex")}`.slice(0, 63);
  const adminUrl = new URL(runDatabaseUrl);
  adminUrl.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(runDatabaseUrl);
  url.pathname = `/${name}`;
  await migrateDeploy(url.toString(), undefined, () => {});
  const db = createPrismaClient(url.toString(), client);
  return {
    url: url.toString(),
    db,
    async drop() {
      await db.$disconnect();
      const a = new pg.Client({ connectionString: adminUrl.toString() });
      await a.connect();
      try {
        await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await a.end();
      }
    },
  };
}
