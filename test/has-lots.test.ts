// `make start`'s catalogue check (scripts/has-lots.ts) against real PostgreSQL: an empty catalogue says "none" (the
// demo catalogue is generated), any lot says "some" (it is kept), and every way of not being able to tell says so
// (exit 2), never "none", so a database that cannot be read is not taken for an empty one.
import { execFile } from "node:child_process";
import { randomInt } from "node:crypto";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createIsolatedDatabase, type IsolatedDatabase } from "../worker/src/testing/isolated-database.ts";
import { hasLots } from "../scripts/has-lots.ts";

const run = promisify(execFile);

/** The script's exit code for DATABASE_URL = `url`, as the Makefile sees it. */
async function exitCode(url: string): Promise<number> {
  try {
    await run("node_modules/.bin/tsx", ["scripts/has-lots.ts"], { env: { ...process.env, DATABASE_URL: url } });
    return 0;
  } catch (e) {
    return (e as { code?: number }).code ?? -1;
  }
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

let iso: IsolatedDatabase;
let bare: string;
let admin: pg.Client;

beforeAll(async () => {
  // A catalogue of its own: other test files write lots into the run's database.
  iso = await createIsolatedDatabase(inject("databaseUrl"), "haslots");
  admin = new pg.Client({ connectionString: withDatabase(inject("databaseUrl"), "postgres") });
  await admin.connect();
  // A database that exists but was never migrated: no "Lot" table.
  const name = `${new URL(iso.url).pathname.slice(1)}_bare`.slice(0, 63);
  await admin.query(`CREATE DATABASE "${name}"`);
  bare = withDatabase(iso.url, name);
});

afterAll(async () => {
  await admin?.query(`DROP DATABASE IF EXISTS "${new URL(bare).pathname.slice(1)}" WITH (FORCE)`);
  await admin?.end();
  await iso?.drop();
});

const newLot = (removed: boolean) =>
  iso.db.lot.create({
    data: {
      platform: "copart",
      lotNumber: String(randomInt(10_000_000, 99_999_999)),
      title: "2019 Honda Civic",
      imageUrls: [],
      originalData: {},
      contentHash: "0".repeat(64),
      removedAt: removed ? new Date() : null,
    },
  });

describe("scripts/has-lots.ts", () => {
  it("says none for a migrated database without lots, and the script exits 1", async () => {
    expect(await hasLots(iso.url)).toBe(false);
    expect(await exitCode(iso.url)).toBe(1);
  });

  it("says some once any lot exists, a removed one included, and the script exits 0", async () => {
    const removed = await newLot(true);
    expect(await hasLots(iso.url)).toBe(true);
    expect(await exitCode(iso.url)).toBe(0);
    await iso.db.lot.delete({ where: { id: removed.id } });
    expect(await hasLots(iso.url)).toBe(false);
    await newLot(false);
    expect(await exitCode(iso.url)).toBe(0);
  });

  it("exits 2, not 1, whenever it cannot tell", async () => {
    const cannotTell = [
      bare, // no "Lot" table
      withDatabase(iso.url, "no_such_database_for_has_lots"),
      "postgresql://postgres:postgres@127.0.0.1:1/auction", // nothing listens
      `postgresql://no-such-role:wrong@${new URL(iso.url).host}/postgres`,
      "not a url",
    ];
    for (const url of cannotTell) expect({ url, code: await exitCode(url) }).toEqual({ url, code: 2 });
    await expect(hasLots(bare)).rejects.toThrow(/Lot/);
  });
});
