// `prisma migrate deploy` for PostgreSQL without Prisma's native schema-engine binary, which cannot be installed
// everywhere the project builds. Applies migrations/*/migration.sql in order and records them in
// _prisma_migrations exactly as Prisma's engine does, so the real `prisma migrate deploy/status/dev`
// accepts a database migrated here, and vice versa.
import { readdir, readFile } from "node:fs/promises";
import { createHash, randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const MIGRATIONS_DIR = fileURLToPath(new URL("../migrations", import.meta.url));

const LOCK_KEY = 72707369; // Prisma Migrate's advisory-lock key, so the two never run at once
const CREATE_TABLE = `CREATE TABLE _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
);`;
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

type Log = (line: string) => void;

export async function migrationNames(dir = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort((a, b) => a.localeCompare(b)); // Prisma's order
}

export async function migrateDeploy(url: string, dir = MIGRATIONS_DIR, log: Log = console.log): Promise<string[]> {
  const names = await migrationNames(dir);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
    const { rows: tables } = await db.query<{ relname: string }>(`SELECT c.relname FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind = 'r' AND n.nspname = current_schema()`);
    if (!tables.some((t) => t.relname === "_prisma_migrations")) {
      if (tables.length)
        throw new Error("P3005: the schema is not empty and has no _prisma_migrations (baseline it first)");
      await db.query(CREATE_TABLE);
    }
    const { rows: history } = await db.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
    }>("SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY started_at");
    const failed = history.filter((m) => !m.finished_at && !m.rolled_back_at);
    if (failed.length)
      throw new Error(`P3009: failed migrations need attention: ${failed.map((m) => m.migration_name).join(", ")}`);
    const done = new Map(history.filter((m) => !m.rolled_back_at).map((m) => [m.migration_name, m.checksum]));
    const applied: string[] = [];
    for (const name of names) {
      const script = await readFile(path.join(dir, name, "migration.sql"), "utf8");
      const checksum = sha256(script);
      if (done.has(name)) {
        const recorded = done.get(name);
        if (recorded !== checksum && recorded !== sha256(script.replace(/\r\n/g, "\n")))
          log(`warning: ${name} was edited after it was applied (checksum mismatch)`);
        continue;
      }
      const id = randomUUID();
      await db.query(
        "INSERT INTO _prisma_migrations (id, checksum, started_at, migration_name) VALUES ($1, $2, now(), $3)",
        [id, checksum, name],
      );
      try {
        await db.query(script); // no parameters: simple-query protocol, one implicit transaction per file
      } catch (err) {
        await db.query("UPDATE _prisma_migrations SET logs = $2 WHERE id = $1", [id, String(err)]);
        throw new Error(`migration ${name} failed: ${(err as Error).message}`, { cause: err });
      }
      await db.query(
        "UPDATE _prisma_migrations SET applied_steps_count = applied_steps_count + 1, finished_at = now() WHERE id = $1",
        [id],
      );
      applied.push(name);
      log(`applied ${name}`);
    }
    return applied;
  } finally {
    await db.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => {});
    await db.end();
  }
}

/** Creates the database named in `url` when it does not exist (connecting to the server's `postgres` DB). */
export async function ensureDatabase(url: string, log: Log = console.log): Promise<boolean> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_-]{1,63}$/.test(name)) throw new Error(`unsupported database name "${name}"`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const db = new pg.Client({ connectionString: admin.toString() });
  await db.connect();
  try {
    const { rowCount } = await db.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (rowCount) return false;
    await db.query(`CREATE DATABASE "${name}"`);
    log(`created database ${name}`);
    return true;
  } finally {
    await db.end();
  }
}
