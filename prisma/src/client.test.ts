// The client's read pool (createPrismaClient `readMax`): the search's reads queue for a few connections of their
// own, and the client's transactions keep theirs, against real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createTcpProxy } from "../../worker/src/testing/tcp-proxy.ts";
import { waitFor } from "../../worker/src/testing/wait-for.ts";
import { createPrismaClient, PREPARED_PER_CONNECTION, readRows, type Db, type ReadLane } from "./client.ts";

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
    readRows<{ pid: number }>(db, "SELECT pg_backend_pid() AS pid FROM pg_sleep(0.05)", [], { lane: "walk" }),
  );
  // Issued while every read connection is busy: served by a connection of the client's own pool.
  const [own] = await db.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
  const pids = new Set((await Promise.all(reads)).map(([r]) => r!.pid));
  expect(pids.size).toBe(2);
  expect(pids.has(own!.pid)).toBe(false);
});

it("closes the read pools with the client", async () => {
  const other = createPrismaClient(`${inject("databaseUrl")}?application_name=${tag}-x`, { readMax: 1 });
  for (const lane of ["default", "walk", "collect", "lookup"] as const) await readRows(other, "SELECT 1", [], { lane });
  await other.$queryRaw`SELECT 1`;
  await other.$disconnect();
  // A backend leaves pg_stat_activity a moment after its client's socket closes (on a loaded machine, after the
  // first look): what matters is that every one of them goes, and soon.
  await waitFor(async () => (await backends("application_name", `${tag}-x`)) === 0, { timeoutMs: 5_000 });
  expect(await backends("application_name", `${tag}-x`)).toBe(0);
});

/** PostgreSQL backends whose application name or process id is `value`. */
async function backends(by: "application_name" | "pid", value: string | number): Promise<number> {
  const [row] = await readRows<{ n: number }>(db, `SELECT count(*)::int AS n FROM pg_stat_activity WHERE ${by} = $1`, [
    value,
  ]);
  return row!.n;
}

it("keeps its read connections through idle time; the client's own pool closes idle ones", async () => {
  // A new PostgreSQL backend is slow on its first reads of shared memory: the read lanes keep theirs.
  const idle = createPrismaClient(`${inject("databaseUrl")}?application_name=${tag}-i`, {
    max: 2,
    readMax: 2,
    idleTimeoutMs: 100,
  });
  try {
    const pidsOf = async (lane: ReadLane, n: number) => {
      const rows = await Promise.all(
        Array.from({ length: n }, () =>
          readRows<{ pid: number }>(idle, "SELECT pg_backend_pid() AS pid FROM pg_sleep(0.05)", [], { lane }),
        ),
      );
      return new Set(rows.map(([r]) => r!.pid));
    };
    const walk = await pidsOf("walk", 2);
    const lookup = await pidsOf("lookup", 1);
    const [own] = await idle.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
    await new Promise((r) => setTimeout(r, 500));
    expect(await pidsOf("walk", 2)).toEqual(walk);
    expect(await pidsOf("lookup", 1)).toEqual(lookup);
    await waitFor(async () => (await backends("pid", own!.pid)) === 0, { timeoutMs: 5_000 });
    expect(await backends("pid", own!.pid)).toBe(0);
  } finally {
    await idle.$disconnect();
  }
});

it("serves a lookup on its own lane while every search connection is busy", async () => {
  let searchesDone = 0;
  const slow = (["walk", "collect", "walk"] as const).map((lane) =>
    readRows(db, "SELECT pg_sleep(0.3)", [], { lane }).then(() => searchesDone++),
  );
  const [lookup] = await readRows<{ pid: number }>(db, "SELECT pg_backend_pid() AS pid", [], {
    lane: "lookup",
    prepare: true,
  });
  // Behind the searches it would have waited for the first two to end; on its lane it waits for none.
  expect(searchesDone).toBe(0);
  await Promise.all(slow);
  const [search] = await readRows<{ pid: number }>(db, "SELECT pg_backend_pid() AS pid", [], { lane: "walk" });
  expect(lookup!.pid).not.toBe(search!.pid);
});

