// Prisma 7 config: used for `prisma generate` (and `migrate deploy` where the native engine exists).
// process.env rather than env(): env() throws when DATABASE_URL is unset, even for generate.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "schema.prisma",
  migrations: { path: "migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
