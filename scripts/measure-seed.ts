// Times the seed on a throw-away database: `npx tsx scripts/measure-seed.ts [lots=5000]`. Creates
// seed_measure_<random> next to DATABASE_URL's database, migrates it, seeds twice (the second run must change
// nothing), prints the timings and drops the database again.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { createPrismaClient } from "../prisma/src/client.ts";
import { databaseUrlFromEnv } from "../prisma/src/database-url.ts";
import { migrateDeploy } from "../prisma/src/migrate.ts";
import { seed } from "../prisma/src/seed.ts";

const lots = Number(process.argv[2] ?? 5000);
const base = new URL(databaseUrlFromEnv(process.env));
const dbName = `seed_measure_${randomBytes(4).toString("hex")}`;
const adminUrl = new URL(base);
adminUrl.pathname = "/postgres";
const url = new URL(base);
url.pathname = `/${dbName}`;

const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
await admin.query(`CREATE DATABASE "${dbName}"`);
try {
  await migrateDeploy(url.toString(), undefined, () => {});
  const db = createPrismaClient(url.toString(), { max: 4 });
  try {
    for (const run of ["first run", "second run"]) {
      const t0 = performance.now();
      const result = await seed(db, {
        adminEmail: "admin@baltbid.test",
        adminPassword: "admin12345",
        demo: true,
        demoLots: lots,
        now: new Date(),
        log: (line) => console.log(`  ${line}`),
      });
      console.log(
        `${run}: ${Math.round(performance.now() - t0)} ms in all; lots ${JSON.stringify({ ...result.lots, changedIds: result.lots?.changedIds.length })}`,
      );
    }
    const [{ count }] = (await db.$queryRawUnsafe<{ count: number }[]>(`SELECT count(*)::int AS count FROM "Lot"`)) as [
      { count: number },
    ];
    console.log(`lots in the database: ${count}`);
  } finally {
    await db.$disconnect();
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end();
}