it("runs at most readMax reads at once over the walk and collect lanes together", async () => {
  // Each read counts the reads of this client running as it starts, then holds its connection for a moment.
  const text = `SELECT n FROM (SELECT count(*)::int AS n FROM pg_stat_activity
    WHERE application_name = $1 AND state = 'active' AND query LIKE '%pg_sleep(0.1)%') AS c, pg_sleep(0.1)`;
  const reads = (["walk", "collect", "walk", "collect", "walk", "collect"] as const).map((lane) =>
    readRows<{ n: number }>(db, text, [tag], { lane }),
  );
  const running = (await Promise.all(reads)).map(([r]) => r!.n);
  expect(Math.max(...running)).toBe(2);
});

it("plans the walk and lookup lanes' statements once, the collect lane's and the client's own pool's for each run's values", async () => {
  const text = "SELECT count(*)::int AS n FROM pg_class WHERE relname = $1";
  const plans = (lane: ReadLane) =>
    readRows<{ generic_plans: string; custom_plans: string }>(
      db,
      "SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement = $1",
      [text],
      { lane },
    );
  for (const lane of ["default", "walk", "collect", "lookup"] as const)
    for (const name of ["pg_class", "pg_proc", "pg_type"]) await readRows(db, text, [name], { lane, prepare: true });
  expect(await plans("lookup")).toEqual([{ generic_plans: "3", custom_plans: "0" }]);
  // Lanes of several connections: three runs, each planned as the lane plans, wherever it ran.
  const runs = async (lane: ReadLane) => (await Promise.all([plans(lane), plans(lane), plans(lane)])).flat();
  expect((await runs("walk")).reduce((n, p) => n + Number(p.generic_plans), 0)).toBeGreaterThan(0);
  expect((await runs("walk")).every((p) => p.custom_plans === "0")).toBe(true);
  for (const lane of ["collect", "default"] as const) {
    expect((await runs(lane)).reduce((n, p) => n + Number(p.custom_plans), 0)).toBeGreaterThan(0);
    expect((await runs(lane)).every((p) => p.generic_plans === "0")).toBe(true);
  }
});

it("estimates a statement for its values with EXPLAIN on every lane, generic plans or not", async () => {
  // The search asks EXPLAIN how many lots a filter set matches (search.repository.ts estimateLots) on the collect
  // lane: a generic plan's estimate would not know the values.
  const table = `estimate_probe_${process.pid}`;
  await db.$executeRawUnsafe(`CREATE TABLE ${table} AS SELECT (g = 1) AS rare FROM generate_series(1, 10000) AS g`);
  try {
    await db.$executeRawUnsafe(`ANALYZE ${table}`);
    const estimate = async (lane: ReadLane, prepare: boolean) => {
      const [row] = await readRows<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(
        db,
        `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${table} WHERE rare = $1`,
        [true],
        { lane, prepare },
      );
      return row!["QUERY PLAN"][0].Plan["Plan Rows"];
    };
    for (const lane of ["default", "walk", "collect", "lookup"] as const)
      for (const prepare of [false, true]) expect(await estimate(lane, prepare)).toBe(1);
  } finally {
    await db.$executeRawUnsafe(`DROP TABLE ${table}`);
  }
});

it("leaves the walk lane no way to read but walking an index", async () => {
  // With the sort and the sequential and bitmap scans switched off, a generic plan cannot collect and sort what a
  // walk would have stopped early for (the search's broad pages); the collect lane plans as PostgreSQL likes.
  const settings = (lane: ReadLane) =>
    readRows<{ seq: string; bitmap: string; sort: string }>(
      db,
      `SELECT current_setting('enable_seqscan') AS seq, current_setting('enable_bitmapscan') AS bitmap,
              current_setting('enable_sort') AS sort`,
      [],
      { lane },
    );
  expect(await settings("walk")).toEqual([{ seq: "off", bitmap: "off", sort: "off" }]);
  expect(await settings("collect")).toEqual([{ seq: "on", bitmap: "on", sort: "on" }]);
  const plan = await readRows<{ "QUERY PLAN": string }>(
    db,
    "EXPLAIN SELECT relname FROM pg_class WHERE relname > $1 ORDER BY relname LIMIT 3",
    ["a"],
    { lane: "walk" },
  );
  expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toMatch(/Index (Only )?Scan using pg_class_relname_nsp_index/);
});

