// The client's read pool (createPrismaClient `readMax`): the search's reads queue for a few connections of their
// own, and the client's transactions keep theirs, against real PostgreSQL.
import { afterAll, beforeAll, expect, it, inject } from "vitest";
import { createPrismaClient, readRows, type Db } from "./client.ts";

let db: Db;
const tag = `read-pool-${process.pid}-${Date.now()}`;

beforeAll(() => {
  db = createPrismaClient(`${inject("databaseUrl")}?application_name=${tag}`, { max: 3, readMax: 2 });
});
afterAll(async () => {
  await db?.$disconnect();
});

it("runs at most readMax reads at once, while the client's own queries keep their connections", async () => {
  const reads = Array.from({ length: 6 }, () =>
    readRows<{ pid: number }>(db, "SELECT pg_backend_pid() AS pid FROM pg_sleep(0.05)", []),
  );
  // Issued while every read connection is busy: served by a connection of the client's own pool.
  const [own] = await db.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
  const pids = new Set((await Promise.all(reads)).map(([r]) => r!.pid));
  expect(pids.size).toBe(2);
  expect(pids.has(own!.pid)).toBe(false);
});

it("closes the read pool with the client", async () => {
  const other = createPrismaClient(`${inject("databaseUrl")}?application_name=${tag}-x`, { readMax: 1 });
  await readRows(other, "SELECT 1", []);
  await other.$queryRaw`SELECT 1`;
  await other.$disconnect();
  const [row] = await readRows<{ n: number }>(
    db,
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1",
    [`${tag}-x`],
  );
  expect(row!.n).toBe(0);
});
