// `npm run seed` (run by `make start` after the migrations): the admin from ADMIN_EMAIL / ADMIN_PASSWORD always,
// and with SEED_DEMO=1 the demo customers and DEMO_LOTS demo lots. Safe to run again.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError } from "@app/shared/config/config.schemas";
import { readIngestionSources, seedIngestionSources } from "./ingestion-sources.ts";
import { createPrismaClient } from "./client.ts";
import { loadSeedConfig, type SeedConfig } from "./seed-config.ts";
import { DEMO_USERS, seed } from "./seed.ts";

let env: SeedConfig;
try {
  env = loadSeedConfig(process.env);
} catch (e) {
  if (!(e instanceof ConfigError)) throw e;
  console.error(e.message);
  process.exit(1);
}

const db = createPrismaClient(env.DATABASE_URL, { max: 4 });
const t0 = performance.now();
try {
  const result = await seed(db, {
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    demo: env.SEED_DEMO,
    demoLots: env.DEMO_LOTS,
    now: new Date(),
    log: (line) => console.log(`seed: ${line}`),
  });
  const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
  const sources = await readIngestionSources(path.resolve(repoRoot, env.INGESTION_SOURCES_FILE));
  const created = await seedIngestionSources(db, sources);
  if (created.length) console.log(`seed: ingestion sources created: ${created.join(", ")}`);
  console.log(`seed: done in ${Math.round(performance.now() - t0)} ms`);
  console.log(`\nAdmin sign-in (/admin/login): ${env.ADMIN_EMAIL} with the password from ADMIN_PASSWORD`);
  if (env.SEED_DEMO) {
    console.log("Demo sign-ins (/login):");
    for (const u of DEMO_USERS) console.log(`  ${u.email} / ${u.password}  (${u.role}, ${u.depositCents / 100} EUR)`);
    if (result.lots) console.log(`Demo catalogue: ${env.DEMO_LOTS} lots`);
  }
} finally {
  await db.$disconnect();
}