describe("prepared reads", () => {
  // One connection, so that every call below runs on the same PostgreSQL backend.
  let one: Db;
  beforeAll(() => {
    one = createPrismaClient(`${inject("databaseUrl")}?application_name=${tag}-p`, { max: 1 });
  });
  afterAll(async () => {
    await one?.$disconnect();
  });
  const prepared = (text: string) =>
    readRows<{ n: number }>(one, "SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1", [text]);

  it("prepares a statement once per connection and runs it with each call's values", async () => {
    const text = "SELECT $1::int * 2 AS doubled";
    const results = [];
    for (const v of [1, 2, 3]) results.push(await readRows<{ doubled: number }>(one, text, [v], { prepare: true }));
    expect(results.map(([r]) => r!.doubled)).toEqual([2, 4, 6]);
    expect((await prepared(text))[0]!.n).toBe(1);
    // Unprepared reads leave nothing behind.
    await readRows(one, "SELECT $1::int + 1 AS plus", [1]);
    expect((await prepared("SELECT $1::int + 1 AS plus"))[0]!.n).toBe(0);
  });

  it("still plans every run for its own values", async () => {
    const [row] = await readRows<{ plan_cache_mode: string }>(one, "SHOW plan_cache_mode", [], { prepare: true });
    expect(row!.plan_cache_mode).toBe("force_custom_plan");
  });

  it("keeps at most PREPARED_PER_CONNECTION statements on a connection and runs the rest unprepared", async () => {
    const texts = Array.from({ length: PREPARED_PER_CONNECTION + 5 }, (_, i) => `SELECT $1::int + ${i} AS v`);
    for (const [i, text] of texts.entries()) {
      const [row] = await readRows<{ v: number }>(one, text, [10], { prepare: true });
      expect(row!.v).toBe(10 + i);
    }
    const [row] = await readRows<{ n: number }>(one, "SELECT count(*)::int AS n FROM pg_prepared_statements", []);
    expect(row!.n).toBe(PREPARED_PER_CONNECTION);
  });

  it("survives the connection being cut under a prepared read, and serves the next one", async () => {
    // PostgreSQL reached through a TCP proxy that drops every connection at once, without a word from the server:
    // the socket just ends, as when the network or the server goes away.
    const target = new URL(inject("databaseUrl"));
    const proxy = await createTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.up();
    const viaProxy = new URL(target);
    viaProxy.port = String(proxy.port);
    const cut = createPrismaClient(viaProxy.toString(), { readMax: 1 });
    try {
      await readRows(cut, "SELECT 1 AS one", [], { prepare: true });
      const sleeping = readRows(cut, "SELECT pg_sleep(5)", [], { prepare: true });
      await new Promise((r) => setTimeout(r, 200));
      await proxy.down();
      await expect(sleeping).rejects.toThrow(/terminated/i);
      await proxy.up();
      const [row] = await readRows<{ one: number }>(cut, "SELECT 1 AS one", [], { prepare: true });
      expect(row!.one).toBe(1);
    } finally {
      await cut.$disconnect();
      await proxy.down();
    }
  });

  it("reports a failing statement and goes on serving reads", async () => {
    await expect(readRows(one, "SELECT 1 / $1::int AS q", [0], { prepare: true })).rejects.toThrow(/division by zero/);
    const [row] = await readRows<{ q: number }>(one, "SELECT 1 / $1::int AS q", [1], { prepare: true });
    expect(row!.q).toBe(1);
  });
});
