// `npm run migrate:deploy -w @app/db`: creates the database when missing, then applies pending migrations.
import { ensureDatabase, migrateDeploy } from "./migrate.ts";
import { databaseUrlFromEnv } from "./database-url.ts";

const url = databaseUrlFromEnv(process.env);
await ensureDatabase(url);
const applied = await migrateDeploy(url);
console.log(applied.length ? `${applied.length} migration(s) applied` : "No pending migrations to apply.");
